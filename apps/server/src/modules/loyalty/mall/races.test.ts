import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { adjustPoints } from '../points/adjust-points';
import { convertPoints } from '../points/convert-points';
import { brandDay, buildTestLoyalty, expectLedgerClean, putBets, type TestLoyalty } from '../testing';
import { createReward } from './manage-rewards';

const RACERS = 20;
const system = { actor: 'test', requestId: null };

/**
 * Single-use actions of points racing on PostgreSQL (PGlite runs one query at a time): the last unit of a
 * reward, a conversion of the whole balance, the review of a redemption, one request id sent many times.
 * The ledger checker (cash and points) stays clean after each.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('points and the mall under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let t: TestLoyalty;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
    t = buildTestLoyalty(pool.db);
  });

  afterAll(async () => {
    await pool?.close();
  });

  const memberWith = async (points: number) => {
    const member = await createTestMember(pool.db);
    await adjustPoints(
      t.ctx,
      { memberId: member.id, points, remark: 'race', requestId: randomUUID() },
      system,
    );
    return member;
  };
  const pointsOf = async (memberId: string) =>
    Number((await t.ledger.pointsBalance(pool.db, memberId)).balance);
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await pool.db.execute<{ n: string | number }>(query)).rows[0]!.n);
  const rejections = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { code?: string }).code] : [],
    );
  const goods = (stock: number) =>
    createReward(
      t.ctx,
      {
        kind: 'GOODS',
        name: { es: 'Reloj', en: 'Watch' },
        description: { es: 'Reloj', en: 'Watch' },
        imageUrl: '',
        pricePoints: 100,
        cashAmount: null,
        stock,
        perMemberLimit: null,
        sortOrder: 0,
        active: true,
      },
      null,
    );
  const delivery = { name: 'Ana', phone: '5512345678', address: 'Calle 1, CDMX' };

  it('20 simultaneous accruals credit a settlement once', async () => {
    const member = await createTestMember(pool.db);
    // Slots 123.45 at the default 1 point per 10.00 → 12 points.
    await putBets(pool.db, member.id, await brandDay(pool.db, new Date()), {
      gameType: 'RNG',
      validBet: 12_345n,
    });
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => t.loyalty.points.accrue(member.id)),
    );
    expect(rejections(results)).toEqual([]);
    expect(await pointsOf(member.id)).toBe(12);
    expect(
      await count(sql`select count(*) as n from point_records where member_id = ${member.id}::uuid`),
    ).toBe(1);
    await expectLedgerClean(pool.db);
  });

  it('of 20 members redeeming the last unit at once one gets it', async () => {
    const reward = await goods(1);
    const members = await Promise.all(Array.from({ length: RACERS }, () => memberWith(100)));
    const results = await Promise.allSettled(
      members.map((member) =>
        t.loyalty.mall.redeem(member.id, { rewardId: reward.id, delivery, requestId: randomUUID() }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(rejections(results)).toEqual(Array(RACERS - 1).fill('POINT_REWARD_OUT_OF_STOCK'));
    const left = await Promise.all(members.map((member) => pointsOf(member.id)));
    expect(left.filter((points) => points === 0)).toHaveLength(1);
    expect(
      (
        await pool.db.execute<{ stock: number; redeemed: number }>(
          sql`select stock, redeemed from point_rewards where id = ${reward.id}::uuid`,
        )
      ).rows[0],
    ).toEqual({ stock: 0, redeemed: 1 });
    await expectLedgerClean(pool.db);
  });

  it('of 20 conversions of the whole balance with different request ids one converts', async () => {
    const member = await memberWith(300);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () =>
        convertPoints(t.ctx, member.id, { points: 300, requestId: randomUUID() }, 'es'),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(rejections(results)).toEqual(Array(RACERS - 1).fill('INSUFFICIENT_POINTS'));
    expect(await pointsOf(member.id)).toBe(0);
    // 300 points at the default 100 → 1.00: 3.00 of balance.
    expect((await t.ledger.mainBalance(pool.db, member.id)).balance).toBe(300n);
    await expectLedgerClean(pool.db);
  });

  it('one request id sent 20 times at once converts once and answers the same record', async () => {
    const member = await memberWith(500);
    const requestId = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => convertPoints(t.ctx, member.id, { points: 200, requestId }, 'es')),
    );
    expect(rejections(results)).toEqual([]);
    const ids = new Set(
      results.map((result) => (result.status === 'fulfilled' ? result.value.record.id : '')),
    );
    expect(ids.size).toBe(1);
    expect(await pointsOf(member.id)).toBe(300);
    expect(
      await count(
        sql`select count(*) as n from point_records where member_id = ${member.id}::uuid and type = 'CONVERT'`,
      ),
    ).toBe(1);
    await expectLedgerClean(pool.db);
  });

  it('of 20 simultaneous reviews of a redemption one applies and the points come back once', async () => {
    const reward = await goods(5);
    const member = await memberWith(100);
    const { record } = await t.loyalty.mall.redeem(member.id, {
      rewardId: reward.id,
      delivery,
      requestId: randomUUID(),
    });
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, index) =>
        t.loyalty.mall.review(record.id, { decision: index % 2 === 0 ? 'REJECT' : 'APPROVE' }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(rejections(results)).toEqual(Array(RACERS - 1).fill('REDEMPTION_NOT_REVIEWABLE'));
    const status = (
      await pool.db.execute<{ status: string }>(
        sql`select status from point_records where id = ${record.id}::uuid`,
      )
    ).rows[0]!.status;
    // A rejection returned the 100 points once; an approval kept them.
    expect(await pointsOf(member.id)).toBe(status === 'REJECTED' ? 100 : 0);
    expect(
      await count(
        sql`select count(*) as n from point_records where member_id = ${member.id}::uuid and type = 'REFUND'`,
      ),
    ).toBe(status === 'REJECTED' ? 1 : 0);
    await expectLedgerClean(pool.db);
  });
});
