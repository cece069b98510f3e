import { useTranslation } from 'react-i18next';
import type { TBonusSummary } from '@platform/contracts/bonuses';
import { GiftIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';

/** The band on top of bonusDetails: the turnover still owed on every active bonus, and what it locks. */
export function BonusSummaryBand({ summary }: { summary: TBonusSummary | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const owed = (summary?.turnoverLeft ?? 0) > 0;
  return (
    <section
      className={`wallet-hero wallet-hero--compact bonus-summary${owed ? ' bonus-summary--owed' : ''}`}
      aria-label={t('bonuses.summary.label')}
      data-testid="bonus-summary"
    >
      <div className="wallet-hero__top">
        <span className="wallet-hero__icon" aria-hidden="true">
          <GiftIcon />
        </span>
        <h2 className="wallet-hero__title">{t('bonuses.summary.title')}</h2>
      </div>
      <div className="wallet-hero__amount" data-testid="bonus-summary-left">
        {summary ? money(summary.turnoverLeft) : '—'}
      </div>
      <dl className="bonus-summary__stats">
        <div>
          <dt>{t('bonuses.summary.active')}</dt>
          <dd data-testid="bonus-summary-active">{summary ? summary.activeCount : '—'}</dd>
        </div>
        <div>
          <dt>{t('bonuses.summary.locked')}</dt>
          <dd>{summary ? money(summary.lockedBonus) : '—'}</dd>
        </div>
      </dl>
      <p className="wallet-hero__note">
        {summary ? (owed ? t('bonuses.summary.owedNote') : t('bonuses.summary.clearNote')) : null}
      </p>
    </section>
  );
}
