import { useTranslation } from 'react-i18next';
import type { TBonus } from '@platform/contracts/bonuses';
import type { TBonusStatus } from '@platform/contracts/promotions';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';

const STATUS_TONE: Record<TBonusStatus, TStatusTone> = {
  ACTIVE: 'info',
  COMPLETED: 'success',
  FORFEITED: 'neutral',
  EXPIRED: 'warning',
};

type TBonusCardProps = {
  bonus: TBonus;
  onForfeit: (bonus: TBonus) => void;
};

/** One bonus: title, source, amount, turnover progress, what is left, dates, state, and the forfeit action. */
export function BonusCard({ bonus, onForfeit }: TBonusCardProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es', { maximumFractionDigits: 1 }).format(
    bonus.percent,
  );
  const multiple = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es', { maximumFractionDigits: 2 }).format(
    bonus.turnoverMultiple,
  );
  const active = bonus.status === 'ACTIVE';
  const noTurnover = bonus.turnoverRequired === 0;

  return (
    <article
      className={`bonus-card bonus-card--${bonus.status.toLowerCase()}`}
      data-testid="bonus-row"
      data-status={bonus.status}
      data-left={bonus.turnoverLeft}
      aria-labelledby={`bonus-${bonus.id}-title`}
    >
      <header className="bonus-card__head">
        <div className="bonus-card__heading">
          <span className="bonus-card__source">{t(`bonuses.source.${bonus.source}`)}</span>
          <h3 className="bonus-card__title" id={`bonus-${bonus.id}-title`}>
            {bonus.title}
          </h3>
        </div>
        <StatusBadge tone={STATUS_TONE[bonus.status]} testId="bonus-status">
          {t(`bonuses.status.${bonus.status}`)}
        </StatusBadge>
      </header>

      <div className="bonus-card__amount">
        <span className="bonus-card__amount-label">{t('bonuses.card.amount')}</span>
        <strong data-testid="bonus-amount">{money(bonus.amount)}</strong>
      </div>

      <div className="bonus-card__progress">
        <div className="bonus-card__progress-text">
          <span>
            {noTurnover
              ? t('bonuses.card.noTurnover')
              : t('bonuses.card.progress', {
                  done: money(bonus.turnoverDone),
                  required: money(bonus.turnoverRequired),
                })}
          </span>
          <strong>{t('bonuses.card.percent', { percent })}</strong>
        </div>
        <div
          className="bonus-progress"
          role="progressbar"
          aria-label={t('bonuses.card.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bonus.percent}
          aria-valuetext={t('bonuses.card.percent', { percent })}
        >
          <span className="bonus-progress__bar" style={{ width: `${Math.min(100, bonus.percent)}%` }} />
        </div>
      </div>

      <dl className="bonus-card__facts">
        {active ? (
          <div className="bonus-card__fact bonus-card__fact--lead">
            <dt>{t('bonuses.card.left')}</dt>
            <dd data-testid="bonus-left">{money(bonus.turnoverLeft)}</dd>
          </div>
        ) : null}
        {noTurnover ? null : (
          <div className="bonus-card__fact">
            <dt>{t('bonuses.card.requirement')}</dt>
            <dd>
              {t(
                bonus.turnoverBase === 'BONUS_PLUS_DEPOSIT'
                  ? 'bonuses.card.multipleWithDeposit'
                  : 'bonuses.card.multiple',
                { multiple },
              )}
            </dd>
          </div>
        )}
        <div className="bonus-card__fact">
          <dt>{t('bonuses.card.granted')}</dt>
          <dd>{format.date(bonus.grantedAt)}</dd>
        </div>
        {active || !bonus.endedAt ? (
          <div className="bonus-card__fact">
            <dt>{t('bonuses.card.expires')}</dt>
            <dd data-testid="bonus-expires">
              {bonus.expiresAt ? format.dateTime(bonus.expiresAt) : t('bonuses.card.noExpiry')}
            </dd>
          </div>
        ) : (
          <div className="bonus-card__fact">
            <dt>{t(`bonuses.card.ended.${bonus.status}`)}</dt>
            <dd>{format.date(bonus.endedAt)}</dd>
          </div>
        )}
        {bonus.forfeitedAmount !== null ? (
          <div className="bonus-card__fact">
            <dt>{t('bonuses.card.forfeited')}</dt>
            <dd data-testid="bonus-forfeited">{money(bonus.forfeitedAmount)}</dd>
          </div>
        ) : null}
      </dl>

      {active ? (
        <div className="bonus-card__actions">
          <button
            type="button"
            className="button button--ghost bonus-card__forfeit"
            data-testid="bonus-forfeit"
            onClick={() => onForfeit(bonus)}
          >
            {t('bonuses.forfeit.action')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
