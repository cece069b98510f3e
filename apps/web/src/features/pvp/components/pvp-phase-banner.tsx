import { useTranslation } from 'react-i18next';
import type { TPvpTableView } from '@platform/contracts/pvp';
import { useNow } from '../../../hooks/use-now';
import { msLeft } from '../utils/table-state';

/** The phase now and the seconds left of it (by the server's clock, corrected for our clock's skew). */
export function PvpPhaseBanner({ view, offsetMs }: { view: TPvpTableView; offsetMs: number }) {
  const { t } = useTranslation();
  const now = useNow(view.deadline !== null, 250);
  const seconds = Math.ceil(msLeft(view, offsetMs, now) / 1_000);
  return (
    <div className="pvp-banner" data-testid="pvp-phase" data-phase={view.phase} role="status">
      <span className="pvp-banner__phase">{t(`pvp.phases.${view.phase}`)}</span>
      {view.deadline !== null ? (
        <span
          className="pvp-banner__clock"
          data-testid="pvp-countdown"
          aria-label={t('pvp.table.secondsLeft', { seconds })}
        >
          {seconds}
        </span>
      ) : null}
    </div>
  );
}
