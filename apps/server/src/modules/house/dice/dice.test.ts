import { randomUUID } from 'node:crypto';
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
 * Dice (issue 17): rolls of the pinned seed pair (rounds/test-fixtures.ts: nonce 0 → 11.94, 1 → 52.10,
 * 2 → 60.18, 3 → 3.50) with their wins worked out by hand; the round as game recall shows it; the bet
 * record; a retry; bad input refused in both languages with nothing moved.
 */

let t: HouseTestApp;
let player: TestPlayer;
const DICE = 'INHOUSE002';
const roll = (who: TestPlayer, body: Record<string, unknown>) =>
  play(t.app, '/wps/house/dice/roll', who, { requestId: `dice-${randomUUID()}`, gameCode: DICE, ...body });

beforeAll(async () => {
  t = await createHouseTestApp();
  player = await createFundedMember(t, 1000);
  await pinSeedPair(t.db, player.id);
});

describe('a dice roll', () => {
  it('pays floor(stake × 9900 ÷ winning rolls) on a win and nothing on a loss', async () => {
    // Nonce 0 rolls 11.94. UNDER 50.00: 5,000 winning rolls; 10.00 × 9,900 ÷ 5,000 = 19.80 (×1.98).
    const first = await roll(player, { amount: 10, target: 5000, direction: 'UNDER' });
    expect(first.round.steps).toEqual([
      { type: 'roll', target: 5000, direction: 'UNDER', roll: 1194, multiplier: 1.98, win: 19.8 },
    ]);
    expect(first.round).toMatchObject({
      kind: 'DICE',
      gameCode: DICE,
      status: 'SETTLED',
      stake: 10,
      win: 19.8,
      balanceBefore: 1000,
      balanceAfter: 1009.8,
      fairness: { scheme: 'seed', clientSeed: 'lucky-player', nonce: 0, serverSeed: null },
    });
    expect(first.balance).toBe(1009.8);

    // Nonce 1 rolls 52.10. OVER 50.00: 4,999 winning rolls; 1,000 × 9,900 ÷ 4,999 = 1,980.39… → 19.80;
    // the multiplier shown 9,900 ÷ 4,999 = 1.98039… floored to 1.9803.
    const second = await roll(player, { amount: 10, target: 5000, direction: 'OVER' });
    expect(second.round.steps[0]).toMatchObject({ roll: 5210, multiplier: 1.9803, win: 19.8 });
    expect(second.round).toMatchObject({ balanceBefore: 1009.8, balanceAfter: 1019.6, win: 19.8 });

    // Nonce 2 rolls 60.18, not under 60.00: lost. Multiplier 9,900 ÷ 6,000 = 1.65.
    const third = await roll(player, { amount: 5, target: 6000, direction: 'UNDER' });
    expect(third.round.steps[0]).toMatchObject({ roll: 6018, multiplier: 1.65, win: 0 });
    expect(third.round).toMatchObject({
      win: 0,
      balanceBefore: 1019.6,
      balanceAfter: 1014.6,
      status: 'SETTLED',
    });

    // Nonce 3 rolls 3.50. OVER 33.33 loses; an odd stake: 7.77 at 6,666 winning rolls would have paid
    // 777 × 9,900 ÷ 6,666 = 1,153.96… → 11.53 (×1.4851); UNDER 33.34 (3,334 rolls) wins 777 × 9,900 ÷ 3,334
    // = 2,307.17… → 23.07 (×2.9694).
    const fourth = await roll(player, { amount: 7.77, target: 3334, direction: 'UNDER' });
    expect(fourth.round.steps[0]).toMatchObject({ roll: 350, multiplier: 2.9694, win: 23.07 });
    // 1,014.60 − 7.77 + 23.07 = 1,029.90.
    expect(fourth.balance).toBe(1029.9);
    expect((await balanceOf(t.app, player)).balance).toBe(1029.9);

    const record = await betRecordOf(t.db, 'TA', fourth.round.id);
    expect(record).toMatchObject({
      status: 'SETTLED',
      betAmount: 777n,
      payout: 2307n,
      gameType: 'RNG',
      settled: true,
    });
    await expectLedgerClean(t.db);
  });

  it('a retry of the requestId answers the first roll and moves nothing', async () => {
    const member = await createFundedMember(t, 50);
    const body = {
      requestId: `dice-${randomUUID()}`,
      gameCode: DICE,
      amount: 2,
      target: 5000,
      direction: 'OVER',
    };
    const first = await play(t.app, '/wps/house/dice/roll', member, body);
    const again = await play(t.app, '/wps/house/dice/roll', member, body);
    expect(again.round).toEqual(first.round);
    expect(again.balance).toBe(first.balance);
    expect((await balanceOf(t.app, member)).balance).toBe(first.balance);
  });

  it('takes the chances at both ends: 1 % and 98 %', async () => {
    const member = await createFundedMember(t, 50);
    const low = await roll(member, { amount: 1, target: 100, direction: 'UNDER' });
    expect(low.round.steps[0]).toMatchObject({ multiplier: 99 });
    const high = await roll(member, { amount: 1, target: 199, direction: 'OVER' });
    // 9,800 winning rolls: 9,900 ÷ 9,800 = 1.010204… → 1.0102.
    expect(high.round.steps[0]).toMatchObject({ multiplier: 1.0102 });
  });
});

