import { useTranslation } from 'react-i18next';
import type { TPointBalance, TPointConfig } from '@platform/contracts/loyalty';
import { CrownIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import { formatPoints } from '../utils/format-points';

/** The mall's header card: the points held, the points earned in all, and how points are earned. */
export function PointsSummary({
  balance,
  config,
}: {
  balance: TPointBalance | undefined;
  config: TPointConfig | undefined;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const number = (value: number) => formatPoints(value, i18n.resolvedLanguage);
  const earning = config?.earn.filter((rate) => rate.points > 0) ?? [];
  return (
    <section
      className="wallet-hero points-summary"
      aria-label={t('loyalty.points.summaryLabel')}
      data-testid="points-summary"
    >
      <div className="wallet-hero__top">
        <span className="wallet-hero__icon" aria-hidden="true">
          <CrownIcon />
        </span>
        <h2 className="wallet-hero__title">{t('loyalty.points.balance')}</h2>
      </div>
      <div
        className="wallet-hero__amount points-summary__balance"
        data-testid="points-balance"
        data-points={balance?.points ?? ''}
      >
        {balance ? t('loyalty.points.count', { count: balance.points, value: number(balance.points) }) : '—'}
      </div>
      <p className="points-summary__earned" data-testid="points-earned">
        {t('loyalty.points.earned', { value: balance ? number(balance.earned) : '—' })}
      </p>
      {config ? (
        <div className="points-summary__rules">
          <h3 className="points-summary__rules-title">{t('loyalty.points.howTitle')}</h3>
          <ul className="points-rates" data-testid="points-rates">
            {earning.map((rate) => (
              <li key={rate.category} className="points-rates__item">
                <span className="points-rates__label">{t(`loyalty.categories.${rate.category}`)}</span>
                <span className="points-rates__value">
                  {t('loyalty.points.rate', {
                    count: rate.points,
                    value: number(rate.points),
                    per: money(rate.per),
                  })}
                </span>
              </li>
            ))}
            {config.deposit.points > 0 ? (
              <li className="points-rates__item">
                <span className="points-rates__label">{t('loyalty.points.deposit')}</span>
                <span className="points-rates__value">
                  {t('loyalty.points.depositRate', {
                    count: config.deposit.points,
                    value: number(config.deposit.points),
                    per: money(config.deposit.per),
                  })}
                </span>
              </li>
            ) : null}
          </ul>
          <p className="wallet-hero__note" data-testid="points-multiplier">
            {config.multiplierPercent !== 100
              ? t('loyalty.points.multiplier', { percent: number(config.multiplierPercent) })
              : null}{' '}
            {t('loyalty.points.neverExpire')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
