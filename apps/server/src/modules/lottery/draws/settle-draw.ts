import type { TLotteryResult } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { textArray, intArray } from '../../vendors/bet-records-bulk';
import type { LotteryContext } from '../context';
import { lotteryGame, type LotteryGameDef } from '../games/definitions';
import { settleTicket, type SettleableTicket } from '../rules/lines';

/**
 * Settles a DRAWN draw (called by the lifecycle job, settle-due.ts): its PENDING tickets in id order, in
 * batches (default 5,000). Each batch is one `ctx.wallet.settleBets` call — one transaction: the bet
 * records locked and settled, one WIN movement of the batch's wins, the daily totals, and here (`within`)
 * the tickets WON or LOST with their win — keyed `lottery:settle:<drawId>:<first>:<last>:<count>`. When
 * no PENDING ticket is left the draw becomes SETTLED.
 *
 * Exclusion and re-runs: each batch's transaction first takes a per-draw advisory lock without waiting
 * (another process settling a batch of this draw right now: this call stops, `done` false) and holds the
 * draw row FOR SHARE, checking it is still DRAWN with the result this call read (an operator's correction
 * or a void in between stops it; a correction is only accepted while no ticket is settled). A crash
 * between batches leaves the settled batches settled; the next run reads only the PENDING tickets, and
 * the wallet touches only bets still OPEN under their row lock, so nothing is paid twice whatever the
 * batching. Purchases lock the draw FOR SHARE too (after the member's wallet), so the two never wait for
 * each other in a cycle.
 *
 * After each batch the winners' pages are told (`lottery` member event), never throwing.
 */

export type SettleFunction = (
  game: LotteryGameDef,
  ticket: SettleableTicket,
  result: TLotteryResult,
) => bigint;

export type SettleDrawOptions = {
  /** Tickets per batch (default 5,000). */
  batchSize?: number;
  /** The win of a ticket (default: the rules' `settleTicket`). */
  settle?: SettleFunction;
};

export type SettleDrawOutcome = {
  /** Tickets this call settled. */
  settled: number;
  /** Money this call paid (minor units). */
  paid: bigint;
  /** The draw is SETTLED (now or before). */
  done: boolean;
};

export const DEFAULT_SETTLE_BATCH = 5_000;

/** The advisory lock class of a draw's settlement and refunds (`pg_try_advisory_xact_lock(class, draw)`). */
const DRAW_LOCK_CLASS = 0x4c6f74; // 'Lot'

type DrawRow = {
  id: string | number;
  game_code: string;
  vendor: string;
  status: string;
  result: TLotteryResult | null;
  result_text: string | null;
};

export type TicketRow = {
  id: string;
  member_id: string;
  bet_type: SettleableTicket['betType'];
  picks: string[];
  position: number | null;
  units: number;
  unit_price: string;
  odds: number[];
};

/**
 * What settlement reads of a draw's tickets `t` (the benchmark's baseline scan reads the same). The
 * queries order by `t.id`, the uuid: a bare `id` would be the text column of this list, sorted without the
 * (draw_id, id) index.
 */
export const SETTLE_TICKET_COLUMNS = sql.raw(
  't.id::text as id, t.member_id::text as member_id, t.bet_type, t.picks, t.position, t.units, t.unit_price::text as unit_price, t.odds',
);

export async function readDraw(db: Db, drawId: string): Promise<DrawRow> {
  const { rows } = await db.execute<DrawRow>(
    sql`select id, game_code, vendor, status, result, result::text as result_text
      from lottery_draws where id = ${drawId}::bigint`,
  );
  const row = rows[0];
  if (!row) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  return row;
}

/** The next PENDING tickets of a draw after `after` (a ticket id; '' from the first), in id order. */
export async function pendingTickets(db: Db, drawId: string, after: string | null, limit: number) {
  const { rows } = await db.execute<TicketRow>(
    after === null
      ? sql`select ${SETTLE_TICKET_COLUMNS} from lottery_tickets t
          where t.draw_id = ${drawId}::bigint and t.status = 'PENDING' order by t.id limit ${limit}`
      : sql`select ${SETTLE_TICKET_COLUMNS} from lottery_tickets t
          where t.draw_id = ${drawId}::bigint and t.status = 'PENDING' and t.id > ${after}::uuid
          order by t.id limit ${limit}`,
  );
  return rows;
}

/**
 * A batch's guard: the per-draw advisory lock — without waiting (another process holds it: false), or
 * waiting for it with `wait` — and the draw, FOR SHARE, still in `status` (and with the result
 * `resultText` when given).
 */
