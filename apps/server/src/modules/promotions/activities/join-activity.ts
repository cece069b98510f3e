import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { hasDeposited, type Viewer } from './evaluate';
import { openActivityFor } from './guards';
import { findMembership, insertMembership } from './repository';

/**
 * Joins an activity whose rule counts what the member does from then on: deposit bonuses (a deposit
 * credited after joining earns the bonus), turnover and loss rescue. A first-deposit activity is refused to
 * a member who has deposited before (403 PROMOTION_NOT_ELIGIBLE); joining twice is 409
 * PROMOTION_ALREADY_JOINED. Check-ins join with their first sign; manual activities take applications.
 */
export async function joinActivity(
  ctx: PromotionsContext,
  member: Exclude<Viewer, null>,
  activityId: string,
): Promise<void> {
  const row = await openActivityFor(ctx, member, activityId, [
    'FIRST_DEPOSIT',
    'RELOAD',
    'TURNOVER',
    'LOSS_RESCUE',
  ]);
  // A member who joined already hears so, whatever happened since (his first deposit, for instance).
  if (await findMembership(ctx.db, row.id, member.id)) throw new AppError('PROMOTION_ALREADY_JOINED');
  if (row.rule.kind === 'FIRST_DEPOSIT' && (await hasDeposited(ctx.db, member.id))) {
    throw new AppError('PROMOTION_NOT_ELIGIBLE');
  }
  const created = await insertMembership(ctx.db, row.id, member.id, ctx.clock.now());
  if (!created) throw new AppError('PROMOTION_ALREADY_JOINED');
  ctx.notify(member.id, 'activities');
}
