import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPvpMe, TPvpSeat, TPvpTableView } from '@platform/contracts/pvp';
import type { TRealtimeClientMessage, TRealtimeServerMessage } from '@platform/contracts/realtime';
import { resetRealtimeClient } from '../../../hooks/use-realtime';
import type { TRealtimeClient, TRealtimeStatus } from '../../../lib/realtime';
import { useAppStore } from '../../../stores/app-store';
import { mockApi, ok } from '../../../test/mock-api';
import { PvpTablePage } from './pvp-table-page';

const TABLE = 'TA-INHOUSE007-novatos';
const iso = (ms: number) => new Date(ms).toISOString();

const seat = (over: Partial<TPvpSeat>): TPvpSeat => ({
  seat: 0,
  account: 'an***na',
  ready: true,
  away: false,
  leaving: false,
  inHand: true,
  bid: null,
  stake: null,
  banker: false,
  cards: [],
  rank: null,
  multiplier: null,
  result: null,
  ...over,
});

/** Ana (seat 0, the member) and Bruno (seat 2) in hand 7 of a 6-seat table, base bet 1,00. */
function view(over: Partial<TPvpTableView> = {}): TPvpTableView {
  return {
    tableId: TABLE,
    nodeId: 'TA-INHOUSE007',
    gameCode: 'INHOUSE007',
    roomName: 'Sala Novatos',
    baseBet: 1,
    entryBalance: 20,
    maxStake: 5,
    seats: 6,
    rakeBps: 500,
    phase: 'BIDDING',
    deadline: iso(Date.now() + 7_500),
    serverTime: iso(Date.now()),
    handNumber: 7,
    handId: 'h-7',
    seedHash: 'e'.repeat(64),
    serverSeed: null,
    clientSeed: null,
    bankerSeat: null,
    bankerMultiplier: null,
    occupants: [seat({ seat: 0, account: 'an***na' }), seat({ seat: 2, account: 'br***no' })],
    version: 10,
    ...over,
  };
}

