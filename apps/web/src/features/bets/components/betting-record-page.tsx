import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_STATUSES, type TBetStatus } from '@platform/contracts/bets';
import type { TGameCategory } from '@platform/contracts/categories';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate, formatBrandDateTime } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { useGameMenus } from '../../../lib/game-menus';
import { useBetRecords, type TBetRecordQuery } from '../api/get-bet-records';
import { presetRange, rangeProblem, resolveRange, type TDateRangeDraft } from '../utils/date-range';
import { vendorOptions } from '../utils/vendor-options';
import { BetTotals, winLossClass } from './bet-totals';
import { DateRangeFields, useRangeProblemText } from './date-range-fields';

/** The betting record opens on the last 7 days, today included, in the brand time zone. */
export const DEFAULT_BET_PRESET = 'last7';

const STATUS_TONE: Record<TBetStatus, TStatusTone> = {
  OPEN: 'warning',
  SETTLED: 'success',
  ROLLED_BACK: 'neutral',
};

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

  const search = (event: FormEvent) => {
    event.preventDefault();
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

  const chooseCategory = (value: string) => {
    const gameType = value === '' ? null : (value as TGameCategory);
    setDraft((current) => ({
      ...current,
      gameType,
      // A vendor that does not offer the new category would give an empty record: start again from all.
      vassalage: vendorOptions(menus, gameType).some((vendor) => vendor.vassalage === current.vassalage)
        ? current.vassalage
        : null,
    }));
  };

  const page = record.data;
  return (
    <div className="record-page bet-record" data-testid="betting-record">
      <form
        className="card record-filters bet-filters"
        noValidate
        onSubmit={search}
        data-testid="bets-filters"
      >
        <DateRangeFields
          draft={draft}
          onChange={(range) => setDraft((current) => ({ ...current, ...range }))}
          error={dateError}
          testId="bets"
        />
        <SelectField
          label={t('bets.filters.category')}
          value={draft.gameType ?? ''}
          onChange={chooseCategory}
          testId="bets-category"
        >
          <option value="">{t('bets.filters.allCategories')}</option>
          {menus.map((menu) => (
            <option key={menu.gameType} value={menu.gameType}>
              {t(`categories.${menu.gameType}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('bets.filters.vendor')}
          value={draft.vassalage ?? ''}
          onChange={(value) =>
            setDraft((current) => ({ ...current, vassalage: value === '' ? null : value }))
          }
          testId="bets-vendor"
        >
          <option value="">{t('bets.filters.allVendors')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('bets.filters.status')}
          value={draft.status ?? ''}
          onChange={(value) =>
            setDraft((current) => ({ ...current, status: value === '' ? null : (value as TBetStatus) }))
          }
          testId="bets-status"
        >
          <option value="">{t('bets.filters.allStatuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bets.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <div className="record-filters__actions">
          <button type="submit" className="button button--primary" data-testid="bets-search">
            {t('bets.filters.search')}
          </button>
        </div>
      </form>

      {!page ? (
        record.isError ? (
          <div className="form__error" role="alert" data-testid="bets-error">
            {errorText(record.error)}
            <button type="button" className="link-button" onClick={() => void record.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : page.content.length === 0 ? (
        <EmptyState icon={<ChartIcon size={32} />} text={t('bets.record.empty')} testId="bets-empty" />
      ) : (
        <>
          {record.isError ? (
            <div className="form__error" role="alert" data-testid="bets-error">
              {errorText(record.error)}
            </div>
          ) : null}
          <BetTotals totals={page.totals} label={t('bets.totals.label')} testId="bets-totals" />
          <section className="card data-card" aria-label={t('bets.record.tableLabel')}>
            <div className={`table-wrap${record.isPlaceholderData ? ' is-stale' : ''}`}>
              <table className="data-table bet-table" data-testid="bets-table">
                <thead>
                  <tr>
                    <th scope="col">
                      {t('bets.columns.time')}
                      <span className="bet-table__sub">{t('bets.columns.round')}</span>
                    </th>
                    <th scope="col">
                      {t('bets.columns.game')}
                      <span className="bet-table__sub">{t('bets.columns.vendor')}</span>
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
                    <th scope="col">{t('bets.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.content.map((row) => (
                    <tr key={row.id} data-testid={`bets-row-${row.id}`}>
                      <td className="bet-table__when">
                        <span className="is-time">{formatBrandDateTime(row.betTime, language, zone)}</span>
                        <span className="bet-table__round" title={t('bets.columns.round')}>
                          {row.round}
                        </span>
                      </td>
                      <td className="bet-table__game">
                        <span className="data-table__kind">{row.gameName}</span>
                        <span className="data-table__remark">
                          {[
                            row.vendorName,
                            t(`categories.${row.gameType}`),
                            ...(row.kind !== 'BET' ? [t(`bets.kinds.${row.kind}`)] : []),
                          ].join(' · ')}
                        </span>
                      </td>
                      <td data-label={t('bets.columns.bet')} className="is-number bet-table__money">
                        {money(row.betAmount)}
                      </td>
                      <td data-label={t('bets.columns.validBet')} className="is-number bet-table__money">
                        {money(row.validBet)}
                      </td>
                      <td data-label={t('bets.columns.payout')} className="is-number bet-table__money">
                        {money(row.payout)}
                      </td>
                      <td
                        data-label={t('bets.columns.winLoss')}
                        className={`is-number bet-table__money ${row.status === 'SETTLED' ? winLossClass(row.winLoss) : 'is-even'}`}
                        data-testid={`bets-row-${row.id}-winloss`}
                      >
                        {row.status === 'SETTLED' ? money(row.winLoss, { signed: true }) : '—'}
                      </td>
                      <td className="bet-table__status">
                        <StatusBadge tone={STATUS_TONE[row.status]} testId={`bets-row-${row.id}-status`}>
                          {t(`bets.statuses.${row.status}`)}
                        </StatusBadge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page.pageNum}
              totalPages={page.totalPages}
              busy={record.isFetching}
              onChange={(pageNo) => setQuery((current) => ({ ...current, pageNo }))}
              testId="bets-pager"
            />
          </section>
        </>
      )}
    </div>
  );
}
