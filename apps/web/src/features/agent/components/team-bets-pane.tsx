import { useTranslation } from 'react-i18next';
import type { TTeamBetRow } from '@platform/contracts/agent-reports';
import { BET_STATUSES, type TBetStatus } from '@platform/contracts/bets';
import { GAME_CATEGORIES, type TGameCategory } from '@platform/contracts/categories.constants';
import { FileIcon } from '../../../components/ui/icons';
import { RecordSelect } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import type { TRecordColumn } from '../../../components/ui/record-table';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate, formatBrandDateTime } from '../../../lib/brand-time';
import { useGameMenus } from '../../../lib/game-menus';
import { useTeamBets, type TTeamBetsQuery } from '../api/get-team-bets';
import { useScrollTopOn } from '../hooks/use-scroll-top-on';
import { readChoice, readPage, readText, usePaneSearch } from '../hooks/use-pane-search';
import { formatCount, resultClass } from '../utils/format';
import { periodQuery, readPeriod } from '../utils/period';
import { MemberFilter } from './member-filter';
import { ReportFilters } from './period-fields';
import { ReportRange } from './report-range';
import { ReportTableCard } from './report-table-card';
import { TotalsStrip } from './totals-strip';

const STATUS_TONE: Record<TBetStatus, TStatusTone> = {
  OPEN: 'warning',
  SETTLED: 'success',
  ROLLED_BACK: 'neutral',
};

type TExtra = {
  account: string;
  gameType: TGameCategory | null;
  vassalage: string | null;
  status: TBetStatus | null;
};

/** The team-betting search as the address holds it. */
export function readTeamBetsQuery(params: URLSearchParams, today: string): TTeamBetsQuery {
  return {
    period: readPeriod(params, today, 'today'),
    memberId: readText(params, 'memberId'),
    account: readText(params, 'account'),
    gameType: readChoice(params, 'gameType', GAME_CATEGORIES),
    vassalage: readText(params, 'vassalage'),
    status: readChoice(params, 'status', BET_STATUSES),
    pageNo: readPage(params),
  };
}

/** The vendors the filter offers: those of the chosen category, or every vendor once, in menu order. */
function useVendorOptions(gameType: TGameCategory | null) {
  const menus = useGameMenus().data?.menus ?? [];
  const byCode = new Map<string, string>();
  for (const menu of menus) {
    if (gameType !== null && menu.gameType !== gameType) continue;
    for (const vendor of menu.vendors)
      if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor.displayName);
  }
  return {
    categories: menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType),
    vendors: [...byCode].map(([value, label]) => ({ value, label })),
  };
}

function TeamBetsFields({ extra, change }: { extra: TExtra; change: (next: Partial<TExtra>) => void }) {
  const { t } = useTranslation();
  const { categories, vendors } = useVendorOptions(extra.gameType);
  return (
    <>
      <MemberFilter value={extra.account} onChange={(account) => change({ account })} testId="team-bets" />
      <RecordSelect
        label={t('agent.filters.category')}
        value={extra.gameType}
        onChange={(gameType) => change({ gameType, vassalage: null })}
        allLabel={t('agent.filters.allCategories')}
        options={categories.map((gameType) => ({ value: gameType, label: t(`categories.${gameType}`) }))}
        testId="team-bets-category"
      />
      <RecordSelect
        label={t('agent.filters.vendor')}
        value={extra.vassalage}
        onChange={(vassalage) => change({ vassalage })}
        allLabel={t('agent.filters.allVendors')}
        options={vendors}
        testId="team-bets-vendor"
      />
      <RecordSelect
        label={t('agent.columns.status')}
        value={extra.status}
        onChange={(status) => change({ status })}
        allLabel={t('agent.filters.allStatuses')}
        options={BET_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) }))}
        testId="team-bets-status"
      />
    </>
  );
}

