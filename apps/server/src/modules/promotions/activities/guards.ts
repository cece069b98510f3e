import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { inAudience, type Viewer } from './evaluate';
import { findActivity, type ActivityRow } from './repository';

/**
 * The checks every member action starts with: the activity exists and is published (drafts are unknown:
 * 404 PROMOTION_NOT_FOUND), is open now (409 PROMOTION_NOT_OPEN), the member is in its audience (403
 * PROMOTION_NOT_ELIGIBLE; trial accounts: 403 TRIAL_FORBIDDEN), and its kind takes this action (409
 * PROMOTION_NOT_APPLICABLE).
 */
export async function openActivityFor(
  ctx: PromotionsContext,
  member: Exclude<Viewer, null>,
  activityId: string,
  kinds: readonly ActivityRow['rule']['kind'][],
): Promise<ActivityRow> {
  const row = await findActivity(ctx.db, activityId);
  if (!row || row.status === 'DRAFT') throw new AppError('PROMOTION_NOT_FOUND');
  if (member.isTrial) throw new AppError('TRIAL_FORBIDDEN');
  if (!kinds.includes(row.rule.kind)) throw new AppError('PROMOTION_NOT_APPLICABLE');
  const now = ctx.clock.now().getTime();
  if (row.status !== 'PUBLISHED' || now < row.startsAt.getTime() || now >= row.endsAt.getTime()) {
    throw new AppError('PROMOTION_NOT_OPEN');
  }
  if (!inAudience(row, member)) throw new AppError('PROMOTION_NOT_ELIGIBLE');
  return row;
}
