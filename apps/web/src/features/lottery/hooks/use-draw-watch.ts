import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TLotteryDraw } from '@platform/contracts/lottery';
import { useRealtimeEvent } from '../../../hooks/use-realtime';
import { refreshMoney } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import { lotteryTicketsQueryOptions } from '../api/get-lottery-tickets';
import { LOTTERY_QUERY_KEY } from '../api/keys';

const TICKET_POLL_MS = 4_000;

/**
 * Keeps the page in step with the draws: while a ticket of mine waits on a draw that has closed, my first
 * page of tickets reloads every few seconds; when one of them settles, the balance (a win is paid), the
 * results and the hot/cold numbers load again; a new latest result reloads my tickets and the results.
 * The member's `lottery` real-time event (a draw of theirs settled or voided) does the same at once.
 */
export function useDrawWatch(gameCode: string, open: readonly TLotteryDraw[], latestDrawId: string | null) {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  const openIds = new Set(open.map((draw) => draw.drawId));
  const tickets = useQuery({
    ...lotteryTicketsQueryOptions(token, gameCode, 1, false),
    refetchInterval: (query) =>
      query.state.data?.list.some((ticket) => ticket.status === 'PENDING' && !openIds.has(ticket.drawId))
        ? TICKET_POLL_MS
        : false,
  });

  const pending = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = tickets.data?.list;
    if (!list) return;
    const before = pending.current;
    pending.current = new Set(
      list.filter((ticket) => ticket.status === 'PENDING').map((ticket) => ticket.ticketId),
    );
    const settled =
      before !== null && list.some((ticket) => before.has(ticket.ticketId) && ticket.status !== 'PENDING');
    if (settled) {
      void refreshMoney(queryClient);
      // The other pages and filters of my tickets (the watched first page is already fresh).
      void queryClient.invalidateQueries({
        queryKey: [...LOTTERY_QUERY_KEY, 'tickets'],
        predicate: (query) => query.queryKey.at(-1) !== 1 || query.queryKey.at(-2) !== null,
      });
      void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'draws'] });
      void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'stats'] });
      void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'hall'] });
    }
  }, [tickets.data, queryClient]);

  // The server says when a draw of mine settled or was voided: my tickets and the results load again.
  useRealtimeEvent('lottery', () => {
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'tickets'] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'draws'] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'stats'] });
  });

  const latest = useRef(latestDrawId);
  useEffect(() => {
    if (latest.current === latestDrawId) return;
    const first = latest.current === null && latestDrawId !== null;
    latest.current = latestDrawId;
    if (first) return;
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'tickets'] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'draws'] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'stats'] });
  }, [latestDrawId, queryClient]);
}
