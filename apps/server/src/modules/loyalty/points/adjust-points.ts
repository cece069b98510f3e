import type { TOperatorPointAdjust, TPointSpendReply } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import { HOUSE, hashRequest } from '../../wallet/ledger/ledger';
import type { LoyaltyContext } from '../context';
import { findRecord, insertRecord, recordToWire, spendingPoints } from './records';

/**
 * An operator's adjustment of a member's points (POINTS_ADJUSTMENT, an ADJUST record), audited.
 * Idempotent by requestId (a retry returns the first record; other content: 409 IDEMPOTENCY_CONFLICT);
 * a deduction below zero is refused (409 INSUFFICIENT_POINTS); unknown member: 404 USER_NOT_FOUND.
 */
export async function adjustPoints(
  ctx: LoyaltyContext,
  input: TOperatorPointAdjust,
  author: ChangeAuthor,
): Promise<TPointSpendReply> {
  const member = await ctx.identity.getMemberById(input.memberId);
  if (!member) throw new AppError('USER_NOT_FOUND');
  const points = BigInt(input.points);
  const key = `points:adjust:${input.memberId}:${input.requestId}`;
  const now = ctx.clock.now();
  const recordId = await spendingPoints(() =>
    ctx.ledger.transaction(ctx.db, async (tx) => {
      const issued = await ctx.ledger.houseAccount(tx, HOUSE.POINTS_ISSUED);
      const own = await ctx.ledger.pointsAccount(tx, input.memberId);
      const outcome = await ctx.ledger.post(tx, {
        key,
        kind: 'POINTS_ADJUSTMENT',
        requestHash: hashRequest({ action: 'adjust', points, remark: input.remark }),
        legs: [
          { account: issued, amount: -points },
          { account: own, amount: points },
        ],
        memberId: input.memberId,
        reference: input.requestId,
        remark: input.remark,
        actor: author.actor,
      });
      if (outcome.replayed) {
        const first = await findRecord(tx, sql`r.ledger_key = ${key}`);
        if (!first) throw new AppError('IDEMPOTENCY_CONFLICT');
        return first.id;
      }
      const id = await insertRecord(
        tx,
        {
          memberId: input.memberId,
          type: 'ADJUST',
          points,
          status: 'DONE',
          remark: input.remark,
          requestId: input.requestId,
          ledgerKey: key,
          reviewedBy: author.actor,
        },
        now,
      );
      await recordAudit(tx, {
        ...author,
        action: 'loyalty.points.adjust',
        target: `member:${input.memberId}`,
        before: null,
        after: { points: input.points, remark: input.remark, recordId: id },
      });
      return id;
    }),
  );
  ctx.notify(input.memberId, 'points');
  const [record, held, brand] = await Promise.all([
    findRecord(ctx.db, sql`r.id = ${recordId}::uuid`),
    ctx.ledger.pointsBalance(ctx.db, input.memberId),
    ctx.brand(),
  ]);
  return { record: recordToWire(ctx, record!, brand.currency.scale, 'es'), points: Number(held.balance) };
}
