import { PVP_TOPIC_PATTERN, type TPvpTableReply } from '@platform/contracts/pvp';
import type { PvpContext } from '../context';
import { changeTable } from '../table/run-table';
import { readTable } from '../table/store';
import { applyMove } from '../table/transitions';
import { replyOf, type PvpActor } from './reply';

/** The table of a `/ws` topic `pvp:<tableId>`, else null. */
export const tableOfTopic = (topic: string) =>
  PVP_TOPIC_PATTERN.test(topic) ? topic.slice('pvp:'.length) : null;

async function mark(ctx: PvpContext, memberId: string, tableId: string, type: 'away' | 'back') {
  const { state } = await readTable(ctx.db, tableId);
  const seat = state.occupants.find((o) => o.memberId === memberId);
  // Nothing to do: no transaction (a follower who does not sit, a seat already marked).
  if (!seat || seat.away === (type === 'away')) return;
  await changeTable(ctx, tableId, async (_tx, table, now) =>
    applyMove(table.state, { type, memberId }, now.getTime(), ctx.timings),
  );
}

/**
 * A member's connection that followed these topics closed: their seats at those tables are marked away (the
 * hand plays on with their default actions; the seat is kept for awayGraceMs). Another connection of theirs
 * (any process) marks them back when it follows the table or makes a move.
 */
export async function markAway(ctx: PvpContext, memberId: string, tableIds: readonly string[]) {
  for (const tableId of tableIds) {
    try {
      await mark(ctx, memberId, tableId, 'away');
    } catch (error) {
      ctx.log.warn({ err: error, tableId }, 'pvp away failed');
    }
  }
}

export async function markBack(ctx: PvpContext, memberId: string, tableId: string) {
  await mark(ctx, memberId, tableId, 'back');
}

/** The table as the member sees it (a reconnection: their seat, cards and hold); marks them back. */
export async function viewTable(ctx: PvpContext, actor: PvpActor, tableId: string): Promise<TPvpTableReply> {
  await markBack(ctx, actor.memberId, tableId);
  return replyOf(ctx, await readTable(ctx.db, tableId), actor);
}
