import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { gameFavourites, gameRecentPlays, games, gameVendors } from './tables';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type VendorInput = typeof gameVendors.$inferInsert;
export type GameInput = Omit<typeof games.$inferInsert, 'id'>;

export async function listVendors(db: Db): Promise<VendorRow[]> {
  return db.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
}

export async function listGames(db: Db): Promise<GameRow[]> {
  return db.select().from(games).orderBy(asc(games.sortOrder), asc(games.id));
}

export async function insertVendorIfAbsent(db: Db, vendor: VendorInput): Promise<void> {
  await db.insert(gameVendors).values(vendor).onConflictDoNothing();
}

export async function insertGameIfAbsent(db: Db, game: GameInput): Promise<void> {
  await db.insert(games).values(game).onConflictDoNothing();
}

export async function findGame(db: Db, nodeId: string): Promise<GameRow | null> {
  const [row] = await db.select().from(games).where(eq(games.nodeId, nodeId));
  return row ?? null;
}

export async function findVendor(db: Db, code: string): Promise<VendorRow | null> {
  const [row] = await db.select().from(gameVendors).where(eq(gameVendors.code, code));
  return row ?? null;
}

export async function findGameByCode(db: Db, vendor: string, gameCode: string): Promise<GameRow | null> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)));
  return row ?? null;
}

/** A new vendor; null when the code is taken (nothing written). */
export async function insertVendor(db: Db, vendor: VendorInput): Promise<VendorRow | null> {
  const [row] = await db.insert(gameVendors).values(vendor).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateVendor(
  db: Db,
  code: string,
  patch: Partial<Omit<VendorRow, 'code'>>,
): Promise<VendorRow | null> {
  const [row] = await db.update(gameVendors).set(patch).where(eq(gameVendors.code, code)).returning();
  return row ?? null;
}

/** A new game; null when the vendor already has that game code or the node id is taken. */
export async function insertGame(db: Db, game: GameInput): Promise<GameRow | null> {
  const [row] = await db.insert(games).values(game).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateGame(
  db: Db,
  nodeId: string,
  patch: Partial<Omit<GameRow, 'id' | 'nodeId' | 'vendor' | 'gameCode'>>,
): Promise<GameRow | null> {
  const [row] = await db.update(games).set(patch).where(eq(games.nodeId, nodeId)).returning();
  return row ?? null;
}

/** Node ids of a member's favourites, newest first. */
export async function listFavouriteIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ nodeId: gameFavourites.nodeId })
    .from(gameFavourites)
    .where(eq(gameFavourites.memberId, memberId))
    .orderBy(desc(gameFavourites.createdAt), asc(gameFavourites.nodeId));
  return rows.map((row) => row.nodeId);
}

/** Adds a favourite; false when it was already there (nothing written). */
export async function insertFavourite(db: Db, memberId: string, nodeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(gameFavourites)
    .values({ memberId, nodeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ nodeId: gameFavourites.nodeId });
  return rows.length > 0;
}

export async function deleteFavourite(db: Db, memberId: string, nodeId: string): Promise<boolean> {
  const rows = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.nodeId, nodeId)))
    .returning({ nodeId: gameFavourites.nodeId });
  return rows.length > 0;
}

export async function countFavourites(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameFavourites)
    .where(eq(gameFavourites.memberId, memberId));
  return row?.count ?? 0;
}

/** Node ids a member played, most recent first. */
export async function listRecentIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ nodeId: gameRecentPlays.nodeId })
    .from(gameRecentPlays)
    .where(eq(gameRecentPlays.memberId, memberId))
    .orderBy(desc(gameRecentPlays.lastPlayedAt), asc(gameRecentPlays.nodeId));
  return rows.map((row) => row.nodeId);
}

/** Records a play (the launch flow calls it); a later play of the same game moves it first. */
export async function recordPlay(db: Db, memberId: string, nodeId: string, at: Date): Promise<void> {
  await db
    .insert(gameRecentPlays)
    .values({ memberId, nodeId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [gameRecentPlays.memberId, gameRecentPlays.nodeId],
      set: { lastPlayedAt: at },
    });
}
