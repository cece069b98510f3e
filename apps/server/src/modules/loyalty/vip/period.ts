import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { LoyaltyContext } from '../context';
import { lastEndedVipPeriod, levelOf, minorOf, periodTitle, vipPeriodOfDay, type VipPeriod } from './levels';
import {
  insertLevelChange,
  lifetimeFigures,
  lockVipRow,
  membersAboveLevelZero,
  saveVipRow,
  validBetBetween,
} from './repository';

/**
 * The VIP period's end (a job checks daily; an operator may run a period by hand). Readings:
 *
 * - A period is a brand-zone week from Monday or a calendar month (settings `period`); it is processed once
 *   it has ended, once: a `loyalty_runs` row (job VIP_PERIOD, the period's first day) is finished at the end
 *   and a later run of the same period returns at once. A run cut short (a crash) is simply run again:
 *   every member's step below is idempotent on its own.
 * - Keeping: each member at a level above 0 who has held it since before the period started (level_since ≤
 *   the period's start) and whose valid bet of the period's days (bet_daily_totals) is below his level's
 *   `keepValidBet` drops ONE level (keep 0: kept for ever). His bases move so that progress restarts exactly at
 *   the new level's reach (base = lifetime − reach(new level)), level_since becomes the period's end (he holds
 *   the new level from then: the next period checks him again, a re-run of this one does not), and a
 *   DOWNGRADE row is written. A member upgraded (or set by an operator) during the period, or after it and
 *   before the run, is not checked for that period: the level he held then is behind him.
 * - Period bonus: each member at a level above 0 who held it at the period's end (level_since ≤ end, which
 *   includes those just relegated, at their new level) gets his level's `periodBonus` offered into the reward
 *   centre, source key `vip:period:<period start>:<memberId>` (idempotent). A member who reached his level
 *   after the period ended gets none for it.
 * - Each member is one transaction with his vip_members row locked, so simultaneous runs (or an evaluation
 *   after a settlement) never relegate or pay twice. Nothing runs while the VIP3 flag is off.
 */

const DAY_MS = 86_400_000;
/** Days a period bonus waits in the reward centre, and days its bonus lasts once claimed. */
export const PERIOD_BONUS_DAYS = 30;
export const VIP_PERIOD_JOB = 'VIP_PERIOD';

export type VipPeriodRun = {
  period: string;
  /** The period was processed before (nothing done now). */
  already: boolean;
  /** Members at a level above 0 looked at. */
  members: number;
  relegated: number;
  /** Period bonuses offered now, and their total (minor units). */
  bonuses: number;
  bonusAmount: bigint;
};

export async function runVipPeriod(
  ctx: LoyaltyContext,
  options: { day?: string } = {},
): Promise<VipPeriodRun | null> {
  if (!(await ctx.flagOn('VIP3'))) return null;
  const [settings, brand] = await Promise.all([ctx.settings.vip.get(), ctx.brand()]);
  const now = ctx.clock.now();
  const period = options.day
    ? vipPeriodOfDay(settings.period, brand.timeZone, options.day)
    : lastEndedVipPeriod(settings.period, brand.timeZone, now);
  if (period.end.getTime() > now.getTime()) throw new AppError('VALIDATION_FAILED', { fields: ['day'] });

  await ctx.db.execute(sql`insert into loyalty_runs (job, period, started_at)
    values (${VIP_PERIOD_JOB}, ${period.key}, ${now.toISOString()}::timestamptz) on conflict do nothing`);
  const done = await ctx.db.execute<{ finished_at: string | null }>(
    sql`select finished_at from loyalty_runs where job = ${VIP_PERIOD_JOB} and period = ${period.key}`,
  );
  if (done.rows[0]?.finished_at) {
    return { period: period.key, already: true, members: 0, relegated: 0, bonuses: 0, bonusAmount: 0n };
  }

  const members = await membersAboveLevelZero(ctx.db);
  let relegated = 0;
  let bonuses = 0;
  let bonusAmount = 0n;
  for (const memberId of members) {
    const outcome = await closePeriodFor(ctx, memberId, period, settings, brand.currency.scale);
    if (outcome.relegated) relegated += 1;
    if (outcome.offered > 0n) bonuses += 1;
    bonusAmount += outcome.offered;
    if (outcome.relegated) ctx.notify(memberId, 'vip');
    if (outcome.offered > 0n) ctx.promotions.notify(memberId, 'rewards');
  }
  const result = { members: members.length, relegated, bonuses, bonusAmount: String(bonusAmount) };
  await ctx.db.execute(sql`update loyalty_runs
    set finished_at = coalesce(finished_at, ${ctx.clock.now().toISOString()}::timestamptz),
      result = coalesce(result, ${JSON.stringify(result)}::jsonb)
    where job = ${VIP_PERIOD_JOB} and period = ${period.key}`);
  return { period: period.key, already: false, ...result, bonusAmount };
}

async function closePeriodFor(
  ctx: LoyaltyContext,
  memberId: string,
  period: VipPeriod,
  settings: Awaited<ReturnType<LoyaltyContext['settings']['vip']['get']>>,
  scale: number,
): Promise<{ relegated: boolean; offered: bigint }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    let row = await lockVipRow(tx, memberId, now);
    let relegated = false;
    if (row.level > 0 && row.levelSince.getTime() <= period.start.getTime()) {
      const keep = minorOf(levelOf(settings, row.level).keepValidBet, scale);
      if (keep > 0n && (await validBetBetween(tx, memberId, period.key, period.lastDay)) < keep) {
        const to = levelOf(settings, row.level - 1);
        const lifetime = await lifetimeFigures(tx, memberId);
        await insertLevelChange(tx, {
          memberId,
          fromLevel: row.level,
          toLevel: to.level,
          reason: 'DOWNGRADE',
          actor: null,
          remark: `${period.key}..${period.lastDay}`,
          at: now,
        });
        row = {
          ...row,
          level: to.level,
          baseValidBet: lifetime.validBet - minorOf(to.reachValidBet, scale),
          baseDeposit: lifetime.deposit - minorOf(to.reachDeposit, scale),
          levelSince: period.end,
        };
        await saveVipRow(tx, row, now);
        relegated = true;
      }
    }
    let offered = 0n;
    if (row.level > 0 && row.levelSince.getTime() <= period.end.getTime()) {
      const level = levelOf(settings, row.level);
      const amount = minorOf(level.periodBonus, scale);
      if (amount > 0n) {
        const offer = await ctx.promotions.offerReward(tx, {
          memberId,
          sourceKey: `vip:period:${period.key}:${memberId}`,
          source: 'VIP',
          sourceRef: period.key,
          title: periodTitle(level),
          amount,
          turnover: { base: 'BONUS', percent: 100 },
          bonusValidDays: PERIOD_BONUS_DAYS,
          expiresAt: new Date(now.getTime() + PERIOD_BONUS_DAYS * DAY_MS),
        });
        if (offer.created) offered = amount;
      }
    }
    return { relegated, offered };
  });
}
