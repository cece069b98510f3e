import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  TActivityFigures,
  TTeamFigures,
  TTeamOverviewDownline,
  TTeamOverviewValue,
} from '@platform/contracts/agent-reports';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon } from '../../../components/ui/icons';
import { RecordResult } from '../../../components/ui/record-result';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate } from '../../../lib/brand-time';
import { useTeamOverview } from '../api/get-team-overview';
import { useMemberTypeLabel } from '../hooks/use-member-type-label';
import { useScrollTopOn } from '../hooks/use-scroll-top-on';
import { readText, usePaneSearch } from '../hooks/use-pane-search';
import { agentEntryPath } from '../utils/agent-menu';
import { formatCount, resultClass } from '../utils/format';
import { periodQuery, readPeriod, type TPeriodDraft } from '../utils/period';
import { ReportFilters } from './period-fields';
import { ReportRange } from './report-range';
import { TeamBreadcrumb } from './team-breadcrumb';

/** The overview opens on today. */
export const DEFAULT_OVERVIEW_PERIOD = 'today';

/** The overview's address: the period and the member drilled into (none: the agent's own team). */
export function overviewPath(period: TPeriodDraft, memberId: string | null): string {
  return agentEntryPath('agentTeamOverview', { ...periodQuery(period), memberId });
}

type TFigure = { key: string; label: string; value: string; sub?: string; tone?: string };

