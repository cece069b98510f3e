import type { PvpContext } from './context';
import { recoverHands } from './hands/recover';
import { playMove } from './moves/play';
import { markAway, markBack, viewTable } from './moves/presence';
import type { PvpActor } from './moves/reply';
import { sitAtTable } from './moves/sit';
import { tickTables } from './moves/tick';

/**
 * The tables' use cases, each returning the member's `{ view, me }` (after its event was published to the
 * table's followers). Any process may run any of them: the state is the table's row.
 */
export function createPvpTables(ctx: PvpContext) {
  return {
    sit: (actor: PvpActor, tableId: string, seat?: number) => sitAtTable(ctx, actor, tableId, seat),
    ready: (actor: PvpActor, tableId: string) => playMove(ctx, actor, tableId, { type: 'ready' }),
    bid: (actor: PvpActor, tableId: string, multiplier: number) =>
      playMove(ctx, actor, tableId, { type: 'bid', multiplier }),
    stake: (actor: PvpActor, tableId: string, multiple: number) =>
      playMove(ctx, actor, tableId, { type: 'stake', multiple }),
    show: (actor: PvpActor, tableId: string) => playMove(ctx, actor, tableId, { type: 'show' }),
    leave: (actor: PvpActor, tableId: string) => playMove(ctx, actor, tableId, { type: 'leave' }),
    view: (actor: PvpActor, tableId: string) => viewTable(ctx, actor, tableId),
    away: (memberId: string, tableIds: readonly string[]) => markAway(ctx, memberId, tableIds),
    back: (memberId: string, tableId: string) => markBack(ctx, memberId, tableId),
    /** The timeouts of every table whose phase ended by `now`. */
    tick: (now: Date) => tickTables(ctx, now),
    /** The crash recovery: refunds hands left OPEN by a server that died. */
    recoverHands: (now: Date) => recoverHands(ctx, now),
  };
}
export type PvpTables = ReturnType<typeof createPvpTables>;
