import { z } from 'zod';
import { GAME_CATEGORIES } from './categories.constants';
import { HTML_MAX_LENGTH, localizedText, ZImageUrlSchema } from './content';
import { ZLanguageSchema } from './i18n';
import { ZAmountSchema, ZNonNegativeAmountSchema } from './money';
import { ZTurnoverBaseSchema, ZTurnoverMultipleSchema } from './promotions';

/**
 * Promotion activities (spec §2 `/promotions`, §3 "Activity apply", §4 activity states): operator-defined
 * activities whose kind carries a rule the server's engine evaluates from deposits, bets and the ledger.
 * Amounts on the wire are decimals with the currency scale; percents have at most two decimals.
 */

/** The tabs of the promotions page ("All" is the web's). */
export const ACTIVITY_CATEGORIES = ['DEPOSIT', 'DAILY', 'SLOTS', 'LIVE', 'SPORTS', 'VIP', 'OTHER'] as const;
export const ZActivityCategorySchema = z.enum(ACTIVITY_CATEGORIES);
export type TActivityCategory = z.infer<typeof ZActivityCategorySchema>;

export const ACTIVITY_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export const ZActivityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type TActivityStatus = z.infer<typeof ZActivityStatusSchema>;

export const ACTIVITY_KINDS = [
  'FIRST_DEPOSIT',
  'RELOAD',
  'CHECK_IN',
  'TURNOVER',
  'LOSS_RESCUE',
  'MANUAL',
] as const;
export const ZActivityKindSchema = z.enum(ACTIVITY_KINDS);
export type TActivityKind = z.infer<typeof ZActivityKindSchema>;

/** The member's state in an activity (spec §4). */
export const ACTIVITY_STATES = [
  'JOIN',
  'JOINED',
  'SIGNED',
  'APPLYING',
  'PROCESS',
  'CLAIM',
  'CLAIMED',
  'ISSUED',
  'REJECTED',
  'CLOSE',
  'COMING_SOON',
] as const;
export const ZActivityStateSchema = z.enum(ACTIVITY_STATES);
export type TActivityState = z.infer<typeof ZActivityStateSchema>;

/** What the card's button does now (null: no button, the state badge only). */
export const ACTIVITY_ACTIONS = ['JOIN', 'SIGN', 'CLAIM', 'APPLY', 'LOGIN'] as const;
export const ZActivityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type TActivityAction = z.infer<typeof ZActivityActionSchema>;

/** A percent with at most two decimals (25 = 25 %, 12.5 = 12.5 %), stored as basis points. */
export const ZPercentSchema = z
  .number()
  .positive()
  .max(1000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'at most two decimals');

/** The bonus an activity issues: its turnover (multiple of bonus, or bonus + deposit) and how long it lasts. */
export const ZActivityBonusTermsSchema = z.object({
  turnoverMultiple: ZTurnoverMultipleSchema,
  turnoverBase: ZTurnoverBaseSchema,
  /** Days the bonus lasts once issued (null: no expiry). */
  validDays: z.number().int().min(1).max(365).nullable(),
});
export type TActivityBonusTerms = z.infer<typeof ZActivityBonusTermsSchema>;

/** Periods are cut in the brand's time zone; a week starts on Monday. */
export const ZActivityPeriodSchema = z.enum(['DAY', 'WEEK']);
export type TActivityPeriod = z.infer<typeof ZActivityPeriodSchema>;
export const ZCheckInPeriodSchema = z.enum(['WEEK', 'MONTH', 'WINDOW']);
export const ZTurnoverPeriodSchema = z.enum(['DAY', 'WEEK', 'WINDOW']);

const ZGameCategoriesSchema = z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length);

