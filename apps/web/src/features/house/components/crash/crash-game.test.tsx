import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCrashBet, TCrashRound, TCrashState, THouseGame } from '@platform/contracts/house-games';
import type { TRealtimeClientMessage, TRealtimeServerMessage } from '@platform/contracts/realtime';
import { resetRealtimeClient } from '../../../../hooks/use-realtime';
import type { TRealtimeClient, TRealtimeStatus } from '../../../../lib/realtime';
import { useAppStore } from '../../../../stores/app-store';
import { mockApi, ok, replies } from '../../../../test/mock-api';
import { CrashGame } from './crash-game';

const GAME: THouseGame = {
  gameCode: 'INHOUSE001',
  nodeId: 'TA-INHOUSE001',
  kind: 'CRASH',
  name: 'Cohete',
  minBet: 1,
  maxBet: 1000,
  maxWin: 1_000_000,
  slot: null,
  openRound: null,
};

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

const bet = (over: Partial<TCrashBet> = {}): TCrashBet => ({
  player: 'ma***a',
  amount: 20,
  autoCashout: null,
  cashedOutAt: null,
  win: null,
  mine: false,
  ...over,
});

const iso = (ms: number) => new Date(ms).toISOString();

function betting(bets: TCrashBet[] = [bet()]): TCrashRound {
  return {
    id: 'c-42',
    status: 'BETTING',
    bettingEndsAt: iso(Date.now() + 5_500),
    startedAt: null,
    crashPoint: null,
    hash: null,
    bets,
  };
}

function state(round: TCrashRound | null): TCrashState {
  return {
    round,
    history: [
      { id: 'c-41', crashPoint: 1.37, hash: HASH_A },
      { id: 'c-40', crashPoint: 12.5, hash: HASH_B },
    ],
    chain: { terminalHash: 'f'.repeat(64), salt: 'salt-1', rounds: 100_000 },
    serverTime: iso(Date.now()),
    growthPerMs: 0.00006,
  };
}

