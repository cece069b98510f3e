import { AccountArea } from '../../features/member/components/account-area';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useAppStore } from '../../stores/app-store';

/**
 * The header's logged-in area (the member and wallet features, composed here): the balance, the deposit and
 * withdraw shortcuts and the account menu with its unread badges. Its code loads for members only.
 */
export function MemberAccountArea() {
  const unreadMessage = useAppStore((state) => state.publicState.unreadMessage);
  const rewardCenter = useAppStore((state) => state.publicState.unreadRewards);
  return <AccountArea balance={<HeaderBalance />} badges={{ messages: unreadMessage, rewardCenter }} />;
}
