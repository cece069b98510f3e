import type { TLanguage } from '@platform/contracts/i18n';
import {
  LOYALTY_CATEGORIES,
  type TPointBalance,
  type TPointConfig,
  type TPointRecordPage,
  type TPointRecordQuery,
} from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { pageReply, pageWindow } from '../../../platform/paging';
import type { LoyaltyContext } from '../context';
import type { VipPart } from '../vip/part';
import { multiplierOf } from './accrue-points';
import { RECORD_COLUMNS, recordToWire, type PointRecordRow } from './records';

/** Earning types: what counts as points "earned" (with positive operator adjustments). */
const EARN_TYPES = [...LOYALTY_CATEGORIES, 'DEPOSIT'];

/** MCS2_getPointBalance: the points held and the points ever earned. */
export async function pointBalance(ctx: LoyaltyContext, memberId: string): Promise<TPointBalance> {
  const [{ balance }, { rows }] = await Promise.all([
    ctx.ledger.pointsBalance(ctx.db, memberId),
    ctx.db.execute<{ earned: string | null }>(sql`select sum(points)::text as earned from point_records
      where member_id = ${memberId}::uuid and points > 0
        and (type = any(${sql.param(EARN_TYPES)}::text[]) or type = 'ADJUST')`),
  ]);
  return { points: Number(balance), earned: Number(rows[0]?.earned ?? 0) };
}

/** MCS2_getPointConfig: the rates as the member sees them, with his VIP multiplier. */
export async function pointConfig(
  ctx: LoyaltyContext,
  vip: VipPart,
  memberId: string,
): Promise<TPointConfig> {
  const [settings, enabled, multiplierPercent] = await Promise.all([
    ctx.settings.points.get(),
    ctx.flagOn('PTSYS3'),
    multiplierOf(vip, ctx.db, memberId),
  ]);
  return {
    enabled,
    earn: LOYALTY_CATEGORIES.flatMap((category) => {
      const rate = settings.earn[category];
      return rate && rate.points > 0 ? [{ category, per: rate.per, points: rate.points }] : [];
    }),
    deposit: settings.deposit,
    convert: settings.convert,
    minConvertPoints: settings.minConvertPoints,
    multiplierPercent,
  };
}

/** MCS2_getRedeemPointList: the member's points records, newest first (EARN, SPEND or ALL). */
export async function pointRecords(
  ctx: LoyaltyContext,
  memberId: string,
  query: TPointRecordQuery,
  lang: TLanguage,
): Promise<TPointRecordPage> {
  const view =
    query.view === 'EARN'
      ? sql`and r.points > 0 and r.type <> 'REFUND'`
      : query.view === 'SPEND'
        ? sql`and r.type in ('REDEEM', 'CONVERT')`
        : sql``;
  const { offset, limit } = pageWindow(query);
  const [{ rows }, { rows: counted }, brand] = await Promise.all([
    ctx.db.execute<PointRecordRow>(sql`select ${RECORD_COLUMNS}
      from point_records r left join point_rewards w on w.id = r.reward_id
      where r.member_id = ${memberId}::uuid ${view}
      order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`),
    ctx.db.execute<{ n: string | number }>(sql`select count(*) as n from point_records r
      where r.member_id = ${memberId}::uuid ${view}`),
    ctx.brand(),
  ]);
  return pageReply(
    query,
    rows.map((row) => recordToWire(ctx, row, brand.currency.scale, lang)),
    Number(counted[0]?.n ?? 0),
  );
}
