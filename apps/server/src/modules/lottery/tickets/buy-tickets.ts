import { nameUuid } from '../../../platform/name-uuid';
import type { TBuyTicketsRequest, TLotteryTicket } from '@platform/contracts/lottery';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { LotteryContext } from '../context';
import { lotteryGame } from '../games/definitions';
import { priceLine, type PricedTicket } from '../rules/lines';
import { lotteryDraws, lotteryTickets } from '../tables';
import { addExposure, sumShares } from './exposure';
import { ticketView } from './ticket-view';

export type BuyTicketsReply = { tickets: TLotteryTicket[]; cost: number; balance: number };

/**
 * The id of a purchase's ticket `index` (and its bet record's transaction_uuid): derived from the member,
 * the requestId and the index (a name-based UUID, version 5 layout), so a retry sends the wallet the same
 * bets and replays; other content under the same requestId is 409 IDEMPOTENCY_CONFLICT.
 */
export function ticketIdOf(memberId: string, requestId: string, index: number): string {
  return nameUuid(`lottery-ticket:${memberId}:${requestId}:${index}`);
}

/** A draw id as the wire sends it: a positive integer, else no such draw (never a 5xx). */
export function parseDrawId(drawId: string): bigint | null {
  return /^[1-9]\d{0,17}$/.test(drawId) ? BigInt(drawId) : null;
}

/**
 * Buying tickets (POST /wps/lottery/tickets; issue 16). In order: the draw exists and its game is out of
 * maintenance; the prize mode is offered by the brand and the game; every line is valid and priced
 * (LOTTERY_BET_INVALID); then one transaction of the vendor wallet service takes the stake (a bet record of
 * the game's vassalage per ticket) and, within it, the draw is locked FOR SHARE and must be OPEN before its
 * cut-off (LOTTERY_DRAW_CLOSED), the per-number exposure must stay within the limits (LOTTERY_STAKE_LIMIT,
 * LOTTERY_PAYOUT_LIMIT) and the tickets are stored. All or nothing; a repeat of the requestId answers the
 * tickets of the first purchase and moves nothing.
 */
export async function buyTickets(
  ctx: LotteryContext,
  memberId: string,
  input: TBuyTicketsRequest,
): Promise<BuyTicketsReply> {
  const drawId = parseDrawId(input.drawId);
  if (drawId === null) throw new AppError('LOTTERY_DRAW_NOT_FOUND', { fields: ['drawId'] });
  const [draw] = await ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  const game = draw ? lotteryGame(draw.gameCode) : null;
  if (!draw || !game) throw new AppError('LOTTERY_DRAW_NOT_FOUND', { fields: ['drawId'] });
  const [catalogue, settings, brand] = await Promise.all([
    ctx.games.findGame({ vendor: game.vendor, gameCode: game.gameCode }),
    ctx.settings.get(),
    ctx.brand(),
  ]);
  if (!catalogue) throw new AppError('LOTTERY_GAME_NOT_FOUND', { fields: ['gameCode'] });
  if (catalogue.maintenance) throw new AppError('GAME_MAINTENANCE');

  const { currency } = brand;
  const mode = input.prizeMode;
  const odds = settings.odds[mode];
  const price = settings.unitPrice[mode];
  if (
    !settings.prizeModes.includes(mode) ||
    !game.prizeModes.includes(mode) ||
    !odds ||
    price === undefined
  ) {
    throw new AppError('LOTTERY_PRIZE_MODE_NOT_OFFERED', { fields: ['prizeMode'] });
  }
  const unitPrice = decimalToMinor(price.toFixed(currency.scale), currency.scale);
  const priced: PricedTicket[] = input.lines.flatMap((line) => priceLine(game, line, odds, unitPrice));
  if (priced.length === 0) throw new AppError('LOTTERY_BET_INVALID', { fields: ['picks'] });
  const limits = {
    maxStake: decimalToMinor(settings.maxStakePerNumber.toFixed(currency.scale), currency.scale),
    maxPayout: decimalToMinor(settings.maxPayoutPerNumber.toFixed(currency.scale), currency.scale),
  };

  const round = `${game.gameCode}:${draw.numero}`;
  const rows = priced.map((ticket, index) => ({ id: ticketIdOf(memberId, input.requestId, index), ticket }));
  const purchaseKey = input.requestId;
  const outcome = await ctx.wallet.placeBets({
    vendor: game.vendor,
    memberId,
    key: `lottery:${memberId}:${input.requestId}`,
    bets: rows.map(({ id, ticket }) => ({
      transactionUuid: id,
      gameCode: game.gameCode,
      gameType: catalogue.gameType,
      nodeId: catalogue.nodeId,
      round,
      amount: ticket.cost,
    })),
    within: async (tx) => {
      const now = ctx.clock.now();
      // The cut-off race: the close job's update waits for this share lock, so a ticket is either taken
      // before the close or refused.
      const locked = await tx.execute(
        sql`select status, opens_at, closes_at from lottery_draws where id = ${String(drawId)}::bigint for share`,
      );
      const state = locked.rows[0] as
        { status: string; opens_at: string | Date; closes_at: string | Date } | undefined;
      if (!state || state.status !== 'OPEN' || now.getTime() >= new Date(state.closes_at).getTime()) {
        throw new AppError('LOTTERY_DRAW_CLOSED', { fields: ['drawId'] });
      }
      // Draws are created ahead of their sales; a draw not yet on sale takes no ticket.
      if (now.getTime() < new Date(state.opens_at).getTime()) {
        throw new AppError('LOTTERY_DRAW_NOT_OPEN', { fields: ['drawId'] });
      }
      await addExposure(tx, drawId, sumShares(priced), limits, currency);
      return await tx
        .insert(lotteryTickets)
        .values(
          rows.map(({ id, ticket }) => ({
            id,
            drawId,
            memberId,
            vendor: game.vendor,
            gameCode: game.gameCode,
            purchaseKey,
            prizeMode: mode,
            betType: ticket.betType,
            picks: ticket.picks,
            position: ticket.position,
            units: ticket.units,
            unitPrice,
            cost: ticket.cost,
            potentialWin: ticket.potentialWin,
            odds: ticket.odds,
            placedAt: now,
          })),
        )
        .returning();
    },
  });
  const stored =
    outcome.result ??
    (await ctx.db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.purchaseKey, purchaseKey)))
      .orderBy(asc(lotteryTickets.placedAt), asc(lotteryTickets.id)));
  const storedDraws = new Map<string, string>([[String(draw.id), draw.numero]]);
  for (const row of stored) {
    if (!storedDraws.has(String(row.drawId))) {
      const [other] = await ctx.db
        .select({ numero: lotteryDraws.numero })
        .from(lotteryDraws)
        .where(eq(lotteryDraws.id, row.drawId));
      storedDraws.set(String(row.drawId), other?.numero ?? '');
    }
  }
  if (!outcome.replayed) await ctx.games.recordPlay(memberId, catalogue.nodeId);
  const cost = stored.reduce((sum, row) => sum + row.cost, 0n);
  return {
    tickets: stored.map((row) => ticketView(row, storedDraws.get(String(row.drawId)) ?? '', currency.scale)),
    cost: minorToDecimal(cost, currency.scale),
    balance: minorToDecimal(outcome.balance, currency.scale),
  };
}
