import type { TOperatorRun, TOperatorRunReply } from '@platform/contracts/loyalty';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import { runCashbackWeek } from '../cashback/run-cashback';
import type { RebateDeps } from './lines';
import { dayFinished, lastFinishedDays, lastFinishedWeeks, mondayOf, weekFinished } from './periods';
import { runRebateDay } from './run-automatic-rebate';

/**
 * An operator runs a periodic loyalty job now: REBATE for a finished day, CASHBACK for a finished week (the
 * week holding `day`); default the last finished period. Audited with what it did. Each member is paid once
 * per period whoever runs it, so a repeat pays nothing new.
 */
export async function runOperatorJob(
  deps: RebateDeps,
  input: TOperatorRun,
  author: ChangeAuthor,
): Promise<TOperatorRunReply> {
  const { ctx } = deps;
  const { timeZone } = await ctx.brand();
  const now = ctx.clock.now();
  let reply: TOperatorRunReply;
  if (input.job === 'REBATE') {
    const day = input.day ?? lastFinishedDays(timeZone, now, 1)[0]!;
    if (!dayFinished(timeZone, day, now)) throw new AppError('VALIDATION_FAILED', { fields: ['day'] });
    reply = { job: 'REBATE', periods: [await runRebateDay(deps, day)] };
  } else if (input.job === 'CASHBACK') {
    const monday = input.day ? mondayOf(input.day) : lastFinishedWeeks(timeZone, now, 1)[0]!;
    if (!weekFinished(timeZone, monday, now)) throw new AppError('VALIDATION_FAILED', { fields: ['day'] });
    reply = { job: 'CASHBACK', periods: [await runCashbackWeek(deps, monday)] };
  } else {
    throw new AppError('VALIDATION_FAILED', { fields: ['job'] });
  }
  await recordAudit(ctx.db, {
    ...author,
    action: `loyalty.run.${input.job.toLowerCase()}`,
    target: `loyalty-run:${input.job}:${reply.periods[0]?.period ?? ''}`,
    before: null,
    after: reply,
  });
  return reply;
}
