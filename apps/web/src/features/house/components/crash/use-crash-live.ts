import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCrashBet, TCrashEvent } from '@platform/contracts/house-games';
import type { TRealtimeClientMessage } from '@platform/contracts/realtime';
import { getRealtimeClient, useRealtimeEvent } from '../../../../hooks/use-realtime';
import { newRequestId } from '../../../../lib/request-id';
import { refreshMoney } from '../../../../lib/wallet-balance';
import {
  crashStateQueryOptions,
  useCrashState,
  withClockOffset,
  type TCrashLiveState,
} from '../../api/get-crash';
import { houseKeys } from '../../api/keys';
import { useAppStore } from '../../../../stores/app-store';

/** How long a bet or a cash-out waits for its `crash.ack` before the page asks the server what happened. */
export const CRASH_ACK_TIMEOUT_MS = 8_000;
const HISTORY_MAX = 20;

export type TCrashAction = 'bet' | 'cashout';
export type TCrashNotice =
  | { kind: 'acked'; action: TCrashAction; roundId: string; bet: TCrashBet }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' }
  | { kind: 'noAnswer' };

/** Two views of one bet (the broadcast and the member's ack) are the same bet: same player and amount. */
const sameBet = (a: TCrashBet, b: TCrashBet) => a.player === b.player && a.amount === b.amount;

function upsertBet(state: TCrashLiveState, roundId: string, bet: TCrashBet): TCrashLiveState {
  const round = state.round;
  if (!round || round.id !== roundId) return state;
  const index = round.bets.findIndex((entry) => sameBet(entry, bet));
  const bets = [...round.bets];
  if (index < 0) bets.push(bet);
  else bets[index] = { ...bet, mine: bets[index]!.mine || bet.mine };
  return { ...state, round: { ...round, bets } };
}

/** The crash state after a `/ws` event (a round's phase, a bet, a cash-out); `now` times the server clock. */
export function applyCrashEvent(
  state: TCrashLiveState,
  event: TCrashEvent,
  now = Date.now(),
): TCrashLiveState {
  if (event.kind !== 'round') return upsertBet(state, event.roundId, event.bet);
  const { round } = event;
  // A phase event carries no bets (the server sends each bet as its own event): the round's bets so far stay,
  // and any the event does carry are merged in; a new round starts from the event's.
  let next: TCrashLiveState = {
    ...state,
    round: { ...round, bets: state.round?.id === round.id ? state.round.bets : [] },
  };
  for (const bet of round.bets) next = upsertBet(next, round.id, bet);
  let history = state.history;
  if (
    round.status === 'CRASHED' &&
    round.crashPoint !== null &&
    round.hash !== null &&
    !history.some((entry) => entry.id === round.id)
  ) {
    history = [{ id: round.id, crashPoint: round.crashPoint, hash: round.hash }, ...history].slice(
      0,
      HISTORY_MAX,
    );
  }
  return withClockOffset({ ...next, history, serverTime: event.serverTime }, now);
}

const SUBSCRIBE: TRealtimeClientMessage = { type: 'game.subscribe', topic: 'crash' };

/**
 * The shared crash round, live: GET /wps/house/crash once (and again after every reconnect, when events may
 * have been missed), then the `/ws` topic `crash` keeps it current. Bets and cash-outs go over `/ws` with a
 * ref; the answer (`crash.ack` or `error` with that ref) becomes the notice.
 */
export function useCrashLive() {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  const query = useCrashState();
  const queryKey = crashStateQueryOptions(token).queryKey;
  const [pending, setPending] = useState<{ action: TCrashAction; ref: string } | null>(null);
  const [notice, setNotice] = useState<TCrashNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const client = getRealtimeClient();
    const unkeep = client.keep(SUBSCRIBE);
    return () => {
      unkeep();
      client.send({ type: 'game.unsubscribe', topic: 'crash' });
    };
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const update = useCallback(
    (change: (state: TCrashLiveState) => TCrashLiveState) =>
      queryClient.setQueryData<TCrashLiveState>(queryKey, (state) => (state ? change(state) : state)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a fresh array of the same token
    [queryClient, token],
  );
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey, exact: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a fresh array of the same token
    [queryClient, token],
  );

  // Every `hello` is a (re)connection: events may have been missed meanwhile.
  const connected = useRef(false);
  useRealtimeEvent('hello', () => {
    if (connected.current) refetch();
    connected.current = true;
  });
  const refreshRecall = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...houseKeys.all, 'rounds'] }),
    [queryClient],
  );
  useRealtimeEvent('crash', (message) => {
    const before = queryClient.getQueryData<TCrashLiveState>(queryKey);
    update((state) => applyCrashEvent(state, message.event));
    // The member's bet of the round is settled at the crash: game recall shows it.
    const { event } = message;
    if (
      event.kind === 'round' &&
      event.round.status === 'CRASHED' &&
      before?.round?.bets.some((bet) => bet.mine)
    ) {
      refreshRecall();
    }
  });

  const finish = useCallback((next: TCrashNotice) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(null);
    setNotice(next);
  }, []);

  useRealtimeEvent('crash.ack', (message) => {
    if (!pending || message.ref !== pending.ref) return;
    update((state) => upsertBet(state, message.roundId, { ...message.bet, mine: true }));
    finish({ kind: 'acked', action: pending.action, roundId: message.roundId, bet: message.bet });
    void refreshMoney(queryClient);
    refreshRecall();
  });
  useRealtimeEvent('error', (message) => {
    if (!pending || message.ref !== pending.ref) return;
    finish({ kind: 'refused', message: message.message });
    refetch();
  });

  const send = useCallback(
    (action: TCrashAction, message: (ref: string) => TRealtimeClientMessage) => {
      const ref = newRequestId();
      setNotice(null);
      if (!getRealtimeClient().send(message(ref))) {
        setNotice({ kind: 'offline' });
        return;
      }
      setPending({ action, ref });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // No answer: whether the bet or cash-out went through, the server's state says.
        finish({ kind: 'noAnswer' });
        refetch();
        void refreshMoney(queryClient);
      }, CRASH_ACK_TIMEOUT_MS);
    },
    [finish, refetch, queryClient],
  );

  const placeBet = useCallback(
    (amount: number, autoCashout: number | null) =>
      send('bet', (ref) => ({ type: 'crash.bet', amount, autoCashout, ref })),
    [send],
  );
  const cashOut = useCallback(() => send('cashout', (ref) => ({ type: 'crash.cashout', ref })), [send]);

  return {
    query,
    state: query.data,
    pending: pending?.action ?? null,
    notice,
    placeBet,
    cashOut,
    dismissNotice: () => setNotice(null),
  };
}
