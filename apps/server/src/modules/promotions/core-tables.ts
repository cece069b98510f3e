import type { TLocalizedText } from '@platform/contracts/content';
import type {
  TBonusStatus,
  TPromotionSource,
  TRewardStatus,
  TTurnoverBase,
} from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** The operator's settings of each part of the module: one row per part (`bonuses`, `referral`, …), JSON. */
export const promotionSettings = pgTable('promotion_settings', {
  part: text('part').primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Bonuses: each one a BONUS ledger movement (house PROMOTION_EXPENSE → the member's main wallet, ledger key
 * `bonus:<key>`) with the turnover the player owes before withdrawing. `turnover_required` is the weighted
 * valid bet to reach (amount, or amount + deposit, × the multiple); `turnover_done` the weighted valid bet
 * counted so far (the bonuses part keeps it). ACTIVE until met (COMPLETED), given up (FORFEITED) or past
 * `expires_at` (EXPIRED).
 */
export const promotionBonuses = pgTable(
  'promotion_bonuses',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    /** The caller's idempotency key (unique): one bonus per key, whatever the number of attempts. */
    key: text('key').notNull(),
    source: text('source').$type<TPromotionSource>().notNull(),
    /** The id of what earned it (activity, reward, mission, …), for links and reports. */
    sourceRef: text('source_ref'),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    amount: minor('amount').notNull(),
    turnoverBase: text('turnover_base').$type<TTurnoverBase>().notNull(),
    /** The multiple as an integer percent (300 = 3×). */
    turnoverPercent: integer('turnover_percent').notNull(),
    depositAmount: minor('deposit_amount')
      .notNull()
      .default(sql`0`),
    turnoverRequired: minor('turnover_required').notNull(),
    turnoverDone: minor('turnover_done')
      .notNull()
      .default(sql`0`),
    status: text('status').$type<TBonusStatus>().notNull(),
    /** The BONUS ledger transaction. */
    transactionId: minor('transaction_id').notNull(),
    grantedAt: at('granted_at').notNull(),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
    /** What a forfeit took back (≤ amount, ≤ the balance then). */
    forfeitedAmount: minor('forfeited_amount'),
    actor: text('actor'),
  },
  (table) => [
    uniqueIndex('promotion_bonuses_key_unique').on(table.key),
    index('promotion_bonuses_member_idx').on(table.memberId, table.grantedAt),
    index('promotion_bonuses_active_idx')
      .on(table.memberId)
      .where(sql`status = 'ACTIVE'`),
  ],
);

/**
 * The reward centre: rewards waiting for the member to claim them (from activities, missions, contests,
 * referrals, the VIP bonus, rebates and cashback). A claim issues the bonus (key `reward:<id>`) and marks
 * the row CLAIMED in one transaction. `source_key` (unique) makes every offer idempotent.
 */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    sourceKey: text('source_key').notNull(),
    source: text('source').$type<TPromotionSource>().notNull(),
    sourceRef: text('source_ref'),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    amount: minor('amount').notNull(),
    turnoverBase: text('turnover_base').$type<TTurnoverBase>().notNull(),
    turnoverPercent: integer('turnover_percent').notNull(),
    depositAmount: minor('deposit_amount')
      .notNull()
      .default(sql`0`),
    /** How long the bonus issued at claim lasts (null: no expiry). */
    bonusValidDays: integer('bonus_valid_days'),
    status: text('status').$type<TRewardStatus>().notNull().default('PENDING'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at'),
    /** When the member saw it in the reward centre (null: unread, counted in the badge). */
    seenAt: at('seen_at'),
    claimedAt: at('claimed_at'),
    bonusId: uuid('bonus_id'),
  },
  (table) => [
    uniqueIndex('promotion_rewards_source_key_unique').on(table.sourceKey),
    index('promotion_rewards_member_idx').on(table.memberId, table.createdAt),
    index('promotion_rewards_pending_idx')
      .on(table.memberId)
      .where(sql`status = 'PENDING'`),
  ],
);
