import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pvpTopicOf, type TPvpMe, type TPvpTableView } from '@platform/contracts/pvp';
import type { TRealtimeClientMessage } from '@platform/contracts/realtime';
import { getRealtimeClient, useRealtimeEvent } from '../../../hooks/use-realtime';
import { newRequestId } from '../../../lib/request-id';
import { refreshMoney } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import { pvpTableQueryOptions, usePvpTable } from '../api/get-table';
import { applyPvpView, type TPvpLiveTable } from '../utils/table-state';

/** How long a move waits for its `pvp.ack` before the page asks the server for the table again. */
export const PVP_ACK_TIMEOUT_MS = 8_000;

/** A move of the member (the /ws message without the table and the ref). */
export type TPvpMove =
  | { type: 'pvp.sit'; seat?: number }
  | { type: 'pvp.ready' }
  | { type: 'pvp.bid'; multiplier: number }
  | { type: 'pvp.stake'; multiple: number }
  | { type: 'pvp.show' }
  | { type: 'pvp.leave' };

export type TPvpNotice = { kind: 'refused'; message: string } | { kind: 'offline' } | { kind: 'noAnswer' };

/** Phases after which the member's money changed: the hand's holds (the deal) and the settlement. */
const MONEY_PHASES = new Set(['BIDDING', 'RESULT']);

/**
 * A PVP table, live: GET /wps/pvp/tables/{id} once, then the `/ws` topic `pvp:<id>` keeps it current (every
 * `pvp` event is the whole view). After a reconnect the subscription is sent again (the client keeps it) and
 * `pvp.view` asks for the view missed meanwhile. Moves go over `/ws` with a ref; the `pvp.ack` replaces the
 * view, an `error` with that ref becomes the notice.
 */
export function usePvpLive(tableId: string) {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  const query = usePvpTable(tableId);
  const queryKey = pvpTableQueryOptions(tableId, token).queryKey;
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<TPvpNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const topic = pvpTopicOf(tableId);

  useEffect(() => {
    const client = getRealtimeClient();
    const unkeep = client.keep({ type: 'game.subscribe', topic });
    return () => {
      unkeep();
      client.send({ type: 'game.unsubscribe', topic });
    };
  }, [topic]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const apply = useCallback(
    (view: TPvpTableView, me: TPvpMe | undefined) => {
      const before = queryClient.getQueryData<TPvpLiveTable>(queryKey);
      if (!before) return;
      const next = applyPvpView(before, view, me);
      if (next === before) return;
      queryClient.setQueryData<TPvpLiveTable>(queryKey, next);
      const phase = next.view.phase;
      if (phase !== before.view.phase && MONEY_PHASES.has(phase) && next.me.seat !== null) {
        void refreshMoney(queryClient);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a fresh array of the same table and token
    [queryClient, tableId, token],
  );

  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey, exact: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a fresh array of the same table and token
    [queryClient, tableId, token],
  );

  // Every `hello` after the first is a reconnection: events may have been missed meanwhile.
  const connected = useRef(false);
  useRealtimeEvent('hello', () => {
    if (connected.current) getRealtimeClient().send({ type: 'pvp.view', tableId, ref: newRequestId() });
    connected.current = true;
  });

  useRealtimeEvent('pvp', (message) => apply(message.view, message.me));

  const finish = useCallback((next: TPvpNotice | null) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(null);
    setNotice(next);
  }, []);

  useRealtimeEvent('pvp.ack', (message) => {
    apply(message.view, message.me);
    if (pending && message.ref === pending) finish(null);
  });
  useRealtimeEvent('error', (message) => {
    if (!pending || message.ref !== pending) return;
    finish({ kind: 'refused', message: message.message });
  });

  const send = useCallback(
    (move: TPvpMove) => {
      const ref = newRequestId();
      setNotice(null);
      if (!getRealtimeClient().send({ ...move, tableId, ref } as TRealtimeClientMessage)) {
        setNotice({ kind: 'offline' });
        return;
      }
      setPending(ref);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // No answer: whether the move went through, the server's view says.
        finish({ kind: 'noAnswer' });
        refetch();
      }, PVP_ACK_TIMEOUT_MS);
    },
    [finish, refetch, tableId],
  );

  return {
    query,
    state: query.data,
    pending: pending !== null,
    notice,
    send,
    dismissNotice: () => setNotice(null),
  };
}
