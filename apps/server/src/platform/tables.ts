import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every server process (see throttle.ts): one row per key,
 * such as `captcha:client:203.0.113.9` or `sms:number:+52 5512345678`.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('throttles_window_started_idx').on(table.windowStartedAt)],
);
