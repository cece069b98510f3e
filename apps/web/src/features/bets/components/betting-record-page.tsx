import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_STATUSES, type TBetRecordRow, type TBetStatus } from '@platform/contracts/bets';
import type { TGameCategory } from '@platform/contracts/categories';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon } from '../../../components/ui/icons';
import { RecordFilters, RecordSelect } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate, formatBrandDateTime } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { useGameMenus } from '../../../lib/game-menus';
import { useBetRecords, type TBetRecordQuery } from '../api/get-bet-records';
import { presetRange, rangeProblem, resolveRange, type TDateRangeDraft } from '../utils/date-range';
import { vendorOptions } from '../utils/vendor-options';
import { BetTotals, useBetAmountColumns, winLossClass } from './bet-totals';
import { DateRangeFields, useRangeProblemText } from './date-range-fields';

/** The betting record opens on the last 7 days, today included, in the brand time zone. */
export const DEFAULT_BET_PRESET = 'last7';

const STATUS_TONE: Record<TBetStatus, TStatusTone> = {
  OPEN: 'warning',
  SETTLED: 'success',
  ROLLED_BACK: 'neutral',
};

/** A column heading naming what the cell shows on its first line, then on its second. */
function TwoLineHeading({ first, second }: { first: string; second: string }) {
  return (
    <>
      {first}
      <span className="bet-table__sub">{second}</span>
    </>
  );
}

type TDraft = TDateRangeDraft & Pick<TBetRecordQuery, 'gameType' | 'vassalage' | 'status'>;

/** /member/personalHistoryCopy, the betting record (spec §2): the member's rounds with the period's totals. */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const money = useMoney();
  const menus = (useGameMenus().data?.menus ?? []).filter((menu) => menu.vendors.length > 0);
  const problemText = useRangeProblemText();
  const [draft, setDraft] = useState<TDraft>(() => ({
    preset: DEFAULT_BET_PRESET,
    ...presetRange(DEFAULT_BET_PRESET, brandDate(new Date(), zone)),
    gameType: null,
    vassalage: null,
    status: null,
  }));
  const [query, setQuery] = useState<TBetRecordQuery>(() => ({
    startDate: draft.startDate,
    endDate: draft.endDate,
    gameType: null,
    vassalage: null,
    status: null,
    pageNo: 1,
  }));
  const [dateError, setDateError] = useState<string | null>(null);
  const record = useBetRecords(query);
  const language = i18n.resolvedLanguage ?? 'es';
  const vendors = vendorOptions(menus, draft.gameType);
  const amountColumns = useBetAmountColumns<TBetRecordRow>('bet-table__money');

  const search = () => {
    const range = resolveRange(draft, brandDate(new Date(), zone));
    const problem = rangeProblem(range);
    if (problem) {
      setDateError(problemText(problem));
      return;
    }
    setDateError(null);
    setQuery({
      ...range,
      gameType: draft.gameType,
      vassalage: draft.vassalage,
      status: draft.status,
      pageNo: 1,
    });
  };

  const chooseCategory = (gameType: TGameCategory | null) => {
    setDraft((current) => ({
      ...current,
      gameType,
      // A vendor that does not offer the new category would give an empty record: start again from all.
      vassalage: vendorOptions(menus, gameType).some((vendor) => vendor.vassalage === current.vassalage)
        ? current.vassalage
        : null,
    }));
  };

  const columns: TRecordColumn<TBetRecordRow>[] = [
    {
      key: 'when',
      label: t('bets.columns.time'),
      heading: <TwoLineHeading first={t('bets.columns.time')} second={t('bets.columns.round')} />,
      labelled: false,
      className: 'bet-table__when',
      cell: (row) => (
        <>
          <span className="is-time">{formatBrandDateTime(row.betTime, language, zone)}</span>
          <span className="bet-table__round" title={t('bets.columns.round')}>
            {row.round}
          </span>
        </>
      ),
    },
    {
      key: 'game',
      label: t('bets.columns.game'),
      heading: <TwoLineHeading first={t('bets.columns.game')} second={t('bets.columns.vendor')} />,
      labelled: false,
      className: 'bet-table__game',
      cell: (row) => (
        <>
          <span className="data-table__kind">{row.gameName}</span>
          <span className="data-table__remark">
            {[
              row.vendorName,
              t(`categories.${row.gameType}`),
              ...(row.kind !== 'BET' ? [t(`bets.kinds.${row.kind}`)] : []),
            ].join(' · ')}
          </span>
        </>
      ),
    },
    ...amountColumns,
    {
      key: 'winLoss',
      label: t('bets.columns.winLoss'),
      numeric: true,
      className: (row) =>
        `bet-table__money ${row.status === 'SETTLED' ? winLossClass(row.winLoss) : 'is-even'}`,
      testId: 'winloss',
      cell: (row) => (row.status === 'SETTLED' ? money(row.winLoss, { signed: true }) : '—'),
    },
    {
      key: 'status',
      label: t('bets.columns.status'),
      labelled: false,
      className: 'bet-table__status',
      cell: (row) => (
        <StatusBadge tone={STATUS_TONE[row.status]} testId={`bets-row-${row.id}-status`}>
          {t(`bets.statuses.${row.status}`)}
        </StatusBadge>
      ),
    },
  ];

  return (
    <div className="record-page bet-record" data-testid="betting-record">
      <RecordFilters
        className="bet-filters"
        onSearch={search}
        searchLabel={t('bets.filters.search')}
        testId="bets"
      >
        <DateRangeFields
          draft={draft}
          onChange={(range) => setDraft((current) => ({ ...current, ...range }))}
          error={dateError}
          testId="bets"
        />
        <RecordSelect
          label={t('bets.filters.category')}
          value={draft.gameType}
          onChange={chooseCategory}
          allLabel={t('bets.filters.allCategories')}
          options={menus.map((menu) => ({ value: menu.gameType, label: t(`categories.${menu.gameType}`) }))}
          testId="bets-category"
        />
        <RecordSelect
          label={t('bets.filters.vendor')}
          value={draft.vassalage}
          onChange={(vassalage) => setDraft((current) => ({ ...current, vassalage }))}
          allLabel={t('bets.filters.allVendors')}
          options={vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }))}
          testId="bets-vendor"
        />
        <RecordSelect
          label={t('bets.filters.status')}
          value={draft.status}
          onChange={(status) => setDraft((current) => ({ ...current, status }))}
          allLabel={t('bets.filters.allStatuses')}
          options={BET_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) }))}
          testId="bets-status"
        />
      </RecordFilters>

      <RecordResult
        query={record}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <EmptyState icon={<ChartIcon size={32} />} text={t('bets.record.empty')} testId="bets-empty" />
        }
        errorTestId="bets-error"
        retry
      >
        {(page) => (
          <>
            {record.isError ? (
              <div className="form__error" role="alert" data-testid="bets-error">
                {errorText(record.error)}
              </div>
            ) : null}
            <BetTotals totals={page.totals} label={t('bets.totals.label')} testId="bets-totals" />
            <section className="card data-card" aria-label={t('bets.record.tableLabel')}>
              <RecordTable
                columns={columns}
                rows={page.content}
                rowKey={(row) => row.id}
                rowTestId="bets-row"
                className="bet-table"
                testId="bets-table"
                stale={record.isPlaceholderData}
                pager={{
                  page: page.pageNum,
                  totalPages: page.totalPages,
                  busy: record.isFetching,
                  onChange: (pageNo) => setQuery((current) => ({ ...current, pageNo })),
                  testId: 'bets-pager',
                }}
              />
            </section>
          </>
        )}
      </RecordResult>
    </div>
  );
}
