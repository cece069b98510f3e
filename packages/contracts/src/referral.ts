import { z } from 'zod';
import { ZAmountSchema } from './money';
import { ZTurnoverMultipleSchema } from './promotions';

/**
 * Invite friends (spec §2 `referral`, §6 the REFERRAL promotion): the member's personal link and its QR
 * code, the friends it brought, and the reward paid once per friend who meets the operator's rule.
 */

/** What makes an invited friend qualify: a first credited deposit of at least X, or a valid bet of at least Y. */
export const REFERRAL_RULES = ['FIRST_DEPOSIT', 'VALID_BET'] as const;
export const ZReferralRuleSchema = z.enum(REFERRAL_RULES);
export type TReferralRule = z.infer<typeof ZReferralRuleSchema>;

/** The operator's settings of the referral part (audited). */
export const ZReferralSettingsSchema = z.object({
  rule: ZReferralRuleSchema,
  /** FIRST_DEPOSIT: the least first deposit; VALID_BET: the least total valid bet since registering. */
  threshold: ZAmountSchema(),
  /** What the referrer gets per qualified friend (into the reward centre). */
  rewardAmount: ZAmountSchema(),
  turnoverMultiple: ZTurnoverMultipleSchema,
  /** Days the bonus lasts once claimed (null: no expiry). */
  bonusDays: z.number().int().min(1).max(365).nullable(),
  /** Days the reward waits in the reward centre (null: no limit). */
  claimDays: z.number().int().min(1).max(365).nullable(),
});
export type TReferralSettings = z.infer<typeof ZReferralSettingsSchema>;

export const ZReferralFriendSchema = z.object({
  /** Masked account. */
  account: z.string(),
  registeredAt: z.string(),
  qualified: z.boolean(),
  qualifiedAt: z.string().nullable(),
  /** The reward for this friend (0 until qualified). */
  reward: z.number(),
  /** PENDING (in the reward centre), CLAIMED, EXPIRED, or null before qualifying. */
  rewardStatus: z.enum(['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED']).nullable(),
});
export type TReferralFriend = z.infer<typeof ZReferralFriendSchema>;

/** `GET /wps/promotions/referral`: the link, the rule and the totals. */
export const ZReferralOverviewSchema = z.object({
  code: z.string(),
  /** `<site>/register?referralCode=<code>`. */
  link: z.string(),
  rule: ZReferralSettingsSchema,
  friends: z.number().int(),
  qualified: z.number().int(),
  /** Rewards earned (offered) and claimed, in currency units. */
  earned: z.number(),
  claimed: z.number(),
});
export type TReferralOverview = z.infer<typeof ZReferralOverviewSchema>;

export const ZReferralFriendsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZReferralFriendsPageSchema = z.object({
  content: z.array(ZReferralFriendSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type TReferralFriendsPage = z.infer<typeof ZReferralFriendsPageSchema>;

/** Operator: the referrals of a member, by account. */
export const ZReferralAccountParamsSchema = z.object({ account: z.string().trim().min(1).max(64) });
export const ZOperatorReferralSchema = z.object({
  memberId: z.uuid(),
  account: z.string(),
  registeredAt: z.string(),
  qualified: z.boolean(),
  qualifiedAt: z.string().nullable(),
  reward: z.number(),
  rewardStatus: z.string().nullable(),
});
export const ZOperatorReferralsSchema = z.object({
  referrer: z.object({ memberId: z.uuid(), account: z.string(), code: z.string().nullable() }),
  friends: z.array(ZOperatorReferralSchema),
});
