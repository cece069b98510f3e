import { z } from 'zod';
import type { TGameCategory } from './categories.constants';
import { localizedText } from './content';
import { ZAmountSchema, ZNonNegativeAmountSchema } from './money';
import { pageOf, ZPageQuerySchema } from './paging';

/**
 * Loyalty (issue 15; spec §1 points, VIP, rebate, cashback; §2 `/pointMall`, `manualRebate`; §3 "Points
 * records"; §4 redeem states; §7 "Points"; §9 "points never expire"). Points are whole numbers (a second
 * asset of the ledger); money is a decimal in the brand's currency on the wire, minor units inside.
 */

const isoTime = z.iso.datetime({ offset: true });

// ---------- categories ----------

/** The categories points, rebate and cashback are set by (spec §3 "Points records": live, lottery, PVP, slots, sports). */
export const LOYALTY_CATEGORIES = ['SLOTS', 'LIVE', 'SPORTS', 'LOTTERY', 'PVP'] as const;
export const ZLoyaltyCategorySchema = z.enum(LOYALTY_CATEGORIES);
export type TLoyaltyCategory = z.infer<typeof ZLoyaltyCategorySchema>;

/** The loyalty category of each game category (bet records' `game_type`); an unknown one counts as SLOTS. */
export const LOYALTY_CATEGORY_OF: Record<TGameCategory, TLoyaltyCategory> = {
  RNG: 'SLOTS',
  FISH: 'SLOTS',
  INHOUSE: 'SLOTS',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'PVP',
};
export function loyaltyCategoryOf(gameType: string): TLoyaltyCategory {
  return LOYALTY_CATEGORY_OF[gameType as TGameCategory] ?? 'SLOTS';
}

// ---------- points ----------

/** A whole number of points (never fractional, never zero where an amount is asked). */
export const ZPointsSchema = z.number().int().positive().max(1_000_000_000_000);

/**
 * Earning: `points` for every whole `per` of valid bet (or deposit); what is left of `per` carries to the
 * next bet. `points` 0 turns the category off.
 */
export const ZPointsRateSchema = z.object({
  per: ZAmountSchema(),
  points: z.number().int().min(0).max(1_000_000),
});
export type TPointsRate = z.infer<typeof ZPointsRateSchema>;

/** Operator settings of points: earning rates, the deposit rate and the conversion to balance. */
export const ZPointsSettingsSchema = z.object({
  earn: z.record(ZLoyaltyCategorySchema, ZPointsRateSchema),
  deposit: ZPointsRateSchema,
  /** Conversion: `points` points give `amount` of balance; a conversion is a whole multiple of `points`. */
  convert: z.object({ points: ZPointsSchema, amount: ZAmountSchema() }),
  /** The fewest points one conversion takes. */
  minConvertPoints: ZPointsSchema,
});
export type TPointsSettings = z.infer<typeof ZPointsSettingsSchema>;

export const DEFAULT_POINTS_SETTINGS: TPointsSettings = {
  earn: {
    SLOTS: { per: 10, points: 1 },
    LIVE: { per: 20, points: 1 },
    SPORTS: { per: 10, points: 1 },
    LOTTERY: { per: 10, points: 1 },
    PVP: { per: 20, points: 1 },
  },
  deposit: { per: 100, points: 1 },
  convert: { points: 100, amount: 1 },
  minConvertPoints: 100,
};

/** Points records (spec §3): what earned or spent points. */
export const POINT_RECORD_TYPES = [
  ...LOYALTY_CATEGORIES,
  'DEPOSIT',
  'REDEEM',
  'CONVERT',
  'REFUND',
  'ADJUST',
] as const;
export const ZPointRecordTypeSchema = z.enum(POINT_RECORD_TYPES);
export type TPointRecordType = z.infer<typeof ZPointRecordTypeSchema>;

