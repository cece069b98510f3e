import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TContractType,
  TSettlementRecord,
  TSettlementRecordPage,
} from '@platform/contracts/agent-contracts';
import { Pager } from '../../../../components/ui/pager';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useBrandZone } from '../../../../hooks/use-brand-zone';
import { useMoney } from '../../../../hooks/use-money';
import { brandDate, formatDay } from '../../../../lib/brand-time';
import { useBrandDateTime } from '../../hooks/use-brand-date-time';
import { brandClockTime, formatRate, SETTLEMENT_STATUS_TONE } from '../../utils/contracts';
import { formatCount, resultClass } from '../../utils/format';

type TColumn = {
  key: string;
  label: string;
  numeric?: boolean;
  className?: string;
  cell: (record: TSettlementRecord) => React.ReactNode;
  /** The cell of the totals row (the range's totals), when the figure adds up. */
  total?: React.ReactNode;
};

/** A record's period as people read it: the day, the hour or 5-minute window, or the days of a longer period. */
function usePeriodLabel() {
  const { i18n } = useTranslation();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  return (record: TSettlementRecord): { main: string; sub: string | null } => {
    const day = brandDate(new Date(record.periodStart), zone);
    switch (record.period) {
      case 'REALTIME':
      case 'HOURLY':
        return {
          main: `${day} ${brandClockTime(record.periodStart, zone)}–${brandClockTime(record.periodEnd, zone)}`,
          sub: null,
        };
      case 'DAILY':
        return { main: record.periodLabel, sub: formatDay(day, language) };
      default: {
        const last = brandDate(new Date(Date.parse(record.periodEnd) - 1), zone);
        return {
          main: record.periodLabel,
          sub: `${formatDay(day, language)} – ${formatDay(last, language)}`,
        };
      }
    }
  };
}

type TContractRecordsTableProps = {
  type: TContractType;
  page: TSettlementRecordPage;
  stale: boolean;
  busy: boolean;
  onPage: (page: number) => void;
};

/**
 * A type's settlement records, one row per period: the figures used, tier and rate, gross, what went to
 * each direct downline (expandable), carry-over, net, paid and status; the range's totals in the foot.
 * Wide: it scrolls sideways inside its card with the period column kept in view.
 */
