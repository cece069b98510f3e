import type { TVipSettings } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { dateIn, startOfDay } from '../../../platform/zoned-time';
import { openTestFilePool } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { readBrand } from '../../wallet/brand';
import { buildTestLoyalty, expectLedgerClean, putBets, putDeposit, type TestLoyalty } from '../testing';
import { DEFAULT_VIP_SETTINGS } from './defaults';

const RACERS = 20;
const HOUR = 3_600_000;

/**
 * VIP's single-use effects racing on PostgreSQL (PGlite runs one query at a time): simultaneous evaluations
 * of a member crossing levels offer each upgrade bonus once, and simultaneous runs of a period relegate and
 * pay each member's period bonus once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('VIP under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let t: TestLoyalty;
  let timeZone: string;
  let firstDay: string;
  const clock = createTestClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  // Levels 1 and 2 of the defaults, with simple thresholds: 1,000.00 / 3,000.00 bet, 100.00 deposits.
  const settings: TVipSettings = {
    period: 'MONTH',
    levels: [
      DEFAULT_VIP_SETTINGS.levels[0]!,
      { ...DEFAULT_VIP_SETTINGS.levels[1]!, reachValidBet: 1_000, reachDeposit: 100, keepValidBet: 500 },
      { ...DEFAULT_VIP_SETTINGS.levels[2]!, reachValidBet: 3_000, reachDeposit: 100, keepValidBet: 1_500 },
    ],
  };

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
    db = pool.db;
    t = buildTestLoyalty(db, clock);
    timeZone = (await readBrand(db)).timeZone;
    firstDay = dateIn(timeZone, clock.now());
    await db.execute(
      sql`update brand_config set config = jsonb_set(config, '{whitelabel,VIP3}', 'true'::jsonb)`,
    );
    await t.ctx.settings.vip.update(settings, { actor: 'test', requestId: null });
  });
  afterAll(async () => {
    await pool?.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string | number }>(query)).rows[0]!.n);
  const racing = <T>(run: () => Promise<T>) => Promise.allSettled(Array.from({ length: RACERS }, run));
  /** Day `n` of the month `offset` months from the clock's first month. */
  function day(offset: number, n: number): string {
    const [year = 0, month = 1] = firstDay.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1 + offset, n)).toISOString().slice(0, 10);
  }
  const setDay = (date: string, hour = 12) =>
    clock.set(new Date(startOfDay(timeZone, date).getTime() + hour * HOUR));

  it('20 simultaneous evaluations of a member crossing two levels: one upgrade, each bonus once', async () => {
    const { id } = await createTestMember(db);
    // 3,000.00 bet and 100.00 deposited: level 0 → 2, bonuses of levels 1 (5.00) and 2 (25.00).
    await putDeposit(db, t.ledger, id, 10_000n);
    await putBets(db, id, dateIn(timeZone, clock.now()), { gameType: 'RNG', validBet: 300_000n });
    const results = await racing(() => t.loyalty.vip.evaluate(id));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(results.filter((result) => result.status === 'fulfilled' && result.value !== null)).toHaveLength(
      1,
    );
    const rewards = await db.execute<{ source_key: string; amount: string }>(sql`
      select source_key, amount::text as amount from promotion_rewards where member_id = ${id}::uuid order by source_key`);
    expect(rewards.rows).toEqual([
      { source_key: `vip:upgrade:1:${id}`, amount: '500' },
      { source_key: `vip:upgrade:2:${id}`, amount: '2500' },
    ]);
    expect(await count(sql`select count(*) as n from vip_level_changes where member_id = ${id}::uuid`)).toBe(
      1,
    );
    expect(await count(sql`select level as n from vip_members where member_id = ${id}::uuid`)).toBe(2);
    await expectLedgerClean(db);
  });

  it('20 simultaneous runs of a period: one relegation and one period bonus per member', async () => {
    // Two months back: both reach level 2 (3,000.00 bet, 100.00 deposits). Last month: keeper bets
    // 1,500.00 (= keep, kept), loser 100.00 (relegated to 1).
    const keeper = await createTestMember(db);
    const loser = await createTestMember(db);
    setDay(day(-2, 5));
    for (const member of [keeper, loser]) {
      await putDeposit(db, t.ledger, member.id, 10_000n);
      await putBets(db, member.id, day(-2, 5), { gameType: 'RNG', validBet: 300_000n });
      await t.loyalty.vip.evaluate(member.id);
    }
    await putBets(db, keeper.id, day(-1, 9), { gameType: 'LIVE', validBet: 150_000n });
    await putBets(db, loser.id, day(-1, 9), { gameType: 'LIVE', validBet: 10_000n });
    setDay(day(0, 1), 2);
    const results = await racing(() => t.loyalty.vip.runPeriod({ day: day(-1, 1) }));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const periodKey = day(-1, 1);
    const bonuses = await db.execute<{ member_id: string; amount: string }>(sql`
      select member_id::text as member_id, amount::text as amount from promotion_rewards
      where source_key like ${`vip:period:${periodKey}:%`} and member_id in (${keeper.id}::uuid, ${loser.id}::uuid)`);
    // Keeper stays at level 2 (period bonus 10.00); loser is paid at level 1 (2.00).
    expect(new Map(bonuses.rows.map((row) => [row.member_id, row.amount]))).toEqual(
      new Map([
        [keeper.id, '1000'],
        [loser.id, '200'],
      ]),
    );
    expect(
      await count(
        sql`select count(*) as n from vip_level_changes where member_id = ${loser.id}::uuid and reason = 'DOWNGRADE'`,
      ),
    ).toBe(1);
    expect(await count(sql`select level as n from vip_members where member_id = ${loser.id}::uuid`)).toBe(1);
    expect(await count(sql`select level as n from vip_members where member_id = ${keeper.id}::uuid`)).toBe(2);
    expect(
      await count(
        sql`select count(*) as n from loyalty_runs where job = 'VIP_PERIOD' and period = ${periodKey} and finished_at is not null`,
      ),
    ).toBe(1);
  });
});
