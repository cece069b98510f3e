import { useTranslation } from 'react-i18next';
import { LOYALTY_CATEGORIES, type TVipStatus } from '@platform/contracts/loyalty';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { CrownIcon } from '../../../components/ui/icons';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { useVipStatus } from '../api/get-vip-status';
import '../vip.css';

type TLevelRow = TVipStatus['levels'][number];

/** Whole percent of `value` toward `target` (a target of 0 is reached). */
const percentOf = (value: number, target: number) =>
  target <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((value / target) * 100)));

/** The member-centre VIP page (flag VIP3): the level, the progress to the next, this period, every level's benefits. */
export function VipPage() {
  const { t } = useTranslation();
  const vip = useVipStatus();
  if (!vip.data) {
    return <QueryState error={vip.isError ? vip.error : null} onRetry={() => void vip.refetch()} />;
  }
  if (!vip.data.enabled) {
    return (
      <EmptyState icon={<CrownIcon size={32} />} text={t('loyalty.vip.disabled')} testId="vip-disabled" />
    );
  }
  return <VipStatusView status={vip.data} />;
}

export function VipStatusView({ status }: { status: TVipStatus }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const next = status.next;
  const keep = status.period.keepValidBet;
  return (
    <div className="vip-page" data-testid="vip-page">
      <section className="wallet-hero vip-hero" aria-label={t('loyalty.vip.currentLabel')}>
        <div className="vip-hero__level">
          <span
            className={`vip-badge vip-badge--${Math.min(status.level, 5)}`}
            data-testid="vip-level"
            data-level={status.level}
          >
            <CrownIcon size={18} />
            {t('loyalty.vip.level', { level: status.level })}
          </span>
          <h2 className="vip-hero__name" data-testid="vip-level-name">
            {status.levelName}
          </h2>
        </div>
        {next ? (
          <div className="vip-progress" data-testid="vip-progress" data-percent={next.percent}>
            <p className="vip-progress__title">
              {t('loyalty.vip.toNext', { level: next.level, name: next.name, percent: next.percent })}
            </p>
            <Meter
              label={t('loyalty.vip.validBet')}
              detail={t('loyalty.vip.ofTarget', {
                value: money(status.validBet),
                target: money(next.reachValidBet),
              })}
              percent={percentOf(status.validBet, next.reachValidBet)}
              testId="vip-progress-bet"
            />
            <Meter
              label={t('loyalty.vip.deposit')}
              detail={t('loyalty.vip.ofTarget', {
                value: money(status.deposit),
                target: money(next.reachDeposit),
              })}
              percent={percentOf(status.deposit, next.reachDeposit)}
              testId="vip-progress-deposit"
            />
          </div>
        ) : (
          <p className="wallet-hero__note" data-testid="vip-top">
            {t('loyalty.vip.top')}
          </p>
        )}
      </section>

      <section className="card vip-period" aria-labelledby="vip-period-title" data-testid="vip-period">
        <h2 id="vip-period-title" className="card__title">
          {t('loyalty.vip.periodTitle', {
            start: format.date(status.period.start),
            end: format.date(status.period.end),
          })}
        </h2>
        {keep > 0 ? (
          <Meter
            label={t('loyalty.vip.keep')}
            detail={t('loyalty.vip.ofTarget', { value: money(status.period.validBet), target: money(keep) })}
            percent={percentOf(status.period.validBet, keep)}
            testId="vip-period-bet"
          />
        ) : (
          <p className="vip-period__note">
            {t('loyalty.vip.keepForever', { value: money(status.period.validBet) })}
          </p>
        )}
      </section>

      <section className="card vip-benefits" aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title" className="card__title">
          {t('loyalty.vip.benefits')}
        </h2>
        <VipLevelsTable levels={status.levels} current={status.level} />
      </section>
    </div>
  );
}

function Meter({
  label,
  detail,
  percent,
  testId,
}: {
  label: string;
  detail: string;
  percent: number;
  testId: string;
}) {
  return (
    <div className="vip-meter">
      <div className="vip-meter__head">
        <span>{label}</span>
        <span data-testid={`${testId}-text`}>{detail}</span>
      </div>
      <div
        className="vip-meter__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        data-testid={testId}
      >
        <span className="vip-meter__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** One figure of a level: what it is, and its value kept on one line. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className="vip-figure">
      <span className="vip-figure__label">{label}</span>
      <span className="vip-figure__value">{value}</span>
    </span>
  );
}

/** Every level's benefits, one card per level, the member's own highlighted. */
export function VipLevelsTable({ levels, current }: { levels: readonly TLevelRow[]; current: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'es';
  const percent = (bp: number) =>
    `${(bp / 100).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  const multiplier = (value: number) =>
    `×${(value / 100).toLocaleString(language, { maximumFractionDigits: 2 })}`;
  const group = (key: 'requirements' | 'rebate' | 'benefits' | 'withdraw') => (
    <h4 className="vip-level__group">{t(`loyalty.vip.columns.${key}`)}</h4>
  );
  return (
    <ul className="vip-levels" data-testid="vip-levels">
      {levels.map((level) => {
        const isCurrent = level.level === current;
        return (
          <li key={level.level}>
            <article
              className={`vip-level${isCurrent ? ' is-current' : ''}`}
              aria-current={isCurrent ? 'true' : undefined}
              aria-label={t('loyalty.vip.levelName', { level: level.level, name: level.name })}
              data-testid={`vip-level-row-${level.level}`}
              data-current={isCurrent}
            >
              <header className="vip-level__head">
                <span className={`vip-badge vip-badge--${Math.min(level.level, 5)}`}>
                  {t('loyalty.vip.level', { level: level.level })}
                </span>
                <h3 className="vip-level__name">{level.name}</h3>
                {isCurrent ? <span className="vip-level__you">{t('loyalty.vip.you')}</span> : null}
              </header>
              {group('requirements')}
              <Figure label={t('loyalty.vip.figures.bet')} value={money(level.reachValidBet)} />
              <Figure label={t('loyalty.vip.figures.deposit')} value={money(level.reachDeposit)} />
              <Figure
                label={t('loyalty.vip.figures.keep')}
                value={level.keepValidBet > 0 ? money(level.keepValidBet) : t('loyalty.vip.figures.none')}
              />
              {group('rebate')}
              {LOYALTY_CATEGORIES.map((category) => (
                <Figure
                  key={category}
                  label={t(`loyalty.categories.${category}`)}
                  value={percent(level.rebateRates[category] ?? 0)}
                />
              ))}
              {group('benefits')}
              <Figure label={t('loyalty.vip.figures.cashback')} value={percent(level.cashbackBp)} />
              <Figure
                label={t('loyalty.vip.figures.points')}
                value={multiplier(level.pointsMultiplierPercent)}
              />
              <Figure label={t('loyalty.vip.figures.upgrade')} value={money(level.upgradeBonus)} />
              <Figure label={t('loyalty.vip.figures.periodic')} value={money(level.periodBonus)} />
              {group('withdraw')}
              <Figure
                label={t('loyalty.vip.figures.perDay')}
                value={
                  level.withdrawDailyCount === null
                    ? t('loyalty.vip.figures.standard')
                    : String(level.withdrawDailyCount)
                }
              />
              <Figure
                label={t('loyalty.vip.figures.maximum')}
                value={
                  level.withdrawMaxAmount === null
                    ? t('loyalty.vip.figures.standard')
                    : money(level.withdrawMaxAmount)
                }
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
