import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type TLotteryTicket, type TTicketStatus } from '@platform/contracts/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { LOTTERY_TICKETS_PAGE_SIZE, useLotteryTickets } from '../api/get-lottery-tickets';
import { betTypeName, picksLabel, positionLabel } from '../utils/labels';

const TONES: Record<TTicketStatus, TStatusTone> = {
  PENDING: 'info',
  WON: 'success',
  LOST: 'neutral',
  VOID: 'warning',
};

/** "Mis boletos": the member's tickets of this game with their state and win, a page at a time. */
export function MyTickets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TTicketStatus | null>(null);
  const tickets = useLotteryTickets(gameCode, page, status);
  const filter = (
    <div className="lottery-tickets__filter" role="group" aria-label={t('lottery.tickets.status')}>
      {[null, ...TICKET_STATUSES].map((entry) => (
        <button
          key={entry ?? 'ALL'}
          type="button"
          aria-pressed={entry === status}
          className={`lottery-pill${entry === status ? ' is-active' : ''}`}
          data-testid={`lottery-tickets-filter-${entry ?? 'ALL'}`}
          onClick={() => {
            setStatus(entry);
            setPage(1);
          }}
        >
          {entry ? t(`lottery.tickets.statuses.${entry}`) : t('lottery.tickets.all')}
        </button>
      ))}
    </div>
  );
  if (!tickets.data) return <QueryState error={tickets.error} onRetry={() => void tickets.refetch()} />;
  if (tickets.data.list.length === 0) {
    return (
      <>
        {filter}
        <EmptyState
          text={status ? t('lottery.tickets.emptyStatus') : t('lottery.tickets.empty')}
          testId="lottery-tickets-empty"
        />
      </>
    );
  }
  const columns: TRecordColumn<TLotteryTicket>[] = [
    { key: 'numero', label: t('lottery.tickets.numero'), cell: (row) => row.numero },
    {
      key: 'betType',
      label: t('lottery.tickets.betType'),
      cell: (row) =>
        row.position === null
          ? betTypeName(t, row.betType)
          : `${betTypeName(t, row.betType)} · ${positionLabel(t, row.betType, row.position)}`,
    },
    {
      key: 'picks',
      label: t('lottery.tickets.picks'),
      testId: 'picks',
      cell: (row) => picksLabel(t, row.picks),
    },
    { key: 'units', label: t('lottery.tickets.units'), numeric: true, cell: (row) => row.units },
    {
      key: 'cost',
      label: t('lottery.tickets.cost'),
      numeric: true,
      testId: 'cost',
      cell: (row) => money(row.cost),
    },
    {
      key: 'status',
      label: t('lottery.tickets.status'),
      testId: 'status',
      cell: (row) => (
        <StatusBadge tone={TONES[row.status]} testId={`lottery-ticket-status-${row.ticketId}`}>
          {t(`lottery.tickets.statuses.${row.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'win',
      label: t('lottery.tickets.win'),
      numeric: true,
      testId: 'win',
      cell: (row) =>
        row.status === 'PENDING'
          ? `${t('lottery.tickets.potential')} ${money(row.potentialWin)}`
          : money(row.win),
    },
    { key: 'placedAt', label: t('lottery.tickets.placedAt'), cell: (row) => format.dateTime(row.placedAt) },
  ];
  return (
    <>
      {filter}
      <RecordTable
        columns={columns}
        rows={tickets.data.list}
        rowKey={(row) => row.ticketId}
        rowTestId="lottery-ticket"
        testId="lottery-tickets"
        className="lottery-tickets"
        stale={tickets.isPlaceholderData}
        pager={{
          page,
          totalPages: Math.max(1, Math.ceil(tickets.data.total / LOTTERY_TICKETS_PAGE_SIZE)),
          busy: tickets.isFetching,
          onChange: setPage,
          testId: 'lottery-tickets-pager',
        }}
      />
    </>
  );
}
