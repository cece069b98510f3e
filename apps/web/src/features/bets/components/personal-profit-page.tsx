import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetTotals, TProfitReply } from '@platform/contracts/bets';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon } from '../../../components/ui/icons';
import { RecordFilters } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate } from '../../../lib/brand-time';
import { useProfit } from '../api/get-profit';
import { formatDay } from '../../../lib/brand-time';
import {
  presetRange,
  rangeProblem,
  resolveRange,
  type TDateRange,
  type TDateRangeDraft,
} from '../utils/date-range';
import { BetTotals, useBetAmountColumns, winLossClass } from './bet-totals';
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
  const amountColumns = useBetAmountColumns<TRow>();
  const columns: TRecordColumn<TRow>[] = [
    { key: 'label', label: firstColumn, className: 'totals-table__label', cell: (row) => row.label },
    {
      key: 'count',
      label: t('bets.totals.count'),
      numeric: true,
      className: 'totals-table__count',
      cell: (row) => row.count,
    },
    ...amountColumns,
    {
      key: 'winLoss',
      label: t('bets.columns.winLoss'),
      numeric: true,
      className: (row) => winLossClass(row.winLoss),
      testId: 'winloss',
      cell: (row) => money(row.winLoss, { signed: true }),
    },
  ];
  return (
    <section className="card data-card" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="card__title">
        {title}
      </h2>
      <RecordTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rowTestId={testId}
        className="totals-table"
      />
    </section>
  );
}

/** The period's settled results: its totals, then by category and by day. */
function ProfitReport({ profit, range, stale }: { profit: TProfitReply; range: TDateRange; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <div className={`profit-report${stale ? ' is-stale' : ''}`}>
      <p className="profit-report__range" data-testid="profit-range">
        {t('bets.profit.range', {
          start: formatDay(range.startDate, language),
          end: formatDay(range.endDate, language),
        })}
      </p>
      <BetTotals totals={profit.totals} label={t('bets.profit.totalsLabel')} testId="profit-totals" />
      <TotalsTable
        title={t('bets.profit.byCategory')}
        firstColumn={t('bets.filters.category')}
        rows={profit.byCategory.map((row) => ({
          ...row,
          key: row.gameType,
          label: t(`categories.${row.gameType}`),
        }))}
        testId="profit-category"
      />
      <TotalsTable
        title={t('bets.profit.byDay')}
        firstColumn={t('bets.profit.day')}
        rows={profit.byDay.map((row) => ({ ...row, key: row.date, label: formatDay(row.date, language) }))}
        testId="profit-day"
      />
    </div>
  );
}

/** /member/personalProfit, the personal profit and loss (spec §2): settled results by category and by day. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const zone = useBrandZone();
  const problemText = useRangeProblemText();
  const [draft, setDraft] = useState<TDateRangeDraft>(() => ({
    preset: DEFAULT_PROFIT_PRESET,
    ...presetRange(DEFAULT_PROFIT_PRESET, brandDate(new Date(), zone)),
  }));
  const [range, setRange] = useState<TDateRange>({ startDate: draft.startDate, endDate: draft.endDate });
  const [dateError, setDateError] = useState<string | null>(null);
  const profit = useProfit(range);

  const search = () => {
    const next = resolveRange(draft, brandDate(new Date(), zone));
    const problem = rangeProblem(next);
    if (problem) {
      setDateError(problemText(problem));
      return;
    }
    setDateError(null);
    setRange(next);
  };

  return (
    <div className="record-page bet-record" data-testid="personal-profit">
      <RecordFilters
        className="profit-filters"
        onSearch={search}
        searchLabel={t('bets.filters.search')}
        testId="profit"
      >
        <DateRangeFields draft={draft} onChange={setDraft} error={dateError} testId="profit" />
      </RecordFilters>

      <RecordResult
        query={profit}
        isEmpty={(value) => value.totals.count === 0}
        empty={
          <EmptyState icon={<ChartIcon size={32} />} text={t('bets.profit.empty')} testId="profit-empty" />
        }
        errorTestId="profit-error"
        retry
      >
        {(value) => <ProfitReport profit={value} range={range} stale={profit.isPlaceholderData} />}
      </RecordResult>
    </div>
  );
}
