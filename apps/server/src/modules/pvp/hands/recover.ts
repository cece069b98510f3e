import { PVP_VENDOR } from '@platform/contracts/pvp';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { PvpContext } from '../context';
import { changeTable, isStale, type TableChange } from '../table/run-table';
import type { TableState } from '../table/state';
import { voidHand } from '../table/transitions';
import { pvpHands, pvpTables } from '../tables';

/**
 * Refunds an OPEN hand (inside its table's transaction, the table locked): the holds released in one
 * movement (`pvp:refund:<handId>`), the hand REFUNDED and, when it is the table's hand, the table back to
 * WAITING (players seated, not ready). Exactly once: the hand's status is checked under the locks (and the
 * ledger key replays).
 */
export async function refundHand(
  ctx: PvpContext,
  tx: Db,
  state: TableState,
  handId: string,
  now: Date,
): Promise<TableChange | null> {
  const [row] = await tx.select().from(pvpHands).where(eq(pvpHands.id, handId)).for('update');
  if (!row || row.status !== 'OPEN') return null;
  await ctx.hands.release(tx, {
    vendor: PVP_VENDOR,
    key: `pvp:refund:${handId}`,
    round: handId,
    releases: row.participants.map((p) => ({ memberId: p.memberId, amount: BigInt(p.hold) })),
  });
  await tx.update(pvpHands).set({ status: 'REFUNDED', finishedAt: now }).where(eq(pvpHands.id, handId));
  ctx.log.warn({ handId, tableId: row.tableId }, 'pvp hand left by a stopped server refunded');
  if (state.hand?.id !== handId) return { state, changed: false };
  return { state: voidHand(state, ctx.timings), changed: true };
}

/**
 * The crash recovery: OPEN hands whose table's phase ended more than staleHandMs ago (the server that ran
 * them died) are refunded, one transaction each. Safe to run from several processes and beside the timeouts
 * (which refund a stale hand the same way): exactly one refund per hand. Returns how many were refunded.
 */
export async function recoverHands(ctx: PvpContext, now: Date): Promise<number> {
  const staleBefore = new Date(now.getTime() - ctx.timings.staleHandMs);
  const rows = await ctx.db
    .select({ id: pvpHands.id, tableId: pvpHands.tableId })
    .from(pvpHands)
    .leftJoin(pvpTables, eq(pvpTables.id, pvpHands.tableId))
    .where(
      and(eq(pvpHands.status, 'OPEN'), or(isNull(pvpTables.deadline), lt(pvpTables.deadline, staleBefore))),
    );
  let refunded = 0;
  for (const row of rows) {
    try {
      await changeTable(
        ctx,
        row.tableId,
        async (tx, stored, at) => {
          const current = stored.state.hand?.id === row.id;
          // Advanced meanwhile by a live process: not stale any more.
          if (current && !isStale(stored.state, at, ctx.timings.staleHandMs)) return null;
          const change = await refundHand(ctx, tx, stored.state, row.id, at);
          if (change) refunded += 1;
          return change;
        },
        { now },
      );
    } catch (error) {
      ctx.log.error({ err: error, handId: row.id }, 'pvp hand refund failed');
    }
  }
  return refunded;
}
