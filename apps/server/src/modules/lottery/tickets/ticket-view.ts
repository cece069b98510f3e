import type { TPrizeMode } from '@platform/contracts/games';
import type { TLotteryTicket } from '@platform/contracts/lottery';
import { minorToDecimal } from '@platform/contracts/money';
import type { lotteryTickets } from '../tables';

export type TicketRow = typeof lotteryTickets.$inferSelect;

/** A stored ticket as the player reads it (money as decimals of the brand's scale). */
export function ticketView(row: TicketRow, numero: string, scale: number): TLotteryTicket {
  return {
    ticketId: row.id,
    drawId: String(row.drawId),
    gameCode: row.gameCode,
    numero,
    prizeMode: row.prizeMode as TPrizeMode,
    betType: row.betType,
    picks: row.picks,
    position: row.position,
    units: row.units,
    cost: minorToDecimal(row.cost, scale),
    potentialWin: minorToDecimal(row.potentialWin, scale),
    status: row.status,
    win: minorToDecimal(row.win, scale),
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
  };
}
