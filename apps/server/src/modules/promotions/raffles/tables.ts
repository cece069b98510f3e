import type { TLocalizedText } from '@platform/contracts/content';
import type { TRaffleRuleKind } from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Lucky draws (decisions.md "Raffle"): open between `starts_at` and `ends_at`, for the member types listed
 * (null: every real member). A member earns one draw per `rule_per` minor units deposited (rule DEPOSIT) or
 * bet (VALID_BET) in the window, up to `total_cap`; at most `daily_cap` draws a brand-zone day.
 */
export const promotionRaffles = pgTable('promotion_raffles', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: jsonb('title').$type<TLocalizedText>().notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  memberTypes: jsonb('member_types').$type<number[] | null>(),
  ruleKind: text('rule_kind').$type<TRaffleRuleKind>().notNull(),
  rulePer: minor('rule_per').notNull(),
  dailyCap: integer('daily_cap'),
  totalCap: integer('total_cap'),
  /** How long the bonus a prize issues lasts (null: no expiry). */
  bonusValidDays: integer('bonus_valid_days'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A raffle's prize table. `stock` null is unlimited; a draw takes one with `stock = stock - 1 where stock > 0`.
 * Amount 0 is a "try again" prize (nothing issued). Prizes removed by the operator stay (`active` false) for
 * the draws that name them.
 */
export const promotionRafflePrizes = pgTable(
  'promotion_raffle_prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raffleId: uuid('raffle_id').notNull(),
    name: jsonb('name').$type<TLocalizedText>().notNull(),
    amount: minor('amount').notNull(),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    /** The bonus's turnover multiple as an integer percent (300 = 3×). */
    turnoverPercent: integer('turnover_percent').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('promotion_raffle_prizes_raffle_idx').on(table.raffleId, table.sort)],
);

/** One row per member and raffle: locked by every draw, so that a member's draws of a raffle run one at a time. */
export const promotionRaffleEntries = pgTable(
  'promotion_raffle_entries',
  {
    raffleId: uuid('raffle_id').notNull(),
    memberId: uuid('member_id').notNull(),
    drawsUsed: integer('draws_used').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.raffleId, table.memberId] })],
);

/** Every draw: the prize, what it paid (bonus key `raffle:<id>`) and the brand-zone day (daily cap). */
export const promotionRaffleDraws = pgTable(
  'promotion_raffle_draws',
  {
    id: uuid('id').primaryKey(),
    raffleId: uuid('raffle_id').notNull(),
    memberId: uuid('member_id').notNull(),
    prizeId: uuid('prize_id').notNull(),
    amount: minor('amount').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bonusId: uuid('bonus_id'),
    drawnAt: at('drawn_at').notNull(),
  },
  (table) => [
    index('promotion_raffle_draws_member_idx').on(table.raffleId, table.memberId, table.drawnAt),
    index('promotion_raffle_draws_recent_idx')
      .on(table.drawnAt)
      .where(sql`amount > 0`),
  ],
);
