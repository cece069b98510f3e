import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { dateIn } from '../../../platform/zoned-time';
import type { PromotionsContext } from '../context';
import { bonusTurnover, checkInReward, DAY_MS, periodOf } from './engine';
import { rewardKey, type Viewer } from './evaluate';
import { openActivityFor } from './guards';
import { insertMembership } from './repository';

/**
 * The daily check-in ("sign") of a CHECK_IN activity: one per brand-zone day (409
 * PROMOTION_ALREADY_SIGNED). The day's reward, and on the Nth signed day of the period the target's, go
 * to the reward centre (claimable from the card); no money moves here.
 */
export async function signActivity(
  ctx: PromotionsContext,
  member: Exclude<Viewer, null>,
  activityId: string,
): Promise<{ signedCount: number; offered: bigint }> {
  const row = await openActivityFor(ctx, member, activityId, ['CHECK_IN']);
  const rule = row.rule;
  if (rule.kind !== 'CHECK_IN') throw new AppError('PROMOTION_NOT_APPLICABLE');
  const now = ctx.clock.now();
  const timeZone = (await ctx.brand()).timeZone;
  const today = dateIn(timeZone, now);
  const period = periodOf(timeZone, rule.period, now, { startsAt: row.startsAt, endsAt: row.endsAt });
  const expiresAt = new Date(row.endsAt.getTime() + 7 * DAY_MS);

  const outcome = await ctx.db.transaction(async (tx) => {
    await insertMembership(tx, row.id, member.id, now);
    const { rows } = await tx.execute(sql`
      insert into promotion_activity_signs (activity_id, member_id, day, signed_at)
      values (${row.id}::uuid, ${member.id}::uuid, ${today}::date, ${now.toISOString()}::timestamptz)
      on conflict do nothing returning day`);
    if (rows.length === 0) throw new AppError('PROMOTION_ALREADY_SIGNED');
    const counted = await tx.execute<{ n: string | number }>(sql`
      select count(*) as n from promotion_activity_signs
      where activity_id = ${row.id}::uuid and member_id = ${member.id}::uuid
        and day >= ${period.from}::date and day <= ${period.to}::date`);
    const signedCount = Number(counted.rows[0]?.n ?? 0);
    const reward = checkInReward(rule, signedCount);
    const offers: [string, bigint][] = [
      [today, reward.daily],
      [`${period.key}:day${rule.targetDays}`, reward.target],
    ];
    let offered = 0n;
    for (const [suffix, amount] of offers) {
      if (amount <= 0n) continue;
      await ctx.offerReward(tx, {
        memberId: member.id,
        sourceKey: rewardKey(row.id, member.id, suffix),
        source: 'ACTIVITY',
        sourceRef: row.id,
        title: row.title,
        amount,
        turnover: bonusTurnover(rule.bonus),
        bonusValidDays: rule.bonus.validDays,
        expiresAt,
      });
      offered += amount;
    }
    return { signedCount, offered };
  });
  ctx.notify(member.id, 'activities');
  if (outcome.offered > 0n) ctx.notify(member.id, 'rewards');
  return outcome;
}
