import { LOYALTY_CATEGORIES, type TPointsRate } from '@platform/contracts/loyalty';
import { decimalToMinor } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { HOUSE } from '../../wallet/ledger/ledger';
import type { LoyaltyContext } from '../context';
import { deposits, lockWatermarks, saveWatermark, validBetByCategory } from '../figures';
import type { VipPart } from '../vip/part';
import { insertRecord } from './records';

/** The watermark categories of points: the five loyalty categories and DEPOSIT. */
export const POINTS_CATEGORIES = [...LOYALTY_CATEGORIES, 'DEPOSIT'] as const;

/** The member's VIP multiplier of earned points (percent). */
export async function multiplierOf(vip: VipPart, executor: Db, memberId: string): Promise<number> {
  return (await vip.benefitsOf(executor, memberId)).pointsMultiplierPercent;
}

/**
 * Points for a new amount counted (watermark rule): `units = floor((delta + remainder) / per)`, the rest
 * carried, `points = floor(units × ratePoints × multiplier / 100)`. `per` in minor units.
 */
export function earnedPoints(
  delta: bigint,
  remainder: bigint,
  per: bigint,
  ratePoints: number,
  multiplierPercent: number,
): { points: bigint; remainder: bigint } {
  const pool = delta + remainder;
  const units = pool / per;
  return {
    points: (units * BigInt(ratePoints) * BigInt(multiplierPercent)) / 100n,
    remainder: pool - units * per,
  };
}

/**
 * Credits the points a member's new settled valid bet (per category) and new deposits earned, in one
 * ledger transaction under the member's POINTS watermarks: lifetime totals minus what was counted. Each
 * credit's key is derived from the new counted total, so a retry replays instead of paying twice. Trial
 * and agent-only accounts earn nothing; with PTSYS3 off nothing is counted (watermarks stay).
 * Returns the points credited.
 */
export async function accruePoints(ctx: LoyaltyContext, vip: VipPart, memberId: string): Promise<bigint> {
  if (!(await ctx.flagOn('PTSYS3'))) return 0n;
  const { rows: member } = await ctx.db.execute<{ type: number }>(
    sql`select type from members where id = ${memberId}::uuid`,
  );
  if (!member[0] || ![0, 1, 2].includes(Number(member[0].type))) return 0n;
  const [settings, brand] = await Promise.all([ctx.settings.points.get(), ctx.brand()]);
  const scale = brand.currency.scale;
  const now = ctx.clock.now();
  const credited = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const marks = await lockWatermarks(tx, memberId, 'POINTS', POINTS_CATEGORIES, now);
    const [bets, deposited] = await Promise.all([validBetByCategory(tx, memberId), deposits(tx, memberId)]);
    let multiplier: number | null = null;
    let total = 0n;
    for (const category of POINTS_CATEGORIES) {
      const lifetime = category === 'DEPOSIT' ? deposited : (bets.get(category) ?? 0n);
      const mark = marks.get(category) ?? { counted: 0n, remainder: 0n };
      const delta = lifetime - mark.counted;
      if (delta <= 0n) continue;
      const rate: TPointsRate | undefined =
        category === 'DEPOSIT' ? settings.deposit : settings.earn[category];
      const per = rate ? decimalToMinor(rate.per, scale) : 0n;
      if (!rate || rate.points === 0 || per <= 0n) {
        // The category earns nothing: the amount is counted (never paid later), the carry kept.
        await saveWatermark(
          tx,
          memberId,
          'POINTS',
          category,
          { counted: lifetime, remainder: mark.remainder },
          now,
        );
        continue;
      }
      multiplier ??= await multiplierOf(vip, tx, memberId);
      const earned = earnedPoints(delta, mark.remainder, per, rate.points, multiplier);
      if (earned.points > 0n) {
        const key = `points:earn:${memberId}:${category}:${lifetime}`;
        await ctx.ledger.post(tx, {
          key,
          kind: 'POINTS_EARN',
          legs: [
            { account: await ctx.ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: -earned.points },
            { account: await ctx.ledger.pointsAccount(tx, memberId), amount: earned.points },
          ],
          memberId,
          reference: category,
          remark: `points ${category}`,
          actor: 'system',
        });
        await insertRecord(
          tx,
          { memberId, type: category, points: earned.points, amount: delta, status: 'DONE', ledgerKey: key },
          now,
        );
        total += earned.points;
      }
      await saveWatermark(
        tx,
        memberId,
        'POINTS',
        category,
        { counted: lifetime, remainder: earned.remainder },
        now,
      );
    }
    return total;
  });
  if (credited > 0n) ctx.notify(memberId, 'points');
  return credited;
}

/**
 * Members who bet or deposited on the last two brand-zone days and whose lifetime totals run past their
 * points watermarks (one grouped query): the catch-up job accrues them.
 */
export async function membersToAccrue(executor: Db, sinceDay: string): Promise<string[]> {
  const { rows } = await executor.execute<{ member_id: string }>(sql`
    with recent as (
      select member_id from bet_daily_totals where day >= ${sinceDay}::date
      union
      select member_id from cash_daily_totals where kind = 'DEPOSIT' and day >= ${sinceDay}::date
    ),
    bets as (
      select b.member_id, sum(b.valid_bet) as total from bet_daily_totals b
      where b.member_id in (select member_id from recent) group by b.member_id
    ),
    deps as (
      select c.member_id, sum(c.amount) as total from cash_daily_totals c
      where c.kind = 'DEPOSIT' and c.member_id in (select member_id from recent) group by c.member_id
    ),
    marks as (
      select w.member_id, sum(w.counted) filter (where w.category <> 'DEPOSIT') as bets,
        sum(w.counted) filter (where w.category = 'DEPOSIT') as deps
      from loyalty_watermarks w
      where w.purpose = 'POINTS' and w.member_id in (select member_id from recent) group by w.member_id
    )
    select r.member_id::text as member_id from recent r
      join members m on m.id = r.member_id and m.type in (0, 1, 2)
      left join bets b on b.member_id = r.member_id
      left join deps d on d.member_id = r.member_id
      left join marks k on k.member_id = r.member_id
    where coalesce(b.total, 0) > coalesce(k.bets, 0) or coalesce(d.total, 0) > coalesce(k.deps, 0)
    order by r.member_id`);
  return rows.map((row) => row.member_id);
}