/** An activity's kind with its rule (a discriminated union on `kind`). */
export const ZActivityRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('FIRST_DEPOSIT'),
    /** % of the member's first deposit ever, up to `cap`; once per member. */
    percent: ZPercentSchema,
    cap: ZAmountSchema(),
    minDeposit: ZNonNegativeAmountSchema(),
    bonus: ZActivityBonusTermsSchema,
  }),
  z.object({
    kind: z.literal('RELOAD'),
    percent: ZPercentSchema,
    cap: ZAmountSchema(),
    minDeposit: ZNonNegativeAmountSchema(),
    period: ZActivityPeriodSchema,
    /** Bonuses per member and period (1: once per period). */
    maxPerPeriod: z.number().int().min(1).max(50),
    bonus: ZActivityBonusTermsSchema,
  }),
  z.object({
    kind: z.literal('CHECK_IN'),
    period: ZCheckInPeriodSchema,
    /** The signed day of the period that earns `targetReward` (7: the seventh). */
    targetDays: z.number().int().min(1).max(31),
    targetReward: ZAmountSchema(),
    /** Earned on every signed day (0: none). */
    dailyReward: ZNonNegativeAmountSchema(),
    bonus: ZActivityBonusTermsSchema,
  }),
  z.object({
    kind: z.literal('TURNOVER'),
    period: ZTurnoverPeriodSchema,
    /** Valid bet to reach in the period (only these game categories when given). */
    target: ZAmountSchema(),
    categories: ZGameCategoriesSchema,
    prize: ZAmountSchema(),
    bonus: ZActivityBonusTermsSchema,
  }),
  z.object({
    kind: z.literal('LOSS_RESCUE'),
    period: ZActivityPeriodSchema,
    /** % of the period's net loss (stakes − payouts of settled bets), rounded down to the cent. */
    percent: ZPercentSchema,
    minLoss: ZAmountSchema(),
    cap: ZAmountSchema(),
    categories: ZGameCategoriesSchema,
    bonus: ZActivityBonusTermsSchema,
  }),
  z.object({
    kind: z.literal('MANUAL'),
    /** The most an operator may approve for one application. */
    maxAmount: ZAmountSchema(),
    bonus: ZActivityBonusTermsSchema,
  }),
]);
export type TActivityRule = z.infer<typeof ZActivityRuleSchema>;

/** A banner: an uploaded content image, generated art, this module's own art, or an https URL. */
export const ZActivityBannerSchema = z.union([
  ZImageUrlSchema,
  z
    .string()
    .trim()
    .regex(/^\/wps\/promotions\/art\/[a-z0-9-]+\.svg$/, 'a generated promotion banner'),
]);

const isoTime = z.iso.datetime({ offset: true });

/** The operator's activity (create and replace). */
export const ZActivityInputSchema = z
  .object({
    title: localizedText(80),
    summary: localizedText(200),
    rulesHtml: z.partialRecord(ZLanguageSchema, z.string().max(HTML_MAX_LENGTH)),
    bannerUrl: ZActivityBannerSchema,
    category: ZActivityCategorySchema,
    startsAt: isoTime,
    endsAt: isoTime,
    /** Member types allowed (empty: every type but trial accounts). */
    memberTypes: z.array(z.number().int().min(0).max(99)).max(20),
    /** VIP levels allowed (empty: all); kept for the loyalty issue. */
    vipLevels: z.array(z.number().int().min(0).max(99)).max(100),
    displayOrder: z.number().int().min(0).max(100_000),
    status: ZActivityStatusSchema,
    rule: ZActivityRuleSchema,
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'endsAt after startsAt',
    path: ['endsAt'],
  });
export type TActivityInput = z.infer<typeof ZActivityInputSchema>;

export const ZActivityIdParamsSchema = z.object({ id: z.uuid() });

/** The operator's view of an activity. */
export const ZAdminActivitySchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  summary: z.record(z.string(), z.string()),
  rulesHtml: z.record(z.string(), z.string()),
  bannerUrl: z.string(),
  category: ZActivityCategorySchema,
  startsAt: z.string(),
  endsAt: z.string(),
  memberTypes: z.array(z.number()),
  vipLevels: z.array(z.number()),
  displayOrder: z.number(),
  status: ZActivityStatusSchema,
  rule: ZActivityRuleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivitySchema>;

export const ZAdminActivityListQuerySchema = z.object({
  status: ZActivityStatusSchema.optional(),
  kind: ZActivityKindSchema.optional(),
});

// ---------- the player's view ----------

export const ZActivityListQuerySchema = z.object({
  category: ZActivityCategorySchema.optional(),
});

/** An activity's card, with the member's state (visitors: JOIN with action LOGIN, COMING_SOON or CLOSE). */
export const ZActivityCardSchema = z.object({
  id: z.string(),
  kind: ZActivityKindSchema,
  category: ZActivityCategorySchema,
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The calendar dates (yyyy-MM-dd) of `startsAt` and `endsAt` in the brand zone: the card's validity. */
  startsOn: z.string(),
  endsOn: z.string(),
  state: ZActivityStateSchema,
  action: ZActivityActionSchema.nullable(),
});
export type TActivityCard = z.infer<typeof ZActivityCardSchema>;