/** The team's figures as cards: size, registrations, money in and out, play and the team's result. */
function TeamFigureCards({ team }: { team: TTeamFigures }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'es';
  const count = (value: number) => formatCount(value, language);
  const figures: TFigure[] = [
    { key: 'teamSize', label: t('agent.figures.teamSize'), value: count(team.teamSize) },
    { key: 'directDownlines', label: t('agent.figures.directDownlines'), value: count(team.directDownlines) },
    {
      key: 'newRegistrations',
      label: t('agent.figures.newRegistrations'),
      value: count(team.newRegistrations),
    },
    {
      key: 'firstDeposits',
      label: t('agent.figures.firstDeposits'),
      value: count(team.firstDeposits.count),
      sub: money(team.firstDeposits.amount),
    },
    { key: 'depositors', label: t('agent.figures.depositors'), value: count(team.depositors) },
    {
      key: 'deposits',
      label: t('agent.figures.deposits'),
      value: money(team.deposits.amount),
      sub: t('agent.figures.operations', { count: team.deposits.count }),
    },
    {
      key: 'withdrawals',
      label: t('agent.figures.withdrawals'),
      value: money(team.withdrawals.amount),
      sub: t('agent.figures.operations', { count: team.withdrawals.count }),
    },
    { key: 'activeMembers', label: t('agent.figures.activeMembers'), value: count(team.activeMembers) },
    { key: 'validBet', label: t('agent.figures.validBet'), value: money(team.validBet) },
    { key: 'payout', label: t('agent.figures.payout'), value: money(team.payout) },
    { key: 'bonuses', label: t('agent.figures.bonuses'), value: money(team.bonuses) },
    {
      key: 'profitLoss',
      label: t('agent.figures.profitLoss'),
      value: money(team.profitLoss, { signed: true }),
      sub: t('agent.figures.profitLossHint'),
      tone: resultClass(team.profitLoss),
    },
  ];
  return (
    <dl className="agent-figures" data-testid="overview-figures">
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={`agent-figure${figure.tone ? ` agent-figure--result ${figure.tone}` : ''}`}
        >
          <dt>{figure.label}</dt>
          <dd className="agent-figure__value" data-testid={`overview-${figure.key}`}>
            {figure.value}
          </dd>
          {figure.sub ? <dd className="agent-figure__sub">{figure.sub}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The node's own play (agents of types 1 and 2 also play): not part of its team's figures. */
function OwnActivity({ account, self }: { account: string; self: TActivityFigures }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (self.validBet === 0 && self.profitLoss === 0 && self.deposits.count === 0) return null;
  return (
    <p className="agent-note" data-testid="overview-self">
      {t('agent.overview.self', {
        account,
        validBet: money(self.validBet),
        profitLoss: money(self.profitLoss, { signed: true }),
      })}
    </p>
  );
}

function useDownlineColumns(period: TPeriodDraft): TRecordColumn<TTeamOverviewDownline>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'es';
  const count = (value: number) => formatCount(value, language);
  const typeLabel = useMemberTypeLabel();
  const twoLines = (first: string, second: string) => (
    <>
      <span className="agent-cell__main">{first}</span>
      <span className="agent-cell__sub">{second}</span>
    </>
  );
  return [
    {
      key: 'account',
      label: t('agent.columns.account'),
      labelled: false,
      className: 'agent-table__account',
      cell: (row) => (
        <>
          {row.directDownlines > 0 ? (
            <Link
              to={overviewPath(period, row.memberId)}
              className="agent-link"
              data-testid={`overview-drill-${row.memberId}`}
              title={t('agent.overview.drill', { account: row.account })}
            >
              {row.account}
            </Link>
          ) : (
            <span className="agent-cell__main">{row.account}</span>
          )}
          <span className="agent-cell__sub">
            {[row.nickname, typeLabel(row.type)].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      key: 'team',
      label: t('agent.columns.teamSize'),
      numeric: true,
      cell: (row) =>
        twoLines(count(row.teamSize), t('agent.columns.directCount', { count: row.directDownlines })),
    },
    {
      key: 'profitLoss',
      label: t('agent.figures.profitLoss'),
      numeric: true,
      className: (row) => resultClass(row.profitLoss),
      testId: 'pl',
      cell: (row) => money(row.profitLoss, { signed: true }),
    },
    {
      key: 'active',
      label: t('agent.figures.activeMembers'),
      numeric: true,
      cell: (row) => count(row.activeMembers),
    },
    {
      key: 'validBet',
      label: t('agent.figures.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
    },
    { key: 'payout', label: t('agent.figures.payout'), numeric: true, cell: (row) => money(row.payout) },
    { key: 'bonuses', label: t('agent.figures.bonuses'), numeric: true, cell: (row) => money(row.bonuses) },
    {
      key: 'new',
      label: t('agent.figures.newRegistrations'),
      numeric: true,
      cell: (row) => count(row.newRegistrations),
    },
    {
      key: 'first',
      label: t('agent.figures.firstDeposits'),
      numeric: true,
      cell: (row) => twoLines(count(row.firstDeposits.count), money(row.firstDeposits.amount)),
    },
    {
      key: 'depositors',
      label: t('agent.figures.depositors'),
      numeric: true,
      cell: (row) => count(row.depositors),
    },
    {
      key: 'deposits',
      label: t('agent.figures.deposits'),
      numeric: true,
      cell: (row) =>
        twoLines(
          money(row.deposits.amount),
          t('agent.figures.operationsShort', { count: row.deposits.count }),
        ),
    },
    {
      key: 'withdrawals',
      label: t('agent.figures.withdrawals'),
      numeric: true,
      cell: (row) =>
        twoLines(
          money(row.withdrawals.amount),
          t('agent.figures.operationsShort', { count: row.withdrawals.count }),
        ),
    },
  ];
}

function OverviewReport({
  value,
  period,
  stale,
}: {
  value: TTeamOverviewValue;
  period: TPeriodDraft;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const columns = useDownlineColumns(period);
  return (
    <div className={`agent-report${stale ? ' is-stale' : ''}`}>
      <TeamBreadcrumb
        items={value.breadcrumb}
        to={(item, index) => overviewPath(period, index === 0 ? null : item.memberId)}
        testId="overview-breadcrumb"
      />
      <ReportRange startDate={value.startDate} endDate={value.endDate} testId="overview-range" />
      <TeamFigureCards team={value.team} />
      <OwnActivity account={value.node.account} self={value.self} />
      <section className="card data-card agent-table-card" aria-labelledby="overview-downlines-title">
        <h2 id="overview-downlines-title" className="card__title">
          {t('agent.overview.downlines', { account: value.node.account })}
        </h2>
        {value.downlines.length === 0 ? (
          <EmptyState
            icon={<ChartIcon size={28} />}
            text={t('agent.overview.noDownlines')}
            testId="overview-empty"
          />
        ) : (
          <RecordTable
            columns={columns}
            rows={value.downlines}
            rowKey={(row) => row.memberId}
            rowTestId="overview-row"
            className="agent-table agent-table--overview"
            testId="overview-table"
          />
        )}
      </section>
    </div>
  );
}

/**
 * agentTeamOverview: the team's figures for a period (cut in the brand's time zone), then one row per
 * direct downline; a row drills one level down (`memberId` in the address), the breadcrumb leads back.
 */
export function TeamOverviewPane() {
  const [params, update] = usePaneSearch();
  const zone = useBrandZone();
  const period = readPeriod(params, brandDate(new Date(), zone), DEFAULT_OVERVIEW_PERIOD);
  const memberId = readText(params, 'memberId');
  const overview = useTeamOverview({ period, memberId });
  useScrollTopOn(memberId ?? '');

  return (
    <div className="agent-pane-body" data-testid="team-overview">
      <ReportFilters
        key={params.toString()}
        initial={{ period, extra: {} }}
        onSearch={(next) => update(periodQuery(next))}
        testId="overview"
        className="agent-filters--period"
      />
      <RecordResult query={overview} isEmpty={() => false} empty={null} errorTestId="overview-error" retry>
        {(value) => <OverviewReport value={value} period={period} stale={overview.isPlaceholderData} />}
      </RecordResult>
    </div>
  );
}