/** A realtime client the test feeds events into; it records what the page sends and keeps. */
function fakeRealtime() {
  const listeners = new Map<string, Set<(event: TRealtimeServerMessage) => void>>();
  const sent: TRealtimeClientMessage[] = [];
  const kept: TRealtimeClientMessage[] = [];
  const client = {
    status: 'open' as TRealtimeStatus,
    start: vi.fn(),
    stop: vi.fn(),
    restart: vi.fn(),
    on: (type: string, listener: (event: TRealtimeServerMessage) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
      return () => listeners.get(type)?.delete(listener);
    },
    onStatus: () => () => undefined,
    send: (message: TRealtimeClientMessage) => {
      sent.push(message);
      return true;
    },
    keep: (message: TRealtimeClientMessage) => {
      kept.push(message);
      return () => undefined;
    },
  };
  resetRealtimeClient(client as unknown as TRealtimeClient);
  // react-query tells its observers on the next tick: wait for it, as the page would.
  const emit = async (event: TRealtimeServerMessage) => {
    act(() => listeners.get(event.type)?.forEach((listener) => listener(event)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { sent, kept, emit };
}

function openCrash(first: TCrashState = state(betting())) {
  useAppStore.setState({ token: 'tok-1' });
  const realtime = fakeRealtime();
  const api = mockApi({ 'GET /wps/house/crash': replies(ok(first)) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CrashGame game={GAME} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...realtime, ...api, user: userEvent.setup() };
}

const roundEvent = (round: TCrashRound): TRealtimeServerMessage => ({
  type: 'crash',
  event: { kind: 'round', round, serverTime: iso(Date.now()) },
});

describe('the crash game', () => {
  afterEach(() => resetRealtimeClient(null));

  it('shows the round taking bets, its players and the recent crash points linked to their verification', async () => {
    const { kept } = openCrash();
    expect(await screen.findByTestId('crash-countdown')).toHaveTextContent(/Despega en [56] s/);
    expect(kept).toContainEqual({ type: 'game.subscribe', topic: 'crash' });
    const players = screen.getByTestId('crash-bets');
    expect(within(players).getByText('Jugadores (1)')).toBeInTheDocument();
    expect(within(players).getByText('ma***a')).toBeInTheDocument();
    expect(within(players).getByTestId('crash-bet')).toHaveTextContent('ma***a$ 20,00——');
    const low = screen.getByRole('link', { name: 'Verificar la ronda que explotó a 1,37×' });
    expect(low).toHaveAttribute('href', '/houseVerify?crashRoundId=c-41');
    expect(low).toHaveClass('is-low');
    expect(screen.getByRole('link', { name: 'Verificar la ronda que explotó a 12,50×' })).toHaveClass(
      'is-high',
    );
  });

  it('follows the round over /ws: a new bet, the start with its rising multiplier, a cash-out, the crash', async () => {
    const { emit } = openCrash();
    await screen.findByTestId('crash-countdown');
    await emit({
      type: 'crash',
      event: { kind: 'bet', roundId: 'c-42', bet: bet({ player: 'jo***e', amount: 5 }) },
    });
    expect(screen.getByText('Jugadores (2)')).toBeInTheDocument();

    const startedAt = Date.now() - 10_000;
    const running: TCrashRound = {
      ...betting([bet(), bet({ player: 'jo***e', amount: 5 })]),
      status: 'RUNNING',
      bettingEndsAt: iso(startedAt),
      startedAt: iso(startedAt),
    };
    await emit(roundEvent(running));
    // e^(0.00006 × 10,000) = 1.822… → 1,82× ten seconds after the start (by the server's clock), then rising.
    await waitFor(() => expect(screen.getByTestId('crash-multiplier')).toHaveTextContent(/^1,8[23]×$/));
    expect(screen.getByText('La ronda ya despegó: podrá apostar en la siguiente.')).toBeInTheDocument();

    await emit({
      type: 'crash',
      event: {
        kind: 'cashout',
        roundId: 'c-42',
        bet: bet({ player: 'jo***e', amount: 5, cashedOutAt: 1.5, win: 7.5 }),
      },
    });
    const row = screen.getByText('jo***e').closest('tr')!;
    expect(row).toHaveTextContent('1,50×');
    expect(row).toHaveTextContent('7,50');

    await emit(
      roundEvent({
        ...running,
        status: 'CRASHED',
        crashPoint: 2.35,
        hash: 'c'.repeat(64),
        bets: [],
      }),
    );
    expect(screen.getByText('ma***a').closest('tr')).toHaveClass('is-lost');
    expect(screen.getByText('jo***e').closest('tr')).toHaveClass('is-won');
    expect(screen.getByTestId('crash-point')).toHaveTextContent('Explotó a 2,35×');
    expect(screen.getByTestId('crash-round-hash')).toHaveTextContent('c'.repeat(64));
    // The crash joins the recent points, newest first.
    const chips = within(screen.getByTestId('crash-history')).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['2,35×', '1,37×', '12,50×']);
  });

  it('sends crash.bet with a ref, shows the ack, then cashes out the riding bet', async () => {
    const { sent, emit, user } = openCrash();
    const amount = await screen.findByTestId('crash-amount');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(screen.getByTestId('crash-auto'), '2');
    await user.click(screen.getByRole('button', { name: 'Apostar' }));

    const betMessage = sent.find((message) => message.type === 'crash.bet');
    expect(betMessage).toMatchObject({ type: 'crash.bet', amount: 5, autoCashout: 2 });
    const ref = (betMessage as { ref: string }).ref;
    expect(ref).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();

    const mine = bet({ player: 'de***o', amount: 5, autoCashout: 2, mine: true });
    await emit({ type: 'crash.ack', ref, roundId: 'c-42', bet: mine, balance: 95 });
    expect(screen.getByTestId('crash-my-result')).toHaveTextContent(
      'Apuesta aceptada: $ 5,00, cobro automático a 2,00×.',
    );
    expect(screen.getByTestId('crash-bet-mine')).toHaveTextContent('Usted');
    // The broadcast of the same bet does not list it twice.
    await emit({ type: 'crash', event: { kind: 'bet', roundId: 'c-42', bet: { ...mine, mine: false } } });
    expect(screen.getByText('Jugadores (2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeDisabled();

    const startedAt = Date.now() - 5_000;
    // Phase events carry no bets (the server sends each bet as its own event): the round's bets stay.
    await emit(
      roundEvent({
        ...betting([]),
        status: 'RUNNING',
        bettingEndsAt: iso(startedAt),
        startedAt: iso(startedAt),
      }),
    );
    const cashout = await screen.findByRole('button', { name: /Cobrar 1,3\d×/ });
    await user.click(cashout);
    const cashoutMessage = sent.find((message) => message.type === 'crash.cashout') as { ref: string };
    expect(cashoutMessage.ref).toMatch(/^[0-9a-f]{32}$/);
    expect(cashoutMessage.ref).not.toBe(ref);

    await emit({
      type: 'crash.ack',
      ref: cashoutMessage.ref,
      roundId: 'c-42',
      bet: { ...mine, cashedOutAt: 1.35, win: 6.75 },
      balance: 101.75,
    });
    expect(screen.getByTestId('crash-my-result')).toHaveTextContent('Cobró a 1,35×: ganó $ 6,75.');
    expect(screen.queryByRole('button', { name: /Cobrar/ })).toBeNull();
  });

  it('shows the server’s refusal of a bet and refetches the round; a reconnect refetches it too', async () => {
    const { sent, emit, user, callsTo } = openCrash();
    await user.click(await screen.findByRole('button', { name: 'Apostar' }));
    const { ref } = sent.find((message) => message.type === 'crash.bet') as { ref: string };
    await emit({
      type: 'error',
      code: 'CRASH_NOT_BETTING',
      message: 'Las apuestas de esta ronda ya cerraron.',
      ref,
    });
    expect(screen.getByTestId('crash-notice')).toHaveTextContent('Las apuestas de esta ronda ya cerraron.');
    await waitFor(() => expect(callsTo('GET /wps/house/crash')).toHaveLength(2));

    const hello = {
      type: 'hello',
      kind: 'member',
      serverTime: iso(Date.now()),
      heartbeatMs: 25_000,
    } as const;
    await emit(hello);
    await emit(hello);
    await waitFor(() => expect(callsTo('GET /wps/house/crash')).toHaveLength(3));
  });

  it('refuses an auto cash-out below 1.01× without sending anything', async () => {
    const { sent, user } = openCrash();
    await user.type(await screen.findByTestId('crash-auto'), '1');
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    expect(
      screen.getByText('Indique un multiplicador entre 1,01 y 10.000, con dos decimales como máximo.'),
    ).toBeInTheDocument();
    expect(sent.filter((message) => message.type === 'crash.bet')).toEqual([]);
  });
});
