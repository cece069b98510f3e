import type { TOperatorRedemption, TOperatorReviewRedemption } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import { HOUSE } from '../../wallet/ledger/ledger';
import type { LoyaltyContext } from '../context';
import { insertRecord } from '../points/records';
import { findRedemption } from './redemptions';

/**
 * An operator's review of a goods redemption, single-use under the record's row lock (reviewed already:
 * 409 REDEMPTION_NOT_REVIEWABLE; unknown: 404 REDEMPTION_NOT_FOUND). APPROVE: the goods go out.
 * REJECT: the points come back (POINTS_REFUND, key `points:refund:<recordId>`, a REFUND record) and the unit
 * returns to stock. Audited; the member's pages are told.
 */
export async function reviewRedemption(
  ctx: LoyaltyContext,
  recordId: string,
  input: TOperatorReviewRedemption,
  author: ChangeAuthor,
): Promise<TOperatorRedemption> {
  const now = ctx.clock.now();
  const memberId = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const { rows } = await tx.execute<{
      member_id: string;
      status: string;
      points: string;
      reward_id: string | null;
    }>(
      sql`select member_id::text as member_id, status, points::text as points, reward_id::text as reward_id
        from point_records where id = ${recordId}::uuid and type = 'REDEEM' for update`,
    );
    const record = rows[0];
    if (!record) throw new AppError('REDEMPTION_NOT_FOUND');
    if (record.status !== 'IN_PROCESS') throw new AppError('REDEMPTION_NOT_REVIEWABLE');
    const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await tx.execute(sql`update point_records set status = ${status}, reviewed_by = ${author.actor},
        reviewed_at = ${now.toISOString()}::timestamptz, remark = coalesce(${input.remark ?? null}, remark)
      where id = ${recordId}::uuid`);
    if (input.decision === 'REJECT') {
      const points = -BigInt(record.points);
      const key = `points:refund:${recordId}`;
      await ctx.ledger.post(tx, {
        key,
        kind: 'POINTS_REFUND',
        legs: [
          { account: await ctx.ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: -points },
          { account: await ctx.ledger.pointsAccount(tx, record.member_id), amount: points },
        ],
        memberId: record.member_id,
        reference: recordId,
        remark: input.remark ?? 'redemption rejected',
        actor: author.actor,
      });
      await insertRecord(
        tx,
        {
          memberId: record.member_id,
          type: 'REFUND',
          points,
          status: 'DONE',
          rewardId: record.reward_id,
          remark: input.remark ?? null,
          ledgerKey: key,
          reviewedBy: author.actor,
        },
        now,
      );
      if (record.reward_id) {
        await tx.execute(sql`update point_rewards set redeemed = greatest(redeemed - 1, 0),
            stock = case when stock is null then null else stock + 1 end, updated_at = ${now.toISOString()}::timestamptz
          where id = ${record.reward_id}::uuid`);
      }
    }
    await recordAudit(tx, {
      ...author,
      action: 'loyalty.redemption.review',
      target: `point-record:${recordId}`,
      before: { status: record.status },
      after: { status, remark: input.remark ?? null },
    });
    return record.member_id;
  });
  ctx.notify(memberId, 'points');
  const redemption = await findRedemption(ctx, recordId);
  if (!redemption) throw new AppError('REDEMPTION_NOT_FOUND');
  return redemption;
}