/** DONE for earnings, conversions and cash rewards; goods go IN_PROCESS → APPROVED or REJECTED (spec §4). */
export const POINT_RECORD_STATUSES = ['DONE', 'IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export const ZPointRecordStatusSchema = z.enum(POINT_RECORD_STATUSES);
export type TPointRecordStatus = z.infer<typeof ZPointRecordStatusSchema>;

/** MCS2_getPointBalance */
export const ZPointBalanceSchema = z.object({
  points: z.number().int(),
  /** Points earned in all (what the member ever received). */
  earned: z.number().int(),
});
export type TPointBalance = z.infer<typeof ZPointBalanceSchema>;

/** MCS2_getPointConfig: what the member sees of the settings (rates in money of the brand). */
export const ZPointConfigSchema = z.object({
  enabled: z.boolean(),
  earn: z.array(z.object({ category: ZLoyaltyCategorySchema, per: z.number(), points: z.number().int() })),
  deposit: z.object({ per: z.number(), points: z.number().int() }),
  convert: z.object({ points: z.number().int(), amount: z.number() }),
  minConvertPoints: z.number().int(),
  /** The member's VIP multiplier of earned points (percent; 100 without VIP). */
  multiplierPercent: z.number().int(),
});
export type TPointConfig = z.infer<typeof ZPointConfigSchema>;

export const POINT_REWARD_KINDS = ['CASH', 'GOODS'] as const;
export const ZPointRewardKindSchema = z.enum(POINT_REWARD_KINDS);
export type TPointRewardKind = z.infer<typeof ZPointRewardKindSchema>;

/** One reward of the mall (MCS2_getPointReward). */
export const ZPointRewardSchema = z.object({
  id: z.string(),
  kind: ZPointRewardKindSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pricePoints: z.number().int(),
  /** CASH: the balance it pays. */
  cashAmount: z.number().nullable(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  /** Redemptions a member may make of it (null: no limit), and how many this member made. */
  perMemberLimit: z.number().int().nullable(),
  redeemedByMe: z.number().int(),
});
export type TPointReward = z.infer<typeof ZPointRewardSchema>;
export const ZPointRewardListSchema = z.object({ rewards: z.array(ZPointRewardSchema) });
export type TPointRewardList = z.infer<typeof ZPointRewardListSchema>;

/** Where goods are sent. */
export const ZDeliverySchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/),
  address: z.string().trim().min(5).max(200),
});
export type TDelivery = z.infer<typeof ZDeliverySchema>;

/** /wps/relay/passwordCheck/MCS2_redeemPointReward (encrypted). */
export const ZRedeemPointRewardRequestSchema = z.object({
  rewardId: z.uuid(),
  paymentPassword: z.string().min(1).max(64),
  /** Goods only. */
  delivery: ZDeliverySchema.optional(),
  /** The client's id of this request: a retry returns the first result. */
  requestId: z.uuid(),
});
export type TRedeemPointRewardRequest = z.infer<typeof ZRedeemPointRewardRequestSchema>;

/** /wps/relay/passwordCheck/MCS2_convertPoint (encrypted). */
export const ZConvertPointRequestSchema = z.object({
  points: ZPointsSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: z.uuid(),
});
export type TConvertPointRequest = z.infer<typeof ZConvertPointRequestSchema>;

/** One points record (MCS2_getRedeemPointList): points (+ earned, − spent), amount, type, status, remark. */
export const ZPointRecordSchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  type: ZPointRecordTypeSchema,
  points: z.number().int(),
  /** Valid bet or deposit that earned them, balance paid for them (a conversion, a cash reward); else null. */
  amount: z.number().nullable(),
  status: ZPointRecordStatusSchema,
  remark: z.string().nullable(),
  rewardName: z.string().nullable(),
});
export type TPointRecord = z.infer<typeof ZPointRecordSchema>;
export const ZPointRecordQuerySchema = ZPageQuerySchema.extend({
  /** EARN: earnings; SPEND: redemptions and conversions (the mall's redeem history). */
  view: z.enum(['ALL', 'EARN', 'SPEND']).default('ALL'),
});
export type TPointRecordQuery = z.infer<typeof ZPointRecordQuerySchema>;
export const ZPointRecordPageSchema = pageOf(ZPointRecordSchema);
export type TPointRecordPage = z.infer<typeof ZPointRecordPageSchema>;

