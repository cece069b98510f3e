import type { TOperatorRedemption, TOperatorRedemptionQuery } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { pageReply, pageWindow, type PageReply } from '../../../platform/paging';
import type { LoyaltyContext } from '../context';
import { iso, RECORD_COLUMNS, recordToWire, type PointRecordRow } from '../points/records';

type RedemptionRow = PointRecordRow & { account: string };

function toRedemption(ctx: LoyaltyContext, row: RedemptionRow, scale: number): TOperatorRedemption {
  return {
    ...recordToWire(ctx, row, scale, 'es'),
    memberId: row.member_id,
    account: row.account,
    rewardId: row.reward_id,
    delivery: row.delivery,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
  };
}

/** The redemption queue: mall redemptions (optionally by status or member), oldest first while IN_PROCESS. */
export async function listRedemptions(
  ctx: LoyaltyContext,
  query: TOperatorRedemptionQuery,
): Promise<PageReply<TOperatorRedemption>> {
  const where = sql`r.type = 'REDEEM'
    ${query.status ? sql`and r.status = ${query.status}` : sql``}
    ${query.memberId ? sql`and r.member_id = ${query.memberId}::uuid` : sql``}`;
  const order =
    query.status === 'IN_PROCESS' ? sql`r.created_at asc, r.id` : sql`r.created_at desc, r.id desc`;
  const { offset, limit } = pageWindow(query);
  const [{ rows }, { rows: counted }, brand] = await Promise.all([
    ctx.db.execute<RedemptionRow>(sql`select ${RECORD_COLUMNS}, m.account
      from point_records r left join point_rewards w on w.id = r.reward_id join members m on m.id = r.member_id
      where ${where} order by ${order} limit ${limit} offset ${offset}`),
    ctx.db.execute<{ n: string | number }>(sql`select count(*) as n from point_records r where ${where}`),
    ctx.brand(),
  ]);
  return pageReply(
    query,
    rows.map((row) => toRedemption(ctx, row, brand.currency.scale)),
    Number(counted[0]?.n ?? 0),
  );
}

export async function findRedemption(
  ctx: LoyaltyContext,
  recordId: string,
): Promise<TOperatorRedemption | null> {
  const [{ rows }, brand] = await Promise.all([
    ctx.db.execute<RedemptionRow>(sql`select ${RECORD_COLUMNS}, m.account
      from point_records r left join point_rewards w on w.id = r.reward_id join members m on m.id = r.member_id
      where r.id = ${recordId}::uuid and r.type = 'REDEEM'`),
    ctx.brand(),
  ]);
  return rows[0] ? toRedemption(ctx, rows[0], brand.currency.scale) : null;
}
