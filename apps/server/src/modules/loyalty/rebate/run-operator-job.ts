import type { TOperatorRun, TOperatorRunReply } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import { runCashbackWeek } from '../cashback/run-cashback';
import type { VipPart } from '../vip/part';
import type { RebateDeps } from './lines';
import { dayFinished, lastFinishedDays, lastFinishedWeeks, mondayOf, weekFinished } from './periods';
import { runRebateDay } from './run-automatic-rebate';

/**
 * An operator runs a periodic loyalty job now: REBATE for a finished day, CASHBACK for a finished week (the
 * week holding `day`), VIP_PERIOD for an ended VIP period (the VIP part's close); default the last finished
 * period. Audited with what it did. Each member is paid once
 * per period whoever runs it, so a repeat pays nothing new.
 */
export async function runOperatorJob(
  deps: RebateDeps,
  input: TOperatorRun,
  author: ChangeAuthor,
  vip?: Pick<VipPart, 'runPeriod'>,
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
  } else if (input.job === 'VIP_PERIOD' && vip) {
    // The VIP part's own period close (also at /admin-api/loyalty/vip/period-runs): once per period.
    await ctx.requireFlag('VIP3');
    const run = await vip.runPeriod({ day: input.day });
    if (!run) throw new AppError('FEATURE_DISABLED');
    const { currency } = await ctx.brand();
    reply = {
      job: 'VIP_PERIOD',
      periods: [
        {
          period: run.period,
          members: run.members,
          paid: run.bonuses,
          amount: minorToDecimal(run.bonusAmount, currency.scale),
        },
      ],
    };
  } else {
    // VIP_PERIOD without the VIP part (tests that build the rebate part alone).
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