/** The reply of a redeem or a conversion. */
export const ZPointSpendReplySchema = z.object({
  record: ZPointRecordSchema,
  points: z.number().int(),
});
export type TPointSpendReply = z.infer<typeof ZPointSpendReplySchema>;

// ---------- points: operator ----------

export const ZOperatorPointRewardInputSchema = z.object({
  kind: ZPointRewardKindSchema,
  name: localizedText(60),
  description: localizedText(500),
  imageUrl: z.string().trim().max(500).default(''),
  pricePoints: ZPointsSchema,
  cashAmount: ZAmountSchema().nullable().default(null),
  stock: z.number().int().min(0).nullable().default(null),
  perMemberLimit: z.number().int().min(1).nullable().default(null),
  sortOrder: z.number().int().default(0),
  active: z.boolean().default(true),
});
export type TOperatorPointRewardInput = z.infer<typeof ZOperatorPointRewardInputSchema>;
export const ZOperatorPointRewardSchema = ZOperatorPointRewardInputSchema.extend({
  id: z.string(),
  redeemed: z.number().int(),
  createdAt: isoTime,
});
export type TOperatorPointReward = z.infer<typeof ZOperatorPointRewardSchema>;

export const ZOperatorRedemptionQuerySchema = ZPageQuerySchema.extend({
  status: ZPointRecordStatusSchema.optional(),
  memberId: z.uuid().optional(),
});
export type TOperatorRedemptionQuery = z.infer<typeof ZOperatorRedemptionQuerySchema>;
export const ZOperatorRedemptionSchema = ZPointRecordSchema.extend({
  memberId: z.string(),
  account: z.string(),
  rewardId: z.string().nullable(),
  delivery: ZDeliverySchema.nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: isoTime.nullable(),
});
export type TOperatorRedemption = z.infer<typeof ZOperatorRedemptionSchema>;
export const ZOperatorRedemptionPageSchema = pageOf(ZOperatorRedemptionSchema);
export const ZOperatorReviewRedemptionSchema = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  remark: z.string().trim().max(200).optional(),
});
export type TOperatorReviewRedemption = z.infer<typeof ZOperatorReviewRedemptionSchema>;
export const ZOperatorPointAdjustSchema = z.object({
  memberId: z.uuid(),
  points: z
    .number()
    .int()
    .refine((value) => value !== 0, { message: 'must not be zero' }),
  remark: z.string().trim().min(1).max(200),
  requestId: z.uuid(),
});
export type TOperatorPointAdjust = z.infer<typeof ZOperatorPointAdjustSchema>;

// ---------- VIP ----------

/** Basis points (1/100 of a percent) by category: 80 = 0.80 %. */
export const ZRatesSchema = z.record(ZLoyaltyCategorySchema, z.number().int().min(0).max(10_000));
export type TRates = z.infer<typeof ZRatesSchema>;

/** One VIP level as the operator defines it (level 0 is the start, every member's until he reaches 1). */
export const ZVipLevelSchema = z.object({
  level: z.number().int().min(0).max(99),
  name: localizedText(40),
  /** Cumulative valid bet and deposits to reach the level. */
  reachValidBet: ZNonNegativeAmountSchema(),
  reachDeposit: ZNonNegativeAmountSchema(),
  /** Valid bet per VIP period to keep it (0: kept for ever). */
  keepValidBet: ZNonNegativeAmountSchema(),
  /** Paid once, the first time the level is reached (into the reward centre). */
  upgradeBonus: ZNonNegativeAmountSchema(),
  /** Paid at the end of each VIP period to members at the level (into the reward centre). */
  periodBonus: ZNonNegativeAmountSchema(),
  /** Points earned × this / 100. */
  pointsMultiplierPercent: z.number().int().min(0).max(1000),
  rebateRates: ZRatesSchema,
  cashbackBp: z.number().int().min(0).max(10_000),
  /** Withdrawal limits of the level (null: the wallet's settings). */
  withdrawDailyCount: z.number().int().min(1).max(1000).nullable(),
  withdrawMaxAmount: ZAmountSchema().nullable(),
});
export type TVipLevel = z.infer<typeof ZVipLevelSchema>;

