import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { pageWindow, type PageRequest } from '../../platform/paging';
import { chatMessages, chatRooms, chatTokens } from './tables';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export async function findRoom(db: Db, id: bigint): Promise<ChatRoomRow | null> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id));
  return row ?? null;
}

export async function findOpenRoom(db: Db, memberId: string, model: string): Promise<ChatRoomRow | null> {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.memberId, memberId), eq(chatRooms.model, model), eq(chatRooms.status, 'OPEN')));
  return row ?? null;
}

/** A new open room, or null when a concurrent launch opened one first (the unique open-room index). */
export async function insertOpenRoom(
  db: Db,
  values: { memberId: string; model: string; createdAt: Date },
): Promise<ChatRoomRow | null> {
  const [row] = await db
    .insert(chatRooms)
    .values({ ...values, status: 'OPEN' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function pageRooms(db: Db, status: string, page: PageRequest) {
  const { offset, limit } = pageWindow(page);
  const where = eq(chatRooms.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatRooms)
      .where(where)
      // Rooms waiting for an answer first, then the most recent.
      .orderBy(
        sql`(${chatRooms.lastSender} = 'MEMBER') desc nulls last`,
        sql`${chatRooms.lastMessageAt} desc nulls last`,
        desc(chatRooms.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chatRooms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function closeRoom(
  db: Db,
  id: bigint,
  closedBy: string,
  now: Date,
): Promise<ChatRoomRow | null> {
  const [row] = await db
    .update(chatRooms)
    .set({ status: 'CLOSED', closedAt: now, closedBy })
    .where(and(eq(chatRooms.id, id), eq(chatRooms.status, 'OPEN')))
    .returning();
  return row ?? null;
}

/** Locks the room row (messages of one room are written one at a time, so ids follow the room's order). */
export async function lockRoom(db: Db, id: bigint): Promise<ChatRoomRow | null> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).for('update');
  return row ?? null;
}

export async function insertMessage(
  db: Db,
  values: {
    roomId: bigint;
    sender: string;
    operatorActor: string | null;
    senderName: string | null;
    text: string;
    createdAt: Date;
  },
): Promise<{ message: ChatMessageRow; room: ChatRoomRow }> {
  const [message] = await db.insert(chatMessages).values(values).returning();
  const [room] = await db
    .update(chatRooms)
    .set({
      lastSender: values.sender,
      lastMessageAt: values.createdAt,
      lastMessagePreview: [...values.text].slice(0, 120).join(''),
    })
    .where(eq(chatRooms.id, values.roomId))
    .returning();
  return { message: message!, room: room! };
}

/** The newest `limit` messages of a room older than `before`, oldest first, and whether there are more. */
export async function history(db: Db, roomId: bigint, before: bigint | null, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      before === null
        ? eq(chatMessages.roomId, roomId)
        : and(eq(chatMessages.roomId, roomId), lt(chatMessages.id, before)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function insertToken(
  db: Db,
  values: { tokenHash: string; roomId: bigint; memberId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(chatTokens).values(values);
}

export async function findToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(chatTokens).where(eq(chatTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function purgeTokens(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(chatTokens)
    .where(lt(chatTokens.expiresAt, now))
    .returning({ tokenHash: chatTokens.tokenHash });
  return rows.length;
}
