import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Friends who met the referral rule: one row per friend (the primary key makes the reward single-use),
 * with the reward offered to the referrer's reward centre (`referral:<friendId>`).
 */
export const promotionReferralQualifications = pgTable(
  'promotion_referral_qualifications',
  {
    friendId: uuid('friend_id').primaryKey(),
    referrerId: uuid('referrer_id').notNull(),
    /** FIRST_DEPOSIT or VALID_BET: the rule in force when the friend qualified. */
    rule: text('rule').notNull(),
    rewardId: uuid('reward_id'),
    qualifiedAt: at('qualified_at').notNull(),
  },
  (table) => [index('promotion_referral_qualifications_referrer_idx').on(table.referrerId)],
);