export const VIP_PERIODS = ['WEEK', 'MONTH'] as const;
export const ZVipSettingsSchema = z.object({
  /** The period of keeping a level and of the period bonus (brand-zone weeks from Monday, or months). */
  period: z.enum(VIP_PERIODS),
  levels: z.array(ZVipLevelSchema).min(1).max(20),
});
export type TVipSettings = z.infer<typeof ZVipSettingsSchema>;

/** The member's VIP page. */
export const ZVipStatusSchema = z.object({
  enabled: z.boolean(),
  level: z.number().int(),
  levelName: z.string(),
  /** Progress counted toward the next level (since the last relegation), and what it asks. */
  validBet: z.number(),
  deposit: z.number(),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      reachValidBet: z.number(),
      reachDeposit: z.number(),
      /** 0–100, the lesser of the two. */
      percent: z.number().int(),
    })
    .nullable(),
  /** This period's valid bet and what keeping the level asks. */
  period: z.object({ start: isoTime, end: isoTime, validBet: z.number(), keepValidBet: z.number() }),
  levels: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      reachValidBet: z.number(),
      reachDeposit: z.number(),
      keepValidBet: z.number(),
      upgradeBonus: z.number(),
      periodBonus: z.number(),
      pointsMultiplierPercent: z.number().int(),
      rebateRates: ZRatesSchema,
      cashbackBp: z.number().int(),
      withdrawDailyCount: z.number().int().nullable(),
      withdrawMaxAmount: z.number().nullable(),
    }),
  ),
});
export type TVipStatus = z.infer<typeof ZVipStatusSchema>;

export const ZOperatorSetVipLevelSchema = z.object({
  level: z.number().int().min(0).max(99),
  remark: z.string().trim().min(1).max(200),
});
export type TOperatorSetVipLevel = z.infer<typeof ZOperatorSetVipLevelSchema>;

/** A member's VIP state for operators, with the history of his level changes (newest first). */
export const ZOperatorVipMemberSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** The highest level ever reached (upgrade bonuses are paid once per level, up to here). */
  highestLevel: z.number().int(),
  /** Progress counted toward the next level (lifetime figures minus the bases). */
  validBet: z.number(),
  deposit: z.number(),
  levelSince: isoTime.nullable(),
  changes: z.array(
    z.object({
      fromLevel: z.number().int(),
      toLevel: z.number().int(),
      reason: z.enum(['UPGRADE', 'DOWNGRADE', 'OPERATOR']),
      actor: z.string().nullable(),
      remark: z.string().nullable(),
      createdAt: isoTime,
    }),
  ),
});
export type TOperatorVipMember = z.infer<typeof ZOperatorVipMemberSchema>;

// ---------- rebate and cashback ----------

/** Automatic rebate: into the reward centre (claimed there) or paid to the balance at once. */
export const ZRebateSettingsSchema = z.object({
  /** The automatic daily rebate runs. */
  automatic: z.boolean(),
  payout: z.enum(['REWARD_CENTRE', 'DIRECT']),
  /** Below this a rebate is not paid (it waits, the valid bet stays unrebated). */
  minPayout: ZNonNegativeAmountSchema(),
  /** Days the rebate waits in the reward centre (null: no expiry). */
  rewardValidDays: z.number().int().min(1).max(365).nullable(),
});
export type TRebateSettings = z.infer<typeof ZRebateSettingsSchema>;
export const DEFAULT_REBATE_SETTINGS: TRebateSettings = {
  automatic: true,
  payout: 'REWARD_CENTRE',
  minPayout: 0.01,
  rewardValidDays: 7,
};

