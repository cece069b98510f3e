import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { dateIn, nextDate, startOfDay } from '../../../platform/zoned-time';

/**
 * The periods of the rebate and cashback jobs (brand-zone days; weeks Monday to Sunday) and their runs
 * (loyalty_runs: job and period). A period is finished 5 minutes after its last brand-zone midnight (bets
 * that settle at midnight are in the totals by then). The jobs look at the last finished periods not run yet.
 */

/** Bets settling at the stroke of midnight are in their day's totals after this. */
export const PERIOD_GRACE_MS = 5 * 60_000;

export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** Whether the brand-zone day `date` is over (its next midnight plus the grace has passed). */
export function dayFinished(timeZone: string, date: string, now: Date): boolean {
  return now.getTime() >= startOfDay(timeZone, nextDate(date)).getTime() + PERIOD_GRACE_MS;
}

/** Whether the week starting on Monday `monday` is over. */
export function weekFinished(timeZone: string, monday: string, now: Date): boolean {
  return now.getTime() >= startOfDay(timeZone, addDays(monday, 7)).getTime() + PERIOD_GRACE_MS;
}

/** The last `count` finished days, oldest first. */
export function lastFinishedDays(timeZone: string, now: Date, count: number): string[] {
  let last = addDays(dateIn(timeZone, now), -1);
  if (!dayFinished(timeZone, last, now)) last = addDays(last, -1);
  return Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
}

/** The Mondays of the last `count` finished weeks, oldest first. */
export function lastFinishedWeeks(timeZone: string, now: Date, count: number): string[] {
  let last = addDays(mondayOf(dateIn(timeZone, now)), -7);
  if (!weekFinished(timeZone, last, now)) last = addDays(last, -7);
  return Array.from({ length: count }, (_, index) => addDays(last, 7 * (index - count + 1)));
}

export type RunJob = 'REBATE' | 'CASHBACK';

/** Of `periods`, those whose run has not finished yet. */
export async function periodsNotRun(db: Db, job: RunJob, periods: readonly string[]): Promise<string[]> {
  if (periods.length === 0) return [];
  const { rows } = await db.execute<{ period: string }>(sql`select period from loyalty_runs
    where job = ${job} and finished_at is not null and period = any(${sql.param([...periods])}::text[])`);
  const done = new Set(rows.map((row) => row.period));
  return periods.filter((period) => !done.has(period));
}

/** Notes a run as started (kept if it was started before: the first start stays). */
export async function startRun(db: Db, job: RunJob, period: string, now: Date): Promise<void> {
  await db.execute(sql`insert into loyalty_runs (job, period, started_at)
    values (${job}, ${period}, ${now.toISOString()}::timestamptz) on conflict do nothing`);
}

/** Notes a run as finished with what it did (a later run of the period, an operator's, overwrites it). */
export async function finishRun(
  db: Db,
  job: RunJob,
  period: string,
  now: Date,
  result: Record<string, unknown>,
): Promise<void> {
  await db.execute(sql`update loyalty_runs set finished_at = ${now.toISOString()}::timestamptz,
    result = ${JSON.stringify(result)}::jsonb where job = ${job} and period = ${period}`);
}
