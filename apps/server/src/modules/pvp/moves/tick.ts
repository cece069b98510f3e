import type { PvpContext } from '../context';
import { refundHand } from '../hands/recover';
import { changeTable, isStale, withMoney } from '../table/run-table';
import { dueTables } from '../table/store';
import { advance } from '../table/transitions';

/**
 * The timeouts: every table whose phase ended by `now` advances (default actions, the hand's start or
 * settlement, the end of the result), one transaction each; a table another transaction holds is skipped
 * (it is taken at the next tick). A hand whose phase ended staleHandMs ago is refunded instead (its server
 * died): the crash recovery's rule, so a tick and a recovery racing refund it once. Returns the tables
 * advanced.
 */
export async function tickTables(ctx: PvpContext, now: Date): Promise<number> {
  let advanced = 0;
  for (const tableId of await dueTables(ctx.db, now)) {
    try {
      const stored = await changeTable(
        ctx,
        tableId,
        async (tx, table, at, brand) => {
          const { state } = table;
          if (isStale(state, at, ctx.timings.staleHandMs))
            return refundHand(ctx, tx, state, state.hand!.id, at);
          return withMoney(ctx, tx, advance(state, at.getTime(), ctx.timings), at, brand);
        },
        { skipLocked: true, now },
      );
      if (stored) advanced += 1;
    } catch (error) {
      ctx.log.error({ err: error, tableId }, 'pvp table timeout failed');
    }
  }
  return advanced;
}
