import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { TLotteryDraw } from '@platform/contracts/lottery';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import type { LotteryContext } from '../context';
import { parseDrawId } from '../tickets/buy-tickets';
import { lotteryDraws } from '../tables';
import { drawView, requireGame, type DrawRow } from './views';

/** The states of a draw whose numbers are out (the results list). */
export const DRAWN_STATES = ['DRAWN', 'SETTLED', 'VOID'] as const;

/** A game's draws on sale now (opened, cut-off ahead), soonest cut-off first (Nam/Trung: one per province). */
export async function openDraws(ctx: LotteryContext, gameCode: string, limit = 20): Promise<TLotteryDraw[]> {
  requireGame(gameCode);
  const rows = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.status, 'OPEN'),
        lte(lotteryDraws.opensAt, ctx.clock.now()),
        gt(lotteryDraws.closesAt, ctx.clock.now()),
      ),
    )
    .orderBy(asc(lotteryDraws.closesAt), asc(lotteryDraws.id))
    .limit(limit);
  return rows.map(drawView);
}

/** A game's drawn, settled and void draws, newest first, with result and seed (GET /wps/lottery/draws). */
export async function drawnDraws(
  ctx: LotteryContext,
  query: { gameCode: string; pageNum: number; pageSize: number },
): Promise<{ list: TLotteryDraw[]; total: number }> {
  requireGame(query.gameCode);
  const where = and(
    eq(lotteryDraws.gameCode, query.gameCode),
    inArray(lotteryDraws.status, [...DRAWN_STATES]),
  );
  const { rows, total } = await pageOfDraws(ctx.db, where, query);
  return { list: rows.map(drawView), total };
}

/** One page of the draws `where` selects, latest draw time first, and how many it selects (players and operators). */
export async function pageOfDraws(
  db: Db,
  where: SQL | undefined,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: DrawRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(lotteryDraws).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The latest drawn draw of a game (the hall's result board), or null. */
export async function latestDrawn(ctx: LotteryContext, gameCode: string): Promise<TLotteryDraw | null> {
  const [row] = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), inArray(lotteryDraws.status, ['DRAWN', 'SETTLED'])))
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(1);
  return row ? drawView(row) : null;
}

/** One draw in any state (the seed only once drawn); LOTTERY_DRAW_NOT_FOUND for an unknown id. */
export async function drawById(ctx: LotteryContext, drawId: string): Promise<TLotteryDraw> {
  const id = parseDrawId(drawId);
  const [row] = id === null ? [] : await ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  if (!row) throw new AppError('LOTTERY_DRAW_NOT_FOUND', { fields: ['drawId'] });
  return drawView(row);
}
