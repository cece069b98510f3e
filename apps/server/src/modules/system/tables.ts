import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The brand configuration: one row (id 1), validated by ZBrandConfigSchema on every read and write. */
export const brandConfig = pgTable(
  'brand_config',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('brand_config_single_row', sql`${table.id} = 1`)],
);

/** Operator settings by key ("maintenance", "region"), each validated by its contracts schema. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only record of operator changes, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_target_created_idx').on(table.target, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);
