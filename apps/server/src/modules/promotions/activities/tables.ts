import type { TLocalizedText } from '@platform/contracts/content';
import type {
  TActivityCategory,
  TActivityRule,
  TActivityStatus,
  TApplicationStatus,
} from '@platform/contracts/promotion-activities';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * Operator-defined activities (the promotions page): texts per language, sanitised rules HTML, banner,
 * tab, validity window, audience and a kind with its rule (`rule` JSON, validated by the contract's union).
 */
export const promotionActivities = pgTable(
  'promotion_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    summary: jsonb('summary').$type<TLocalizedText>().notNull(),
    rulesHtml: jsonb('rules_html').$type<TLocalizedText>().notNull(),
    bannerUrl: text('banner_url').notNull(),
    category: text('category').$type<TActivityCategory>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    memberTypes: jsonb('member_types').$type<number[]>().notNull(),
    vipLevels: jsonb('vip_levels').$type<number[]>().notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    status: text('status').$type<TActivityStatus>().notNull(),
    rule: jsonb('rule').$type<TActivityRule>().notNull(),
    /** Demo seed's stable name (null for operator-made activities). */
    seedKey: text('seed_key'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('promotion_activities_listing_idx').on(table.status, table.displayOrder),
    uniqueIndex('promotion_activities_seed_key_unique').on(table.seedKey),
  ],
);

/** Members who joined an activity (its row is locked while a deposit bonus of the activity is decided). */
export const promotionActivityMembers = pgTable(
  'promotion_activity_members',
  {
    activityId: uuid('activity_id').notNull(),
    memberId: uuid('member_id').notNull(),
    joinedAt: at('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.memberId] }),
    index('promotion_activity_members_member_idx').on(table.memberId),
  ],
);

/**
 * Deposit bonuses an activity granted: one per (activity, member, deposit); at most one FIRST_DEPOSIT
 * grant per member across every activity (partial unique index), whatever the number of tabs or processes.
 */
export const promotionActivityGrants = pgTable(
  'promotion_activity_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id').notNull(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').notNull(),
    depositOrderId: uuid('deposit_order_id').notNull(),
    /** The brand-zone period (`2026-11-27`, `W2026-11-23`, `first`). */
    periodKey: text('period_key').notNull(),
    depositAmount: minor('deposit_amount').notNull(),
    amount: minor('amount').notNull(),
    bonusId: uuid('bonus_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('promotion_activity_grants_deposit_unique').on(
      table.activityId,
      table.memberId,
      table.depositOrderId,
    ),
    uniqueIndex('promotion_activity_grants_first_unique')
      .on(table.memberId)
      .where(sql`kind = 'FIRST_DEPOSIT'`),
    index('promotion_activity_grants_period_idx').on(table.activityId, table.memberId, table.periodKey),
  ],
);

/** Daily check-ins ("sign"): one per activity, member and brand-zone day. */
export const promotionActivitySigns = pgTable(
  'promotion_activity_signs',
  {
    activityId: uuid('activity_id').notNull(),
    memberId: uuid('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    signedAt: at('signed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.memberId, table.day] })],
);

/** Manual applications: comment and images, reviewed by an operator (one PENDING per member and activity). */
export const promotionActivityApplications = pgTable(
  'promotion_activity_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id').notNull(),
    memberId: uuid('member_id').notNull(),
    comment: text('comment').notNull(),
    /** Stored file names under the upload directory (`<32 hex>.png|jpg`). */
    images: jsonb('images').$type<string[]>().notNull(),
    status: text('status').$type<TApplicationStatus>().notNull(),
    amount: minor('amount'),
    rejectReason: text('reject_reason'),
    bonusId: uuid('bonus_id'),
    reviewer: text('reviewer'),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (table) => [
    uniqueIndex('promotion_activity_applications_pending_unique')
      .on(table.activityId, table.memberId)
      .where(sql`status = 'PENDING'`),
    index('promotion_activity_applications_member_idx').on(table.memberId, table.activityId, table.createdAt),
    index('promotion_activity_applications_status_idx').on(table.status, table.createdAt),
  ],
);
