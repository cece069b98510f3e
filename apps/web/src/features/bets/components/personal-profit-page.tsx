import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetTotals } from '@platform/contracts/bets';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon } from '../../../components/ui/icons';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { useProfit } from '../api/get-profit';
import { formatDay } from '../utils/format-day';
import {
  presetRange,
  rangeProblem,
  resolveRange,
  type TDateRange,
  type TDateRangeDraft,
} from '../utils/date-range';
import { BetTotals, winLossClass } from './bet-totals';
import { DateRangeFields, useRangeProblemText } from './date-range-fields';

/** The personal P&L opens on the last 7 days, today included, in the brand time zone. */
export const DEFAULT_PROFIT_PRESET = 'last7';

type TRow = TBetTotals & { key: string; label: ReactNode };

/** One table of totals (by category, by day): rounds, bet, valid bet, payout, the player's result. */
function TotalsTable({
  title,
  firstColumn,
  rows,
  testId,
}: {
  title: string;
  firstColumn: string;
  rows: readonly TRow[];
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="card data-card" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="card__title">
        {title}
      </h2>
      <div className="table-wrap">
        <table className="data-table totals-table">
          <thead>
            <tr>
              <th scope="col">{firstColumn}</th>
              <th scope="col" className="is-number">
                {t('bets.totals.count')}
              </th>
              <th scope="col" className="is-number">
                {t('bets.columns.bet')}
              </th>
              <th scope="col" className="is-number">
                {t('bets.columns.validBet')}
              </th>
              <th scope="col" className="is-number">
                {t('bets.columns.payout')}
              </th>
              <th scope="col" className="is-number">
                {t('bets.columns.winLoss')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid={`${testId}-${row.key}`}>
                <td data-label={firstColumn} className="totals-table__label">
                  {row.label}
                </td>
                <td data-label={t('bets.totals.count')} className="is-number totals-table__count">
                  {row.count}
                </td>
                <td data-label={t('bets.columns.bet')} className="is-number">
                  {money(row.betAmount)}
                </td>
                <td data-label={t('bets.columns.validBet')} className="is-number">
                  {money(row.validBet)}
                </td>
                <td data-label={t('bets.columns.payout')} className="is-number">
                  {money(row.payout)}
                </td>
                <td
                  data-label={t('bets.columns.winLoss')}
                  className={`is-number ${winLossClass(row.winLoss)}`}
                  data-testid={`${testId}-${row.key}-winloss`}
                >
                  {money(row.winLoss, { signed: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /member/personalProfit, the personal profit and loss (spec §2): settled results by category and by day. */
export function PersonalProfitPage() {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const problemText = useRangeProblemText();
  const [draft, setDraft] = useState<TDateRangeDraft>(() => ({
    preset: DEFAULT_PROFIT_PRESET,
    ...presetRange(DEFAULT_PROFIT_PRESET, brandDate(new Date(), zone)),
  }));
  const [range, setRange] = useState<TDateRange>({ startDate: draft.startDate, endDate: draft.endDate });
  const [dateError, setDateError] = useState<string | null>(null);
  const profit = useProfit(range);
  const language = i18n.resolvedLanguage ?? 'es';

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = resolveRange(draft, brandDate(new Date(), zone));
    const problem = rangeProblem(next);
    if (problem) {
      setDateError(problemText(problem));
      return;
    }
    setDateError(null);
    setRange(next);
  };

  const value = profit.data;
  return (
    <div className="record-page bet-record" data-testid="personal-profit">
      <form
        className="card record-filters profit-filters"
        noValidate
        onSubmit={search}
        data-testid="profit-filters"
      >
        <DateRangeFields draft={draft} onChange={setDraft} error={dateError} testId="profit" />
        <div className="record-filters__actions">
          <button type="submit" className="button button--primary" data-testid="profit-search">
            {t('bets.filters.search')}
          </button>
        </div>
      </form>

      {!value ? (
        profit.isError ? (
          <div className="form__error" role="alert" data-testid="profit-error">
            {errorText(profit.error)}
            <button type="button" className="link-button" onClick={() => void profit.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : value.totals.count === 0 ? (
        <EmptyState icon={<ChartIcon size={32} />} text={t('bets.profit.empty')} testId="profit-empty" />
      ) : (
        <div className={`profit-report${profit.isPlaceholderData ? ' is-stale' : ''}`}>
          <p className="profit-report__range" data-testid="profit-range">
            {t('bets.profit.range', {
              start: formatDay(range.startDate, language),
              end: formatDay(range.endDate, language),
            })}
          </p>
          <BetTotals totals={value.totals} label={t('bets.profit.totalsLabel')} testId="profit-totals" />
          <TotalsTable
            title={t('bets.profit.byCategory')}
            firstColumn={t('bets.filters.category')}
            rows={value.byCategory.map((row) => ({
              ...row,
              key: row.gameType,
              label: t(`categories.${row.gameType}`),
            }))}
            testId="profit-category"
          />
          <TotalsTable
            title={t('bets.profit.byDay')}
            firstColumn={t('bets.profit.day')}
            rows={value.byDay.map((row) => ({ ...row, key: row.date, label: formatDay(row.date, language) }))}
            testId="profit-day"
          />
        </div>
      )}
    </div>
  );
}
