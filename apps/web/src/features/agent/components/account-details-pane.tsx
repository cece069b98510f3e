import { useTranslation } from 'react-i18next';
import type { TTeamTransactionRow } from '@platform/contracts/agent-reports';
import { MONEY_LEDGER_KINDS } from '@platform/contracts/wallet';
import { RecordSelect } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import type { TRecordColumn } from '../../../components/ui/record-table';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate, formatBrandDateTime } from '../../../lib/brand-time';
import { useTeamTransactions, type TTeamTransactionsQuery } from '../api/get-team-transactions';
import { useScrollTopOn } from '../hooks/use-scroll-top-on';
import { readChoice, readPage, readText, usePaneSearch } from '../hooks/use-pane-search';
import { resultClass } from '../utils/format';
import { periodQuery, readPeriod } from '../utils/period';
import { LedgerIcon } from './agent-icons';
import { MemberFilter } from './member-filter';
import { ReportFilters } from './period-fields';
import { ReportRange } from './report-range';
import { ReportTableCard } from './report-table-card';

type TKind = (typeof MONEY_LEDGER_KINDS)[number];
type TExtra = { account: string; kind: TKind | null };

/** The account-details search as the address holds it. */
export function readTeamTransactionsQuery(params: URLSearchParams, today: string): TTeamTransactionsQuery {
  return {
    period: readPeriod(params, today, 'today'),
    memberId: readText(params, 'memberId'),
    account: readText(params, 'account'),
    kind: readChoice(params, 'kind', MONEY_LEDGER_KINDS),
    pageNo: readPage(params),
  };
}

function useColumns(): TRecordColumn<TTeamTransactionRow>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  return [
    {
      key: 'time',
      label: t('agent.columns.time'),
      className: 'is-time',
      cell: (row) => formatBrandDateTime(row.time, language, zone),
    },
    {
      key: 'account',
      label: t('agent.columns.account'),
      className: 'agent-table__account',
      cell: (row) => <span className="agent-cell__main">{row.account}</span>,
    },
    {
      key: 'kind',
      label: t('agent.columns.kind'),
      labelled: false,
      cell: (row) => (
        <>
          <span className="agent-cell__main">{t(`records.kinds.${row.kind}`)}</span>
          {row.remark ? <span className="agent-cell__sub">{row.remark}</span> : null}
          {row.reference ? <span className="agent-cell__sub agent-cell__mono">{row.reference}</span> : null}
        </>
      ),
    },
    {
      key: 'amount',
      label: t('agent.columns.amount'),
      numeric: true,
      className: (row) => resultClass(row.amount),
      testId: 'amount',
      cell: (row) => money(row.amount, { signed: true }),
    },
    {
      key: 'balanceAfter',
      label: t('agent.columns.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
  ];
}

/** agentDownlineTransactionDetailsCopy (account details): every wallet movement of the team's members. */
export function AccountDetailsPane() {
  const { t } = useTranslation();
  const zone = useBrandZone();
  const [params, update] = usePaneSearch();
  const query = readTeamTransactionsQuery(params, brandDate(new Date(), zone));
  const record = useTeamTransactions(query);
  useScrollTopOn(String(query.pageNo));
  const columns = useColumns();

  return (
    <div className="agent-pane-body" data-testid="account-details">
      <ReportFilters<TExtra>
        key={params.toString()}
        initial={{ period: query.period, extra: { account: query.account ?? '', kind: query.kind } }}
        onSearch={(period, extra) =>
          update({
            ...periodQuery(period),
            account: extra.account.trim() || null,
            memberId: null,
            kind: extra.kind,
            page: null,
          })
        }
        fields={(extra, change) => (
          <>
            <MemberFilter
              value={extra.account}
              onChange={(account) => change({ account })}
              testId="account-details"
            />
            <RecordSelect
              label={t('agent.columns.kind')}
              value={extra.kind}
              onChange={(kind) => change({ kind })}
              allLabel={t('agent.filters.allKinds')}
              options={MONEY_LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`records.kinds.${kind}`) }))}
              testId="account-details-kind"
            />
          </>
        )}
        testId="account-details"
      />
      <RecordResult
        query={record}
        isEmpty={() => false}
        empty={null}
        errorTestId="account-details-error"
        retry
      >
        {(page) => (
          <div className={`agent-report${record.isPlaceholderData ? ' is-stale' : ''}`}>
            <ReportRange startDate={page.startDate} endDate={page.endDate} testId="account-details-range">
              {' · '}
              {t('agent.reports.movements', { count: page.totalElements })}
            </ReportRange>
            <ReportTableCard
              label={t('agent.menu.agentDownlineTransactionDetailsCopy')}
              icon={<LedgerIcon size={28} />}
              testId="account-details"
              rowTestId="account-details-row"
              className="agent-table agent-table--details"
              columns={columns}
              page={page}
              rowKey={(row) => row.id}
              query={record}
              onPage={(next) => update({ page: next > 1 ? next : null })}
            />
          </div>
        )}
      </RecordResult>
    </div>
  );
}
