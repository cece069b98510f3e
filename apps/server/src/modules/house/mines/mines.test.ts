import { randomUUID } from 'node:crypto';
import type { THousePlay } from '@platform/contracts/house-games';
import { beforeAll, describe, expect, it } from 'vitest';
import { betRecordOf } from '../../vendors/in-house-testing';
import {
  balanceOf,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  type TestPlayer,
} from '../../wallet/testing';
import { pinSeedPair, play } from '../rounds/test-fixtures';
import { createFundedMember, createHouseTestApp, type HouseTestApp } from '../testing';

/**
 * Mines (issue 17) on the pinned seed pair (rounds/test-fixtures.ts), the multipliers and wins worked out
 * by hand: 0.99 × C(25, k) ÷ C(25 − mines, k) after k safe cells, the win floor(stake × 99 × C(25, k) ÷
 * (100 × C(25 − mines, k))).
 */

let t: HouseTestApp;
const MINES = 'INHOUSE003';

beforeAll(async () => {
  t = await createHouseTestApp();
});

/** A funded member whose active pair is the pinned one at `nonce`. */
async function memberAt(nonce: number, balance = 1000): Promise<TestPlayer> {
  const member = await createFundedMember(t, balance);
  await pinSeedPair(t.db, member.id, nonce);
  return member;
}
const start = (who: TestPlayer, amount: number, mines: number, requestId = `mines-${randomUUID()}`) =>
  play(t.app, '/wps/house/mines/start', who, { requestId, gameCode: MINES, amount, mines });
const reveal = (who: TestPlayer, round: THousePlay['round'], cell: number) =>
  play(t.app, '/wps/house/mines/reveal', who, { roundId: round.id, cell });
const cashout = (who: TestPlayer, round: THousePlay['round']) =>
  play(t.app, '/wps/house/mines/cashout', who, { roundId: round.id });
const refused = (
  who: TestPlayer,
  url: string,
  payload: Record<string, unknown>,
  status: number,
  code: string,
) =>
  expectRefusedWithoutMoney(
    t.app,
    t.db,
    { method: 'POST', url, headers: who.headers, payload },
    { status, code },
  );

