import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** TOTP second factor (RFC 6238, base32): set once a first code confirmed the enrolment. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by an enrolment not yet confirmed by a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code is used at most once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
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

/** One-time recovery codes of an operator's second factor: only the SHA-256 is stored; used once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [uniqueIndex('operator_recovery_codes_operator_code_key').on(table.operatorId, table.codeHash)],
);

/**
 * Failed operator logins, by account key (the username in lower case, whether it exists or not) and by
 * client (IP): the per-address limit, the per-account delays and the burst alert read them.
 */
export const operatorLoginFailures = pgTable(
  'operator_login_failures',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    clientKey: text('client_key').notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    index('operator_login_failures_account_idx').on(table.accountKey, table.at),
    index('operator_login_failures_client_idx').on(table.clientKey, table.at),
  ],
);
