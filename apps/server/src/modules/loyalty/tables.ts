import type { TLocalizedText } from '@platform/contracts/content';
import type {
  TDelivery,
  TPointRecordStatus,
  TPointRecordType,
  TPointRewardKind,
} from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { members } from '../identity/tables';

/**
 * The loyalty module's tables (issue 15). Points themselves are ledger accounts (MEMBER_POINTS, asset PTS,
 * written only by the ledger); these tables hold what the ledger does not: settings, watermarks, the mall,
 * the points records, VIP state, rebate claims and the periodic runs.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** The operator's settings of each part (`points`, `vip`, `rebate`, `cashback`): one JSON row per part. */
export const loyaltySettings = pgTable('loyalty_settings', {
  part: text('part').primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * How much of a member's settled valid bet (per loyalty category) or deposits (category DEPOSIT) has been
 * counted for a purpose: POINTS (earning; `remainder` is what is left toward the next whole `per`) or REBATE
 * (the one rebate watermark per member and category that automatic and manual rebate share). `counted` is
 * cumulative and only grows: the next count takes the lifetime total minus it, under this row's lock.
 */
export const loyaltyWatermarks = pgTable(
  'loyalty_watermarks',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose').$type<'POINTS' | 'REBATE'>().notNull(),
    category: text('category').notNull(),
    counted: minor('counted')
      .notNull()
      .default(sql`0`),
    remainder: minor('remainder')
      .notNull()
      .default(sql`0`),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.purpose, table.category] })],
);

/** The points mall's catalogue. `redeemed` counts redemptions not rejected (stock = what is left). */
export const pointRewards = pgTable('point_rewards', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<TPointRewardKind>().notNull(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  description: jsonb('description').$type<TLocalizedText>().notNull(),
  imageUrl: text('image_url').notNull().default(''),
  pricePoints: minor('price_points').notNull(),
  cashAmount: minor('cash_amount'),
  /** Units left (null: unlimited). */
  stock: integer('stock'),
  perMemberLimit: integer('per_member_limit'),
  redeemed: integer('redeemed').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  active: integer('active').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Points records (spec §3): every earning (type = loyalty category or DEPOSIT), redemption, conversion,
 * refund and operator adjustment, with the ledger movement's key. `points` is signed (+ earned, − spent).
 * Goods redemptions are IN_PROCESS until an operator approves or rejects them (a rejection refunds).
 */
export const pointRecords = pgTable(
  'point_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<TPointRecordType>().notNull(),
    points: minor('points').notNull(),
    /** Valid bet or deposit counted (earnings), balance paid (conversions, cash rewards); else null. */
    amount: minor('amount'),
    status: text('status').$type<TPointRecordStatus>().notNull(),
    rewardId: uuid('reward_id').references(() => pointRewards.id),
    delivery: jsonb('delivery').$type<TDelivery>(),
    remark: text('remark'),
    /** The member's (or operator's) request id: a retry finds this record. */
    requestId: uuid('request_id'),
    ledgerKey: text('ledger_key').notNull(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('point_records_member_idx').on(table.memberId, table.createdAt),
    uniqueIndex('point_records_request_key').on(table.memberId, table.requestId),
    uniqueIndex('point_records_ledger_key').on(table.ledgerKey),
    index('point_records_in_process_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'IN_PROCESS'`),
  ],
);

/**
 * A member's VIP state: the level, and the bases his progress is counted from (lifetime valid bet and
 * deposits minus the base; a relegation moves the base so that progress restarts at the new level's
 * threshold). `highest_level` is the highest level ever reached: the upgrade bonus is paid once per level.
 */
export const vipMembers = pgTable('vip_members', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  level: integer('level').notNull().default(0),
  highestLevel: integer('highest_level').notNull().default(0),
  baseValidBet: minor('base_valid_bet')
    .notNull()
    .default(sql`0`),
  baseDeposit: minor('base_deposit')
    .notNull()
    .default(sql`0`),
  levelSince: at('level_since').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Every change of a member's VIP level: UPGRADE (reached), DOWNGRADE (not kept in a period), OPERATOR. */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').$type<'UPGRADE' | 'DOWNGRADE' | 'OPERATOR'>().notNull(),
    actor: text('actor'),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('vip_level_changes_member_idx').on(table.memberId, table.createdAt)],
);

/**
 * Rebate payouts: a member's manual claim, or the automatic run's payout of one brand-zone day (at most one
 * per member and day: unique). `details` holds the valid bet, rate and amount per category.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    mode: text('mode').$type<'MANUAL' | 'AUTOMATIC'>().notNull(),
    day: date('day', { mode: 'string' }),
    validBet: minor('valid_bet').notNull(),
    amount: minor('amount').notNull(),
    details: jsonb('details').notNull(),
    status: text('status').$type<'PAID' | 'IN_REWARD_CENTRE'>().notNull(),
    rewardId: uuid('reward_id'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('rebate_claims_member_idx').on(table.memberId, table.createdAt),
    uniqueIndex('rebate_claims_automatic_key')
      .on(table.memberId, table.day)
      .where(sql`${table.mode} = 'AUTOMATIC'`),
  ],
);

/** Periodic runs (the day's rebate, the week's cashback, the VIP period) done: `job` and its period's start. */
export const loyaltyRuns = pgTable(
  'loyalty_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    result: jsonb('result'),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);
