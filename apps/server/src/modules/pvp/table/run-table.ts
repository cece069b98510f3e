import type { TBrandConfig } from '@platform/contracts/system';
import { pvpTopicOf } from '@platform/contracts/pvp';
import type { Db } from '../../../platform/database';
import type { PvpContext } from '../context';
import { settleHandMoney } from '../hands/settle';
import { startHand } from '../hands/start';
import { lockTable, saveTable, type StoredTable } from './store';
import { inHandPhase, type TableState } from './state';
import type { TableStep } from './transitions';
import { meOf, tableView } from './view';

/** What a change of a table decided: the new state (saved and published when `changed`). */
export type TableChange = {
  state: TableState;
  changed: boolean;
  /** Members whose hand was settled (the settlement listeners run after the commit). */
  settled?: readonly string[];
};

export type ChangeBody = (
  tx: Db,
  stored: StoredTable,
  now: Date,
  brand: TBrandConfig,
) => Promise<TableChange | null>;

/**
 * One change of a table = ONE transaction: the row locked, `body` (a pure transition, maybe money through
 * ctx.hands in the same transaction), the row saved with version + 1; after the commit the table's event to
 * its followers (each seated member gets their `me`) and the settlement listeners. The brand is read before
 * the transaction (on PGlite only `tx` may be used inside). `skipLocked`: a table another transaction holds
 * is left alone (null).
 */
export async function changeTable(
  ctx: PvpContext,
  tableId: string,
  body: ChangeBody,
  options: { skipLocked?: boolean; now?: Date } = {},
): Promise<StoredTable | null> {
  const brand = await ctx.brand();
  const now = options.now ?? ctx.clock.now();
  const outcome = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const stored = await lockTable(tx, tableId, now, options);
    if (!stored) return null;
    const change = await body(tx, stored, now, brand);
    if (!change?.changed) return { stored, changed: false, settled: [] as readonly string[] };
    const version = await saveTable(tx, change.state, stored.version, now);
    return { stored: { state: change.state, version }, changed: true, settled: change.settled ?? [] };
  });
  if (!outcome) return null;
  if (outcome.changed) {
    publishTable(ctx, outcome.stored, brand.currency.scale);
    if (outcome.settled.length > 0) ctx.hands.afterSettled(outcome.settled);
  }
  return outcome.stored;
}

/** Executes the money a pure step needs (the hand's holds, its settlement) in the table's transaction. */
export async function withMoney(
  ctx: PvpContext,
  tx: Db,
  step: TableStep,
  now: Date,
  brand: TBrandConfig,
): Promise<TableChange> {
  if (step.needs === 'start') return { state: await startHand(ctx, tx, step.state, now), changed: true };
  if (step.needs === 'settle') {
    const state = await settleHandMoney(ctx, tx, step.state, now, brand.timeZone);
    return { state, changed: true, settled: state.hand!.players.map((p) => p.memberId) };
  }
  return step;
}

/** The table's event: the public view, and each seated member's own part. */
export function publishTable(ctx: PvpContext, stored: StoredTable, scale: number) {
  const { state, version } = stored;
  const view = tableView(state, version, ctx.clock.now(), scale);
  const me = Object.fromEntries(state.occupants.map((o) => [o.memberId, meOf(state, o.memberId, scale)]));
  const topic = pvpTopicOf(state.tableId) as `pvp:${string}`;
  ctx.gameEvents.publish([{ topic, message: { type: 'pvp', view }, me }]);
}

/** A hand whose phase ended staleHandMs ago: no process advanced it (the server died); it is refunded. */
export function isStale(state: TableState, now: Date, staleHandMs: number): boolean {
  return (
    state.hand !== null &&
    inHandPhase(state.phase) &&
    state.phase !== 'RESULT' &&
    state.deadline !== null &&
    state.deadline + staleHandMs <= now.getTime()
  );
}
