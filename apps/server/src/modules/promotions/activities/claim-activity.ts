import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { claimReward } from '../rewards/claim-reward';
import { evaluateActivity, type Viewer } from './evaluate';
import { findActivity } from './repository';

/**
 * Claims the member's prizes of an activity (check-in, turnover, loss rescue), each through the reward
 * centre's single-use claim (row lock → bonus → CLAIMED). With a `rewardId` only that one, which must be
 * the member's and this activity's (else 404 REWARD_NOT_FOUND, as an unknown id). Nothing claimable: 409
 * NOTHING_TO_CLAIM, or REWARD_EXPIRED when the prize's time ran out.
 */
export async function claimActivity(
  ctx: PromotionsContext,
  member: Exclude<Viewer, null>,
  activityId: string,
  rewardId?: string,
): Promise<{ amount: bigint; claimed: number }> {
  const row = await findActivity(ctx.db, activityId);
  if (!row || row.status === 'DRAFT') throw new AppError('PROMOTION_NOT_FOUND');
  if (member.isTrial) throw new AppError('TRIAL_FORBIDDEN');
  if (!['CHECK_IN', 'TURNOVER', 'LOSS_RESCUE'].includes(row.rule.kind)) {
    throw new AppError('PROMOTION_NOT_APPLICABLE');
  }
  if (rewardId) {
    const { rows } = await ctx.db.execute(sql`select 1 from promotion_rewards
      where id = ${rewardId}::uuid and member_id = ${member.id}::uuid and source = 'ACTIVITY'
        and source_ref = ${row.id}`);
    if (rows.length === 0) throw new AppError('REWARD_NOT_FOUND');
    const claimed = await claimReward(ctx, member.id, rewardId);
    ctx.notify(member.id, 'activities');
    return { amount: claimed.amount, claimed: 1 };
  }
  // The engine first puts any prize reached into the reward centre.
  const evaluation = await evaluateActivity(ctx, row, member, 'es', {
    timeZone: (await ctx.brand()).timeZone,
    now: ctx.clock.now(),
  });
  if (evaluation.claimable.length === 0) {
    const { rows } = await ctx.db.execute(sql`select 1 from promotion_rewards
      where member_id = ${member.id}::uuid and source = 'ACTIVITY' and source_ref = ${row.id}
        and (status = 'EXPIRED' or (status = 'PENDING' and expires_at <= ${ctx.clock.now().toISOString()}::timestamptz))
      limit 1`);
    throw new AppError(rows.length > 0 ? 'REWARD_EXPIRED' : 'NOTHING_TO_CLAIM');
  }
  let amount = 0n;
  let claimed = 0;
  let refusal: unknown = null;
  for (const reward of evaluation.claimable) {
    try {
      amount += (await claimReward(ctx, member.id, reward.id)).amount;
      claimed += 1;
    } catch (error) {
      refusal ??= error;
    }
  }
  if (claimed === 0) throw refusal as Error;
  ctx.notify(member.id, 'activities');
  return { amount, claimed };
}
