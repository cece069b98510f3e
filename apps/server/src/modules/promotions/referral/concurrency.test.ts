import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { buildTestPromotionsContext } from '../missions/testing';
import { createReferral } from './referral';

const RACERS = 20;

/** The referral reward racing on PostgreSQL: one reward per friend whatever the number of attempts. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the referral reward under concurrency (PostgreSQL)', () => {
  let pool: Database;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
  });

  afterAll(async () => {
    await pool?.close();
  });

  it('20 simultaneous checks of a qualified friend offer one reward', async () => {
    const referral = createReferral(
      buildTestPromotionsContext(pool.db, createTestClock(new Date('2026-11-25T18:00:00Z'))),
    );
    await referral.settings.update(
      {
        rule: 'FIRST_DEPOSIT',
        threshold: 100,
        rewardAmount: 30,
        turnoverMultiple: 1,
        bonusDays: null,
        claimDays: null,
      },
      { actor: 'operator:race', requestId: null },
    );
    const referrer = await createTestMember(pool.db, {
      type: 1,
      affiliateCode: `RC${Date.now().toString(36).toUpperCase()}`,
    });
    const friend = await createTestMember(pool.db, { uplineId: referrer.id });
    await pool.db.execute(sql`insert into member_first_deposits (member_id, day, at, amount)
      values (${friend.id}::uuid, '2026-11-25', now(), 10000)`);
    const outcomes = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, index) =>
        index % 2 === 0 ? referral.check(friend.id) : referral.afterDepositCredited(friend.id),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const { rows } = await pool.db.execute<{ n: string; member_id: string }>(
      sql`select count(*)::text as n, min(member_id::text) as member_id from promotion_rewards
          where source_key = ${`referral:${friend.id}`}`,
    );
    expect(rows[0]).toEqual({ n: '1', member_id: referrer.id });
  });
});
