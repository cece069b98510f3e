import { useTranslation } from 'react-i18next';
import type { TCustomerService } from '@platform/contracts/system';
import { HeadsetIcon } from '../../../components/ui/icons';
import { primaryCsLink } from '../../../lib/customer-service';

/** Opens the first live-chat or telegram entry; absent when the brand configures none. */
export function CsButton({ entries }: { entries: readonly TCustomerService[] }) {
  const { t } = useTranslation();
  const link = primaryCsLink(entries);
  if (!link) return null;
  return (
    <a
      className="button button--primary"
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="status-cs-button"
    >
      <HeadsetIcon />
      {t('system.contactCs')}
    </a>
  );
}