// K♠ (51), A♦ (0), 10♠ (39), 6♦ (20); the fifth at staking: 4♣ (13).
const ME: TPvpMe = { seat: 0, cards: [51, 0, 39, 20], hold: 6 };

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
  const emit = async (event: TRealtimeServerMessage) => {
    act(() => listeners.get(event.type)?.forEach((listener) => listener(event)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { sent, kept, emit };
}

function openTable(first: { view: TPvpTableView; me: TPvpMe } = { view: view(), me: ME }) {
  useAppStore.setState({ token: 'tok-1' });
  const realtime = fakeRealtime();
  mockApi({ [`GET /wps/pvp/tables/${TABLE}`]: ok(first) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/pvpTable/${TABLE}`]}>
        <Routes>
          <Route path="/pvpTable/:tableId" element={<PvpTablePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...realtime, user: userEvent.setup() };
}

const lastSent = (sent: TRealtimeClientMessage[], type: string) =>
  sent.filter((message) => message.type === type).at(-1) as
    (TRealtimeClientMessage & { ref: string }) | undefined;

describe('the Niu-Niu table page', () => {
  afterEach(() => resetRealtimeClient(null));

  it('shows the table while bidding in Spanish, bids over /ws and asks for the view again after a reconnect', async () => {
    const { sent, kept, emit, user } = openTable();
    expect(await screen.findByTestId('pvp-room-name')).toHaveTextContent('Sala Novatos');
    expect(kept).toContainEqual({ type: 'game.subscribe', topic: `pvp:${TABLE}` });
    expect(screen.getByTestId('pvp-hand-number')).toHaveTextContent('Mano n.º 7');
    expect(screen.getByTestId('pvp-phase')).toHaveTextContent('Puja por la banca');
    expect(screen.getByTestId('pvp-countdown')).toHaveTextContent(/^[78]$/);

    // The member's own seat: four cards face up and one face down; Bruno's five face down.
    const mine = screen.getByTestId('pvp-seat-mine');
    expect(within(mine).getByText('Usted')).toBeInTheDocument();
    expect(
      within(mine)
        .getAllByTestId('pvp-card')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Rey de picas', 'As de diamantes', 'Diez de picas', 'Seis de diamantes']);
    expect(within(mine).getAllByTestId('pvp-card-back')).toHaveLength(1);
    const bruno = screen.getByTestId('pvp-seat-2');
    expect(within(bruno).getByText('br***no')).toBeInTheDocument();
    expect(within(bruno).getAllByRole('img', { name: 'Carta boca abajo' })).toHaveLength(5);
    // Four free seats; the member is seated, so none is a button.
    expect(screen.getAllByText('Libre')).toHaveLength(4);

    await user.click(screen.getByTestId('pvp-bid-2'));
    expect(lastSent(sent, 'pvp.bid')).toMatchObject({ type: 'pvp.bid', tableId: TABLE, multiplier: 2 });

    await emit({ type: 'hello' } as TRealtimeServerMessage);
    expect(lastSent(sent, 'pvp.view')).toBeUndefined();
    await emit({ type: 'hello' } as TRealtimeServerMessage);
    expect(lastSent(sent, 'pvp.view')).toMatchObject({ type: 'pvp.view', tableId: TABLE });
  });

  it('disables the stakes the hold does not cover, sends the stake and shows a refusal near the controls', async () => {
    // Bruno banks at ×2; Ana holds 6,00: 1,00 × 3 × 2 = 6,00 is allowed, ×4 (8,00) and ×5 (10,00) are not.
    const staking = view({
      phase: 'STAKING',
      bankerSeat: 2,
      bankerMultiplier: 2,
      occupants: [seat({ seat: 0, bid: 0 }), seat({ seat: 2, account: 'br***no', bid: 2, banker: true })],
    });
    const { sent, emit, user } = openTable({ view: staking, me: { ...ME, cards: [...ME.cards, 13] } });
    expect(await screen.findByTestId('pvp-phase')).toHaveTextContent('Elección de apuestas');
    expect(within(screen.getByTestId('pvp-seat-2')).getByTestId('pvp-banker')).toHaveTextContent('×2');
    expect(within(screen.getByTestId('pvp-seat-mine')).getAllByTestId('pvp-card')).toHaveLength(5);
    expect(
      [1, 2, 3, 4, 5].map(
        (multiple) => (screen.getByTestId(`pvp-stake-${multiple}`) as HTMLButtonElement).disabled,
      ),
    ).toEqual([false, false, false, true, true]);

    await user.click(screen.getByTestId('pvp-stake-3'));
    const stake = lastSent(sent, 'pvp.stake');
    expect(stake).toMatchObject({ type: 'pvp.stake', tableId: TABLE, multiple: 3 });
    await emit({
      type: 'error',
      code: 'PVP_STAKE_ABOVE_BALANCE',
      message: 'Esa apuesta por el multiplicador de la banca supera su saldo en la mesa.',
      ref: stake!.ref,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esa apuesta por el multiplicador de la banca supera su saldo en la mesa.',
    );
    expect(screen.getByTestId('pvp-stake-1')).toBeEnabled();
  });

  it('shows the result with each net and the rake, reveals the seeds, and drops an older event', async () => {
    const { emit } = openTable();
    await screen.findByTestId('pvp-room-name');
    // Ana stakes ×2 against Bruno's bank ×1 and wins with Toro 9 (×3): 1,00 × 2 × 1 × 3 = 6,00 gross,
    // rake 5 % = 0,30, net 5,70; Bruno pays 6,00.
    const result = view({
      phase: 'RESULT',
      deadline: iso(Date.now() + 4_000),
      bankerSeat: 2,
      bankerMultiplier: 1,
      serverSeed: 'a1'.repeat(32),
      clientSeed: `${TABLE}:7`,
      occupants: [
        seat({
          seat: 0,
          stake: 2,
          cards: [51, 0, 39, 20, 13],
          rank: 'BULL_9',
          multiplier: 3,
          result: { gross: 6, rake: 0.3, net: 5.7 },
        }),
        seat({
          seat: 2,
          account: 'br***no',
          banker: true,
          cards: [4, 8, 12, 16, 24],
          rank: 'NO_BULL',
          multiplier: 1,
          result: { gross: -6, rake: 0, net: -6 },
        }),
      ],
      version: 14,
    });
    await emit({ type: 'pvp', view: result });
    expect(screen.getByTestId('pvp-phase')).toHaveTextContent('Resultado de la mano');
    const mine = screen.getByTestId('pvp-seat-mine');
    expect(within(mine).getByTestId('pvp-seat-rank')).toHaveTextContent('Toro 9 ×3');
    expect(within(mine).getByTestId('pvp-seat-net')).toHaveTextContent('+$ 5,70comisión $ 0,30');
    const bruno = screen.getByTestId('pvp-seat-2');
    expect(within(bruno).getByTestId('pvp-seat-rank')).toHaveTextContent('Sin toro');
    expect(within(bruno).getByTestId('pvp-seat-net')).toHaveTextContent('−$ 6,00');
    expect(screen.getByTestId('pvp-my-result')).toHaveTextContent('Ganó $ 5,70 en esta mano.');
    expect(screen.getByText('Comisión de la mano: $ 0,30')).toBeInTheDocument();
    expect(screen.getByTestId('pvp-server-seed')).toHaveTextContent('a1'.repeat(32));

    // An event older than the view shown (they may cross) changes nothing.
    await emit({ type: 'pvp', view: view({ version: 12 }) });
    expect(screen.getByTestId('pvp-phase')).toHaveTextContent('Resultado de la mano');
  });

  it('offers a free seat to a member who is not seated and sends pvp.sit with it', async () => {
    const { sent, user } = openTable({
      view: view({
        phase: 'WAITING',
        deadline: null,
        occupants: [seat({ seat: 2, account: 'br***no', inHand: false })],
      }),
      me: { seat: null, cards: [], hold: null },
    });
    await user.click(await screen.findByTestId('pvp-sit-4'));
    expect(lastSent(sent, 'pvp.sit')).toMatchObject({ type: 'pvp.sit', tableId: TABLE, seat: 4 });
  });
});
