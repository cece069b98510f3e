import type { TLocalizedText } from '@platform/contracts/content';
import type {
  TContestMetric,
  TContestPrize,
  TMissionAudience,
  TMissionPeriod,
  TMissionTask,
} from '@platform/contracts/missions';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Operator-defined missions: a task with a target per period (DAILY, WEEKLY in the brand's zone) and the
 * bonus its claim issues. `target` is minor units for BET and DEPOSIT, a count for ROUNDS and LOGIN_DAYS.
 * Deleting one sets `deleted_at` (its claims keep pointing at it).
 */
export const promotionMissions = pgTable(
  'promotion_missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    description: jsonb('description').$type<TLocalizedText>(),
    period: text('period').$type<TMissionPeriod>().notNull(),
    task: text('task').$type<TMissionTask>().notNull(),
    target: minor('target').notNull(),
    category: text('category'),
    rewardAmount: minor('reward_amount').notNull(),
    /** The bonus's turnover multiple as an integer percent (300 = 3×). */
    turnoverPercent: integer('turnover_percent').notNull(),
    bonusDays: integer('bonus_days'),
    sortOrder: integer('sort_order').notNull().default(0),
    audience: text('audience').$type<TMissionAudience>().notNull().default('ALL'),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('promotion_missions_live_idx')
      .on(table.sortOrder)
      .where(sql`deleted_at is null`),
  ],
);

/** One claim per mission, period (its first day in the brand's zone) and member: the unique key makes it single-use. */
export const promotionMissionClaims = pgTable(
  'promotion_mission_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id').notNull(),
    periodKey: date('period_key', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    amount: minor('amount').notNull(),
    bonusId: uuid('bonus_id'),
    claimedAt: at('claimed_at').notNull(),
  },
  (table) => [
    uniqueIndex('promotion_mission_claims_unique').on(table.missionId, table.periodKey, table.memberId),
    index('promotion_mission_claims_member_idx').on(table.memberId, table.periodKey),
  ],
);

/** Leaderboard contests: a metric ranked per period with a prize per rank. */
export const promotionContests = pgTable('promotion_contests', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: jsonb('title').$type<TLocalizedText>().notNull(),
  period: text('period').$type<TMissionPeriod>().notNull(),
  metric: text('metric').$type<TContestMetric>().notNull(),
  category: text('category'),
  minAmount: minor('min_amount')
    .notNull()
    .default(sql`0`),
  /** Rank ranges with their prize in decimals as the operator wrote them. */
  prizes: jsonb('prizes').$type<TContestPrize[]>().notNull(),
  turnoverPercent: integer('turnover_percent').notNull(),
  bonusDays: integer('bonus_days'),
  showTop: integer('show_top').notNull().default(20),
  audience: text('audience').$type<TMissionAudience>().notNull().default('ALL'),
  enabled: boolean('enabled').notNull().default(true),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  deletedAt: at('deleted_at'),
});

/** A contest period ranked and paid: the row is taken once, by the transaction that pays it. */
export const promotionContestPeriods = pgTable(
  'promotion_contest_periods',
  {
    contestId: uuid('contest_id').notNull(),
    periodKey: date('period_key', { mode: 'string' }).notNull(),
    settledAt: at('settled_at').notNull(),
    ranked: integer('ranked').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contestId, table.periodKey] })],
);

/** A prize paid: unique on (contest, period, rank). */
export const promotionContestPayouts = pgTable(
  'promotion_contest_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id').notNull(),
    periodKey: date('period_key', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
    memberId: uuid('member_id').notNull(),
    /** The metric the member reached. */
    metricAmount: minor('metric_amount').notNull(),
    prize: minor('prize').notNull(),
    bonusId: uuid('bonus_id'),
    paidAt: at('paid_at').notNull(),
  },
  (table) => [
    uniqueIndex('promotion_contest_payouts_unique').on(table.contestId, table.periodKey, table.rank),
    index('promotion_contest_payouts_member_idx').on(table.memberId),
  ],
);
