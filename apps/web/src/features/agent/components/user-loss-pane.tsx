import { useTranslation } from 'react-i18next';
import { TEAM_PROFIT_SORTS, type TTeamProfitRow } from '@platform/contracts/agent-reports';
import { ChartIcon } from '../../../components/ui/icons';
import { RecordSelect } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import type { TRecordColumn } from '../../../components/ui/record-table';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate } from '../../../lib/brand-time';
import { useTeamProfit, type TTeamProfitQuery, type TTeamProfitSort } from '../api/get-team-profit';
import { useMemberTypeLabel } from '../hooks/use-member-type-label';
import { useScrollTopOn } from '../hooks/use-scroll-top-on';
import { readChoice, readPage, readText, usePaneSearch } from '../hooks/use-pane-search';
import { resultClass } from '../utils/format';
import { periodQuery, readPeriod } from '../utils/period';
import { MemberFilter } from './member-filter';
import { ReportFilters } from './period-fields';
import { ReportRange } from './report-range';
import { ReportTableCard } from './report-table-card';
import { TotalsStrip } from './totals-strip';

const ORDERS = ['asc', 'desc'] as const;

type TExtra = { account: string; sort: TTeamProfitSort };

/** The user-loss search as the address holds it; biggest losers first unless told. */
export function readTeamProfitQuery(params: URLSearchParams, today: string): TTeamProfitQuery {
  const sort = readChoice(params, 'sort', TEAM_PROFIT_SORTS) ?? 'profitLoss';
  return {
    period: readPeriod(params, today, 'today'),
    memberId: readText(params, 'memberId'),
    account: readText(params, 'account'),
    sort,
    order:
      readChoice(params, 'order', ORDERS) ?? (sort === 'profitLoss' || sort === 'account' ? 'asc' : 'desc'),
    pageNo: readPage(params),
  };
}

function useColumns(): TRecordColumn<TTeamProfitRow>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const typeLabel = useMemberTypeLabel();
  return [
    {
      key: 'account',
      label: t('agent.columns.account'),
      labelled: false,
      className: 'agent-table__account',
      cell: (row) => (
        <>
          <span className="agent-cell__main">{row.account}</span>
          <span className="agent-cell__sub">{typeLabel(row.type)}</span>
        </>
      ),
    },
    {
      key: 'validBet',
      label: t('agent.figures.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
    },
    { key: 'payout', label: t('agent.figures.payout'), numeric: true, cell: (row) => money(row.payout) },
    {
      key: 'bonuses',
      label: t('agent.figures.bonuses'),
      numeric: true,
      cell: (row) => money(row.bonuses + row.rebates),
    },
    {
      key: 'deposits',
      label: t('agent.figures.deposits'),
      numeric: true,
      cell: (row) => money(row.deposits),
    },
    {
      key: 'withdrawals',
      label: t('agent.figures.withdrawals'),
      numeric: true,
      cell: (row) => money(row.withdrawals),
    },
    {
      key: 'profitLoss',
      label: t('agent.columns.profitLoss'),
      numeric: true,
      className: (row) => resultClass(row.profitLoss),
      testId: 'pl',
      cell: (row) => money(row.profitLoss, { signed: true }),
    },
  ];
}

/**
 * palStatementsAgentCopy (user loss): profit and loss per member of the team for a period, biggest losers
 * first, with the totals over the filter.
 */
export function UserLossPane() {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const [params, update] = usePaneSearch();
  const query = readTeamProfitQuery(params, brandDate(new Date(), zone));
  const report = useTeamProfit(query);
  useScrollTopOn(String(query.pageNo));
  const columns = useColumns();

  return (
    <div className="agent-pane-body" data-testid="user-loss">
      <ReportFilters<TExtra>
        key={params.toString()}
        initial={{ period: query.period, extra: { account: query.account ?? '', sort: query.sort } }}
        onSearch={(period, extra) =>
          update({
            ...periodQuery(period),
            account: extra.account.trim() || null,
            memberId: null,
            sort: extra.sort === 'profitLoss' ? null : extra.sort,
            order: null,
            page: null,
          })
        }
        fields={(extra, change) => (
          <>
            <MemberFilter
              value={extra.account}
              onChange={(account) => change({ account })}
              testId="user-loss"
            />
            <RecordSelect
              label={t('agent.filters.sort')}
              value={extra.sort}
              onChange={(sort) => change({ sort: sort ?? 'profitLoss' })}
              allLabel={t('agent.sorts.profitLoss')}
              options={TEAM_PROFIT_SORTS.filter((sort) => sort !== 'profitLoss').map((sort) => ({
                value: sort,
                label: t(`agent.sorts.${sort}`),
              }))}
              testId="user-loss-sort"
            />
          </>
        )}
        testId="user-loss"
      />
      <RecordResult query={report} isEmpty={() => false} empty={null} errorTestId="user-loss-error" retry>
        {(page) => (
          <div className={`agent-report${report.isPlaceholderData ? ' is-stale' : ''}`}>
            <ReportRange startDate={page.startDate} endDate={page.endDate} testId="user-loss-range" />
            <TotalsStrip
              label={t('agent.totals.label')}
              testId="user-loss-totals"
              items={[
                { key: 'validBet', label: t('agent.figures.validBet'), value: money(page.totals.validBet) },
                { key: 'payout', label: t('agent.figures.payout'), value: money(page.totals.payout) },
                {
                  key: 'bonuses',
                  label: t('agent.figures.bonuses'),
                  value: money(page.totals.bonuses + page.totals.rebates),
                },
                { key: 'deposits', label: t('agent.figures.deposits'), value: money(page.totals.deposits) },
                {
                  key: 'withdrawals',
                  label: t('agent.figures.withdrawals'),
                  value: money(page.totals.withdrawals),
                },
                {
                  key: 'profitLoss',
                  label: t('agent.columns.profitLoss'),
                  value: money(page.totals.profitLoss, { signed: true }),
                  tone: resultClass(page.totals.profitLoss),
                  hint: t('agent.figures.profitLossHint'),
                },
              ]}
            />
            <ReportTableCard
              label={t('agent.menu.palStatementsAgentCopy')}
              icon={<ChartIcon size={28} />}
              testId="user-loss"
              rowTestId="user-loss-row"
              className="agent-table agent-table--loss"
              columns={columns}
              page={page}
              rowKey={(row) => row.memberId}
              query={report}
              onPage={(next) => update({ page: next > 1 ? next : null })}
            />
          </div>
        )}
      </RecordResult>
    </div>
  );
}
