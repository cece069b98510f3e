import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { pageWindow, type PageRequest } from '../../platform/paging';
import { feedback, inboxMessages, inboxReads, inboxRecipients } from './tables';

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;

/** The member an inbox query is for: segment messages match the type; broadcasts compare the join date. */
export type Reader = { memberId: string; type: number; createdAt: Date };

/**
 * The messages `reader` receives: MEMBERS messages naming them, SEGMENT messages of their type and ALL
 * messages — the last two only when sent after they joined, unless the message includes new members.
 * Withdrawn messages are never shown.
 */
function visibleTo(reader: Reader): SQL {
  const joined = sql`(${inboxMessages.includeNewMembers} or ${inboxMessages.createdAt} >= ${reader.createdAt.toISOString()}::timestamptz)`;
  return sql`${inboxMessages.withdrawnAt} is null and (
    (${inboxMessages.audience} = 'MEMBERS' and ${inboxMessages.id} in (
      select ${inboxRecipients.messageId} from ${inboxRecipients} where ${inboxRecipients.memberId} = ${reader.memberId}
    ))
    or (${inboxMessages.audience} = 'ALL' and ${joined})
    or (${inboxMessages.audience} = 'SEGMENT' and ${inboxMessages.memberTypes} @> ${JSON.stringify([reader.type])}::jsonb and ${joined})
  )`;
}

const unreadBy = (memberId: string) =>
  sql`not exists (select 1 from ${inboxReads} where ${inboxReads.messageId} = ${inboxMessages.id} and ${inboxReads.memberId} = ${memberId})`;

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(visibleTo(reader), unreadBy(reader.memberId)));
  return row?.n ?? 0;
}

export async function pageInbox(db: Db, reader: Reader, page: PageRequest, onlyUnread: boolean) {
  const where = onlyUnread ? and(visibleTo(reader), unreadBy(reader.memberId)) : visibleTo(reader);
  const { offset, limit } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: inboxMessages, readAt: inboxReads.readAt })
      .from(inboxMessages)
      .leftJoin(
        inboxReads,
        and(eq(inboxReads.messageId, inboxMessages.id), eq(inboxReads.memberId, reader.memberId)),
      )
      .where(where)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(inboxMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVisible(db: Db, reader: Reader, id: bigint) {
  const [row] = await db
    .select({ message: inboxMessages, readAt: inboxReads.readAt })
    .from(inboxMessages)
    .leftJoin(
      inboxReads,
      and(eq(inboxReads.messageId, inboxMessages.id), eq(inboxReads.memberId, reader.memberId)),
    )
    .where(and(eq(inboxMessages.id, id), visibleTo(reader)));
  return row ?? null;
}

/** Marks one message read; true when it was unread. */
export async function markRead(db: Db, memberId: string, messageId: bigint, now: Date): Promise<boolean> {
  const rows = await db
    .insert(inboxReads)
    .values({ memberId, messageId, readAt: now })
    .onConflictDoNothing()
    .returning({ id: inboxReads.messageId });
  return rows.length > 0;
}

/** Marks every message the reader receives read; returns how many were unread. */
export async function markAllRead(db: Db, reader: Reader, now: Date): Promise<number> {
  const result = await db.execute<{ message_id: string }>(sql`
    insert into ${inboxReads} (message_id, member_id, read_at)
    select ${inboxMessages.id}, ${reader.memberId}::uuid, ${now.toISOString()}::timestamptz
    from ${inboxMessages}
    where ${visibleTo(reader)} and ${unreadBy(reader.memberId)}
    on conflict do nothing
    returning message_id`);
  return result.rows.length;
}

export async function insertMessage(
  db: Db,
  values: typeof inboxMessages.$inferInsert,
  recipients: readonly string[],
): Promise<InboxMessageRow> {
  const [row] = await db.insert(inboxMessages).values(values).returning();
  if (recipients.length > 0) {
    await db.insert(inboxRecipients).values(recipients.map((memberId) => ({ messageId: row!.id, memberId })));
  }
  return row!;
}

export async function findMessage(db: Db, id: bigint, lock = false): Promise<InboxMessageRow | null> {
  const query = db.select().from(inboxMessages).where(eq(inboxMessages.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function withdrawMessage(db: Db, id: bigint, now: Date): Promise<void> {
  await db.update(inboxMessages).set({ withdrawnAt: now }).where(eq(inboxMessages.id, id));
}

export async function recipientsOf(db: Db, messageId: bigint): Promise<string[]> {
  const rows = await db
    .select({ memberId: inboxRecipients.memberId })
    .from(inboxRecipients)
    .where(eq(inboxRecipients.messageId, messageId));
  return rows.map((row) => row.memberId);
}

/** Operator list: messages newest first, with how many recipients (MEMBERS) and how many have read them. */
export async function pageMessages(db: Db, page: PageRequest) {
  const { offset, limit } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: inboxMessages,
        recipients: sql<number>`(select count(*) from ${inboxRecipients} where ${inboxRecipients.messageId} = ${inboxMessages.id})::int`,
        reads: sql<number>`(select count(*) from ${inboxReads} where ${inboxReads.messageId} = ${inboxMessages.id})::int`,
      })
      .from(inboxMessages)
      .orderBy(desc(inboxMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(inboxMessages),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------- feedback ----------

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

export async function pageFeedback(db: Db, page: PageRequest, filter: { status?: string; type?: number }) {
  const where = and(
    filter.status ? eq(feedback.status, filter.status) : undefined,
    filter.type !== undefined ? eq(feedback.type, filter.type) : undefined,
  );
  const { offset, limit } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db.select().from(feedback).where(where).orderBy(desc(feedback.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFeedback(db: Db, id: bigint): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row ?? null;
}

export async function findFeedbackForUpdate(db: Db, id: bigint): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row ?? null;
}

export async function answerFeedback(
  db: Db,
  id: bigint,
  values: { answer: string; answeredBy: string; answeredAt: Date; messageId: bigint | null },
): Promise<FeedbackRow> {
  const [row] = await db
    .update(feedback)
    .set({ ...values, status: 'ANSWERED' })
    .where(eq(feedback.id, id))
    .returning();
  return row!;
}
