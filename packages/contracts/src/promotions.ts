import { z } from 'zod';

/**
 * Pieces every part of the promotions module shares (activities, bonuses, the reward centre, the lucky
 * draw, missions and contests, invite friends). Each part keeps its own contract file beside this one.
 */

/** Where a bonus or a reward came from. */
export const PROMOTION_SOURCES = [
  'ACTIVITY',
  'REWARD',
  'RAFFLE',
  'MISSION',
  'CONTEST',
  'REFERRAL',
  'VIP',
  'REBATE',
  'CASHBACK',
  'MANUAL',
] as const;
export const ZPromotionSourceSchema = z.enum(PROMOTION_SOURCES);
export type TPromotionSource = z.infer<typeof ZPromotionSourceSchema>;

/** What a bonus's turnover requirement multiplies: the bonus alone, or bonus plus the deposit that earned it. */
export const TURNOVER_BASES = ['BONUS', 'BONUS_PLUS_DEPOSIT'] as const;
export const ZTurnoverBaseSchema = z.enum(TURNOVER_BASES);
export type TTurnoverBase = z.infer<typeof ZTurnoverBaseSchema>;

/**
 * A turnover multiple as operators write it (`3` = three times, `2.5`, `0` = none): at most two decimals,
 * stored as an integer percent (300, 250, 0).
 */
export const ZTurnoverMultipleSchema = z
  .number()
  .min(0)
  .max(1000)
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    {
      message: 'at most two decimals',
    },
  );

/** Bonus states: turnover still owed, met, given up by the player, or past its expiry before being met. */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED'] as const;
export const ZBonusStatusSchema = z.enum(BONUS_STATUSES);
export type TBonusStatus = z.infer<typeof ZBonusStatusSchema>;

/** Reward-centre states: waiting to be claimed, claimed (a bonus was issued), past its expiry, withdrawn by an operator. */
export const REWARD_STATUSES = ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const;
export const ZRewardStatusSchema = z.enum(REWARD_STATUSES);
export type TRewardStatus = z.infer<typeof ZRewardStatusSchema>;

/**
 * `GET /wps/promotions/badges`: the public state's `availablePromoCount` (claimable rewards, draws and
 * missions, and activities the member may join) and the member centre's unread badges.
 */
export const ZPromotionBadgesSchema = z.object({
  availablePromoCount: z.number().int(),
  /** Rewards in the reward centre the member has not seen yet. */
  rewardCenter: z.number().int(),
  /** Completed missions waiting for their claim. */
  missionLeaderboard: z.number().int(),
});
export type TPromotionBadges = z.infer<typeof ZPromotionBadgesSchema>;
