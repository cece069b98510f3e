import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../../test/app';
import * as identityRepository from '../../identity/repository';
import { validBetByCategory } from '../figures';
import { buildTestLoyalty, expectLedgerClean } from '../testing';

describe('the demo rebate history', () => {
  it('gives demo_player past manual claims, leaves only today’s play to claim, and nothing to the daily job', async () => {
    const db = await getTestDb();
    const { loyalty } = buildTestLoyalty(db);
    const member = (await identityRepository.findMemberByAccount(db, 'demo_player'))!;
    const page = await loyalty.rebate.page(member.id);
    expect(page.history.length).toBeGreaterThanOrEqual(1);
    expect(page.history.length).toBeLessThanOrEqual(2);
    expect(page.history.every((claim) => claim.mode === 'MANUAL' && claim.status === 'PAID')).toBe(true);
    // What the page offers is exactly the valid bet the claims did not count (money in cents).
    const lifetime = [...(await validBetByCategory(db, member.id)).values()].reduce((a, b) => a + b, 0n);
    const claimed = page.history.reduce((sum, claim) => sum + Math.round(claim.validBet * 100), 0);
    const offered = page.rows.reduce((sum, row) => sum + Math.round(row.validBet * 100), 0);
    expect(offered).toBe(Number(lifetime) - claimed);

    const pending = async () =>
      Number(
        (
          await db.execute<{ n: string | number }>(
            sql`select count(*) as n from promotion_rewards where member_id = ${member.id}::uuid and status = 'PENDING'`,
          )
        ).rows[0]!.n,
      );
    const before = await pending();
    await loyalty.rebate.runDue();
    expect(await pending()).toBe(before);
    expect((await loyalty.rebate.page(member.id)).history).toHaveLength(page.history.length);
    await expectLedgerClean(db);
  });
});
