import type { TRates, TVipLevel } from '@platform/contracts/loyalty';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { readBrand } from '../../wallet/brand';
import { runCashbackWeek } from '../cashback/run-cashback';
import { brandDay, buildTestLoyalty, expectLedgerClean, putBets, type TestLoyalty } from '../testing';
import { DEFAULT_VIP_SETTINGS } from '../vip/defaults';
import { claimManualRebate } from './claim-manual-rebate';
import type { RebateDeps } from './lines';
import { addDays, lastFinishedWeeks } from './periods';
import { runRebateDay } from './run-automatic-rebate';

const RACERS = 20;
const author = { actor: 'test', requestId: null };

/**
 * Rebate and cashback payouts racing on PostgreSQL (PGlite runs one query at a time): simultaneous manual
 * claims, a manual claim against the automatic run, automatic runs of one day, cashback runs of one week —
 * each valid bet, day or week paid once. The ledger checker stays clean after each.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('rebate and cashback under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let t: TestLoyalty;
  let deps: RebateDeps;
  let today: string;
  const clock = createTestClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const rates: TRates = { SLOTS: 100, LIVE: 50, SPORTS: 0, LOTTERY: 0, PVP: 0 };
  const vip = {
    async benefitsOf(): Promise<TVipLevel> {
      return { ...DEFAULT_VIP_SETTINGS.levels[0]!, rebateRates: rates, cashbackBp: 1_000 };
    },
  };

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
    db = pool.db;
    t = buildTestLoyalty(db, clock);
    deps = { ctx: t.ctx, vip };
    today = await brandDay(db, clock.now());
  });
  afterAll(async () => {
    await pool?.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string | number }>(query)).rows[0]!.n);
  const balance = async (memberId: string) => (await t.ledger.mainBalance(db, memberId)).balance;
  const racing = <T>(run: (index: number) => Promise<T>) =>
    Promise.allSettled(Array.from({ length: RACERS }, (_, index) => run(index)));

  it('20 simultaneous manual claims: one pays, 19 find nothing to claim', async () => {
    await t.ctx.settings.rebate.update(
      { automatic: true, payout: 'DIRECT', minPayout: 0.01, rewardValidDays: 7 },
      author,
    );
    const { id } = await createTestMember(db);
    // SLOTS 500.00 × 1 % = 500; LIVE 300.00 × 0.5 % = 150: 650 (6.50).
    await putBets(db, id, today, { gameType: 'RNG', validBet: 50_000n });
    await putBets(db, id, today, { gameType: 'LIVE', validBet: 30_000n });
    const results = await racing(() => claimManualRebate(deps, id));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'REBATE_NOTHING_TO_CLAIM' });
    }
    expect(await balance(id)).toBe(650n);
    expect(await count(sql`select count(*) as n from rebate_claims where member_id = ${id}::uuid`)).toBe(1);
    await expectLedgerClean(db);
  });

  it('20 simultaneous sends of one claim (one requestId): one payment, every reply that claim', async () => {
    const { id } = await createTestMember(db);
    // SLOTS 80.00 × 1 % = 80 (0.80).
    await putBets(db, id, today, { gameType: 'RNG', validBet: 8_000n });
    const requestId = randomUUID();
    const results = await racing(() => claimManualRebate(deps, id, { requestId }));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const result of results) {
      if (result.status === 'fulfilled')
        expect(result.value).toEqual({ claimId: requestId, amount: 0.8, validBet: 80 });
    }
    expect(await balance(id)).toBe(80n);
    await expectLedgerClean(db);
  });

  it('manual claims racing automatic runs of the day: its valid bet is paid once', async () => {
    const { id } = await createTestMember(db);
    const day = addDays(today, -2);
    // SLOTS 1234.00 × 1 % = 1234 (12.34), whoever pays it.
    await putBets(db, id, day, { gameType: 'RNG', validBet: 123_400n });
    const results = await racing((index): Promise<unknown> =>
      index % 2 === 0 ? claimManualRebate(deps, id) : runRebateDay(deps, day),
    );
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'REBATE_NOTHING_TO_CLAIM' });
    }
    expect(await balance(id)).toBe(1_234n);
    const claims = await db.execute<{ valid_bet: string }>(
      sql`select valid_bet::text from rebate_claims where member_id = ${id}::uuid`,
    );
    expect(claims.rows).toEqual([{ valid_bet: '123400' }]);
    await expectLedgerClean(db);
  });

  it('20 simultaneous automatic runs of a day: one payout per member', async () => {
    await t.ctx.settings.rebate.update(
      { automatic: true, payout: 'REWARD_CENTRE', minPayout: 0.01, rewardValidDays: 7 },
      author,
    );
    const day = addDays(today, -3);
    const members = await Promise.all([1, 2, 3].map(() => createTestMember(db)));
    for (const [index, { id }] of members.entries()) {
      await putBets(db, id, day, { gameType: 'LIVE', validBet: BigInt(10_000 * (index + 1)) });
    }
    const results = await racing(() => runRebateDay(deps, day));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const [index, { id }] of members.entries()) {
      // LIVE 100.00 × (index + 1) × 0.5 % = 50 × (index + 1).
      const rewards = await db.execute<{ amount: string }>(
        sql`select amount::text from promotion_rewards where member_id = ${id}::uuid`,
      );
      expect(rewards.rows).toEqual([{ amount: String(50 * (index + 1)) }]);
      expect(await count(sql`select count(*) as n from rebate_claims where member_id = ${id}::uuid`)).toBe(1);
    }
    await expectLedgerClean(db);
  });

  it('20 simultaneous cashback runs of a week: one reward', async () => {
    await t.ctx.settings.cashback.update(
      { enabled: true, minPayout: 1, turnoverPercent: 100, rewardValidDays: 7 },
      author,
    );
    const { timeZone } = await readBrand(db);
    const monday = lastFinishedWeeks(timeZone, clock.now(), 1)[0]!;
    const { id } = await createTestMember(db);
    // 400.00 lost × 10 % = 4000 (40.00).
    await putBets(db, id, addDays(monday, 3), { gameType: 'RNG', validBet: 40_000n, payout: 0n });
    const results = await racing(() => runCashbackWeek(deps, monday));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const rewards = await db.execute<{ amount: string }>(
      sql`select amount::text from promotion_rewards where member_id = ${id}::uuid and source = 'CASHBACK'`,
    );
    expect(rewards.rows).toEqual([{ amount: '4000' }]);
    // The racers' reports add up to the rewards of the week: none counts another's offer.
    expect(
      results.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value.paid : 0), 0),
    ).toBe(
      await count(
        sql`select count(*) as n from promotion_rewards where source_key like ${`cashback:${monday}:%`}`,
      ),
    );
  });
});
