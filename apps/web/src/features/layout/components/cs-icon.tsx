import type { TCustomerService } from '@platform/contracts/system';
import { ChatIcon, PhoneIcon, SendIcon, ThumbIcon } from '../../../components/ui/icons';

export function CsIcon({ type }: { type: TCustomerService['csType'] }) {
  switch (type) {
    case 'LIVECHAT':
      return <ChatIcon />;
    case 'WHATSAPP':
      return <PhoneIcon />;
    case 'FACEBOOK':
      return <ThumbIcon />;
    default:
      return <SendIcon />;
  }
}
