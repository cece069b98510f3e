import { text, timestamp, pgTable } from 'drizzle-orm/pg-core';

/** Seeders already applied to this database, by name (see seed/registry.ts). */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
