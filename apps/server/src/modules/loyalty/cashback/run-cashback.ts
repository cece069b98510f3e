import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { LoyaltyContext } from '../context';
import { netLoss } from '../figures';
import { titleDate } from '../rebate/lines';
import {
  addDays,
  finishRun,
  lastFinishedWeeks,
  periodsNotRun,
  startRun,
  type RunJob,
} from '../rebate/periods';
import type { VipPart } from '../vip/part';

const DAY_MS = 86_400_000;
/** How many finished weeks back the job looks for one not run yet. */
const CATCH_UP_WEEKS = 2;
const JOB: RunJob = 'CASHBACK';

export type CashbackDeps = { ctx: LoyaltyContext; vip: Pick<VipPart, 'benefitsOf'> };
export type CashbackRun = { period: string; members: number; paid: number; amount: number };

/**
 * The weekly cashback of the week starting on Monday `monday` (brand zone, Monday to Sunday): for every
 * member with bets that week, the net loss (valid bet settled minus payouts; positive = lost) times his VIP
 * level's cashbackBp now, rounded down to the minor unit; from the brand's minimum up, a reward in the reward
 * centre (`cashback:<monday>:<memberId>`, idempotent: a re-run or a racing run offers nothing new). A net win
 * or a level without cashback gives nothing.
 */
export async function runCashbackWeek(deps: CashbackDeps, monday: string): Promise<CashbackRun> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  const [settings, { currency }] = await Promise.all([ctx.settings.cashback.get(), ctx.brand()]);
  const minimum = decimalToMinor(settings.minPayout, currency.scale);
  const sunday = addDays(monday, 6);
  await startRun(ctx.db, JOB, monday, now);
  const { rows } = await ctx.db.execute<{ member_id: string }>(sql`
    select distinct t.member_id::text as member_id from bet_daily_totals t join members m on m.id = t.member_id
    where t.day >= ${monday}::date and t.day <= ${sunday}::date and t.bet_count > 0 and m.type <> 4 order by 1`);
  let paid = 0;
  let total = 0n;
  for (const { member_id: memberId } of rows) {
    try {
      const loss = await netLoss(ctx.db, memberId, monday, sunday);
      if (loss <= 0n) continue;
      const { cashbackBp } = await deps.vip.benefitsOf(ctx.db, memberId);
      const amount = (loss * BigInt(cashbackBp)) / 10_000n;
      if (amount <= 0n || amount < minimum) continue;
      const offered = await ctx.promotions.offerReward(ctx.db, {
        memberId,
        sourceKey: `cashback:${monday}:${memberId}`,
        source: 'CASHBACK',
        sourceRef: monday,
        title: {
          es: `Cashback semanal ${titleDate(monday, 'es')}–${titleDate(sunday, 'es')}`,
          en: `Weekly cashback ${titleDate(monday, 'en')}–${titleDate(sunday, 'en')}`,
        },
        amount,
        turnover: { base: 'BONUS', percent: settings.turnoverPercent },
        bonusValidDays: settings.rewardValidDays,
        expiresAt:
          settings.rewardValidDays === null
            ? null
            : new Date(now.getTime() + settings.rewardValidDays * DAY_MS),
      });
      if (!offered.created) continue;
      paid += 1;
      total += amount;
      ctx.promotions.notify(memberId, 'rewards');
    } catch (error) {
      ctx.log.error({ err: error, memberId, week: monday }, 'weekly cashback of a member failed');
    }
  }
  const result = {
    period: monday,
    members: rows.length,
    paid,
    amount: minorToDecimal(total, currency.scale),
  };
  await finishRun(ctx.db, JOB, monday, ctx.clock.now(), result);
  return result;
}

/** The job: with cashback on, each of the last finished weeks not run yet, oldest first. */
export async function runDueCashback(deps: CashbackDeps): Promise<CashbackRun[]> {
  const { ctx } = deps;
  const settings = await ctx.settings.cashback.get();
  if (!settings.enabled) return [];
  const { timeZone } = await ctx.brand();
  const due = await periodsNotRun(ctx.db, JOB, lastFinishedWeeks(timeZone, ctx.clock.now(), CATCH_UP_WEEKS));
  const runs: CashbackRun[] = [];
  for (const monday of due) runs.push(await runCashbackWeek(deps, monday));
  return runs;
}
