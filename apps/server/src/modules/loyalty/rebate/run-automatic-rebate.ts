import { randomUUID } from 'node:crypto';
import { LOYALTY_CATEGORIES, type TRebateSettings } from '@platform/contracts/loyalty';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import type { TBrandConfig } from '@platform/contracts/system';
import { sql } from 'drizzle-orm';
import { HOUSE } from '../../wallet/ledger/ledger';
import { lockWatermarks, saveWatermark, validBetByCategory } from '../figures';
import { rebateClaims } from '../tables';
import { detailsOf, ratesOf, rebateLines, sumOf, titleDate, type RebateDeps } from './lines';
import { finishRun, lastFinishedDays, periodsNotRun, startRun } from './periods';

const DAY_MS = 86_400_000;
/** How many finished days back the job looks for one not run yet. */
const CATCH_UP_DAYS = 2;

export type PeriodRun = { period: string; members: number; paid: number; amount: number };

type Payout = { amount: bigint; rewardId: string | null };

/**
 * The automatic rebate of one member for the finished brand-zone day `day`, once. Under the member's rebate
 * watermarks: the valid bet through `day` (lifetime) minus what was counted, per category where positive —
 * a manual claim on or after `day` may have counted it already, so it is never paid twice. Paid at the
 * member's VIP rates now: DIRECT, a REBATE movement (`rebate:auto:<memberId>:<day>`), or into the reward
 * centre (`rebate:<memberId>:<day>`); a rebate_claims row AUTOMATIC (unique per member and day: a member's
 * day is paid once; valid bet of the day settled after its payout waits for the next day's). Below the
 * minimum nothing is paid and the watermark stays (the valid bet waits for a later day).
 */
async function payMember(
  deps: RebateDeps,
  memberId: string,
  day: string,
  settings: TRebateSettings,
  brand: TBrandConfig,
  now: Date,
): Promise<Payout | null> {
  const { ctx } = deps;
  const minimum = decimalToMinor(settings.minPayout, brand.currency.scale);
  return ctx.ledger.transaction(ctx.db, async (tx) => {
    const marks = await lockWatermarks(tx, memberId, 'REBATE', LOYALTY_CATEGORIES, now);
    const done = await tx.execute(sql`select 1 from rebate_claims
      where member_id = ${memberId}::uuid and mode = 'AUTOMATIC' and day = ${day}::date`);
    if (done.rows.length > 0) return null;
    const totals = await validBetByCategory(tx, memberId, { toDay: day });
    const lines = rebateLines(totals, marks, await ratesOf(deps, tx, memberId));
    const amount = sumOf(lines, 'amount');
    if (amount <= 0n || amount < minimum) return null;

    const claimId = randomUUID();
    let rewardId: string | null = null;
    if (settings.payout === 'DIRECT') {
      await ctx.ledger.post(tx, {
        key: `rebate:auto:${memberId}:${day}`,
        kind: 'REBATE',
        memberId,
        reference: claimId,
        remark: null,
        actor: 'job:loyalty-rebate',
        legs: [
          { account: await ctx.ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -amount },
          { account: await ctx.ledger.mainAccount(tx, memberId), amount },
        ],
      });
    } else {
      const offered = await ctx.promotions.offerReward(tx, {
        memberId,
        sourceKey: `rebate:${memberId}:${day}`,
        source: 'REBATE',
        sourceRef: claimId,
        title: { es: `Reembolso del ${titleDate(day, 'es')}`, en: `Rebate for ${titleDate(day, 'en')}` },
        amount,
        turnover: { base: 'BONUS', percent: 100 },
        bonusValidDays: settings.rewardValidDays,
        expiresAt:
          settings.rewardValidDays === null
            ? null
            : new Date(now.getTime() + settings.rewardValidDays * DAY_MS),
      });
      rewardId = offered.rewardId;
    }
    await tx.insert(rebateClaims).values({
      id: claimId,
      memberId,
      mode: 'AUTOMATIC',
      day,
      validBet: sumOf(lines, 'validBet'),
      amount,
      details: detailsOf(lines),
      status: rewardId ? 'IN_REWARD_CENTRE' : 'PAID',
      rewardId,
      createdAt: now,
    });
    for (const line of lines) {
      if (line.validBet <= 0n) continue;
      await saveWatermark(
        tx,
        memberId,
        'REBATE',
        line.category,
        { counted: totals.get(line.category)!, remainder: marks.get(line.category)?.remainder ?? 0n },
        now,
      );
    }
    return { amount, rewardId };
  });
}

/**
 * Runs the automatic rebate of one finished day for every member with valid bet that day (each member in
 * his own transaction; a failure is logged and the others go on), noting the run in loyalty_runs. Safe to
 * run again or at once from several processes: each member's day is paid once.
 */
export async function runRebateDay(deps: RebateDeps, day: string): Promise<PeriodRun> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  const [settings, brand] = await Promise.all([ctx.settings.rebate.get(), ctx.brand()]);
  await startRun(ctx.db, 'REBATE', day, now);
  const { rows } = await ctx.db.execute<{ member_id: string }>(sql`
    select distinct t.member_id::text as member_id from bet_daily_totals t join members m on m.id = t.member_id
    where t.day = ${day}::date and t.valid_bet > 0 and m.type <> 4 order by 1`);
  let paid = 0;
  let total = 0n;
  for (const { member_id: memberId } of rows) {
    try {
      const payout = await payMember(deps, memberId, day, settings, brand, now);
      if (!payout) continue;
      paid += 1;
      total += payout.amount;
      ctx.notify(memberId, 'rebate');
      if (payout.rewardId) ctx.promotions.notify(memberId, 'rewards');
    } catch (error) {
      ctx.log.error({ err: error, memberId, day }, 'automatic rebate of a member failed');
    }
  }
  const result = {
    period: day,
    members: rows.length,
    paid,
    amount: minorToDecimal(total, brand.currency.scale),
  };
  await finishRun(ctx.db, 'REBATE', day, ctx.clock.now(), result);
  return result;
}

/**
 * The job (every 10 minutes, one process at a time): with the automatic rebate on, each of the last
 * finished days not run yet, oldest first.
 */
export async function runDueRebates(deps: RebateDeps): Promise<PeriodRun[]> {
  const { ctx } = deps;
  const settings = await ctx.settings.rebate.get();
  if (!settings.automatic) return [];
  const { timeZone } = await ctx.brand();
  const due = await periodsNotRun(
    ctx.db,
    'REBATE',
    lastFinishedDays(timeZone, ctx.clock.now(), CATCH_UP_DAYS),
  );
  const runs: PeriodRun[] = [];
  for (const day of due) runs.push(await runRebateDay(deps, day));
  return runs;
}
