import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { PromotionsContext } from '../context';
import { claimReward } from './claim-reward';
import { createRewardsService, type RewardsService } from './service';
import { buildTestPromotionsContext } from './testing';

const RACERS = 20;
const author = { actor: 'operator:race', requestId: null };

/** Claims racing on PostgreSQL (PGlite runs one query at a time): every reward is paid exactly once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the reward centre under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let ctx: PromotionsContext;
  let rewards: RewardsService;
  let seq = 0;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
    ({ ctx } = buildTestPromotionsContext(pool.db));
    rewards = createRewardsService(ctx);
  });

  afterAll(async () => {
    await pool?.close();
  });

  const offer = async (memberId: string, amount: bigint) =>
    (
      await ctx.offerReward(pool.db, {
        memberId,
        sourceKey: `race:${memberId}:${(seq += 1)}`,
        source: 'VIP',
        title: { es: 'Bono' },
        amount,
        turnover: { base: 'BONUS', percent: 100 },
        bonusValidDays: null,
        expiresAt: null,
      })
    ).rewardId;

  async function bonusesOf(memberId: string) {
    const { rows } = await pool.db.execute<{ count: string; total: string | null }>(
      sql`select count(*)::text as count, sum(amount)::text as total from promotion_bonuses
        where member_id = ${memberId}::uuid`,
    );
    return { count: Number(rows[0]!.count), total: BigInt(rows[0]!.total ?? 0) };
  }

  it('of 20 simultaneous claims of one reward exactly one pays', async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await createTestMember(pool.db);
      const rewardId = await offer(member.id, 1000n);
      const results = await Promise.allSettled(
        Array.from({ length: RACERS }, () => claimReward(ctx, member.id, rewardId)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected')
          expect(result.reason).toMatchObject({ code: 'REWARD_ALREADY_CLAIMED' });
      }
      expect(await bonusesOf(member.id)).toEqual({ count: 1, total: 1000n });
    }
    expect(await checkLedger(pool.db)).toEqual([]);
  }, 60_000);

  it('claim-all racing claim-one pays each reward once', async () => {
    const member = await createTestMember(pool.db);
    const ids: string[] = [];
    for (const amount of [100n, 250n, 500n, 1000n, 2000n]) ids.push(await offer(member.id, amount));
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, index) =>
        index % 4 === 0 ? rewards.claimAll(member.id, 'es') : rewards.claimOne(member.id, ids[index % 5]!),
      ),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(['REWARD_ALREADY_CLAIMED', 'NOTHING_TO_CLAIM']).toContain(result.reason.code);
      }
    }
    // 1.00 + 2.50 + 5.00 + 10.00 + 20.00 = 38.50
    expect(await bonusesOf(member.id)).toEqual({ count: 5, total: 3850n });
    const { rows } = await pool.db.execute<{ status: string }>(
      sql`select distinct status from promotion_rewards where member_id = ${member.id}::uuid`,
    );
    expect(rows).toEqual([{ status: 'CLAIMED' }]);
    expect(await checkLedger(pool.db)).toEqual([]);
  }, 60_000);

  it('an operator’s cancel racing the member’s claims: exactly one wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await createTestMember(pool.db);
      const rewardId = await offer(member.id, 700n);
      const results = await Promise.allSettled(
        Array.from({ length: RACERS }, (_, index) =>
          index % 2 === 0 ? rewards.cancel(rewardId, 'race', author) : claimReward(ctx, member.id, rewardId),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const { rows } = await pool.db.execute<{ status: string }>(
        sql`select status from promotion_rewards where id = ${rewardId}::uuid`,
      );
      const paid = await bonusesOf(member.id);
      if (rows[0]!.status === 'CLAIMED') expect(paid).toEqual({ count: 1, total: 700n });
      else expect(rows[0]!.status === 'CANCELLED' && paid.count === 0).toBe(true);
    }
    expect(await checkLedger(pool.db)).toEqual([]);
  }, 60_000);
});
