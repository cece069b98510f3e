import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages the default SMS and e-mail providers "send": written here (and announced in the log) so the
 * platform works without an external service, and tests and demos can read the codes and links.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('outbox_channel_check', sql`${table.channel} in ('sms', 'email')`),
    index('outbox_recipient_idx').on(table.recipient, table.id),
    index('outbox_created_idx').on(table.createdAt),
  ],
);
