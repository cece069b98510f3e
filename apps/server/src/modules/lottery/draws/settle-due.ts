import { HOUSE_KINDS } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import type { LotteryContext } from '../context';
import { lotteryGame } from '../games/definitions';
import { settleDraw } from './settle-draw';

/** The most draws one run settles. */
const BATCH = 100;

/**
 * Settles the DRAWN draws that are due: house draws at once, official draws `officialSettleDelayMinutes`
 * after their result arrived (operators may correct it in between; a confirmed correction restarts the
 * wait). A draw whose settlement fails is logged and does not stop the others; a draw settled in part
 * (`done` false) goes on next run. Returns how many draws finished settling.
 */
export async function settleDueDraws(ctx: LotteryContext, now = ctx.clock.now()): Promise<number> {
  const at = now.toISOString();
  const { rows } = await ctx.db.execute<{ id: string | number; game_code: string; drawn_at: string | Date }>(
    sql`select id, game_code, drawn_at from lottery_draws
      where status = 'DRAWN' and closes_at <= ${at}::timestamptz
      order by draw_at, id limit ${BATCH}`,
  );
  if (!rows.length) return 0;
  const delayMs = (await ctx.settings.get()).officialSettleDelayMinutes * 60_000;
  let done = 0;
  for (const row of rows) {
    const game = lotteryGame(row.game_code);
    const house = game ? HOUSE_KINDS.includes(game.kind) : false;
    if (!house && new Date(row.drawn_at).getTime() + delayMs > now.getTime()) continue;
    try {
      const outcome = await settleDraw(ctx, String(row.id));
      if (outcome.done) done += 1;
    } catch (error) {
      ctx.log.error({ err: error, drawId: String(row.id) }, 'lottery settlement failed');
    }
  }
  return done;
}
