import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { outbox } from './tables';

export type OutboxChannel = 'sms' | 'email';

export type OutboxEntry = {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
};

export async function insertOutboxEntry(db: Db, entry: OutboxEntry): Promise<bigint> {
  const [row] = await db.insert(outbox).values(entry).returning({ id: outbox.id });
  return row!.id;
}

export async function listOutboxEntries(
  db: Db,
  filter: { recipient?: string; channel?: OutboxChannel; limit?: number } = {},
) {
  const conditions = [
    filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined,
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
  ];
  return db
    .select()
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.id))
    .limit(Math.min(filter.limit ?? 20, 200));
}
