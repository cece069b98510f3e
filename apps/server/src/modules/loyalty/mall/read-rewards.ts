import type { TLanguage } from '@platform/contracts/i18n';
import type { TPointRewardList } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { LoyaltyContext } from '../context';
import { listRewards } from './rewards-repository';

/**
 * MCS2_getPointReward: the mall's active rewards in the request's language, with the stock left, the
 * per-member limit and how many of each the member redeemed (rejected redemptions not counted).
 */
export async function readRewards(
  ctx: LoyaltyContext,
  memberId: string,
  lang: TLanguage,
): Promise<TPointRewardList> {
  const [rows, { rows: mine }, brand] = await Promise.all([
    listRewards(ctx.db, true),
    ctx.db.execute<{
      reward_id: string;
      n: string | number;
    }>(sql`select reward_id::text as reward_id, count(*) as n
      from point_records where member_id = ${memberId}::uuid and type = 'REDEEM' and status <> 'REJECTED'
      group by reward_id`),
    ctx.brand(),
  ]);
  const counts = new Map(mine.map((row) => [row.reward_id, Number(row.n)]));
  return {
    rewards: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: ctx.textIn(row.name, lang),
      description: ctx.textIn(row.description, lang),
      imageUrl: row.image_url,
      pricePoints: Number(row.price_points),
      cashAmount:
        row.cash_amount === null ? null : minorToDecimal(BigInt(row.cash_amount), brand.currency.scale),
      stock: row.stock === null ? null : Number(row.stock),
      perMemberLimit: row.per_member_limit === null ? null : Number(row.per_member_limit),
      redeemedByMe: counts.get(row.id) ?? 0,
    })),
  };
}
