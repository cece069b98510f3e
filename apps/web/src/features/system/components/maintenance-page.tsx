import { useTranslation } from 'react-i18next';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { BarrierIcon } from '../../../components/ui/icons';
import { CsButton } from './cs-button';
import { StatusScreen } from './status-screen';

function formatEnd(iso: string, lang: string, timeZone: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

/** spec §2 System status views, code 1: title, info text, customer-service button. */
export function MaintenancePage({ status }: { status: TSystemStatusValue }) {
  const { t, i18n } = useTranslation();
  const { maintenance, brand } = status;
  const end = maintenance.endsAt
    ? formatEnd(maintenance.endsAt, i18n.resolvedLanguage ?? 'es', brand.timeZone)
    : null;
  return (
    <StatusScreen
      testId="maintenance-page"
      brandName={brand.name}
      tone="warning"
      icon={<BarrierIcon size={40} />}
      title={maintenance.title || t('system.maintenance.title')}
    >
      <p className="status-screen__text" data-testid="maintenance-info">
        {maintenance.info || t('system.maintenance.text')}
      </p>
      {end ? <p className="status-screen__meta">{t('system.maintenance.until', { time: end })}</p> : null}
      <CsButton entries={status.customerService} />
    </StatusScreen>
  );
}
