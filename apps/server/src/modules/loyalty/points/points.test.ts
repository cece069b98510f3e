import { randomUUID } from 'node:crypto';
import { DEFAULT_POINTS_SETTINGS, type TPointsSettings } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import { putWhitelabel } from '../../identity/testing';
import {
  balanceOf,
  createPlayer,
  expectRefusedWithoutMoney,
  TEST_PAYMENT_PASSWORD,
  type TestPlayer,
} from '../../wallet/testing';
import {
  brandDay,
  createLoyaltyTestApp,
  expectLedgerClean,
  putBets,
  putDeposit,
  putLoyaltySettings,
  type LoyaltyTestApp,
} from '../testing';
import type { VipPart } from '../vip/part';
import { accruePoints } from './accrue-points';

/**
 * Points (flag PTSYS3): earning on settled valid bet by category and on deposits (the watermark rule with
 * the remainder carried), the member's reads, the conversion to balance and the operator's adjustment.
 */

// Slots 1 point per 10.00, live 1 per 20.00, deposits 1 per 100.00; 100 points convert to 1.00.
const SETTINGS: TPointsSettings = {
  ...DEFAULT_POINTS_SETTINGS,
  earn: {
    SLOTS: { per: 10, points: 1 },
    LIVE: { per: 20, points: 1 },
    SPORTS: { per: 10, points: 1 },
    LOTTERY: { per: 10, points: 0 },
    PVP: { per: 20, points: 1 },
  },
  deposit: { per: 100, points: 1 },
  convert: { points: 100, amount: 1 },
  minConvertPoints: 100,
};

let t: LoyaltyTestApp;
let day: string;

const get = (player: TestPlayer, url: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...player.headers, 'accept-language': lang } });
const pointsOf = async (player: TestPlayer) =>
  (await get(player, '/wps/relay/MCS2_getPointBalance')).json().value as { points: number; earned: number };
const give = async (memberId: string, points: number) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/admin-api/loyalty/points/adjust',
    headers: operatorHeaders,
    payload: { memberId, points, remark: 'test points', requestId: randomUUID() },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as { points: number };
};
const convert = (player: TestPlayer, body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/wps/relay/passwordCheck/MCS2_convertPoint',
  headers: player.headers,
  payload: { paymentPassword: TEST_PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
});

beforeAll(async () => {
  t = await createLoyaltyTestApp();
  day = await brandDay(t.db, t.clock.now());
  await putLoyaltySettings(t.app, 'points', SETTINGS);
});

afterAll(async () => {
  await expectLedgerClean(t.db);
});

describe('earning points', () => {
  it('credits each category at its rate, carries the remainder to the next settlement and never pays twice', async () => {
    const player = await createPlayer(t.app, t.db);
    // Slots 25.50 → floor(25.50 / 10.00) = 2 points, 5.50 carried.
    // Live 45.00 → floor(45.00 / 20.00) = 2 points, 5.00 carried.
    // Lottery 50.00 → its rate is 0 points: nothing.  Deposits 250.00 → 2 points, 50.00 carried.
    await putBets(t.db, player.id, day, { gameType: 'RNG', validBet: 2550n });
    await putBets(t.db, player.id, day, { gameType: 'LIVE', validBet: 4500n });
    await putBets(t.db, player.id, day, { gameType: 'LOTT', validBet: 5000n });
    await putDeposit(t.db, t.loyalty.ctx.ledger, player.id, 25_000n);
    await t.loyalty.points.accrue(player.id);
    expect(await pointsOf(player)).toEqual({ points: 6, earned: 6 });

    // Slots 4.50 more: (4.50 + 5.50 carried) = 10.00 → 1 point. Fish counts as slots: 0.00 here.
    await putBets(t.db, player.id, day, { gameType: 'FISH', validBet: 450n });
    await t.loyalty.points.accrue(player.id);
    await t.loyalty.points.accrue(player.id);
    expect(await pointsOf(player)).toEqual({ points: 7, earned: 7 });
    expect(t.events.some((e) => e.memberId === player.id && e.event.type === 'loyalty')).toBe(true);

    const records = (await get(player, '/wps/relay/MCS2_getRedeemPointList?view=EARN')).json().value;
    expect(records.totalElements).toBe(4);
    expect(
      records.content.map((r: { type: string; points: number; amount: number }) => [
        r.type,
        r.points,
        r.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['SLOTS', 2, 25.5],
        ['SLOTS', 1, 4.5],
        ['LIVE', 2, 45],
        ['DEPOSIT', 2, 250],
      ]),
    );
  });

  it('applies the VIP multiplier to the points of whole units, rounding down', async () => {
    const player = await createPlayer(t.app, t.db);
    const vip = { benefitsOf: async () => ({ pointsMultiplierPercent: 150 }) } as unknown as VipPart;
    // Slots 39.99 → 3 units × 1 point × 150 % = 4.5 → 4 points; 9.99 carried.
    await putBets(t.db, player.id, day, { gameType: 'RNG', validBet: 3999n });
    expect(await accruePoints(t.loyalty.ctx, vip, player.id)).toBe(4n);
    // Slots 0.01 more → (0.01 + 9.99) = 1 unit × 150 % = 1.5 → 1 point.
    await putBets(t.db, player.id, day, { gameType: 'RNG', validBet: 1n });
    expect(await accruePoints(t.loyalty.ctx, vip, player.id)).toBe(1n);
    expect((await pointsOf(player)).points).toBe(5);
  });

  it('the catch-up job finds members whose new bets were not counted yet', async () => {
    const player = await createPlayer(t.app, t.db);
    await putBets(t.db, player.id, day, { gameType: 'SPORTS', validBet: 3000n });
    const result = await t.loyalty.points.catchUp(t.clock.now());
    expect(result.members).toBeGreaterThanOrEqual(1);
    // Sports 30.00 at 1 per 10.00 → 3 points; a second run finds nothing new for him.
    expect((await pointsOf(player)).points).toBe(3);
    await t.loyalty.points.catchUp(t.clock.now());
    expect((await pointsOf(player)).points).toBe(3);
  });

  it('with the points system off nothing is counted and every call is refused', async () => {
    const player = await createPlayer(t.app, t.db);
    await putBets(t.db, player.id, day, { gameType: 'RNG', validBet: 5000n });
    await putWhitelabel(t.app, { PTSYS3: false });
    try {
      await t.loyalty.points.accrue(player.id);
      for (const url of [
        '/wps/relay/MCS2_getPointBalance',
        '/wps/relay/MCS2_getPointConfig',
        '/wps/relay/MCS2_getRedeemPointList',
        '/wps/relay/MCS2_getPointReward',
      ]) {
        const reply = await get(player, url);
        expect(reply.statusCode, url).toBe(403);
        expect(reply.json().code).toBe('FEATURE_DISABLED');
      }
      await expectRefusedWithoutMoney(t.app, t.db, convert(player, { points: 100 }), {
        status: 403,
        code: 'FEATURE_DISABLED',
      });
    } finally {
      await putWhitelabel(t.app, {});
    }
    // Back on: the bets settled meanwhile count now (50.00 → 5 points).
    await t.loyalty.points.accrue(player.id);
    expect((await pointsOf(player)).points).toBe(5);
  });
});

