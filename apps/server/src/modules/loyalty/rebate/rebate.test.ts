import type { TRates, TRebateSettings, TVipLevel } from '@platform/contracts/loyalty';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import type { AppError } from '../../../platform/errors';
import { getTestDb, operatorHeaders } from '../../../test/app';
import { createTestClock, createTestMember, putWhitelabel } from '../../identity/testing';
import { readBrand } from '../../wallet/brand';
import { createPlayer } from '../../wallet/testing';
import { addDays, lastFinishedWeeks } from './periods';
import { claimManualRebate } from './claim-manual-rebate';
import type { RebateDeps } from './lines';
import { readManualRebate } from './read-manual-rebate';
import { runDueRebates, runRebateDay } from './run-automatic-rebate';
import { runCashbackWeek, runDueCashback } from '../cashback/run-cashback';
import { DEFAULT_VIP_SETTINGS } from '../vip/defaults';
import {
  brandDay,
  buildTestLoyalty,
  createLoyaltyTestApp,
  expectLedgerClean,
  putBets,
  putLoyaltySettings,
  type TestLoyalty,
} from '../testing';

/**
 * Rebate (automatic and manual, one watermark per member and category) and the weekly cashback, with
 * hand-computed fixtures. The VIP level is a stand-in here (rates per member), so the arithmetic is the
 * test's own. Money in minor units (1 = 0.01).
 */

const author = { actor: 'test', requestId: null };
const clock = createTestClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
const rates = new Map<string, Partial<TRates>>();
const cashbackBp = new Map<string, number>();
const vip = {
  async benefitsOf(_executor: Db, memberId: string): Promise<TVipLevel> {
    return {
      ...DEFAULT_VIP_SETTINGS.levels[0]!,
      rebateRates: { SLOTS: 0, LIVE: 0, SPORTS: 0, LOTTERY: 0, PVP: 0, ...rates.get(memberId) },
      cashbackBp: cashbackBp.get(memberId) ?? 0,
    };
  },
};

let db: Db;
let t: TestLoyalty;
let deps: RebateDeps;
let today: string;

const rebateSettings = (over: Partial<TRebateSettings> = {}): TRebateSettings => ({
  automatic: true,
  payout: 'REWARD_CENTRE',
  minPayout: 0.01,
  rewardValidDays: 7,
  ...over,
});
const setRebate = (over: Partial<TRebateSettings> = {}) =>
  t.ctx.settings.rebate.update(rebateSettings(over), author);
const balance = async (memberId: string) => (await t.ledger.mainBalance(db, memberId)).balance;
const claimsOf = async (memberId: string) =>
  (
    await db.execute<{ mode: string; day: string; valid_bet: string; amount: string; status: string }>(sql`
      select mode, day::text as day, valid_bet::text, amount::text, status from rebate_claims
      where member_id = ${memberId}::uuid order by created_at, mode`)
  ).rows;
const rewardsOf = async (memberId: string) =>
  (
    await db.execute<{
      source_key: string;
      amount: string;
      title: { es: string; en: string };
      turnover_percent: number;
    }>(sql`
      select source_key, amount::text, title, turnover_percent from promotion_rewards
      where member_id = ${memberId}::uuid order by source_key`)
  ).rows;
async function member(memberRates: Partial<TRates>, bp = 0) {
  const created = await createTestMember(db);
  rates.set(created.id, memberRates);
  cashbackBp.set(created.id, bp);
  return created.id;
}
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );
  if (!outcome) throw new Error('expected a refusal');
  return outcome;
}

beforeAll(async () => {
  db = await getTestDb();
  t = buildTestLoyalty(db, clock);
  deps = { ctx: t.ctx, vip };
  today = await brandDay(db, clock.now());
});

