import type { TDrawStatus, TLotteryResult, TOperatorLotteryDraw } from '@platform/contracts/lottery';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import type { LotteryContext } from '../context';
import { lotteryDraws, lotteryResultEntries, lotteryTickets } from '../tables';
import { pageOfDraws } from '../reads/draws';
import { drawView, type DrawRow } from '../reads/views';

/** The operators' view of draws: the list (filters, newest draw time first) and one draw. */

async function operatorViews(db: Db, rows: DrawRow[]): Promise<TOperatorLotteryDraw[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [ticketCounts, entries] = await Promise.all([
    db
      .select({ drawId: lotteryTickets.drawId, n: count() })
      .from(lotteryTickets)
      .where(inArray(lotteryTickets.drawId, ids))
      .groupBy(lotteryTickets.drawId),
    db
      .select()
      .from(lotteryResultEntries)
      .where(and(inArray(lotteryResultEntries.drawId, ids), eq(lotteryResultEntries.status, 'PENDING'))),
  ]);
  return rows.map((row) => {
    const entry = entries.find((e) => e.drawId === row.id);
    return {
      ...drawView(row),
      vendor: row.vendor,
      drawnAt: row.drawnAt?.toISOString() ?? null,
      settledAt: row.settledAt?.toISOString() ?? null,
      voidReason: row.voidReason,
      tickets: Number(ticketCounts.find((c) => c.drawId === row.id)?.n ?? 0),
      pendingEntry: entry
        ? {
            result: entry.result as TLotteryResult,
            enteredBy: entry.enteredBy,
            enteredAt: entry.enteredAt.toISOString(),
          }
        : null,
    };
  });
}

export async function listOperatorDraws(
  ctx: Pick<LotteryContext, 'db'>,
  query: { gameCode?: string; status?: TDrawStatus; pageNum: number; pageSize: number },
): Promise<{ list: TOperatorLotteryDraw[]; total: number }> {
  const filters: SQL[] = [];
  if (query.gameCode) filters.push(eq(lotteryDraws.gameCode, query.gameCode));
  if (query.status) filters.push(eq(lotteryDraws.status, query.status));
  const { rows, total } = await pageOfDraws(ctx.db, filters.length ? and(...filters) : undefined, query);
  return { list: await operatorViews(ctx.db, rows), total };
}

export async function operatorDraw(db: Db, drawId: string): Promise<TOperatorLotteryDraw> {
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, BigInt(drawId)));
  if (!rows[0]) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  return (await operatorViews(db, rows))[0]!;
}
