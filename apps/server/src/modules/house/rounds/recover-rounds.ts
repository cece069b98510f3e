import { and, asc, eq, sql } from 'drizzle-orm';
import { isAppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { houseRounds } from '../tables';
import { settleRound } from './play';

/** A decided round left unpaid this long is taken to be abandoned by its request (the process died). */
export const RECOVERY_AFTER_MS = 10_000;
const BATCH = 100;

/**
 * The recovery of interrupted settlements (job `house-rounds`): a round decided (`state.game.settleWin`
 * written, with `decidedAt` for a round decided after it started) whose settlement never came — the process
 * stopped between the two transactions — is settled with the decided win. settleRound pays only a round
 * still OPEN under its bet record's lock, so a run racing the round's own request, another run or a
 * re-run pays nothing twice (HOUSE_ROUND_FINISHED, skipped).
 */
export async function recoverRounds(
  ctx: HouseContext,
  now: Date,
): Promise<{ settled: number; failed: number }> {
  const cutoff = new Date(now.getTime() - RECOVERY_AFTER_MS);
  const game = sql`${houseRounds.state} -> 'game'`;
  const rows = await ctx.db
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.status, 'OPEN'),
        sql`${game} ->> 'settleWin' is not null`,
        sql`coalesce((${game} ->> 'decidedAt')::timestamptz, ${houseRounds.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(houseRounds.createdAt))
    .limit(BATCH);
  let settled = 0;
  let failed = 0;
  for (const row of rows) {
    const win = BigInt(row.state.game!.settleWin as string);
    try {
      await settleRound(ctx, { memberId: row.memberId, roundId: row.id, win, state: row.state });
      settled += 1;
    } catch (error) {
      if (isAppError(error) && error.code === 'HOUSE_ROUND_FINISHED') continue;
      failed += 1;
      ctx.log.error({ err: error, roundId: row.id }, 'house round: recovery settlement failed');
    }
  }
  return { settled, failed };
}
