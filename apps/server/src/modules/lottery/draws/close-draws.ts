import { sql } from 'drizzle-orm';
import type { LotteryContext } from '../context';

/**
 * Closes the sales of every OPEN draw whose cut-off has come. The update waits for the row locks of
 * purchases in flight (they lock their draw FOR SHARE and check the status and the cut-off inside their
 * transaction), so a ticket is either accepted before the close or refused. Returns the draws closed.
 */
export async function closeDraws(ctx: Pick<LotteryContext, 'db' | 'clock'>, now = ctx.clock.now()) {
  const { rows } = await ctx.db.execute<{ id: string | number }>(
    sql`update lottery_draws set status = 'CLOSED'
      where status = 'OPEN' and closes_at <= ${now.toISOString()}::timestamptz
      returning id`,
  );
  return rows.length;
}
