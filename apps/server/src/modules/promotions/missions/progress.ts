import type { TMissionTask } from '@platform/contracts/missions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { dateIn } from '../../../platform/zoned-time';
import type { Period } from './periods';

/** What a mission counts, read live from the other modules' tables (never written here). */
export type ProgressQuery = { task: TMissionTask; category: string | null };

/**
 * A member's progress on a task in a period: BET the settled valid bet and ROUNDS the settled bets
 * (`bet_daily_totals`, per brand-zone day of the settlement), DEPOSIT the credited deposits
 * (`cash_daily_totals` kind DEPOSIT, per brand-zone day), LOGIN_DAYS the distinct brand-zone days with a
 * sign-in (`member_sign_ins`) or a session last used that day (`sessions.last_seen_at`: a member who
 * stays signed in across midnight counts the new day too). Minor units for the money tasks, a count for the others.
 */
export async function readProgress(
  db: Db,
  memberId: string,
  query: ProgressQuery,
  period: Period,
  timeZone: string,
): Promise<bigint> {
  const all = await readProgressAll(db, memberId, [query], period, timeZone);
  return all[0] ?? 0n;
}

/** The progress of several tasks of one period at once (one query per source). */
export async function readProgressAll(
  db: Db,
  memberId: string,
  queries: readonly ProgressQuery[],
  period: Period,
  timeZone: string,
): Promise<bigint[]> {
  const needs = new Set(queries.map((query) => query.task));
  let bets: { game_type: string; valid_bet: string; bet_count: string }[] = [];
  let deposits = 0n;
  let loginDays = 0n;
  if (needs.has('BET') || needs.has('ROUNDS')) {
    const { rows } = await db.execute<{ game_type: string; valid_bet: string; bet_count: string }>(sql`
      select game_type, sum(valid_bet)::text as valid_bet, sum(bet_count)::text as bet_count
        from bet_daily_totals
       where member_id = ${memberId}::uuid and day >= ${period.key}::date and day < ${period.endKey}::date
       group by game_type`);
    bets = rows;
  }
  if (needs.has('DEPOSIT')) {
    const { rows } = await db.execute<{ amount: string | null }>(sql`
      select sum(amount)::text as amount from cash_daily_totals
       where member_id = ${memberId}::uuid and kind = 'DEPOSIT'
         and day >= ${period.key}::date and day < ${period.endKey}::date`);
    deposits = BigInt(rows[0]?.amount ?? '0');
  }
  if (needs.has('LOGIN_DAYS')) {
    const { rows } = await db.execute<{ at: Date | string }>(sql`
      select at from member_sign_ins
       where member_id = ${memberId}::uuid and at >= ${period.start.toISOString()}::timestamptz
         and at < ${period.end.toISOString()}::timestamptz
      union all
      select last_seen_at as at from sessions
       where member_id = ${memberId}::uuid and last_seen_at >= ${period.start.toISOString()}::timestamptz
         and last_seen_at < ${period.end.toISOString()}::timestamptz`);
    loginDays = BigInt(new Set(rows.map((row) => dateIn(timeZone, new Date(row.at)))).size);
  }
  return queries.map((query) => {
    switch (query.task) {
      case 'BET':
      case 'ROUNDS': {
        const field = query.task === 'BET' ? 'valid_bet' : 'bet_count';
        return bets
          .filter((row) => query.category === null || row.game_type === query.category)
          .reduce((sum, row) => sum + BigInt(row[field]), 0n);
      }
      case 'DEPOSIT':
        return deposits;
      case 'LOGIN_DAYS':
        return loginDays;
    }
  });
}
