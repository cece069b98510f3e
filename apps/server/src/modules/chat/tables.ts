import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from '../identity/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A live-chat conversation of the built-in chat provider: one member, one model (queue). */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** The model (queue) code of CBS_modelList. */
    model: text('model').notNull(),
    status: text('status').notNull().default('OPEN'),
    /** MEMBER, OPERATOR or SYSTEM: who wrote last (MEMBER means an answer is awaited). */
    lastSender: text('last_sender'),
    lastMessageAt: at('last_message_at'),
    lastMessagePreview: text('last_message_preview'),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    closedBy: text('closed_by'),
  },
  (table) => [
    check('chat_rooms_status', sql`${table.status} in ('OPEN', 'CLOSED')`),
    // At most one open room per member and model: launching again reopens the same conversation.
    uniqueIndex('chat_rooms_open_member_model_idx')
      .on(table.memberId, table.model)
      .where(sql`${table.status} = 'OPEN'`),
    index('chat_rooms_status_last_idx').on(table.status, table.lastMessageAt),
  ],
);

/** The messages of a room (plain text), with the operator who wrote them. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: bigint('room_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatRooms.id),
    sender: text('sender').notNull(),
    /** operator:<username> or operator-key for operator messages. */
    operatorActor: text('operator_actor'),
    senderName: text('sender_name'),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('chat_messages_sender', sql`${table.sender} in ('MEMBER', 'OPERATOR', 'SYSTEM')`),
    index('chat_messages_room_idx').on(table.roomId, table.id),
  ],
);

/** Chat tokens of chatUrl (256-bit; only the SHA-256 stored), bound to one member and one room. */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    roomId: bigint('room_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatRooms.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('chat_tokens_expires_idx').on(table.expiresAt)],
);