describe('a mines round', () => {
  it('cashes out after two safe cells: 3 mines, 10.00 → 12.85', async () => {
    // Nonce 0, 3 mines: cells 2, 6 and 11.
    const member = await memberAt(0);
    const started = await start(member, 10, 3);
    expect(started.round).toMatchObject({
      kind: 'MINES',
      status: 'OPEN',
      stake: 10,
      balanceBefore: 1000,
      balanceAfter: null,
      steps: [],
      mines: 3,
      minedCells: null,
      cashout: null,
      fairness: { scheme: 'seed', nonce: 0, serverSeed: null },
    });
    expect(started.balance).toBe(990);

    // k = 1: 0.99 × 25 ÷ 22 = 1.125 → shown 1.12; pays 1,000 × 99 × 25 ÷ 2,200 = 1,125 → 11.25.
    const one = await reveal(member, started.round, 0);
    expect(one.round.steps).toEqual([{ type: 'reveal', cell: 0, safe: true, multiplier: 1.12 }]);
    expect(one.round.cashout).toEqual({ multiplier: 1.12, win: 11.25 });
    expect(one.round.minedCells).toBeNull();
    expect(one.balance).toBe(990);

    // k = 2: 0.99 × 300 ÷ 231 = 1.2857… → 1.28; pays 1,000 × 99 × 300 ÷ 23,100 = 1,285.7… → 12.85.
    const two = await reveal(member, started.round, 1);
    expect(two.round.cashout).toEqual({ multiplier: 1.28, win: 12.85 });

    await refused(
      member,
      '/wps/house/mines/reveal',
      { roundId: started.round.id, cell: 1 },
      409,
      'HOUSE_CELL_REVEALED',
    );

    const paid = await cashout(member, started.round);
    expect(paid.round).toMatchObject({
      status: 'SETTLED',
      win: 12.85,
      balanceBefore: 1000,
      balanceAfter: 1002.85,
      minedCells: [2, 6, 11],
      cashout: null,
    });
    expect(paid.round.steps.at(-1)).toEqual({ type: 'cashout', multiplier: 1.28, auto: false, win: 12.85 });
    expect(paid.balance).toBe(1002.85);
    expect((await balanceOf(t.app, member)).balance).toBe(1002.85);
    expect(await betRecordOf(t.db, 'TA', started.round.id)).toMatchObject({
      status: 'SETTLED',
      betAmount: 1000n,
      payout: 1285n,
      gameType: 'RNG',
    });

    // The round is over: no second cash-out, no more reveals.
    await refused(
      member,
      '/wps/house/mines/cashout',
      { roundId: started.round.id },
      409,
      'HOUSE_ROUND_FINISHED',
    );
    await refused(
      member,
      '/wps/house/mines/reveal',
      { roundId: started.round.id, cell: 3 },
      409,
      'HOUSE_ROUND_FINISHED',
    );
    await expectLedgerClean(t.db);
  });

  it('a mine loses the stake and shows the board', async () => {
    // Nonce 1, 3 mines: cells 16, 22 and 24.
    const member = await memberAt(1);
    const started = await start(member, 5, 3);
    const lost = await reveal(member, started.round, 16);
    expect(lost.round).toMatchObject({
      status: 'SETTLED',
      win: 0,
      balanceAfter: 995,
      minedCells: [16, 22, 24],
      cashout: null,
      steps: [{ type: 'reveal', cell: 16, safe: false, multiplier: 0 }],
    });
    expect(lost.balance).toBe(995);
    await refused(
      member,
      '/wps/house/mines/cashout',
      { roundId: started.round.id },
      409,
      'HOUSE_ROUND_FINISHED',
    );
  });

  it('revealing the last safe cell cashes out by itself: 24 mines, 1.00 → 24.75', async () => {
    // Nonce 3, 24 mines: every cell but 0. k = 1: 0.99 × 25 ÷ 1 = 24.75; 100 × 99 × 25 ÷ 100 = 2,475.
    const member = await memberAt(3);
    const started = await start(member, 1, 24);
    const won = await reveal(member, started.round, 0);
    expect(won.round.steps).toEqual([
      { type: 'reveal', cell: 0, safe: true, multiplier: 24.75 },
      { type: 'cashout', multiplier: 24.75, auto: true, win: 24.75 },
    ]);
    expect(won.round).toMatchObject({ status: 'SETTLED', win: 24.75, balanceAfter: 1023.75 });
  });

  it('one mine: 24 safe cells one by one, then the automatic cash-out', async () => {
    // Nonce 4, 1 mine: cell 2. After k safe cells: 0.99 × 25 ÷ (25 − k).
    const member = await memberAt(4);
    const started = await start(member, 1, 1);
    const safe = Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => cell !== 2);
    let last: THousePlay = started;
    for (const cell of safe) last = await reveal(member, started.round, cell);
    const multipliers = last.round.steps
      .filter((step) => step.type === 'reveal')
      .map((step) => step.multiplier);
    // k = 1: 2,475 ÷ 24 = 103.1 → 1.03; k = 12: 2,475 ÷ 13 = 190.3 → 1.90; k = 23: 2,475 ÷ 2 → 12.37.
    expect([multipliers[0], multipliers[11], multipliers[22], multipliers[23]]).toEqual([
      1.03, 1.9, 12.37, 24.75,
    ]);
    expect(last.round.steps.at(-1)).toEqual({ type: 'cashout', multiplier: 24.75, auto: true, win: 24.75 });
    expect(last.round).toMatchObject({ status: 'SETTLED', win: 24.75, minedCells: [2] });
  });

  it('stops at the maximum win: 20 mines, 1,000.00 → 1,000,000.00 at the fourth safe cell', async () => {
    // Nonce 0, 20 mines: safe cells 5, 8, 14, 19, 24. Pays 100,000 × 99 × C(25, k) ÷ (100 × C(5, k)):
    // k = 1 → 4,950.00, k = 2 → 29,700.00, k = 3 → 227,700.00, k = 4 → 2,504,700.00, over the cap of
    // 1,000,000.00: paid the cap, cashed out by itself.
    const member = await memberAt(0);
    const started = await start(member, 1000, 20);
    expect((await reveal(member, started.round, 5)).round.cashout).toEqual({ multiplier: 4.95, win: 4950 });
    expect((await reveal(member, started.round, 8)).round.cashout).toEqual({ multiplier: 29.7, win: 29700 });
    expect((await reveal(member, started.round, 14)).round.cashout).toEqual({
      multiplier: 227.7,
      win: 227700,
    });
    const capped = await reveal(member, started.round, 19);
    expect(capped.round.steps.at(-1)).toEqual({
      type: 'cashout',
      multiplier: 2504.7,
      auto: true,
      win: 1_000_000,
    });
    expect(capped.round).toMatchObject({ status: 'SETTLED', win: 1_000_000, balanceAfter: 1_000_000 });
    await expectLedgerClean(t.db);
  });

  it('a retry of the start answers the same round', async () => {
    const member = await createFundedMember(t, 20);
    const requestId = `mines-${randomUUID()}`;
    const first = await start(member, 2, 3, requestId);
    const again = await start(member, 2, 3, requestId);
    expect(again.round.id).toBe(first.round.id);
    expect((await balanceOf(t.app, member)).balance).toBe(18);
  });
});

