import { and, gt, inArray } from 'drizzle-orm';
import type { LotteryContext } from '../context';
import { LOTTERY_GAMES } from '../games/definitions';
import { upcomingDraws, type ScheduleOptions } from '../games/schedule';
import { lotteryDraws } from '../tables';
import { newSeed, seedHashOf } from '../rules/fairness';

/** The schedule's options now: the brand's zone and the operator's cut-offs. */
export async function scheduleOptions(
  ctx: Pick<LotteryContext, 'brand' | 'settings'>,
): Promise<ScheduleOptions> {
  const [brand, settings] = await Promise.all([ctx.brand(), ctx.settings.get()]);
  return {
    timeZone: brand.timeZone,
    houseCutoffSeconds: settings.houseCutoffSeconds,
    officialCutoffMinutes: settings.officialCutoffMinutes,
  };
}

/**
 * Makes sure every game has its upcoming draws (house: the current cycle and the next two; official: the
 * next seven days), each with a new secret seed and its published hash. Idempotent (unique game and
 * numero: a draw already there is kept as it is). Only draws still to come are created: cycles that passed
 * while the server was down are not backfilled. Returns how many draws it created.
 */
export async function createDraws(ctx: LotteryContext, now = ctx.clock.now()): Promise<number> {
  const options = await scheduleOptions(ctx);
  const wanted = LOTTERY_GAMES.flatMap((game) => upcomingDraws(game, now, options));
  // The draws already there (index on game and draw time): only the missing ones get a seed and an insert.
  const existing = await ctx.db
    .select({ gameCode: lotteryDraws.gameCode, numero: lotteryDraws.numero })
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.gameCode, [...new Set(wanted.map((draw) => draw.gameCode))]),
        gt(lotteryDraws.drawAt, now),
      ),
    );
  const have = new Set(existing.map((row) => `${row.gameCode}:${row.numero}`));
  const rows = wanted
    .filter((draw) => !have.has(`${draw.gameCode}:${draw.numero}`))
    .map((draw) => {
      const seed = newSeed();
      return { ...draw, seed, seedHash: seedHashOf(seed), status: 'OPEN' as const, createdAt: now };
    });
  if (!rows.length) return 0;
  const inserted = await ctx.db
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: lotteryDraws.id });
  return inserted.length;
}