describe('automatic rebate of a day', () => {
  it('pays each category at its rate, rounded down per category, into the reward centre once', async () => {
    await setRebate();
    const id = await member({ SLOTS: 80, LIVE: 50, SPORTS: 0, LOTTERY: 0, PVP: 0 });
    const day = addDays(today, -2);
    // SLOTS = RNG 1234.56 + FISH 100.00 = 133456; LIVE 999.99 = 99999.
    await putBets(db, id, day, { gameType: 'RNG', validBet: 123_456n });
    await putBets(db, id, day, { gameType: 'FISH', validBet: 10_000n });
    await putBets(db, id, day, { gameType: 'LIVE', validBet: 99_999n });
    // The next day's bet is not that day's rebate.
    await putBets(db, id, addDays(day, 1), { gameType: 'LIVE', validBet: 50_000n });

    await runRebateDay(deps, day);
    // SLOTS 133456 × 80 / 10000 = 1067.648 → 1067; LIVE 99999 × 50 / 10000 = 499.995 → 499; total 1566
    // (15.66; the floor of the sum, 1567, would pay 0.01 more).
    const [brand] = [await readBrand(db)];
    expect(brand.currency.scale).toBe(2);
    const [y, m, d] = day.split('-');
    expect(await rewardsOf(id)).toEqual([
      expect.objectContaining({
        source_key: `rebate:${id}:${day}`,
        amount: '1566',
        turnover_percent: 100,
        title: expect.objectContaining({ es: `Reembolso del ${d}/${m}/${y}` }),
      }),
    ]);
    expect(await claimsOf(id)).toEqual([
      { mode: 'AUTOMATIC', day, valid_bet: '233455', amount: '1566', status: 'IN_REWARD_CENTRE' },
    ]);
    expect(await balance(id)).toBe(0n);

    // Run again: nothing new. The next day's 500.00 LIVE is still owed (manual page).
    await runRebateDay(deps, day);
    expect(await rewardsOf(id)).toHaveLength(1);
    const page = await readManualRebate(deps, id);
    expect(page.rows.find((row) => row.category === 'LIVE')).toEqual({
      category: 'LIVE',
      validBet: 500,
      rateBp: 50,
      amount: 2.5,
    });
    expect(page.total).toBe(2.5);
    expect(page.history).toEqual([
      expect.objectContaining({ mode: 'AUTOMATIC', amount: 15.66, validBet: 2334.55 }),
    ]);
  });

  it('a manual claim mid-day, then the automatic run of that day: only the valid bet after the claim', async () => {
    await setRebate({ payout: 'DIRECT' });
    const id = await member({ SLOTS: 75 });
    const day = addDays(today, -2);
    await putBets(db, id, day, { gameType: 'RNG', validBet: 33_333n });
    // Manual at noon: 33333 × 75 / 10000 = 249.9975 → 249 (2.49).
    expect(await claimManualRebate(deps, id)).toMatchObject({ amount: 2.49, validBet: 333.33 });
    clock.advance(60_000);
    await putBets(db, id, day, { gameType: 'RNG', validBet: 66_667n });
    // The day's run: lifetime 100000 − counted 33333 = 66667 × 75 / 10000 = 500.0025 → 500 (5.00).
    await runRebateDay(deps, day);
    // Paid 249 + 500 = 749; one rebate of the day's 1000.00 would be 750: each payout rounds down once.
    expect(await balance(id)).toBe(749n);
    expect(
      (await claimsOf(id)).map((claim) => [claim.mode, claim.valid_bet, claim.amount, claim.status]),
    ).toEqual([
      ['MANUAL', '33333', '249', 'PAID'],
      ['AUTOMATIC', '66667', '500', 'PAID'],
    ]);
    await runRebateDay(deps, day);
    expect(await balance(id)).toBe(749n);
    await expectLedgerClean(db);
  });

  it('the automatic run, then the manual page: nothing left of that day', async () => {
    await setRebate({ payout: 'DIRECT' });
    const id = await member({ LIVE: 40 });
    const day = addDays(today, -2);
    await putBets(db, id, day, { gameType: 'LIVE', validBet: 20_000n });
    await runRebateDay(deps, day);
    // 20000 × 40 / 10000 = 80 (0.80).
    expect(await balance(id)).toBe(80n);
    const page = await readManualRebate(deps, id);
    expect(page.total).toBe(0);
    expect(page.rows.every((row) => row.validBet === 0)).toBe(true);
    expect((await refusal(claimManualRebate(deps, id))).code).toBe('REBATE_NOTHING_TO_CLAIM');
    expect(await balance(id)).toBe(80n);
    await expectLedgerClean(db);
  });

  it('below the minimum the rebate waits (nothing paid, watermark kept) and pays once it passes', async () => {
    await setRebate({ payout: 'DIRECT', minPayout: 1 });
    const id = await member({ SLOTS: 50 });
    const first = addDays(today, -3);
    const second = addDays(today, -2);
    await putBets(db, id, first, { gameType: 'RNG', validBet: 15_000n });
    // 15000 × 50 / 10000 = 75 < 100 (the 1.00 minimum): nothing.
    await runRebateDay(deps, first);
    expect(await claimsOf(id)).toEqual([]);
    const below = await refusal(claimManualRebate(deps, id));
    expect(below.code).toBe('REBATE_BELOW_MINIMUM');
    expect(below.messageFields?.('es')).toEqual(['$\u00a01,00']);
    expect(below.messageFields?.('en')).toEqual(['$\u00a01.00']);
    await putBets(db, id, second, { gameType: 'RNG', validBet: 6_000n });
    // The second day: (15000 + 6000) − 0 = 21000 × 50 / 10000 = 105 ≥ 100: paid, both days' valid bet.
    await runRebateDay(deps, second);
    expect(await balance(id)).toBe(105n);
    expect(await claimsOf(id)).toEqual([
      { mode: 'AUTOMATIC', day: second, valid_bet: '21000', amount: '105', status: 'PAID' },
    ]);
    await expectLedgerClean(db);
  });
});