export const ZActivityListSchema = z.object({
  /** The categories with at least one listed activity, in tab order. */
  categories: z.array(ZActivityCategorySchema),
  list: z.array(ZActivityCardSchema),
});
export type TActivityList = z.infer<typeof ZActivityListSchema>;

export const ZApplicationStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type TApplicationStatus = z.infer<typeof ZApplicationStatusSchema>;

/** The member's progress in an activity (what applies to its kind; null otherwise). */
export const ZActivityProgressSchema = z.object({
  joined: z.boolean(),
  /** CHECK_IN: brand-zone dates signed in the current period, and whether today is signed. */
  signedDays: z.array(z.string()).nullable(),
  signedToday: z.boolean().nullable(),
  /** The current period (brand-zone dates, inclusive) of periodic rules. */
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  /** TURNOVER: valid bet so far and the target. */
  validBet: z.number().nullable(),
  target: z.number().nullable(),
  /** LOSS_RESCUE: net loss so far this period, and the rescue claimable now (last period's). */
  loss: z.number().nullable(),
  claimable: z.number().nullable(),
  /** Deposit rules: bonuses issued to the member by this activity. */
  issuedAmount: z.number().nullable(),
  /** MANUAL: the latest application. */
  application: z
    .object({
      id: z.string(),
      status: ZApplicationStatusSchema,
      comment: z.string(),
      imageCount: z.number().int(),
      amount: z.number().nullable(),
      rejectReason: z.string().nullable(),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TActivityProgress = z.infer<typeof ZActivityProgressSchema>;

/** Rule figures shown to the player (amounts as decimals; null where the kind has none). */
export const ZActivityTermsSchema = z.object({
  percent: z.number().nullable(),
  cap: z.number().nullable(),
  minDeposit: z.number().nullable(),
  minLoss: z.number().nullable(),
  period: z.string().nullable(),
  maxPerPeriod: z.number().nullable(),
  targetDays: z.number().nullable(),
  targetReward: z.number().nullable(),
  dailyReward: z.number().nullable(),
  target: z.number().nullable(),
  prize: z.number().nullable(),
  maxAmount: z.number().nullable(),
  categories: z.array(z.string()),
  turnoverMultiple: z.number(),
  turnoverBase: ZTurnoverBaseSchema,
  validDays: z.number().nullable(),
});
export type TActivityTerms = z.infer<typeof ZActivityTermsSchema>;

export const ZActivityDetailSchema = ZActivityCardSchema.extend({
  rulesHtml: z.string(),
  terms: ZActivityTermsSchema,
  /** Null for visitors. */
  progress: ZActivityProgressSchema.nullable(),
});
export type TActivityDetail = z.infer<typeof ZActivityDetailSchema>;

/** `POST …/claim`: one reward of this activity (default: every claimable one of the member). */
export const ZActivityClaimRequestSchema = z.object({ rewardId: z.uuid().optional() }).default({});
export const ZActivityClaimReplySchema = z.object({
  amount: z.number(),
  claimed: z.number().int(),
  detail: ZActivityDetailSchema,
});
export type TActivityClaimReply = z.infer<typeof ZActivityClaimReplySchema>;

/** Manual applications (spec §3 "Activity apply"): comment ≤ 140, up to 3 png/jpg of ≤ 5 MB. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ZApplicationFieldsSchema = z.object({
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX).default(''),
});

// ---------- the operator's review queue ----------

export const ZApplicationListQuerySchema = z.object({
  status: ZApplicationStatusSchema.optional(),
  activityId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAdminApplicationSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  memberId: z.string(),
  account: z.string().nullable(),
  comment: z.string(),
  /** Operator addresses of the images (under /admin-api). */
  images: z.array(z.string()),
  status: ZApplicationStatusSchema,
  amount: z.number().nullable(),
  rejectReason: z.string().nullable(),
  bonusId: z.string().nullable(),
  reviewer: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TAdminApplication = z.infer<typeof ZAdminApplicationSchema>;

export const ZAdminApplicationPageSchema = z.object({
  content: z.array(ZAdminApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const ZApplicationIdParamsSchema = z.object({ id: z.uuid() });
export const ZApplicationImageParamsSchema = z.object({
  id: z.uuid(),
  name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg)$/),
});
export const ZApproveApplicationSchema = z.object({
  amount: ZAmountSchema(),
  remark: z.string().trim().max(200).optional(),
});
export const ZRejectApplicationSchema = z.object({ reason: z.string().trim().min(1).max(200) });
