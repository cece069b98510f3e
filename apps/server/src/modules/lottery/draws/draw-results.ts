import { HOUSE_KINDS, type TLotteryResult } from '@platform/contracts/lottery';
import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { sql } from 'drizzle-orm';
import type { LotteryContext } from '../context';
import { lotteryGame } from '../games/definitions';
import { resultShapeOk } from './result-shape';
import { houseResult } from '../rules/fairness';

type DueRow = {
  id: string | number;
  game_code: string;
  numero: string;
  province: string | null;
  draw_at: string | Date;
  seed: string | null;
};

/** The most draws one run draws (the rest wait for the next run). */
const BATCH = 500;

/**
 * Draws every CLOSED draw whose draw time has come: house games from their committed seed (source HOUSE;
 * the seed is revealed with the result), official games from the results provider (source PROVIDER; not
 * yet published: asked again next run; a result of the wrong shape is logged and left for the operators).
 * A draw that fails is logged and does not stop the others. Returns how many were drawn.
 */
export async function drawResults(ctx: LotteryContext, now = ctx.clock.now()): Promise<number> {
  const at = now.toISOString();
  const { rows } = await ctx.db.execute<DueRow>(
    sql`select id, game_code, numero, province, draw_at, seed from lottery_draws
      where status = 'CLOSED' and closes_at <= ${at}::timestamptz and draw_at <= ${at}::timestamptz
      order by draw_at, id limit ${BATCH}`,
  );
  let drawn = 0;
  for (const row of rows) {
    try {
      if (await drawOne(ctx, row, now)) drawn += 1;
    } catch (error) {
      ctx.log.error({ err: error, drawId: String(row.id) }, 'lottery draw failed');
    }
  }
  return drawn;
}

async function drawOne(ctx: LotteryContext, row: DueRow, now: Date): Promise<boolean> {
  const game = lotteryGame(row.game_code);
  if (!game) {
    ctx.log.warn({ drawId: String(row.id), gameCode: row.game_code }, 'lottery draw of an unknown game');
    return false;
  }
  let result: TLotteryResult | null;
  let source: 'HOUSE' | 'PROVIDER';
  if (HOUSE_KINDS.includes(game.kind)) {
    if (!row.seed) throw new Error('house draw without a seed');
    result = await houseResult(game.kind, row.seed, drawKeyOf(row.game_code, row.numero));
    source = 'HOUSE';
  } else {
    result = await ctx.results.fetch({
      drawId: String(row.id),
      gameCode: row.game_code,
      numero: row.numero,
      province: row.province,
      drawAt: new Date(row.draw_at),
      seed: row.seed,
    });
    source = 'PROVIDER';
    if (!result) return false;
  }
  if (!resultShapeOk(game.kind, result)) {
    ctx.log.warn(
      { drawId: String(row.id), provider: source === 'PROVIDER' ? ctx.results.name : null },
      'lottery result of the wrong shape: left for the operators',
    );
    return false;
  }
  const { rows } = await ctx.db.execute(
    sql`update lottery_draws set status = 'DRAWN', result = ${JSON.stringify(result)}::jsonb,
        result_source = ${source}, drawn_at = ${now.toISOString()}::timestamptz
      where id = ${String(row.id)}::bigint and status = 'CLOSED' returning id`,
  );
  return rows.length > 0;
}