describe('reads', () => {
  it('the config shows the rates that earn, the conversion and the member’s multiplier', async () => {
    const player = await createPlayer(t.app, t.db);
    const config = (await get(player, '/wps/relay/MCS2_getPointConfig')).json().value;
    expect(config).toMatchObject({
      enabled: true,
      deposit: { per: 100, points: 1 },
      convert: { points: 100, amount: 1 },
      minConvertPoints: 100,
      multiplierPercent: 100,
    });
    expect(config.earn.map((rate: { category: string }) => rate.category)).not.toContain('LOTTERY');
  });

  it('trial accounts may not read points', async () => {
    const trial = await createPlayer(t.app, t.db, { type: 4, paymentPassword: null });
    const reply = await get(trial, '/wps/relay/MCS2_getPointBalance');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('converting points', () => {
  it('takes the points and credits the balance at the rate, once per request id', async () => {
    const player = await createPlayer(t.app, t.db);
    await give(player.id, 350);
    const request = convert(player, { points: 300 });
    const reply = await t.app.inject(request);
    expect(reply.statusCode, reply.body).toBe(200);
    // 300 points / 100 × 1.00 = 3.00 of balance; 50 points left.
    expect(reply.json().value).toMatchObject({
      points: 50,
      record: { type: 'CONVERT', points: -300, amount: 3, status: 'DONE' },
    });
    expect((await balanceOf(t.app, player)).balance).toBe(3);
    // The same request again: the first record, nothing moves.
    const again = await t.app.inject(request);
    expect(again.json().value.record.id).toBe(reply.json().value.record.id);
    expect((await balanceOf(t.app, player)).balance).toBe(3);
    // The same request id with other content: refused.
    const other = await t.app.inject({ ...request, payload: { ...request.payload, points: 100 } });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const spend = (await get(player, '/wps/relay/MCS2_getRedeemPointList?view=SPEND')).json().value;
    expect(spend.content).toHaveLength(1);
  });

  it('refuses zero, a part of the unit, more than held and a wrong password, changing nothing', async () => {
    const player = await createPlayer(t.app, t.db);
    await give(player.id, 250);
    await expectRefusedWithoutMoney(t.app, t.db, convert(player, { points: 0 }), {
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const invalid = await expectRefusedWithoutMoney(t.app, t.db, convert(player, { points: 150 }), {
      status: 400,
      code: 'CONVERT_POINTS_INVALID',
    });
    expect(invalid.en.message).toContain('multiples of 100');
    expect(invalid.es.message).toContain('múltiplos de 100');
    await expectRefusedWithoutMoney(t.app, t.db, convert(player, { points: 300 }), {
      status: 409,
      code: 'INSUFFICIENT_POINTS',
    });
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      convert(player, { points: 100, paymentPassword: '999999' }),
      {
        status: 400,
        code: 'WRONG_PAYMENT_PASSWORD',
      },
    );
    expect((await pointsOf(player)).points).toBe(250);
    const { rows } = await t.db.execute<{ hits: number }>(
      sql`select hits from throttles where key = ${`payment-password-failures:${player.id}`}`,
    );
    expect(Number(rows[0]?.hits)).toBe(2);
  });
});

describe('operator adjustments', () => {
  it('adds and takes points, refuses going below zero, and is audited', async () => {
    const player = await createPlayer(t.app, t.db);
    expect((await give(player.id, 40)).points).toBe(40);
    expect((await give(player.id, -15)).points).toBe(25);
    const below = await t.app.inject({
      method: 'POST',
      url: '/admin-api/loyalty/points/adjust',
      headers: operatorHeaders,
      payload: { memberId: player.id, points: -26, remark: 'too much', requestId: randomUUID() },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('INSUFFICIENT_POINTS');
    expect((await pointsOf(player)).points).toBe(25);
    const { rows } = await t.db.execute<{ n: string | number }>(
      sql`select count(*) as n from audit_log where action = 'loyalty.points.adjust' and target = ${`member:${player.id}`}`,
    );
    expect(Number(rows[0]!.n)).toBe(2);
  });
});