export function drawGuard(
  drawId: string,
  status: string,
  options: { resultText?: string | null; wait?: boolean } = {},
) {
  const lockKey = sql`${DRAW_LOCK_CLASS}::int, (${drawId}::bigint % 2147483647)::int`;
  return async (tx: Db): Promise<boolean> => {
    if (options.wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    } else {
      const { rows } = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`,
      );
      if (!rows[0]?.locked) return false;
    }
    const draw = (
      await tx.execute<{ status: string; result_text: string | null }>(
        sql`select status, result::text as result_text from lottery_draws where id = ${drawId}::bigint for share`,
      )
    ).rows[0];
    if (!draw || draw.status !== status) return false;
    return options.resultText === undefined || draw.result_text === options.resultText;
  };
}

/** Tells members their draw changed (`lottery` event), never throwing. */
export function tellMembers(
  ctx: Pick<LotteryContext, 'events' | 'log'>,
  drawId: string,
  memberIds: Iterable<string>,
) {
  const events = [...new Set(memberIds)].map((memberId) => ({
    memberId,
    event: { type: 'lottery' as const, drawId },
  }));
  if (events.length === 0) return;
  try {
    ctx.events.publish(events);
  } catch (error) {
    ctx.log.error({ err: error, drawId }, 'lottery event failed');
  }
}

export async function settleDraw(
  ctx: LotteryContext,
  drawIdInput: bigint | string,
  options: SettleDrawOptions = {},
): Promise<SettleDrawOutcome> {
  const drawId = String(drawIdInput);
  const batchSize = options.batchSize ?? DEFAULT_SETTLE_BATCH;
  const settle = options.settle ?? settleTicket;
  const draw = await readDraw(ctx.db, drawId);
  const outcome: SettleDrawOutcome = { settled: 0, paid: 0n, done: draw.status === 'SETTLED' };
  if (draw.status !== 'DRAWN' || !draw.result) return outcome;
  const game = lotteryGame(draw.game_code);
  if (!game) throw new Error(`lottery: draw ${drawId} of an unknown game ${draw.game_code}`);
  const result = draw.result;
  const guard = drawGuard(drawId, 'DRAWN', { resultText: draw.result_text });

  let after: string | null = null;
  for (;;) {
    const tickets = await pendingTickets(ctx.db, drawId, after, batchSize);
    if (tickets.length === 0) break;
    const wins = new Map<string, bigint>();
    const items = tickets.map((ticket) => {
      const win = settle(
        game,
        {
          betType: ticket.bet_type,
          picks: ticket.picks,
          position: ticket.position,
          units: ticket.units,
          unitPrice: BigInt(ticket.unit_price),
          odds: ticket.odds,
        },
        result,
      );
      wins.set(ticket.id, win);
      return { transactionUuid: ticket.id, memberId: ticket.member_id, win };
    });
    const first = tickets[0]!.id;
    const last = tickets[tickets.length - 1]!.id;
    const winners: string[] = [];
    const batch = await ctx.wallet.settleBets({
      vendor: draw.vendor,
      key: `lottery:settle:${drawId}:${first}:${last}:${tickets.length}`,
      items,
      guard,
      within: async (tx, settled) => {
        if (settled.size === 0) return;
        const ids = [...settled];
        await tx.execute(sql`update lottery_tickets t
          set status = case when u.win > 0 then 'WON' else 'LOST' end, win = u.win,
              settled_at = ${ctx.clock.now().toISOString()}::timestamptz
          from unnest(${textArray(ids)}::uuid[], ${intArray(ids.map((id) => wins.get(id)!))}::bigint[]) as u(id, win)
          where t.id = u.id and t.status = 'PENDING'`);
        for (const item of items)
          if (item.win > 0n && settled.has(item.transactionUuid)) winners.push(item.memberId);
      },
    });
    if (batch.skipped) return outcome;
    outcome.settled += batch.settled;
    outcome.paid += batch.paid;
    tellMembers(ctx, drawId, winners);
    after = last;
    if (tickets.length < batchSize) break;
  }

  outcome.done = await finish(ctx, drawId, draw.result_text);
  return outcome;
}

/** The draw becomes SETTLED when still DRAWN with the same result and no ticket PENDING. */
async function finish(ctx: LotteryContext, drawId: string, resultText: string | null): Promise<boolean> {
  const { rows } = await ctx.db.execute<{ id: string }>(
    sql`update lottery_draws d set status = 'SETTLED', settled_at = ${ctx.clock.now().toISOString()}::timestamptz
      where d.id = ${drawId}::bigint and d.status = 'DRAWN' and d.result::text = ${resultText}
        and not exists (select 1 from lottery_tickets t where t.draw_id = d.id and t.status = 'PENDING')
      returning d.id`,
  );
  if (rows.length > 0) return true;
  const now = await readDraw(ctx.db, drawId);
  if (now.status === 'SETTLED') return true;
  if (now.status === 'DRAWN' && now.result_text === resultText) {
    ctx.log.warn({ drawId }, 'lottery settlement left tickets pending (their bets are not open)');
  }
  return false;
}
