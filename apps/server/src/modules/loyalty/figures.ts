import { LOYALTY_CATEGORIES, loyaltyCategoryOf, type TLoyaltyCategory } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';

/**
 * The settled figures loyalty counts, read from the vendors' and the wallet's daily totals (kept in the
 * settlement's and the deposit's own transactions, so a committed bet or deposit is always in them):
 * a member's lifetime valid bet per loyalty category and lifetime deposits. Watermarks (loyalty_watermarks)
 * hold how much of these totals was counted; the difference is what is new. Read-only.
 */

export type CategoryTotals = Map<TLoyaltyCategory, bigint>;

const emptyTotals = (): CategoryTotals => new Map(LOYALTY_CATEGORIES.map((category) => [category, 0n]));

/** Valid bet per loyalty category over [fromDay, toDay] (brand-zone dates, inclusive; null: unbounded). */
export async function validBetByCategory(
  executor: Db,
  memberId: string,
  range: { fromDay?: string | null; toDay?: string | null } = {},
): Promise<CategoryTotals> {
  const { rows } = await executor.execute<{ game_type: string; valid_bet: string }>(sql`
    select game_type, sum(valid_bet)::text as valid_bet from bet_daily_totals
    where member_id = ${memberId}::uuid
      and (${range.fromDay ?? null}::date is null or day >= ${range.fromDay ?? null}::date)
      and (${range.toDay ?? null}::date is null or day <= ${range.toDay ?? null}::date)
    group by game_type`);
  const totals = emptyTotals();
  for (const row of rows) {
    const category = loyaltyCategoryOf(row.game_type);
    totals.set(category, totals.get(category)! + BigInt(row.valid_bet));
  }
  return totals;
}

/** Net loss (valid bet settled minus payouts: −win_loss) over [fromDay, toDay], all categories. */
export async function netLoss(
  executor: Db,
  memberId: string,
  fromDay: string,
  toDay: string,
): Promise<bigint> {
  const { rows } = await executor.execute<{ loss: string | null }>(sql`
    select (-sum(win_loss))::text as loss from bet_daily_totals
    where member_id = ${memberId}::uuid and day >= ${fromDay}::date and day <= ${toDay}::date`);
  return BigInt(rows[0]?.loss ?? '0');
}

/** Deposits credited over [fromDay, toDay] (null: unbounded), from cash_daily_totals. */
export async function deposits(
  executor: Db,
  memberId: string,
  range: { fromDay?: string | null; toDay?: string | null } = {},
): Promise<bigint> {
  const { rows } = await executor.execute<{ amount: string | null }>(sql`
    select sum(amount)::text as amount from cash_daily_totals
    where member_id = ${memberId}::uuid and kind = 'DEPOSIT'
      and (${range.fromDay ?? null}::date is null or day >= ${range.fromDay ?? null}::date)
      and (${range.toDay ?? null}::date is null or day <= ${range.toDay ?? null}::date)`);
  return BigInt(rows[0]?.amount ?? '0');
}

export type WatermarkPurpose = 'POINTS' | 'REBATE';
export type Watermark = { counted: bigint; remainder: bigint };

/**
 * Locks a member's watermarks of a purpose (creating the missing rows at zero) until the end of `tx`, and
 * returns them by category. Every count of that purpose for the member runs under these locks, so two
 * counts (a job and a settlement, a manual claim and the automatic run) never take the same amount twice.
 */
export async function lockWatermarks(
  tx: Db,
  memberId: string,
  purpose: WatermarkPurpose,
  categories: readonly string[],
  now: Date,
): Promise<Map<string, Watermark>> {
  await tx.execute(sql`insert into loyalty_watermarks (member_id, purpose, category, updated_at)
    select ${memberId}::uuid, ${purpose}, c, ${now.toISOString()}::timestamptz
    from unnest(${sql.param([...categories])}::text[]) as c
    on conflict do nothing`);
  const { rows } = await tx.execute<{ category: string; counted: string; remainder: string }>(sql`
    select category, counted::text, remainder::text from loyalty_watermarks
    where member_id = ${memberId}::uuid and purpose = ${purpose}
      and category = any(${sql.param([...categories])}::text[])
    order by category for update`);
  return new Map(
    rows.map((row) => [row.category, { counted: BigInt(row.counted), remainder: BigInt(row.remainder) }]),
  );
}

/** Moves a locked watermark forward (never back: `counted` only grows). */
export async function saveWatermark(
  tx: Db,
  memberId: string,
  purpose: WatermarkPurpose,
  category: string,
  next: Watermark,
  now: Date,
): Promise<void> {
  await tx.execute(sql`update loyalty_watermarks
    set counted = greatest(counted, ${String(next.counted)}::bigint), remainder = ${String(next.remainder)}::bigint,
      updated_at = ${now.toISOString()}::timestamptz
    where member_id = ${memberId}::uuid and purpose = ${purpose} and category = ${category}`);
}