describe('weekly cashback', () => {
  it('pays the week’s net loss × the level’s rate into the reward centre once; a net win gets nothing', async () => {
    await t.ctx.settings.cashback.update(
      { enabled: true, minPayout: 1, turnoverPercent: 300, rewardValidDays: 7 },
      author,
    );
    const { timeZone } = await readBrand(db);
    const monday = lastFinishedWeeks(timeZone, clock.now(), 1)[0]!;
    const loser = await member({}, 500);
    // Monday: bet 1000.00, won back 300.00 (−700); Wednesday: 500.00 bet, 900.00 paid (+400);
    // Sunday: 250.00 lost. Net loss 700 − 400 + 250 = 550.00.
    await putBets(db, loser, monday, { gameType: 'RNG', validBet: 100_000n, payout: 30_000n });
    await putBets(db, loser, addDays(monday, 2), { gameType: 'LIVE', validBet: 50_000n, payout: 90_000n });
    await putBets(db, loser, addDays(monday, 6), { gameType: 'SPORTS', validBet: 25_000n, payout: 0n });
    // Outside the week: the Sunday before and the Monday after.
    await putBets(db, loser, addDays(monday, -1), { gameType: 'RNG', validBet: 10_000n, payout: 0n });
    await putBets(db, loser, addDays(monday, 7), { gameType: 'RNG', validBet: 10_000n, payout: 0n });
    const winner = await member({}, 500);
    // 100.00 lost Monday, 150.00 won Tuesday: a net win of 50.00.
    await putBets(db, winner, monday, { gameType: 'RNG', validBet: 10_000n, payout: 0n });
    await putBets(db, winner, addDays(monday, 1), { gameType: 'RNG', validBet: 10_000n, payout: 25_000n });
    const small = await member({}, 500);
    // 10.00 lost × 5 % = 0.50, below the 1.00 minimum.
    await putBets(db, small, monday, { gameType: 'RNG', validBet: 1_000n, payout: 0n });

    await runCashbackWeek(deps, monday);
    // 55000 × 500 / 10000 = 2750 (27.50).
    expect(await rewardsOf(loser)).toEqual([
      expect.objectContaining({
        source_key: `cashback:${monday}:${loser}`,
        amount: '2750',
        turnover_percent: 300,
      }),
    ]);
    expect(await rewardsOf(winner)).toEqual([]);
    expect(await rewardsOf(small)).toEqual([]);
    const again = await runCashbackWeek(deps, monday);
    expect(again.paid).toBe(0);
    expect(await rewardsOf(loser)).toHaveLength(1);
    // Cashback off: the job does nothing (and the automatic rebate likewise).
    await t.ctx.settings.cashback.update(
      { enabled: false, minPayout: 1, turnoverPercent: 300, rewardValidDays: 7 },
      author,
    );
    expect(await runDueCashback(deps)).toEqual([]);
    await setRebate({ automatic: false });
    expect(await runDueRebates(deps)).toEqual([]);
  });
});

