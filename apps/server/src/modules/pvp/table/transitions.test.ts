import { PVP_DEFAULT_TIMINGS } from '@platform/contracts/pvp';
import { describe, expect, it } from 'vitest';
import { newTableState, type TableState } from './state';
import { advance, applyMove, beginHand, settleHand, type TableMove } from './transitions';

/**
 * The table's rules without a database: phases, the defaults at each deadline and every refusal. Base bet
 * 1.00 (100 minor units), entry 20.00; money in minor units.
 */

const T = PVP_DEFAULT_TIMINGS;
const NOW = 1_000_000;
const SEED = 'ab'.repeat(32);

function table(seats = 6): TableState {
  return newTableState({
    id: 'TA-INHOUSE007-x',
    nodeId: 'TA-INHOUSE007',
    names: { es: 'Mesa', en: 'Table' },
    baseBet: 100n,
    minBalance: 2_000n,
    seats,
    rakeBps: 500,
  });
}

function play(state: TableState, ...moves: TableMove[]): TableState {
  for (const move of moves) state = applyMove(state, move, NOW, T).state;
  return state;
}

const sit = (memberId: string, seat?: number): TableMove => ({
  type: 'sit',
  memberId,
  account: `${memberId}***`,
  seat,
});
const refusal = (state: TableState, move: TableMove) => {
  try {
    applyMove(state, move, NOW, T);
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'applied';
};

/** Three seated players, a hand dealt with holds of 800.00 (A, B) and 3.00 (C, a short stack). */
function dealt(): TableState {
  let state = play(
    table(),
    sit('A'),
    sit('B'),
    sit('C'),
    ...['A', 'B', 'C'].map((m): TableMove => ({ type: 'ready', memberId: m })),
  );
  state = beginHand(
    state,
    {
      id: '00000000-0000-4000-8000-000000000001',
      serverSeed: SEED,
      seedHash: 'h',
      rakeBps: 500,
      participants: [
        { memberId: 'A', hold: 80_000n },
        { memberId: 'B', hold: 80_000n },
        { memberId: 'C', hold: 300n },
      ],
    },
    NOW,
    T,
  );
  // Cards by hand (id = (rank − 1) × 4 + suit; ♦ 0, ♣ 1, ♥ 2, ♠ 3):
  // A: K♣ Q♣ J♣ 2♦ 3♦ = 30 + 5 → BULL_5 (×1); B: K♦ Q♦ J♦ 5♦ 5♣ = 30 + 10 → BULL_BULL (×4);
  // C: A♥ A♠ 2♥ 3♥ 9♥ (no three make a multiple of ten) → NO_BULL.
  const [a, b, c] = state.hand!.players;
  a!.cards = [49, 45, 41, 4, 8];
  b!.cards = [48, 44, 40, 16, 17];
  c!.cards = [2, 3, 6, 10, 34];
  return state;
}

describe('pvp table transitions', () => {
  it('seats, ready and the countdown; every refusal changes nothing', () => {
    let state = play(table(2), sit('A', 1));
    expect(state.occupants.map((o) => o.seat)).toEqual([1]);
    expect(refusal(state, sit('A'))).toBe('PVP_ALREADY_SEATED');
    expect(refusal(state, sit('B', 1))).toBe('PVP_SEAT_TAKEN');
    expect(refusal(state, sit('B', 2))).toBe('VALIDATION_FAILED');
    state = play(state, sit('B'));
    expect(state.occupants.map((o) => [o.memberId, o.seat])).toEqual([
      ['B', 0],
      ['A', 1],
    ]);
    expect(refusal(state, sit('C'))).toBe('PVP_TABLE_FULL');
    expect(refusal(state, { type: 'bid', memberId: 'A', multiplier: 1 })).toBe('PVP_NOT_YOUR_TURN');
    expect(refusal(state, { type: 'ready', memberId: 'Z' })).toBe('PVP_NOT_SEATED');

    state = play(state, { type: 'ready', memberId: 'A' });
    expect(refusal(state, { type: 'ready', memberId: 'A' })).toBe('PVP_ALREADY_ACTED');
    expect(state.phase).toBe('WAITING');
    state = play(state, { type: 'ready', memberId: 'B' });
    expect(state).toMatchObject({ phase: 'STARTING', deadline: NOW + T.startingMs });
    expect(advance(state, NOW + T.startingMs - 1, T).changed).toBe(false);
    expect(advance(state, NOW + T.startingMs, T).needs).toBe('start');
    // B goes away during the countdown: one present player is not enough.
    const away = applyMove(state, { type: 'away', memberId: 'B' }, NOW, T).state;
    expect(away).toMatchObject({ phase: 'WAITING', deadline: NOW + T.awayGraceMs });
    // …and loses the seat when the grace is over.
    expect(advance(away, NOW + T.awayGraceMs, T).state.occupants.map((o) => o.memberId)).toEqual(['A']);
    // A leaves at once while waiting.
    expect(play(state, { type: 'leave', memberId: 'A' }).occupants.map((o) => o.memberId)).toEqual(['B']);
  });

  it('a hand: bids, defaults at the deadlines, stakes, the showdown and a settlement worked out by hand', () => {
    let state = dealt();
    expect(state).toMatchObject({ phase: 'BIDDING', handNumber: 1, deadline: NOW + T.biddingMs });
    expect(state.hand!.clientSeed).toBe('TA-INHOUSE007-x:1');
    expect(state.occupants.every((o) => !o.ready)).toBe(true);
    expect(refusal(state, { type: 'bid', memberId: 'A', multiplier: 5 })).toBe('PVP_BID_NOT_ALLOWED');
    expect(refusal(state, { type: 'stake', memberId: 'B', multiple: 1 })).toBe('PVP_NOT_YOUR_TURN');
    state = play(
      state,
      { type: 'bid', memberId: 'A', multiplier: 2 },
      { type: 'bid', memberId: 'B', multiplier: 1 },
    );
    expect(refusal(state, { type: 'bid', memberId: 'A', multiplier: 3 })).toBe('PVP_ALREADY_ACTED');
    // C never bids: 0 at the deadline; A's 2 is the highest → A banks ×2.
    state = advance(state, NOW + T.biddingMs, T).state;
    expect(state).toMatchObject({ phase: 'STAKING', deadline: NOW + T.biddingMs + T.stakingMs });
    expect(state.hand).toMatchObject({ bankerSeat: 0, bankerMultiplier: 2 });
    expect(state.hand!.players.map((p) => p.bid)).toEqual([2, 1, 0]);

    expect(refusal(state, { type: 'stake', memberId: 'A', multiple: 1 })).toBe('PVP_NOT_YOUR_TURN');
    expect(refusal(state, { type: 'stake', memberId: 'B', multiple: 6 })).toBe('PVP_STAKE_NOT_ALLOWED');
    // C holds 3.00: 2 × 1.00 × 2 = 4.00 is above it.
    expect(refusal(state, { type: 'stake', memberId: 'C', multiple: 2 })).toBe('PVP_STAKE_ABOVE_BALANCE');
    state = play(state, { type: 'stake', memberId: 'B', multiple: 3 });
    expect(state.phase).toBe('STAKING');
    state = advance(state, NOW + T.biddingMs + T.stakingMs, T).state; // C: 1× by default
    expect(state.phase).toBe('SHOWING');
    expect(state.hand!.players.map((p) => p.stake)).toEqual([null, 3, 1]);

    state = play(state, { type: 'show', memberId: 'A' });
    expect(refusal(state, { type: 'show', memberId: 'A' })).toBe('PVP_ALREADY_ACTED');
    const step = applyMove(state, { type: 'show', memberId: 'B' }, NOW, T);
    expect(step.needs).toBeNull(); // C has not shown
    const last = advance(step.state, NOW + T.biddingMs + T.stakingMs + T.showingMs, T);
    expect(last.needs).toBe('settle');

    const settled = settleHand(last.state, NOW + 99, T);
    // B (BULL_BULL ×4) beats the banker: 1.00 × 3 × 2 × 4 = 24.00, rake 5 % = 1.20 → net 22.80.
    // C (NO_BULL) loses to BULL_5 (×1): 1.00 × 1 × 2 × 1 = 2.00. The banker: −24.00 + 2.00 = −22.00.
    expect(settled.hand!.players.map((p) => p.result)).toEqual([
      { gross: -2_200n, rake: 0n, net: -2_200n },
      { gross: 2_400n, rake: 120n, net: 2_280n },
      { gross: -200n, rake: 0n, net: -200n },
    ]);
    expect(settled.hand!.totalRake).toBe(120n);
    expect(settled).toMatchObject({ phase: 'RESULT', deadline: NOW + 99 + T.resultMs });

    // B leaves during the result and C went away long ago: both seats are freed when it ends.
    let after = play(settled, { type: 'leave', memberId: 'B' });
    after = applyMove(after, { type: 'away', memberId: 'C' }, NOW - T.awayGraceMs, T).state;
    expect(after.occupants.find((o) => o.memberId === 'B')).toMatchObject({ leaving: true });
    const waiting = advance(after, NOW + 99 + T.resultMs, T).state;
    expect(waiting).toMatchObject({ phase: 'WAITING', hand: null, deadline: null, handNumber: 1 });
    expect(waiting.occupants.map((o) => o.memberId)).toEqual(['A']);
  });
});