function useColumns(): TRecordColumn<TTeamBetRow>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  return [
    {
      key: 'member',
      label: t('agent.columns.account'),
      labelled: false,
      className: 'agent-table__when',
      cell: (row) => (
        <>
          <span className="agent-cell__main">{row.account}</span>
          <span className="agent-cell__sub is-time">{formatBrandDateTime(row.betTime, language, zone)}</span>
        </>
      ),
    },
    {
      key: 'game',
      label: t('agent.columns.game'),
      labelled: false,
      className: 'agent-table__game',
      cell: (row) => (
        <>
          <span className="agent-cell__main">{row.gameName}</span>
          <span className="agent-cell__sub">
            {[
              row.vendorName,
              t(`categories.${row.gameType}`),
              ...(row.kind !== 'BET' ? [t(`bets.kinds.${row.kind}`)] : []),
            ].join(' · ')}
          </span>
          <span className="agent-cell__sub agent-cell__mono" title={t('agent.columns.round')}>
            {row.round}
          </span>
        </>
      ),
    },
    { key: 'bet', label: t('agent.columns.bet'), numeric: true, cell: (row) => money(row.betAmount) },
    {
      key: 'validBet',
      label: t('agent.figures.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
    },
    { key: 'payout', label: t('agent.figures.payout'), numeric: true, cell: (row) => money(row.payout) },
    {
      key: 'winLoss',
      label: t('agent.columns.winLoss'),
      numeric: true,
      className: (row) => (row.status === 'SETTLED' ? resultClass(row.winLoss) : 'is-even'),
      testId: 'winloss',
      cell: (row) => (row.status === 'SETTLED' ? money(row.winLoss, { signed: true }) : '—'),
    },
    {
      key: 'status',
      label: t('agent.columns.status'),
      labelled: false,
      cell: (row) => (
        <StatusBadge tone={STATUS_TONE[row.status]}>{t(`bets.statuses.${row.status}`)}</StatusBadge>
      ),
    },
  ];
}

/** personalHistoryCopy (team betting): the bet records of the team, filtered, with the filter's totals. */
export function TeamBetsPane() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  const [params, update] = usePaneSearch();
  const query = readTeamBetsQuery(params, brandDate(new Date(), zone));
  const record = useTeamBets(query);
  useScrollTopOn(String(query.pageNo));
  const columns = useColumns();

  return (
    <div className="agent-pane-body" data-testid="team-bets">
      <ReportFilters<TExtra>
        key={params.toString()}
        initial={{
          period: query.period,
          extra: {
            account: query.account ?? '',
            gameType: query.gameType,
            vassalage: query.vassalage,
            status: query.status,
          },
        }}
        onSearch={(period, extra) =>
          update({
            ...periodQuery(period),
            account: extra.account.trim() || null,
            memberId: null,
            gameType: extra.gameType,
            vassalage: extra.vassalage,
            status: extra.status,
            page: null,
          })
        }
        fields={(extra, change) => <TeamBetsFields extra={extra} change={change} />}
        testId="team-bets"
      />
      <RecordResult query={record} isEmpty={() => false} empty={null} errorTestId="team-bets-error" retry>
        {(page) => (
          <div className={`agent-report${record.isPlaceholderData ? ' is-stale' : ''}`}>
            <ReportRange startDate={page.startDate} endDate={page.endDate} testId="team-bets-range" />
            <TotalsStrip
              label={t('agent.totals.label')}
              testId="team-bets-totals"
              items={[
                {
                  key: 'count',
                  label: t('agent.totals.count'),
                  value: formatCount(page.totals.count, language),
                },
                { key: 'betAmount', label: t('agent.columns.bet'), value: money(page.totals.betAmount) },
                { key: 'validBet', label: t('agent.figures.validBet'), value: money(page.totals.validBet) },
                { key: 'payout', label: t('agent.figures.payout'), value: money(page.totals.payout) },
                {
                  key: 'winLoss',
                  label: t('agent.columns.winLoss'),
                  value: money(page.totals.winLoss, { signed: true }),
                  tone: resultClass(page.totals.winLoss),
                  hint: t('agent.figures.profitLossHint'),
                },
              ]}
            />
            <ReportTableCard
              label={t('agent.menu.personalHistoryCopy')}
              icon={<FileIcon size={28} />}
              testId="team-bets"
              rowTestId="team-bet"
              className="agent-table agent-table--bets"
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