describe('routes', () => {
  it('refuses the manual rebate with the flag off (403 FEATURE_DISABLED), nothing changes', async () => {
    const app = await createLoyaltyTestApp({ clock });
    const player = await createPlayer(app.app, app.db);
    await putBets(app.db, player.id, today, { gameType: 'RNG', validBet: 100_000n });
    await putWhitelabel(app.app, { MANPLAYREB3: false });
    try {
      for (const [method, url] of [
        ['GET', '/wps/loyalty/rebate'],
        ['POST', '/wps/loyalty/rebate/claim'],
      ] as const) {
        const reply = await app.app.inject({ method, url, headers: player.headers });
        expect(reply.statusCode).toBe(403);
        expect(reply.json().code).toBe('FEATURE_DISABLED');
      }
      expect(await claimsOf(player.id)).toEqual([]);
      expect(await balance(player.id)).toBe(0n);
    } finally {
      await putWhitelabel(app.app, {});
    }
  });

  it('a player claims over HTTP at his level’s rate; the operator sees the claim; a second claim finds nothing', async () => {
    const app = await createLoyaltyTestApp({ clock });
    await putLoyaltySettings(app.app, 'rebate', rebateSettings());
    const player = await createPlayer(app.app, app.db);
    // A new member is at level 0 of the default levels: SLOTS 30 bp. 1000.00 × 0.30 % = 300 (3.00).
    await putBets(app.db, player.id, today, { gameType: 'RNG', validBet: 100_000n });
    const page = await app.app.inject({ method: 'GET', url: '/wps/loyalty/rebate', headers: player.headers });
    expect(page.json().value).toMatchObject({
      enabled: true,
      total: 3,
      rows: expect.arrayContaining([{ category: 'SLOTS', validBet: 1000, rateBp: 30, amount: 3 }]),
      history: [],
    });
    const requestId = randomUUID();
    const claim = await app.app.inject({
      method: 'POST',
      url: '/wps/loyalty/rebate/claim',
      headers: player.headers,
      payload: { requestId },
    });
    expect(claim.json()).toMatchObject({
      success: true,
      value: { claimId: requestId, amount: 3, validBet: 1000 },
    });
    // A retry of the same request returns the first claim; nothing is paid twice.
    const retry = await app.app.inject({
      method: 'POST',
      url: '/wps/loyalty/rebate/claim',
      headers: player.headers,
      payload: { requestId },
    });
    expect(retry.json()).toMatchObject({ success: true, value: { claimId: requestId, amount: 3 } });
    expect(await balance(player.id)).toBe(300n);
    const again = await app.app.inject({
      method: 'POST',
      url: '/wps/loyalty/rebate/claim',
      headers: player.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REBATE_NOTHING_TO_CLAIM');
    const listed = await app.app.inject({
      method: 'GET',
      url: `/admin-api/loyalty/rebate/claims?memberId=${player.id}`,
      headers: operatorHeaders,
    });
    expect(listed.json().value).toMatchObject({
      totalElements: 1,
      content: [
        {
          account: player.account,
          mode: 'MANUAL',
          amount: 3,
          status: 'PAID',
          lines: [{ category: 'SLOTS', validBet: 1000, rateBp: 30, amount: 3 }],
        },
      ],
    });
    await expectLedgerClean(app.db);
  });

  it('operator runs: an unfinished day is refused; a finished one runs and is audited', async () => {
    const app = await createLoyaltyTestApp({ clock });
    const refused = await app.app.inject({
      method: 'POST',
      url: '/admin-api/loyalty/runs',
      headers: operatorHeaders,
      payload: { job: 'REBATE', day: today },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: ['day'] } });
    const day = addDays(today, -30);
    const ran = await app.app.inject({
      method: 'POST',
      url: '/admin-api/loyalty/runs',
      headers: operatorHeaders,
      payload: { job: 'REBATE', day },
    });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().value).toEqual({
      job: 'REBATE',
      periods: [{ period: day, members: 0, paid: 0, amount: 0 }],
    });
    const audit = await db.execute<{ n: number | string }>(
      sql`select count(*) as n from audit_log where action = 'loyalty.run.rebate' and target = ${`loyalty-run:REBATE:${day}`}`,
    );
    expect(Number(audit.rows[0]!.n)).toBe(1);
  });
});