describe('bad dice bets: a clear error in the user’s language, nothing moves', () => {
  const refused = (body: Record<string, unknown>, status: number, code: string, who?: TestPlayer) =>
    expectRefusedWithoutMoney(
      t.app,
      t.db,
      {
        method: 'POST',
        url: '/wps/house/dice/roll',
        headers: (who ?? player).headers,
        payload: {
          requestId: `dice-${randomUUID()}`,
          gameCode: DICE,
          target: 5000,
          direction: 'OVER',
          amount: 5,
          ...body,
        },
      },
      { status, code },
    );

  it('below the minimum or above the maximum: the range written as money', async () => {
    const { es, en } = await refused({ amount: 0.99 }, 400, 'HOUSE_BET_OUT_OF_RANGE');
    expect(es.message).toBe('La apuesta debe estar entre $\u00a01,00 y $\u00a01.000,00.');
    expect(en.message).toBe('The bet must be between $\u00a01.00 and $\u00a01,000.00.');
    await refused({ amount: 1000.01 }, 400, 'HOUSE_BET_OUT_OF_RANGE');
  });

  it('a chance under 1 % or over 98 %: HOUSE_BET_INVALID naming target', async () => {
    const { es, en } = await refused({ target: 99, direction: 'UNDER' }, 400, 'HOUSE_BET_INVALID');
    expect(es.value).toEqual({ fields: ['target'] });
    expect(es.message).toContain('target');
    expect(en.message).toContain('target');
    await refused({ target: 9900, direction: 'OVER' }, 400, 'HOUSE_BET_INVALID');
    await refused({ target: 9801, direction: 'UNDER' }, 400, 'HOUSE_BET_INVALID');
    await refused({ target: 0, direction: 'UNDER' }, 400, 'HOUSE_BET_INVALID');
  });

  it('another game, a malformed amount or target, more than the balance', async () => {
    await refused({ gameCode: 'INHOUSE003' }, 404, 'HOUSE_GAME_NOT_FOUND');
    await refused({ gameCode: 'INHOUSE004' }, 404, 'HOUSE_GAME_NOT_FOUND');
    await refused({ amount: 1.234 }, 400, 'VALIDATION_FAILED');
    await refused({ target: 10_000 }, 400, 'VALIDATION_FAILED');
    await refused({ direction: 'SIDEWAYS' }, 400, 'VALIDATION_FAILED');
    const poor = await createFundedMember(t, 3);
    await refused({ amount: 4 }, 409, 'INSUFFICIENT_BALANCE', poor);
  });

  it('a visitor gets 401', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/wps/house/dice/roll', payload: {} });
    expect(reply.statusCode).toBe(401);
  });
});
