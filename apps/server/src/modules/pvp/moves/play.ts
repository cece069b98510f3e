import type { TPvpTableReply } from '@platform/contracts/pvp';
import { AppError } from '../../../platform/errors';
import type { PvpContext } from '../context';
import { changeTable, withMoney } from '../table/run-table';
import { readTable } from '../table/store';
import { applyMove, type TableMove } from '../table/transitions';
import { replyOf, type PvpActor } from './reply';
import { checkEntryBalance } from './sit';

export type PlayMove =
  | { type: 'ready' }
  | { type: 'bid'; multiplier: number }
  | { type: 'stake'; multiple: number }
  | { type: 'show' }
  | { type: 'leave' };

/**
 * A seated member's move (ready, bid, stake, show, leave), checked and applied under the table's lock
 * (transitions.ts: every refusal changes nothing). The last move of a phase ends it at once; the last show
 * settles the hand in the same transaction. `ready` first checks the entry balance.
 */
export async function playMove(
  ctx: PvpContext,
  actor: PvpActor,
  tableId: string,
  input: PlayMove,
): Promise<TPvpTableReply> {
  if (input.type === 'ready') {
    const { state } = await readTable(ctx.db, tableId);
    if (!state.occupants.some((o) => o.memberId === actor.memberId)) throw new AppError('PVP_NOT_SEATED');
    await checkEntryBalance(ctx, actor.memberId, state.entryBalance);
  }
  const move = { ...input, memberId: actor.memberId } as TableMove;
  const stored = await changeTable(ctx, tableId, async (tx, table, now, brand) =>
    withMoney(ctx, tx, applyMove(table.state, move, now.getTime(), ctx.timings), now, brand),
  );
  return replyOf(ctx, stored!, actor);
}
