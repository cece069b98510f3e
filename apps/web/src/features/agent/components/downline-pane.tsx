import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOWNLINE_SORTS, type TDownlineRow, type TDownlineSort } from '@platform/contracts/agents';
import { MEMBER_STATUSES } from '@platform/contracts/identity';
import { EmptyState } from '../../../components/ui/empty-state';
import { SwapIcon, UsersIcon, FileIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { RecordFilters, RecordSelect } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { useDownlines, type TDownlineQuery } from '../api/get-downlines';
import { useMemberTypeLabel } from '../hooks/use-member-type-label';
import { useScrollTopOn } from '../hooks/use-scroll-top-on';
import {
  readChoice,
  readPage,
  readText,
  usePaneSearch,
  type TPaneQueryChange,
} from '../hooks/use-pane-search';
import { agentEntryPath } from '../utils/agent-menu';
import { formatCount } from '../utils/format';
import { NAMED_MEMBER_TYPES } from '../utils/member-types';
import { PencilIcon } from './agent-icons';
import { DownlineTransferForm } from './downline-transfer-form';
import { RemarkEditor } from './remark-editor';
import { TeamBreadcrumb } from './team-breadcrumb';

type TStatus = (typeof MEMBER_STATUSES)[number];
type TOrder = 'asc' | 'desc';

const STATUS_TONE: Record<TStatus, TStatusTone> = {
  active: 'success',
  disabled: 'neutral',
  locked: 'danger',
};
const ONLINE_CHOICES = ['true', 'false'] as const;
const ORDERS = ['asc', 'desc'] as const;
/** Member types the team filter offers (trial accounts never join a team). */
const FILTER_TYPES = NAMED_MEMBER_TYPES.filter((type) => type !== '4');

/** The list's state as the address holds it: `parentId` (drill-down) or `account` (search), filters, sort, page. */
export function readDownlineQuery(params: URLSearchParams): TDownlineQuery {
  const type = readChoice(params, 'type', FILTER_TYPES);
  const online = readChoice(params, 'online', ONLINE_CHOICES);
  return {
    parentId: readText(params, 'parentId'),
    account: readText(params, 'account'),
    type: type === null ? null : Number(type),
    status: readChoice(params, 'status', MEMBER_STATUSES),
    online: online === null ? null : online === 'true',
    sort: readChoice(params, 'sort', DOWNLINE_SORTS) ?? 'registered',
    order: readChoice(params, 'order', ORDERS) ?? 'desc',
    pageNo: readPage(params),
  };
}

type TFilterDraft = { account: string; type: string | null; status: TStatus | null; online: string | null };

function DownlineFilters({
  query,
  onSearch,
}: {
  query: TDownlineQuery;
  onSearch: (draft: TFilterDraft) => void;
}) {
  const { t } = useTranslation();
  const typeLabel = useMemberTypeLabel();
  const [draft, setDraft] = useState<TFilterDraft>({
    account: query.account ?? '',
    type: query.type === null ? null : String(query.type),
    status: query.status,
    online: query.online === null ? null : String(query.online),
  });
  const change = (next: Partial<TFilterDraft>) => setDraft((current) => ({ ...current, ...next }));
  return (
    <RecordFilters
      className="agent-filters"
      onSearch={() => onSearch(draft)}
      searchLabel={t('agent.filters.search')}
      testId="downlines"
    >
      <TextField
        label={t('agent.downlines.searchAccount')}
        value={draft.account}
        onChange={(account) => change({ account })}
        maxLength={64}
        autoComplete="off"
        placeholder={t('agent.downlines.searchPlaceholder')}
        testId="downlines-account"
      />
      <RecordSelect
        label={t('agent.columns.type')}
        value={draft.type}
        onChange={(type) => change({ type })}
        allLabel={t('agent.filters.allTypes')}
        options={FILTER_TYPES.map((type) => ({ value: type, label: typeLabel(Number(type)) }))}
        testId="downlines-type"
      />
      <RecordSelect
        label={t('agent.columns.status')}
        value={draft.status}
        onChange={(status) => change({ status })}
        allLabel={t('agent.filters.allStatuses')}
        options={MEMBER_STATUSES.map((status) => ({ value: status, label: t(`agent.statuses.${status}`) }))}
        testId="downlines-status"
      />
      <RecordSelect
        label={t('agent.columns.online')}
        value={draft.online}
        onChange={(online) => change({ online })}
        allLabel={t('agent.filters.allOnline')}
        options={[
          { value: 'true', label: t('agent.downlines.onlineNow') },
          { value: 'false', label: t('agent.downlines.offline') },
        ]}
        testId="downlines-online"
      />
    </RecordFilters>
  );
}

type TDialog = { kind: 'transfer' | 'remark'; row: TDownlineRow } | null;

/** A column heading that sorts the list by it (again: the other way round). */
function SortHeading({
  label,
  sort,
  query,
  onSort,
}: {
  label: string;
  sort: TDownlineSort;
  query: TDownlineQuery;
  onSort: (sort: TDownlineSort, order: TOrder) => void;
}) {
  const { t } = useTranslation();
  const active = query.sort === sort;
  const next: TOrder = active && query.order === 'desc' ? 'asc' : 'desc';
  return (
    <button
      type="button"
      className={`agent-sort${active ? ' is-active' : ''}`}
      onClick={() => onSort(sort, active ? next : sort === 'account' ? 'asc' : 'desc')}
      aria-label={t('agent.downlines.sortBy', { column: label })}
      data-testid={`downlines-sort-${sort}`}
    >
      {label}
      <span aria-hidden="true">{active ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
    </button>
  );
}

function useDownlineColumns(
  query: TDownlineQuery,
  onSort: (sort: TDownlineSort, order: TOrder) => void,
  openDialog: (dialog: TDialog) => void,
  teamPath: (memberId: string) => string,
): TRecordColumn<TDownlineRow>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const typeLabel = useMemberTypeLabel();
  const language = i18n.resolvedLanguage ?? 'es';
  // Date over time, so the two date columns stay narrow.
  const when = (iso: string | null) => {
    if (!iso) return t('agent.downlines.never');
    const [date, ...time] = formatBrandDateTime(iso, language, zone).split(', ');
    return (
      <>
        <span className="agent-cell__main">{date}</span>
        <span className="agent-cell__sub">{time.join(', ')}</span>
      </>
    );
  };
  const heading = (label: string, sort: TDownlineSort) => (
    <SortHeading label={label} sort={sort} query={query} onSort={onSort} />
  );
  return [
    {
      key: 'account',
      label: t('agent.columns.account'),
      heading: heading(t('agent.columns.account'), 'account'),
      labelled: false,
      className: 'agent-table__account',
      cell: (row) => (
        <>
          <span className="agent-cell__main">{row.account}</span>
          <span className="agent-cell__sub">
            {[row.nickname, typeLabel(row.type)].filter(Boolean).join(' · ')}
          </span>
          {row.remark ? (
            <span className="agent-cell__remark" data-testid={`downline-${row.memberId}-remark`}>
              {row.remark}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      label: t('agent.columns.status'),
      className: 'agent-table__status',
      cell: (row) => (
        <>
          <StatusBadge tone={STATUS_TONE[row.status]}>{t(`agent.statuses.${row.status}`)}</StatusBadge>
          <span
            className={`agent-online${row.online ? ' is-online' : ''}`}
            data-testid={`downline-${row.memberId}-online`}
          >
            {row.online ? t('agent.downlines.onlineNow') : t('agent.downlines.offline')}
          </span>
        </>
      ),
    },
    {
      key: 'balance',
      label: t('agent.columns.balance'),
      heading: heading(t('agent.columns.balance'), 'balance'),
      numeric: true,
      cell: (row) => money(row.balance),
    },
    {
      key: 'teamSize',
      label: t('agent.columns.teamSize'),
      heading: heading(t('agent.columns.teamSize'), 'teamSize'),
      numeric: true,
      cell: (row) => (
        <>
          <span className="agent-cell__main">{formatCount(row.teamSize, language)}</span>
          <span className="agent-cell__sub">
            {t('agent.columns.directCount', { count: row.directCount })}
          </span>
        </>
      ),
    },
    {
      key: 'registered',
      label: t('agent.columns.registered'),
      heading: heading(t('agent.columns.registered'), 'registered'),
      className: 'is-time',
      cell: (row) => when(row.registeredAt),
    },
    {
      key: 'lastLogin',
      label: t('agent.columns.lastLogin'),
      heading: heading(t('agent.columns.lastLogin'), 'lastLogin'),
      className: 'is-time',
      cell: (row) => when(row.lastLoginAt),
    },
    {
      key: 'actions',
      label: t('agent.columns.actions'),
      labelled: false,
      className: 'agent-table__actions',
      cell: (row) => (
        <div className="agent-actions">
          <button
            type="button"
            className="agent-action"
            onClick={() => openDialog({ kind: 'transfer', row })}
            data-testid={`downline-${row.memberId}-transfer`}
          >
            <SwapIcon size={16} />
            {t('agent.downlines.transfer')}
          </button>
          {row.directCount > 0 ? (
            <Link
              className="agent-action"
              to={teamPath(row.memberId)}
              data-testid={`downline-${row.memberId}-team`}
            >
              <UsersIcon size={16} />
              {t('agent.downlines.openTeam')}
            </Link>
          ) : null}
          <Link
            className="agent-action"
            to={agentEntryPath('personalHistoryCopy', { account: row.account })}
            data-testid={`downline-${row.memberId}-records`}
          >
            <FileIcon size={16} />
            {t('agent.downlines.records')}
          </Link>
          <button
            type="button"
            className="agent-action"
            onClick={() => openDialog({ kind: 'remark', row })}
            data-testid={`downline-${row.memberId}-remark-edit`}
          >
            <PencilIcon size={16} />
            {t('agent.downlines.remark')}
          </button>
        </div>
      ),
    },
  ];
}

/**
 * downlineManagmentView: the agent's direct downlines (or those of a member drilled into, `parentId`), or
 * a search by account in the whole team; filters, sort and page in the address; per row a transfer, its
 * team, its records and the agent's private remark.
 */
export function DownlinePane() {
  const { t } = useTranslation();
  const [params, update] = usePaneSearch();
  const query = readDownlineQuery(params);
  const list = useDownlines(query);
  useScrollTopOn(`${query.parentId}|${query.account}|${query.pageNo}`);
  const [dialog, setDialog] = useState<TDialog>(null);

  const teamPath = (memberId: string | null) =>
    agentEntryPath('downlineManagmentView', { parentId: memberId });
  const onSort = (sort: TDownlineSort, order: TOrder) => update({ sort, order, page: null });
  const columns = useDownlineColumns(query, onSort, setDialog, teamPath);

  const search = (draft: TFilterDraft) => {
    const change: TPaneQueryChange = {
      account: draft.account.trim() || null,
      type: draft.type,
      status: draft.status,
      online: draft.online,
      page: null,
    };
    // A search covers the whole team: it leaves the member drilled into.
    if (change.account) change.parentId = null;
    update(change);
  };

  return (
    <div className="agent-pane-body" data-testid="downline-management">
      <DownlineFilters key={params.toString()} query={query} onSearch={search} />
      <RecordResult query={list} isEmpty={() => false} empty={null} errorTestId="downlines-error" retry>
        {(page) => (
          <>
            {query.account ? (
              <p className="agent-note" data-testid="downlines-searching">
                {t('agent.downlines.searching', { account: query.account })}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => update({ account: null, page: null })}
                >
                  {t('agent.downlines.clearSearch')}
                </button>
              </p>
            ) : (
              <TeamBreadcrumb
                items={page.breadcrumb}
                to={(item, index) => teamPath(index === 0 ? null : item.memberId)}
                testId="downlines-breadcrumb"
              />
            )}
            <section className="card data-card agent-table-card" aria-label={t('agent.downlines.tableLabel')}>
              <p className="data-card__meta" data-testid="downlines-total">
                {t('agent.downlines.total', { count: page.totalElements })}
              </p>
              {page.content.length === 0 ? (
                <EmptyState
                  icon={<UsersIcon size={28} />}
                  text={query.account ? t('agent.downlines.noMatch') : t('agent.downlines.empty')}
                  testId="downlines-empty"
                />
              ) : (
                <RecordTable
                  columns={columns}
                  rows={page.content}
                  rowKey={(row) => row.memberId}
                  rowTestId="downline"
                  className="agent-table agent-table--downlines"
                  testId="downlines-table"
                  stale={list.isPlaceholderData}
                  pager={{
                    page: page.pageNum,
                    totalPages: page.totalPages,
                    busy: list.isFetching,
                    onChange: (next) => update({ page: next > 1 ? next : null }),
                    testId: 'downlines-pager',
                  }}
                />
              )}
            </section>
          </>
        )}
      </RecordResult>
      {dialog?.kind === 'transfer' ? (
        <Modal
          title={t('agent.transfer.title', { account: dialog.row.account })}
          closeLabel={t('common.close')}
          onClose={() => setDialog(null)}
          testId="downline-transfer-modal"
        >
          <DownlineTransferForm account={dialog.row.account} />
        </Modal>
      ) : null}
      {dialog?.kind === 'remark' ? (
        <Modal
          title={t('agent.remark.title')}
          closeLabel={t('common.close')}
          onClose={() => setDialog(null)}
          testId="remark-modal"
        >
          <RemarkEditor
            memberId={dialog.row.memberId}
            account={dialog.row.account}
            remark={dialog.row.remark}
            onSaved={() => setDialog(null)}
          />
        </Modal>
      ) : null}
    </div>
  );
}
