import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Back-office operators (not members): ADMIN, FINANCE or SUPPORT. Usernames are unique whatever their case. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastLoginAt: at('last_login_at'),
  },
  (table) => [
    uniqueIndex('operators_username_key').on(sql`lower(${table.username})`),
    check('operators_role_check', sql`${table.role} in ('ADMIN', 'FINANCE', 'SUPPORT')`),
    check('operators_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** Operator sessions: only the SHA-256 of the token is stored; idle and absolute expiry like members'. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('operator_sessions_token_hash_key').on(table.tokenHash),
    index('operator_sessions_operator_idx').on(table.operatorId),
  ],
);
