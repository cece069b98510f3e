import { useTranslation } from 'react-i18next';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { ShieldIcon } from '../../../components/ui/icons';
import { CsButton } from './cs-button';
import { StatusScreen } from './status-screen';

/** spec §2 System status views, code 2: visitor IP, block text, customer-service button. */
export function RegionBlockedPage({ status }: { status: TSystemStatusValue }) {
  const { t } = useTranslation();
  const ip = status.location.ip || status.regionRestriction.ip;
  return (
    <StatusScreen
      testId="region-blocked-page"
      brandName={status.brand.name}
      tone="danger"
      icon={<ShieldIcon size={40} />}
      title={t('system.region.title')}
    >
      <p className="status-screen__text">{status.regionRestriction.message || t('system.region.text')}</p>
      <div className="status-screen__ip">
        <span className="status-screen__ip-label">{t('system.region.ip')}</span>
        <code data-testid="blocked-ip">{ip}</code>
      </div>
      <CsButton entries={status.customerService} />
    </StatusScreen>
  );
}
