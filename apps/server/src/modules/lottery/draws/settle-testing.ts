import { randomUUID } from 'node:crypto';
import type { TLotteryResult } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { MemberEventEnvelope } from '../../realtime/hub';
import type { LotteryContext } from '../context';
import type { SettleableTicket } from '../rules/lines';

/**
 * Fixtures of the settlement and void tests: a draw row inserted as it stands (any status, a fixed result)
 * and tickets bought through the in-house wallet (`placeBets` + the ticket rows in its `within`), as the
 * purchase makes them, without the slip's pricing.
 */

/**
 * A Miền Bắc result whose two-digit endings are known: DB 12345 (đề 45); "45" ends 3 numbers (DB and G7
 * twice), "00" ends 4 (G3 40000, G4 5000, G5 6000, G6 700); "99" none.
 */
export const MB_RESULT: TLotteryResult = {
  kind: 'VN_MB',
  prizes: {
    DB: ['12345'],
    G1: ['11111'],
    G2: ['22222', '33333'],
    G3: ['40000', '40001', '40002', '40003', '40004', '40005'],
    G4: ['5000', '5001', '5002', '5003'],
    G5: ['6000', '6001', '6002', '6003', '6004', '6005'],
    G6: ['700', '701', '702'],
    G7: ['80', '81', '45', '45'],
  },
};

export async function insertDraw(
  db: Db,
  input: { gameCode?: string; vendor?: string; status: string; result?: TLotteryResult | null; at: Date },
): Promise<string> {
  const result = input.result === undefined ? null : input.result;
  const { rows } = await db.execute<{ id: string | number }>(
    sql`insert into lottery_draws (game_code, vendor, numero, status, opens_at, closes_at, draw_at, result,
        result_source, drawn_at, created_at)
      values (${input.gameCode ?? 'VNMB'}, ${input.vendor ?? 'TCG_LOTTO_VN'}, ${`T${randomUUID().slice(0, 13)}`},
        ${input.status}, ${input.at.toISOString()}::timestamptz, ${input.at.toISOString()}::timestamptz,
        ${input.at.toISOString()}::timestamptz, ${result === null ? null : JSON.stringify(result)}::jsonb,
        ${result === null ? null : 'OPERATOR'}, ${result === null ? null : input.at.toISOString()}::timestamptz,
        ${input.at.toISOString()}::timestamptz)
      returning id`,
  );
  return String(rows[0]!.id);
}

export type TestTicket = Omit<SettleableTicket, 'picks'> & { picks: string[]; cost: bigint };

/** Ticket rows bought by a member on a draw (one purchase, one BET movement of their costs); their ids. */
export async function buyTickets(
  ctx: Pick<LotteryContext, 'wallet' | 'clock'>,
  drawId: string,
  memberId: string,
  tickets: readonly TestTicket[],
  game: { gameCode: string; vendor: string } = { gameCode: 'VNMB', vendor: 'TCG_LOTTO_VN' },
): Promise<string[]> {
  const ids = tickets.map(() => randomUUID());
  const requestId = randomUUID();
  await ctx.wallet.placeBets({
    vendor: game.vendor,
    memberId,
    key: `lottery:${memberId}:${requestId}`,
    bets: tickets.map((ticket, index) => ({
      transactionUuid: ids[index]!,
      gameCode: game.gameCode,
      round: `${game.gameCode}:${drawId}`,
      amount: ticket.cost,
    })),
    within: async (tx) => {
      for (const [index, ticket] of tickets.entries()) {
        await tx.execute(sql`insert into lottery_tickets (id, draw_id, member_id, vendor, game_code, purchase_key,
            prize_mode, bet_type, picks, position, units, unit_price, cost, potential_win, odds, placed_at)
          values (${ids[index]!}::uuid, ${drawId}::bigint, ${memberId}::uuid, ${game.vendor}, ${game.gameCode},
            ${requestId}, 'LOTT', ${ticket.betType}, ${JSON.stringify(ticket.picks)}::jsonb, ${ticket.position},
            ${ticket.units}, ${String(ticket.unitPrice)}::bigint, ${String(ticket.cost)}::bigint, 0,
            ${JSON.stringify(ticket.odds)}::jsonb, ${ctx.clock.now().toISOString()}::timestamptz)`);
      }
    },
  });
  return ids;
}

/** Lô 2 on a number: 1 unit of 1.00 × 27 (Miền Bắc) = 27.00, odds 99.6 per occurrence. */
export const lo2 = (pick: string): TestTicket => ({
  betType: 'LO2',
  picks: [pick],
  position: null,
  units: 1,
  unitPrice: 100n,
  odds: [99_600],
  cost: 2_700n,
});

/** Đề on a number: `units` of 1.00, odds 99. */
export const de = (pick: string, units = 1): TestTicket => ({
  betType: 'DE',
  picks: [pick],
  position: null,
  units,
  unitPrice: 100n,
  odds: [99_000],
  cost: BigInt(units) * 100n,
});

export async function ticketStates(db: Db, drawId: string) {
  const { rows } = await db.execute<{ id: string; status: string; win: string }>(
    sql`select id::text as id, status, win::text as win from lottery_tickets where draw_id = ${drawId}::bigint`,
  );
  return new Map(rows.map((row) => [row.id, { status: row.status, win: BigInt(row.win) }]));
}

export async function drawState(db: Db, drawId: string) {
  const { rows } = await db.execute<{ status: string; settled_at: unknown; void_reason: string | null }>(
    sql`select status, settled_at, void_reason from lottery_draws where id = ${drawId}::bigint`,
  );
  const row = rows[0]!;
  return { status: row.status, settled: row.settled_at !== null, voidReason: row.void_reason };
}

/** The members told about a draw (`lottery` events), in order. */
export const realtimeEventsOf = (events: readonly MemberEventEnvelope[], drawId: string) =>
  events
    .filter((envelope) => envelope.event.type === 'lottery' && envelope.event.drawId === drawId)
    .map((envelope) => envelope.memberId);
