import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Inbox messages ("messageV2 platform information"), stored once whatever the audience: MEMBERS (rows in
 * inbox_recipients), SEGMENT (member types, evaluated when a member reads) or ALL.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** NOTICE (an operator's message) or FEEDBACK_REPLY. */
    kind: text('kind').notNull(),
    audience: text('audience').notNull(),
    /** SEGMENT: the member types it reaches. */
    memberTypes: jsonb('member_types').$type<number[]>().notNull(),
    /** SEGMENT and ALL: members who join later receive it too; otherwise only those registered at sending. */
    includeNewMembers: boolean('include_new_members').notNull().default(false),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** Sanitised HTML per language. */
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** An operator withdrew it: no member sees it any more. */
    withdrawnAt: at('withdrawn_at'),
  },
  (table) => [
    check('inbox_messages_audience', sql`${table.audience} in ('MEMBERS', 'SEGMENT', 'ALL')`),
    index('inbox_messages_broadcast_idx')
      .on(table.createdAt)
      .where(sql`${table.audience} <> 'MEMBERS'`),
  ],
);

/** The members of a MEMBERS message (one member, or a list of accounts). */
export const inboxRecipients = pgTable(
  'inbox_recipients',
  {
    messageId: bigint('message_id', { mode: 'bigint' })
      .notNull()
      .references(() => inboxMessages.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.memberId] }),
    index('inbox_recipients_member_idx').on(table.memberId, table.messageId),
  ],
);

/** Read state: one row per member and message read (never fanned out for segment or "all" messages). */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    messageId: bigint('message_id', { mode: 'bigint' })
      .notNull()
      .references(() => inboxMessages.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    readAt: at('read_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.messageId] }),
    index('inbox_reads_message_idx').on(table.messageId),
  ],
);

/** Feedback of members and visitors (PUT /wps/feedback); an operator's answer goes to the member's inbox. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id').references(() => members.id),
    sender: text('sender').notNull(),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    clientIp: text('client_ip'),
    status: text('status').notNull().default('OPEN'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: at('answered_at'),
    messageId: bigint('message_id', { mode: 'bigint' }).references(() => inboxMessages.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('feedback_status_created_idx').on(table.status, table.createdAt),
    index('feedback_member_idx').on(table.memberId),
  ],
);
