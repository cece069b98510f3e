import { z } from 'zod';
import { localizedText } from './content';
import { ZAmountSchema, ZNonNegativeAmountSchema } from './money';
import {
  ZBonusStatusSchema,
  ZPromotionSourceSchema,
  ZTurnoverBaseSchema,
  ZTurnoverMultipleSchema,
} from './promotions';
import { pageOf, ZPageQuerySchema } from './paging';

/**
 * Bonuses and their turnover (`bonusDetails`, spec §2; issue 14 "Bonuses and turnover"): every bonus
 * asks for a weighted valid bet before the member may withdraw; the player may give an active bonus up.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A category code (RNG, LIVE, …) as bet records carry it. */
const ZCategoryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'an upper-case category code');

/** What an unmet bonus does at its expiry: the remaining bonus amount is taken back, or it simply ends. */
export const BONUS_EXPIRY_ACTIONS = ['FORFEIT', 'RELEASE'] as const;
export const ZBonusExpiryActionSchema = z.enum(BONUS_EXPIRY_ACTIONS);
export type TBonusExpiryAction = z.infer<typeof ZBonusExpiryActionSchema>;

/**
 * Operator settings of the bonuses part: the weight (percent, 0–100) of each category's valid bet toward
 * turnover, the weight of a category not listed, and what happens at expiry.
 */
export const ZBonusSettingsSchema = z.object({
  weights: z.record(ZCategoryCodeSchema, z.number().int().min(0).max(100)),
  otherWeight: z.number().int().min(0).max(100),
  expiryAction: ZBonusExpiryActionSchema,
});
export type TBonusSettings = z.infer<typeof ZBonusSettingsSchema>;

/** The defaults until an operator saves the settings. */
export const DEFAULT_BONUS_SETTINGS: TBonusSettings = {
  weights: {
    RNG: 100,
    FISH: 100,
    INHOUSE: 100,
    LIVE: 10,
    SPORTS: 50,
    ESPORTS: 50,
    LOTT: 30,
    ELOTT: 30,
    PVP: 20,
    COCKFIGHT: 10,
  },
  otherWeight: 100,
  expiryAction: 'FORFEIT',
};

/** One bonus as the member sees it in bonusDetails. */
export const ZBonusSchema = z.object({
  id: z.string(),
  /** In the request's language. */
  title: z.string(),
  source: ZPromotionSourceSchema,
  amount: z.number(),
  turnoverBase: ZTurnoverBaseSchema,
  /** The multiple (3 = 3×) of the base. */
  turnoverMultiple: z.number(),
  turnoverRequired: z.number(),
  turnoverDone: z.number(),
  turnoverLeft: z.number(),
  /** done / required, 0–100, one decimal, rounded down (100 only when met). */
  percent: z.number(),
  status: ZBonusStatusSchema,
  grantedAt: isoTime,
  expiresAt: isoTime.nullable(),
  /** When it was met, given up or expired. */
  endedAt: isoTime.nullable(),
  /** What giving it up took back (FORFEITED, or EXPIRED with the forfeit expiry action). */
  forfeitedAmount: z.number().nullable(),
  /** For an ACTIVE bonus: what giving it up would take back now (≤ amount, ≤ the available balance). */
  forfeitAmount: z.number().nullable(),
});
export type TBonus = z.infer<typeof ZBonusSchema>;

/** `GET /wps/promotions/bonuses`: newest first, optionally one state. */
export const ZBonusListQuerySchema = ZPageQuerySchema.extend({
  status: ZBonusStatusSchema.optional(),
});
export type TBonusListQuery = z.infer<typeof ZBonusListQuerySchema>;

export const ZBonusPageSchema = pageOf(ZBonusSchema);
export type TBonusPage = z.infer<typeof ZBonusPageSchema>;

/** `GET /wps/promotions/bonuses/summary`. */
export const ZBonusSummarySchema = z.object({
  activeCount: z.number().int(),
  /** The weighted valid bet still owed on every active bonus. */
  turnoverLeft: z.number(),
  /** The amounts of the active bonuses (taken back if they are given up or expire). */
  lockedBonus: z.number(),
});
export type TBonusSummary = z.infer<typeof ZBonusSummarySchema>;

export const ZBonusIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /wps/promotions/bonuses/{id}/forfeit`. */
export const ZBonusForfeitReplySchema = z.object({
  id: z.string(),
  status: ZBonusStatusSchema,
  forfeitedAmount: z.number(),
});
export type TBonusForfeitReply = z.infer<typeof ZBonusForfeitReplySchema>;

// ---------- operator ----------

/** `GET /admin-api/promotions/bonuses?account=`. */
export const ZOperatorBonusListQuerySchema = ZBonusListQuerySchema.extend({
  account: z.string().trim().min(1).max(64),
});

export const ZOperatorBonusSchema = ZBonusSchema.extend({
  memberId: z.string(),
  account: z.string(),
  key: z.string(),
  titles: z.partialRecord(z.enum(['es', 'en']), z.string()),
  actor: z.string().nullable(),
});
export type TOperatorBonus = z.infer<typeof ZOperatorBonusSchema>;
export const ZOperatorBonusPageSchema = pageOf(ZOperatorBonusSchema);

/** `POST /admin-api/promotions/bonuses`: a MANUAL bonus to a member (idempotent by `requestId`). */
export const ZOperatorIssueBonusSchema = z.object({
  account: z.string().trim().min(1).max(64),
  amount: ZAmountSchema(),
  turnoverMultiple: ZTurnoverMultipleSchema,
  turnoverBase: ZTurnoverBaseSchema.default('BONUS'),
  /** The deposit the turnover adds to the base (BONUS_PLUS_DEPOSIT). */
  depositAmount: ZNonNegativeAmountSchema().default(0),
  /** Days until it expires (null: never). */
  validDays: z.number().int().min(1).max(365).nullable(),
  title: localizedText(120),
  remark: z.string().trim().max(200).nullable().default(null),
  requestId: z.string().trim().min(8).max(64),
});
export type TOperatorIssueBonus = z.infer<typeof ZOperatorIssueBonusSchema>;

export const ZOperatorBonusIdParamsSchema = ZBonusIdParamsSchema;
