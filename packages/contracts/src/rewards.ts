import { z } from 'zod';
import { localizedText } from './content';
import { ZAmountSchema } from './money';
import {
  ZPromotionSourceSchema,
  ZRewardStatusSchema,
  ZTurnoverBaseSchema,
  ZTurnoverMultipleSchema,
} from './promotions';
import { pageOf, ZPageQuerySchema } from './paging';

/**
 * The reward centre (`rewardCenter`, spec §2): rewards waiting to be claimed (from activities, missions,
 * contests, referrals, the VIP bonus, rebates), claimed one by one or all at once, and their history.
 */

const isoTime = z.iso.datetime({ offset: true });

/** Which list of the reward centre: waiting to be claimed, or the history (claimed, expired, cancelled). */
export const REWARD_TABS = ['PENDING', 'HISTORY'] as const;
export const ZRewardTabSchema = z.enum(REWARD_TABS);
export type TRewardTab = z.infer<typeof ZRewardTabSchema>;

/** One reward as the member sees it. */
export const ZRewardSchema = z.object({
  id: z.string(),
  source: ZPromotionSourceSchema,
  /** In the request's language. */
  title: z.string(),
  amount: z.number(),
  status: ZRewardStatusSchema,
  /** The turnover the bonus issued at claim asks for: a multiple (3 = 3×) of the base, and the amount. */
  turnoverMultiple: z.number(),
  turnoverBase: ZTurnoverBaseSchema,
  turnoverAmount: z.number(),
  /** How many days the bonus lasts once claimed (null: no expiry). */
  bonusValidDays: z.number().int().nullable(),
  createdAt: isoTime,
  /** Past this it can no longer be claimed (null: never). */
  expiresAt: isoTime.nullable(),
  claimedAt: isoTime.nullable(),
  /** Seen in the reward centre (an unseen PENDING reward counts in the badge). */
  seen: z.boolean(),
});
export type TReward = z.infer<typeof ZRewardSchema>;

export const ZRewardListQuerySchema = ZPageQuerySchema.extend({
  tab: ZRewardTabSchema.default('PENDING'),
});
export type TRewardListQuery = z.infer<typeof ZRewardListQuerySchema>;

/** A page of rewards, with the totals of what is waiting (for the header of the page). */
export const ZRewardPageSchema = pageOf(ZRewardSchema).extend({
  pendingCount: z.number().int(),
  pendingAmount: z.number(),
  unreadCount: z.number().int(),
});
export type TRewardPage = z.infer<typeof ZRewardPageSchema>;

export const ZRewardIdParamsSchema = z.object({ rewardId: z.uuid() });

export const ZRewardSeenReplySchema = z.object({ marked: z.number().int() });
export type TRewardSeenReply = z.infer<typeof ZRewardSeenReplySchema>;

export const ZRewardClaimReplySchema = z.object({
  rewardId: z.string(),
  bonusId: z.string(),
  amount: z.number(),
});
export type TRewardClaimReply = z.infer<typeof ZRewardClaimReplySchema>;

/** Claim all: each reward in its own transaction; the ones that failed say why. */
export const ZRewardClaimAllReplySchema = z.object({
  claimed: z.number().int(),
  totalAmount: z.number(),
  failed: z.array(z.object({ rewardId: z.string(), code: z.string(), message: z.string() })),
});
export type TRewardClaimAllReply = z.infer<typeof ZRewardClaimAllReplySchema>;

// ---------- operator ----------

export const ZOperatorRewardQuerySchema = ZPageQuerySchema.extend({
  account: z.string().trim().min(1).max(64).optional(),
  status: ZRewardStatusSchema.optional(),
  source: ZPromotionSourceSchema.optional(),
});
export type TOperatorRewardQuery = z.infer<typeof ZOperatorRewardQuerySchema>;

export const ZOperatorRewardSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string().nullable(),
  source: ZPromotionSourceSchema,
  sourceKey: z.string(),
  sourceRef: z.string().nullable(),
  title: z.record(z.string(), z.string()),
  amount: z.number(),
  status: ZRewardStatusSchema,
  turnoverMultiple: z.number(),
  turnoverBase: ZTurnoverBaseSchema,
  bonusValidDays: z.number().int().nullable(),
  createdAt: isoTime,
  expiresAt: isoTime.nullable(),
  seenAt: isoTime.nullable(),
  claimedAt: isoTime.nullable(),
  bonusId: z.string().nullable(),
});
export type TOperatorReward = z.infer<typeof ZOperatorRewardSchema>;
export const ZOperatorRewardPageSchema = pageOf(ZOperatorRewardSchema);

/** An operator gives a member a reward (MANUAL): idempotent by `requestId`. */
export const ZOperatorGiveRewardSchema = z.object({
  account: z.string().trim().min(1).max(64),
  title: localizedText(120),
  amount: ZAmountSchema(),
  turnoverMultiple: ZTurnoverMultipleSchema.default(1),
  turnoverBase: ZTurnoverBaseSchema.default('BONUS'),
  bonusValidDays: z.number().int().min(1).max(365).nullable().default(null),
  expiresAt: isoTime.nullable().default(null),
  requestId: z.string().trim().min(8).max(80),
});
export type TOperatorGiveReward = z.infer<typeof ZOperatorGiveRewardSchema>;

export const ZOperatorGiveRewardReplySchema = z.object({ rewardId: z.string(), created: z.boolean() });

export const ZOperatorCancelRewardSchema = z.object({ reason: z.string().trim().max(200).optional() });
