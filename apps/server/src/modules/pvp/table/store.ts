import { NIUNIU_GAME_CODE, PVP_VENDOR } from '@platform/contracts/pvp';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { pvpRooms } from '../../vendors/tables';
import { readRakeBps } from '../hands/rake';
import { pvpTables } from '../tables';
import { newTableState, stateFromJson, stateToJson, type TableState } from './state';

/** The catalogue node of the Niu-Niu game: only its PVP rooms are tables here. */
export const NIUNIU_NODE_ID = `${PVP_VENDOR}-${NIUNIU_GAME_CODE}`;

export type StoredTable = { state: TableState; version: number };

export type RoomRow = typeof pvpRooms.$inferSelect;

/** The room of a table, or PVP_TABLE_NOT_FOUND (no such room, or a room of another PVP game). */
export async function findTableRoom(db: Db, tableId: string): Promise<RoomRow> {
  const [room] = await db.select().from(pvpRooms).where(eq(pvpRooms.id, tableId));
  if (!room || room.nodeId !== NIUNIU_NODE_ID) throw new AppError('PVP_TABLE_NOT_FOUND');
  return room;
}

export async function tableFromRoom(db: Db, room: RoomRow): Promise<TableState> {
  return newTableState({ ...room, rakeBps: await readRakeBps(db) });
}

/** A table as stored (no lock), or its first state from the room when nobody used it yet. */
export async function readTable(db: Db, tableId: string): Promise<StoredTable> {
  const [row] = await db.select().from(pvpTables).where(eq(pvpTables.id, tableId));
  if (row) return { state: stateFromJson(row.state), version: row.version };
  return { state: await tableFromRoom(db, await findTableRoom(db, tableId)), version: 0 };
}

async function selectLocked(tx: Db, tableId: string, skipLocked: boolean) {
  const query = tx.select().from(pvpTables).where(eq(pvpTables.id, tableId));
  const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}

/**
 * The table's row locked for this transaction (moves and timeouts of every process apply one at a time),
 * created from its room on first use. `skipLocked`: null when another transaction holds it (the timeouts job
 * leaves it to them).
 */
export async function lockTable(
  tx: Db,
  tableId: string,
  now: Date,
  options: { skipLocked?: boolean } = {},
): Promise<StoredTable | null> {
  let row = await selectLocked(tx, tableId, options.skipLocked ?? false);
  if (!row) {
    if (options.skipLocked) return null;
    const state = await tableFromRoom(tx, await findTableRoom(tx, tableId));
    await tx
      .insert(pvpTables)
      .values({ id: tableId, nodeId: state.nodeId, state: stateToJson(state), version: 0, updatedAt: now })
      .onConflictDoNothing();
    row = await selectLocked(tx, tableId, false);
    if (!row) throw new AppError('PVP_TABLE_NOT_FOUND');
  }
  return { state: stateFromJson(row.state), version: row.version };
}

/** Writes the table back (in the transaction holding its lock): the new version. */
export async function saveTable(tx: Db, state: TableState, version: number, now: Date): Promise<number> {
  const next = version + 1;
  await tx
    .update(pvpTables)
    .set({
      state: stateToJson(state),
      version: next,
      deadline: state.deadline === null ? null : new Date(state.deadline),
      updatedAt: now,
    })
    .where(eq(pvpTables.id, state.tableId));
  return next;
}

/** Tables whose phase ended by `now` (the timeouts job's work), earliest first. */
export async function dueTables(db: Db, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: pvpTables.id })
    .from(pvpTables)
    .where(and(isNotNull(pvpTables.deadline), lte(pvpTables.deadline, now)))
    .orderBy(asc(pvpTables.deadline))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The tables a member sits at (their seats are in the state's occupants). */
export async function tablesOfMember(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pvpTables.id })
    .from(pvpTables)
    .where(sql`${pvpTables.state}->'occupants' @> ${JSON.stringify([{ memberId }])}::jsonb`);
  return rows.map((row) => row.id);
}
