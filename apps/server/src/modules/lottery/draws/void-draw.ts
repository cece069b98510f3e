import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { textArray } from '../../vendors/bet-records-bulk';
import type { LotteryContext } from '../context';
import { DEFAULT_SETTLE_BATCH, drawGuard, pendingTickets, tellMembers } from './settle-draw';

/**
 * Voids a draw not yet settled (OPEN, CLOSED or DRAWN with no ticket settled): the draw becomes VOID with
 * the reason (one transaction, the draw row locked: a purchase in flight finishes first and its tickets
 * are refunded with the others; later purchases find the draw VOID), then every PENDING ticket is refunded
 * once — `ctx.wallet.refundBets` per batch (the bet records ROLLED_BACK, one ROLLBACK movement of their
 * stakes) and the tickets VOID in the same transaction, keyed `lottery:void:<drawId>:<first>:<last>:<count>`.
 *
 * Re-run safe: a VOID draw is voided again by finishing its refunds (the first reason kept); a bet refunded
 * before is skipped by the wallet. A settled draw, or a drawn one whose settlement has begun, is
 * LOTTERY_DRAW_NOT_CHANGEABLE. The members whose tickets were refunded are told (`lottery` member event).
 */

export type VoidDrawOutcome = {
  /** Tickets this call refunded. */
  refunded: number;
  /** Money this call refunded (minor units). */
  amount: bigint;
  /** No ticket of the draw is left PENDING. */
  done: boolean;
};

export async function voidDraw(
  ctx: LotteryContext,
  drawIdInput: bigint | string,
  reason: string,
  options: { batchSize?: number } = {},
): Promise<VoidDrawOutcome> {
  const drawId = String(drawIdInput);
  const batchSize = options.batchSize ?? DEFAULT_SETTLE_BATCH;
  const vendor = await ctx.db.transaction(async (tx) => {
    // The draw row first, then (a new statement, so a new snapshot) its tickets: a subquery of the locking
    // statement would see them as they were before a settlement batch that committed while it waited.
    const { rows } = await tx.execute<{ status: string; vendor: string }>(
      sql`select status, vendor from lottery_draws where id = ${drawId}::bigint for update`,
    );
    const locked = rows[0];
    if (!locked) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
    const { rows: settledRows } = await tx.execute<{ settled: boolean }>(
      sql`select exists (select 1 from lottery_tickets
        where draw_id = ${drawId}::bigint and status in ('WON', 'LOST')) as settled`,
    );
    const draw = { ...locked, settled: Boolean(settledRows[0]?.settled) };
    if (draw.status === 'SETTLED' || (draw.status !== 'VOID' && draw.settled)) {
      throw new AppError('LOTTERY_DRAW_NOT_CHANGEABLE');
    }
    if (draw.status !== 'VOID') {
      await tx.execute(sql`update lottery_draws set status = 'VOID', void_reason = ${reason}
        where id = ${drawId}::bigint`);
    }
    return draw.vendor;
  });

  const outcome: VoidDrawOutcome = { refunded: 0, amount: 0n, done: false };
  // Refunds wait for a settlement batch in flight (it then finds the draw VOID and stops).
  const guard = drawGuard(drawId, 'VOID', { wait: true });
  let after: string | null = null;
  for (;;) {
    const tickets = await pendingTickets(ctx.db, drawId, after, batchSize);
    if (tickets.length === 0) break;
    const first = tickets[0]!.id;
    const last = tickets[tickets.length - 1]!.id;
    const members: string[] = [];
    const batch = await ctx.wallet.refundBets({
      vendor,
      key: `lottery:void:${drawId}:${first}:${last}:${tickets.length}`,
      items: tickets.map((ticket) => ({ transactionUuid: ticket.id, memberId: ticket.member_id })),
      guard,
      within: async (tx, refunded) => {
        if (refunded.size === 0) return;
        await tx.execute(sql`update lottery_tickets set status = 'VOID',
            settled_at = ${ctx.clock.now().toISOString()}::timestamptz
          where id = any(${textArray([...refunded])}::uuid[]) and status = 'PENDING'`);
        for (const ticket of tickets) if (refunded.has(ticket.id)) members.push(ticket.member_id);
      },
    });
    if (batch.skipped) return outcome;
    outcome.refunded += batch.refunded;
    outcome.amount += batch.amount;
    tellMembers(ctx, drawId, members);
    after = last;
    if (tickets.length < batchSize) break;
  }
  const { rows } = await ctx.db.execute<{ pending: boolean }>(
    sql`select exists (select 1 from lottery_tickets where draw_id = ${drawId}::bigint and status = 'PENDING') as pending`,
  );
  outcome.done = !rows[0]?.pending;
  if (!outcome.done) ctx.log.warn({ drawId }, 'lottery void left tickets pending (their bets are not open)');
  return outcome;
}

/**
 * Finishes the refunds of VOID draws that still have PENDING tickets (a void stopped part-way by a crash);
 * the lifecycle job runs it with the creation step. Returns the tickets refunded.
 */
export async function resumeVoids(ctx: LotteryContext): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: string | number; void_reason: string | null }>(
    sql`select d.id, d.void_reason from lottery_draws d
      where d.status = 'VOID' and exists (select 1 from lottery_tickets t where t.draw_id = d.id and t.status = 'PENDING')
      order by d.id limit 20`,
  );
  let refunded = 0;
  for (const row of rows) {
    refunded += (await voidDraw(ctx, String(row.id), row.void_reason ?? 'resumed')).refunded;
  }
  return refunded;
}