describe('refusals, nothing moves', () => {
  it('cash-out before a safe cell, a second round, another member’s round, bad input', async () => {
    // Nonce 2, 5 mines: cells 0, 3, 9, 14, 24.
    const member = await memberAt(2);
    const started = await start(member, 2, 5);
    const roundId = started.round.id;
    const { es, en } = await refused(
      member,
      '/wps/house/mines/cashout',
      { roundId },
      409,
      'HOUSE_NOTHING_TO_CASH_OUT',
    );
    expect(es.message).toBe('Descubra al menos una casilla antes de cobrar.');
    expect(en.message).toBe('Reveal at least one tile before you cash out.');

    const second = { requestId: `mines-${randomUUID()}`, gameCode: MINES, amount: 2, mines: 5 };
    await refused(member, '/wps/house/mines/start', second, 409, 'HOUSE_ROUND_OPEN');

    const other = await createFundedMember(t, 10);
    await refused(other, '/wps/house/mines/reveal', { roundId, cell: 1 }, 404, 'HOUSE_ROUND_NOT_FOUND');
    await refused(other, '/wps/house/mines/cashout', { roundId }, 404, 'HOUSE_ROUND_NOT_FOUND');
    await refused(
      member,
      '/wps/house/mines/reveal',
      { roundId: 'not-a-round', cell: 1 },
      404,
      'HOUSE_ROUND_NOT_FOUND',
    );
    await refused(
      member,
      '/wps/house/mines/reveal',
      { roundId: randomUUID(), cell: 1 },
      404,
      'HOUSE_ROUND_NOT_FOUND',
    );
    await refused(member, '/wps/house/mines/reveal', { roundId, cell: 25 }, 400, 'VALIDATION_FAILED');

    const bet = (body: Record<string, unknown>) => ({
      requestId: `mines-${randomUUID()}`,
      gameCode: MINES,
      amount: 2,
      mines: 3,
      ...body,
    });
    await refused(other, '/wps/house/mines/start', bet({ amount: 0.5 }), 400, 'HOUSE_BET_OUT_OF_RANGE');
    await refused(other, '/wps/house/mines/start', bet({ amount: 1000.5 }), 400, 'HOUSE_BET_OUT_OF_RANGE');
    await refused(other, '/wps/house/mines/start', bet({ mines: 0 }), 400, 'VALIDATION_FAILED');
    await refused(other, '/wps/house/mines/start', bet({ mines: 25 }), 400, 'VALIDATION_FAILED');
    await refused(
      other,
      '/wps/house/mines/start',
      bet({ gameCode: 'INHOUSE002' }),
      404,
      'HOUSE_GAME_NOT_FOUND',
    );

    // The open round still plays: k = 1 with 5 mines: 0.99 × 25 ÷ 20 = 1.2375 → 1.23; 200 × 99 × 25 ÷ 2,000
    // = 247.5 → 2.47.
    expect((await reveal(member, started.round, 1)).round.cashout).toEqual({ multiplier: 1.23, win: 2.47 });
    const paid = await cashout(member, started.round);
    expect(paid.round).toMatchObject({ win: 2.47, minedCells: [0, 3, 9, 14, 24] });
    expect(paid.balance).toBe(1000.47);
  });
});