export function ContractRecordsTable({ type, page, stale, busy, onPage }: TContractRecordsTableProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = useBrandDateTime();
  const periodLabel = usePeriodLabel();
  const language = i18n.resolvedLanguage ?? 'es';
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const realtime = type === 'REALTIME_SALARY';
  const totals = page.totals;

  const columns: TColumn[] = [
    {
      key: 'validBet',
      label: t('agent.contracts.records.validBet'),
      numeric: true,
      cell: (record) => (
        <>
          <span className="agent-cell__main">{money(record.validBet)}</span>
          <span className="agent-cell__sub">{t('agent.contracts.records.bets', { count: record.bets })}</span>
        </>
      ),
      total: money(totals.validBet),
    },
    ...(type === 'DIVIDEND'
      ? [
          {
            key: 'loss',
            label: t('agent.contracts.records.loss'),
            numeric: true,
            cell: (record: TSettlementRecord) => money(record.loss),
            total: money(totals.loss),
          },
        ]
      : []),
    ...(realtime
      ? []
      : [
          {
            key: 'activeMembers',
            label: t('agent.contracts.records.activeMembers'),
            numeric: true,
            cell: (record: TSettlementRecord) => formatCount(record.activeMembers, language),
          },
          {
            key: 'tier',
            label: t('agent.contracts.records.tier'),
            cell: (record: TSettlementRecord) =>
              record.tier === null ? (
                <span className="agent-cell__sub">{t('agent.contracts.records.noTier')}</span>
              ) : (
                <>
                  <span className="contract-tier-chip">
                    {t('agent.contracts.records.tierValue', { tier: record.tier })}
                  </span>
                  {record.rate === null ? null : (
                    <span className="agent-cell__sub contract-records__rate">
                      {formatRate(record.rate, language)}
                    </span>
                  )}
                </>
              ),
          },
        ]),
    {
      key: 'gross',
      label: t('agent.contracts.records.gross'),
      numeric: true,
      cell: (record) => money(record.gross),
      total: money(totals.gross),
    },
    {
      key: 'downlines',
      label: t('agent.contracts.records.downlines'),
      numeric: true,
      cell: (record) =>
        record.downlines.length === 0 ? (
          money(-record.downlineTotal)
        ) : (
          <button
            type="button"
            className="contract-expand"
            aria-expanded={open.has(record.id)}
            aria-controls={`contract-record-${record.id}-downlines`}
            onClick={() => toggle(record.id)}
            data-testid={`contract-record-${record.id}-expand`}
          >
            <span aria-hidden="true" className="contract-expand__caret">
              {open.has(record.id) ? '▾' : '▸'}
            </span>
            {money(-record.downlineTotal)}
            <span className="contract-expand__count">
              {t('agent.contracts.records.downlineCount', { count: record.downlines.length })}
            </span>
          </button>
        ),
      total: money(-totals.downlineTotal),
    },
    {
      key: 'carryIn',
      label: t('agent.contracts.records.carryIn'),
      numeric: true,
      className: 'is-muted',
      cell: (record) => (record.carryIn === 0 ? '—' : money(record.carryIn, { signed: true })),
    },
    {
      key: 'net',
      label: t('agent.contracts.records.net'),
      numeric: true,
      cell: (record) => (
        <>
          <span className={`agent-cell__main ${resultClass(record.net)}`}>
            {money(record.net, { signed: true })}
          </span>
          {record.carryOut !== 0 ? (
            <span className="agent-cell__sub">
              {t('agent.contracts.records.carryOut', { amount: money(record.carryOut, { signed: true }) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'paid',
      label: t('agent.contracts.records.paid'),
      numeric: true,
      className: 'contract-records__paid',
      cell: (record) => money(record.paid),
      total: money(totals.paid),
    },
    {
      key: 'status',
      label: t('agent.contracts.records.status'),
      className: 'contract-records__status',
      cell: (record) => (
        <>
          <StatusBadge tone={SETTLEMENT_STATUS_TONE[record.status]}>
            {t(`agent.contracts.settlementStatuses.${record.status}`)}
          </StatusBadge>
          {record.reason ? (
            <span className="agent-cell__sub contract-records__reason">
              {t('agent.contracts.records.reason', { reason: record.reason })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'paidAt',
      label: t('agent.contracts.records.paidAt'),
      className: 'is-time',
      cell: (record) => {
        if (!record.paidAt) return '—';
        // Date over time, so the column stays narrow.
        const [date, ...time] = when(record.paidAt).split(', ');
        return (
          <>
            <span className="agent-cell__main">{date}</span>
            <span className="agent-cell__sub">{time.join(', ')}</span>
          </>
        );
      },
    },
  ];
  const span = columns.length + 1;

  return (
    <>
      <div className={`table-wrap contract-records__wrap${stale ? ' is-stale' : ''}`}>
        <table className="data-table contract-records" data-testid="contract-records-table">
          <thead>
            <tr>
              <th scope="col" className="contract-records__period">
                {realtime ? t('agent.contracts.records.window') : t('agent.contracts.records.period')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'is-number' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.content.map((record) => {
              const label = periodLabel(record);
              return (
                <Fragment key={record.id}>
                  <tr data-testid={`contract-record-${record.id}`}>
                    <th scope="row" className="contract-records__period">
                      <span className="agent-cell__main">{label.main}</span>
                      {label.sub ? <span className="agent-cell__sub">{label.sub}</span> : null}
                    </th>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={
                          [column.numeric ? 'is-number' : '', column.className ?? ''].join(' ').trim() ||
                          undefined
                        }
                        data-testid={`contract-record-${record.id}-${column.key}`}
                      >
                        {column.cell(record)}
                      </td>
                    ))}
                  </tr>
                  {open.has(record.id) ? (
                    <tr className="contract-records__detail" id={`contract-record-${record.id}-downlines`}>
                      <td colSpan={span}>
                        <ul className="contract-shares" data-testid={`contract-record-${record.id}-shares`}>
                          {record.downlines.map((share) => (
                            <li key={share.memberId}>
                              <span>{share.account}</span>
                              <strong>{money(share.gross)}</strong>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr data-testid="contract-records-totals">
              <th scope="row" className="contract-records__period">
                {t('agent.contracts.records.totals')}
              </th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={column.numeric ? 'is-number' : undefined}
                  data-testid={
                    column.total === undefined ? undefined : `contract-records-total-${column.key}`
                  }
                >
                  {column.total ?? ''}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <Pager
        page={page.pageNum}
        totalPages={page.totalPages}
        busy={busy}
        onChange={onPage}
        testId="contract-records-pager"
      />
    </>
  );
}