/** The manual rebate page: per category the valid bet not yet rebated, the rate and the amount. */
export const ZManualRebateSchema = z.object({
  enabled: z.boolean(),
  rows: z.array(
    z.object({
      category: ZLoyaltyCategorySchema,
      validBet: z.number(),
      rateBp: z.number().int(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
  minPayout: z.number(),
  /** The last claims (manual and automatic). */
  history: z.array(
    z.object({
      id: z.string(),
      createdAt: isoTime,
      mode: z.enum(['MANUAL', 'AUTOMATIC']),
      validBet: z.number(),
      amount: z.number(),
      status: z.enum(['PAID', 'IN_REWARD_CENTRE']),
    }),
  ),
});
export type TManualRebate = z.infer<typeof ZManualRebateSchema>;
/** POST /wps/loyalty/rebate/claim: `requestId` (the client's id of this claim): a retry returns the first claim. */
export const ZManualRebateClaimRequestSchema = z.object({ requestId: z.uuid().optional() });
export type TManualRebateClaimRequest = z.infer<typeof ZManualRebateClaimRequestSchema>;
export const ZManualRebateClaimReplySchema = z.object({
  claimId: z.string(),
  amount: z.number(),
  validBet: z.number(),
});
export type TManualRebateClaimReply = z.infer<typeof ZManualRebateClaimReplySchema>;

export const ZCashbackSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Below this a week's cashback is not paid. */
  minPayout: ZNonNegativeAmountSchema(),
  /** Turnover multiple of the bonus its claim issues (percent: 100 = once). */
  turnoverPercent: z.number().int().min(0).max(10_000),
  rewardValidDays: z.number().int().min(1).max(365).nullable(),
});
export type TCashbackSettings = z.infer<typeof ZCashbackSettingsSchema>;
export const DEFAULT_CASHBACK_SETTINGS: TCashbackSettings = {
  enabled: true,
  minPayout: 1,
  turnoverPercent: 100,
  rewardValidDays: 7,
};

/** Runs a loyalty job now for one period (operators; the jobs run by themselves too). */
export const ZOperatorRunSchema = z.object({
  job: z.enum(['REBATE', 'CASHBACK', 'VIP_PERIOD']),
  /** The period to run (a brand-zone date inside it); default: the last finished one. */
  day: z.iso.date().optional(),
});
export type TOperatorRun = z.infer<typeof ZOperatorRunSchema>;

/** One category of a rebate payout: the valid bet it counted, the rate (basis points) and the amount. */
export const ZRebateLineSchema = z.object({
  category: ZLoyaltyCategorySchema,
  validBet: z.number(),
  rateBp: z.number().int(),
  amount: z.number(),
});
export type TRebateLine = z.infer<typeof ZRebateLineSchema>;

/** Rebate payouts as operators see them (GET /admin-api/loyalty/rebate/claims), newest first. */
export const ZOperatorRebateClaimQuerySchema = ZPageQuerySchema.extend({
  memberId: z.uuid().optional(),
  mode: z.enum(['MANUAL', 'AUTOMATIC']).optional(),
});
export type TOperatorRebateClaimQuery = z.infer<typeof ZOperatorRebateClaimQuerySchema>;
export const ZOperatorRebateClaimSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  mode: z.enum(['MANUAL', 'AUTOMATIC']),
  /** The brand-zone day paid (AUTOMATIC) or of the claim (MANUAL). */
  day: z.string().nullable(),
  validBet: z.number(),
  amount: z.number(),
  status: z.enum(['PAID', 'IN_REWARD_CENTRE']),
  rewardId: z.string().nullable(),
  lines: z.array(ZRebateLineSchema),
  createdAt: isoTime,
});
export type TOperatorRebateClaim = z.infer<typeof ZOperatorRebateClaimSchema>;
export const ZOperatorRebateClaimPageSchema = pageOf(ZOperatorRebateClaimSchema);
export type TOperatorRebateClaimPage = z.infer<typeof ZOperatorRebateClaimPageSchema>;

/** What a run did, per period it ran (a brand-zone day for REBATE, a week's Monday for CASHBACK). */
export const ZOperatorRunReplySchema = z.object({
  job: z.enum(['REBATE', 'CASHBACK', 'VIP_PERIOD']),
  periods: z.array(
    z.object({
      period: z.string(),
      /** Members with activity in the period. */
      members: z.number().int(),
      /** Payouts made now (paid or offered); a re-run makes none. */
      paid: z.number().int(),
      amount: z.number(),
    }),
  ),
});
export type TOperatorRunReply = z.infer<typeof ZOperatorRunReplySchema>;
