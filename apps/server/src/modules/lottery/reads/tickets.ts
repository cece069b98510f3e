import type { TLotteryTicket, TTicketStatus } from '@platform/contracts/lottery';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { LotteryContext } from '../context';
import { parseDrawId } from '../tickets/buy-tickets';
import { ticketView } from '../tickets/ticket-view';
import { lotteryDraws, lotteryTickets } from '../tables';

export type TicketsQuery = {
  gameCode?: string | undefined;
  drawId?: string | undefined;
  status?: TTicketStatus | undefined;
  pageNum: number;
  pageSize: number;
};

/** The member's own tickets, newest first, by game, draw and status (GET /wps/lottery/tickets). */
export async function memberTickets(
  ctx: LotteryContext,
  memberId: string,
  query: TicketsQuery,
): Promise<{ list: TLotteryTicket[]; total: number }> {
  const conditions: SQL[] = [eq(lotteryTickets.memberId, memberId)];
  if (query.gameCode) conditions.push(eq(lotteryTickets.gameCode, query.gameCode));
  if (query.status) conditions.push(eq(lotteryTickets.status, query.status));
  if (query.drawId !== undefined) {
    const drawId = parseDrawId(query.drawId);
    if (drawId === null) return { list: [], total: 0 };
    conditions.push(eq(lotteryTickets.drawId, drawId));
  }
  const where = and(...conditions);
  const [rows, [total], { currency }] = await Promise.all([
    ctx.db
      .select({ ticket: lotteryTickets, numero: lotteryDraws.numero })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .where(where)
      .orderBy(desc(lotteryTickets.placedAt), desc(lotteryTickets.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(lotteryTickets).where(where),
    ctx.brand(),
  ]);
  return {
    list: rows.map((row) => ticketView(row.ticket, row.numero, currency.scale)),
    total: total?.n ?? 0,
  };
}
