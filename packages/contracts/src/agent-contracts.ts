import { z } from 'zod';
import { ZMemberIdSchema } from './agents';
import { okEnvelope } from './envelope';
import { ZNonNegativeAmountSchema } from './money';
import { pageOf, ZPageQuerySchema } from './paging';

/**
 * Agent contracts and their settlement (spec §2 agent-centre entries agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary, agentRevenueReport and the contract popup; §3
 * "Consolidated contract info", "Contract", "Real-time salary"; §4 contract states; §7 "Contracts and
 * home"; decisions.md "Agents, contracts and settlement").
 *
 * Amounts are decimals with the currency's scale; rates are percentages with at most 2 decimals
 * (0–100). A contract's terms are up to CONTRACT_MAX_TIERS tiers (dividend, daily and hourly salary)
 * or the three real-time terms. Periods are cut in the brand's time zone; weeks start on Monday;
 * semimonthly periods start on the 1st and the 16th.
 */

export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const ZContractTypeSchema = z.enum(CONTRACT_TYPES);
export type TContractType = z.infer<typeof ZContractTypeSchema>;

/** Periods a dividend contract may be settled by. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export const ZDividendPeriodSchema = z.enum(DIVIDEND_PERIODS);
/** Every settlement period: daily salary is DAILY, hourly salary HOURLY, real-time salary REALTIME (5 minutes). */
export const CONTRACT_PERIODS = [...DIVIDEND_PERIODS, 'HOURLY', 'REALTIME'] as const;
export const ZContractPeriodSchema = z.enum(CONTRACT_PERIODS);
export type TContractPeriod = z.infer<typeof ZContractPeriodSchema>;

/** The length of a real-time salary window (spec §9). */
export const REALTIME_WINDOW_MINUTES = 5;
export const CONTRACT_MAX_TIERS = 10;
/** Contract remarks (spec §5: 140). */
export const CONTRACT_REMARK_MAX = 140;

/**
 * OFFERED: waiting for the agent's answer; ACTIVE: in force (a termination request may be pending);
 * REJECTED: the agent said no; WITHDRAWN: the offerer took the offer back (or it became impossible: the
 * offerer's own contract ended); REPLACED: a newer accepted contract of the same type took its place;
 * TERMINATED: ended (both sides agreed, the notice period ran out, the upline's contract dropped below
 * it, or an operator ended it).
 */
export const CONTRACT_STATUSES = [
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'WITHDRAWN',
  'REPLACED',
  'TERMINATED',
] as const;
export const ZContractStatusSchema = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatusSchema>;

/** Why a contract ended. */
export const CONTRACT_END_REASONS = [
  'REPLACED',
  'AGREED',
  'NOTICE_EXPIRED',
  'ABOVE_UPLINE',
  'OPERATOR',
] as const;
export const ZContractEndReasonSchema = z.enum(CONTRACT_END_REASONS);
export type TContractEndReason = z.infer<typeof ZContractEndReasonSchema>;

/** A rate in percent: 0–100, at most 2 decimals (0.35 means 0.35 %). */
export const ZRatePercentSchema = z
  .number()
  .min(0, { message: 'rate from 0 to 100 %' })
  .max(100, { message: 'rate from 0 to 100 %' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'at most 2 decimals',
  });

/**
 * One tier: its thresholds (all must be met) and its rate. `loss` is the period's team net loss and only
 * applies to dividends (0 for salaries); an active member is a team member whose valid bet in the
 * period reaches `minBet`.
 */
export const ZContractTierSchema = z.object({
  validBet: ZNonNegativeAmountSchema(),
  loss: ZNonNegativeAmountSchema().default(0),
  activeMembers: z.number().int().min(0).max(1_000_000),
  minBet: ZNonNegativeAmountSchema(),
  rate: ZRatePercentSchema,
});
export type TContractTier = z.infer<typeof ZContractTierSchema>;

/**
 * Tiers: 1 to CONTRACT_MAX_TIERS, each tier's thresholds not below the previous tier's and at least one
 * above it, rates not decreasing (checked by the server, which names the tier).
 */
export const ZTieredTermsSchema = z.object({
  tiers: z.array(ZContractTierSchema).min(1).max(CONTRACT_MAX_TIERS),
});
export type TTieredTerms = z.infer<typeof ZTieredTermsSchema>;

/** Real-time salary: per settled bet with valid bet ≥ singleBetAmount, lossRate (player lost) or profitRate (player won). */
export const ZRealtimeTermsSchema = z.object({
  profitRate: ZRatePercentSchema,
  lossRate: ZRatePercentSchema,
  singleBetAmount: ZNonNegativeAmountSchema(),
});
export type TRealtimeTerms = z.infer<typeof ZRealtimeTermsSchema>;

// ---------- contracts as the agent centre shows them ----------

export const ZContractPartySchema = z.object({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
});

export const ZContractSchema = z.object({
  id: z.string(),
  type: ZContractTypeSchema,
  period: ZContractPeriodSchema,
  status: ZContractStatusSchema,
  /** The agent the contract pays. */
  agent: ZContractPartySchema,
  /** The upline that offered it; null when the operator did. */
  issuer: ZContractPartySchema.nullable(),
  tiers: z.array(
    z.object({
      validBet: z.number(),
      loss: z.number(),
      activeMembers: z.number().int(),
      minBet: z.number(),
      rate: z.number(),
    }),
  ),
  realtime: z
    .object({ profitRate: z.number(), lossRate: z.number(), singleBetAmount: z.number() })
    .nullable(),
  remark: z.string().nullable(),
  answerRemark: z.string().nullable(),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: ZContractEndReasonSchema.nullable(),
  /** A pending termination request: who asked, when, and when it takes effect without an answer. */
  termination: z
    .object({
      requestedBy: z.enum(['AGENT', 'ISSUER', 'OPERATOR']),
      requestedAt: z.string(),
      remark: z.string().nullable(),
      effectiveAt: z.string(),
    })
    .nullable(),
});
export type TContract = z.infer<typeof ZContractSchema>;

/**
 * A request waiting for this member's answer (the `*reqtype` fields of the consolidated info and the
 * contract popup): NEW an offer, TERMINATE a termination request by the other side.
 */
export const CONTRACT_REQUEST_TYPES = ['NEW', 'TERMINATE'] as const;
export const ZContractRequestTypeSchema = z.enum(CONTRACT_REQUEST_TYPES);

/**
 * GET /wps/relay/MCS2_getConsolidatedContract (flag AGENTPOLICY3; agents only): the four request types
 * (null: nothing waiting) and the switches that show the agent-centre entries: `enableCt` the dividend
 * record and my income, `salary` daily wages, `hourSalary` hourly salary, `agentRealtimeSalary` real-time
 * salary. `pending` lists the contracts waiting for the member's answer (the popup shows them).
 */
export const ZConsolidatedContractSchema = z.object({
  dailysalreqtype: ZContractRequestTypeSchema.nullable(),
  divtypereq: ZContractRequestTypeSchema.nullable(),
  contracthoursalreq: ZContractRequestTypeSchema.nullable(),
  realtimesalreqtype: ZContractRequestTypeSchema.nullable(),
  enableCt: z.boolean(),
  salary: z.boolean(),
  hourSalary: z.boolean(),
  agentRealtimeSalary: z.boolean(),
  pending: z.array(ZContractSchema),
});
export type TConsolidatedContract = z.infer<typeof ZConsolidatedContractSchema>;
export const ZConsolidatedContractReplySchema = okEnvelope(ZConsolidatedContractSchema);

/**
 * POST /wps/relay/MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract: the answer to a request of that type waiting for the caller —
 * ACCEPT or REJECT an offer (NEW) or a termination request (TERMINATE). Answering anything else (someone
 * else's offer, one already answered) is 409 CONTRACT_NOT_PENDING and changes nothing.
 */
export const ZProcessContractRequestSchema = z.object({
  contractId: z.string().regex(/^\d{1,18}$/, { message: 'a contract id' }),
  action: z.enum(['ACCEPT', 'REJECT']),
  remark: z.string().trim().max(CONTRACT_REMARK_MAX).optional(),
});
export type TProcessContractRequest = z.infer<typeof ZProcessContractRequestSchema>;
export const ZProcessContractReplySchema = okEnvelope(ZContractSchema);

/** The relay path of each type's answer call (spec §7). */
export const CONTRACT_PROCESS_PATHS: Record<TContractType, string> = {
  DIVIDEND: '/wps/relay/MCS2_processDividendReq',
  DAILY_SALARY: '/wps/relay/MCS2_processDailySalContract',
  HOURLY_SALARY: '/wps/relay/MCS2_processContractHourSalary',
  REALTIME_SALARY: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

// ---------- the agent's own contracts and its downlines' (agent centre) ----------

export const ZContractTypeQuerySchema = z.object({ type: ZContractTypeSchema });

/**
 * GET /wps/agent/contracts?type=…: the caller's contract of that type (active, or the latest offer),
 * the offer waiting for its answer, and its direct downline agents each with their contract of the type.
 */
export const ZMyContractsSchema = z.object({
  type: ZContractTypeSchema,
  current: ZContractSchema.nullable(),
  pendingOffer: ZContractSchema.nullable(),
  downlines: z.array(
    z.object({
      memberId: z.string(),
      account: z.string(),
      nickname: z.string().nullable(),
      contract: ZContractSchema.nullable(),
      pendingOffer: ZContractSchema.nullable(),
    }),
  ),
});
export type TMyContracts = z.infer<typeof ZMyContractsSchema>;
export const ZMyContractsReplySchema = okEnvelope(ZMyContractsSchema);

/**
 * POST /wps/agent/contracts: offer a contract of `type` to a direct downline agent (its own contract of
 * that type must be active; every tier at or below what its own contract pays at the same thresholds).
 * `terms`: tiers for DIVIDEND, DAILY_SALARY and HOURLY_SALARY, realtime terms for REALTIME_SALARY;
 * `period` only for dividends (default MONTHLY). A new offer takes the place of an earlier one that is
 * still waiting.
 */
export const ZContractOfferSchema = z
  .object({
    memberId: ZMemberIdSchema,
    type: ZContractTypeSchema,
    period: ZDividendPeriodSchema.optional(),
    tiers: ZTieredTermsSchema.shape.tiers.optional(),
    realtime: ZRealtimeTermsSchema.optional(),
    remark: z.string().trim().max(CONTRACT_REMARK_MAX).optional(),
  })
  .superRefine((offer, context) => {
    if (offer.type === 'REALTIME_SALARY') {
      if (!offer.realtime) context.addIssue({ code: 'custom', path: ['realtime'], message: 'required' });
    } else if (!offer.tiers) context.addIssue({ code: 'custom', path: ['tiers'], message: 'required' });
  });
export type TContractOffer = z.infer<typeof ZContractOfferSchema>;
export const ZContractReplySchema = okEnvelope(ZContractSchema);

/** POST /wps/agent/contracts/:contractId/terminate (either side; remark optional) and …/withdraw (the offerer). */
export const ZContractIdParamsSchema = z.object({
  contractId: z.string().regex(/^\d{1,18}$/, { message: 'a contract id' }),
});
export const ZContractRemarkSchema = z.object({
  remark: z.string().trim().max(CONTRACT_REMARK_MAX).optional(),
});

// ---------- settlement records ----------

/**
 * PENDING_REVIEW: waiting for an operator (review mode); APPROVED: approved, being paid; PAID: net paid;
 * CARRIED: net ≤ 0, nothing paid (a negative net carries over); REJECTED: an operator refused it (reason).
 */
export const SETTLEMENT_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'PAID', 'CARRIED', 'REJECTED'] as const;
export const ZSettlementStatusSchema = z.enum(SETTLEMENT_STATUSES);
export type TSettlementStatus = z.infer<typeof ZSettlementStatusSchema>;

export const ZSettlementRecordSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  type: ZContractTypeSchema,
  period: ZContractPeriodSchema,
  /** The period, [start, end) in ISO with offset, and its label in the brand's zone (2026-11-25, 2026-11-25 14:00, …). */
  periodStart: z.string(),
  periodEnd: z.string(),
  periodLabel: z.string(),
  /** The figures used: the team's valid bet, net loss (dividends), active members at the tier's minimum bet, bets counted. */
  validBet: z.number(),
  loss: z.number(),
  activeMembers: z.number().int(),
  bets: z.number().int(),
  /** 1-based tier met (null: none; real-time salary has none). */
  tier: z.number().int().nullable(),
  rate: z.number().nullable(),
  gross: z.number(),
  downlines: z.array(z.object({ memberId: z.string(), account: z.string(), gross: z.number() })),
  downlineTotal: z.number(),
  carryIn: z.number(),
  net: z.number(),
  carryOut: z.number(),
  paid: z.number(),
  status: ZSettlementStatusSchema,
  reason: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSettlementRecord = z.infer<typeof ZSettlementRecordSchema>;

/**
 * GET /wps/agent/contracts/records?type=…&startDate&endDate (yyyy-MM-dd in the brand's zone, both
 * inclusive; default the last 30 days; at most 92 days): the caller's records of that type, newest first,
 * with the totals of the whole range.
 */
export const CONTRACT_RECORDS_MAX_DAYS = 92;
export const ZSettlementRecordQuerySchema = ZPageQuerySchema.extend({
  type: ZContractTypeSchema,
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  status: ZSettlementStatusSchema.optional(),
});
export type TSettlementRecordQuery = z.infer<typeof ZSettlementRecordQuerySchema>;

export const ZSettlementTotalsSchema = z.object({
  validBet: z.number(),
  loss: z.number(),
  gross: z.number(),
  downlineTotal: z.number(),
  paid: z.number(),
});
export const ZSettlementRecordPageSchema = pageOf(ZSettlementRecordSchema).extend({
  startDate: z.string(),
  endDate: z.string(),
  totals: ZSettlementTotalsSchema,
});
export type TSettlementRecordPage = z.infer<typeof ZSettlementRecordPageSchema>;
export const ZSettlementRecordPageReplySchema = okEnvelope(ZSettlementRecordPageSchema);

/**
 * GET /wps/agent/income?startDate&endDate (agentRevenueReport, "my income"): per brand-zone day, what the
 * caller was paid — dividends, daily, hourly and real-time salary, rebates — and the totals.
 */
export const ZIncomeQuerySchema = z.object({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});
export const ZIncomeRowSchema = z.object({
  day: z.string(),
  dividend: z.number(),
  dailySalary: z.number(),
  hourlySalary: z.number(),
  realtimeSalary: z.number(),
  rebate: z.number(),
  total: z.number(),
});
export const ZIncomeReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(ZIncomeRowSchema),
  totals: ZIncomeRowSchema.omit({ day: true }),
});
export type TIncomeReport = z.infer<typeof ZIncomeReportSchema>;
export const ZIncomeReportReplySchema = okEnvelope(ZIncomeReportSchema);

// ---------- operator ----------

/**
 * The brand's contract settings: which types are on, the payout mode (AUTOMATIC pays at once; REVIEW
 * waits for an operator per record), and how long a termination request waits for the other side
 * before it takes effect.
 */
export const ZContractSettingsSchema = z.object({
  enabledTypes: z.array(ZContractTypeSchema).max(CONTRACT_TYPES.length),
  payoutMode: z.enum(['AUTOMATIC', 'REVIEW']),
  terminationNoticeHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
});
export type TContractSettings = z.infer<typeof ZContractSettingsSchema>;

/** POST /admin-api/contracts: the operator offers a contract to an agent (no ceiling but 0–100 %). */
export const ZOperatorContractOfferSchema = z
  .object({
    account: z.string().trim().min(1).max(64),
    type: ZContractTypeSchema,
    period: ZDividendPeriodSchema.optional(),
    tiers: ZTieredTermsSchema.shape.tiers.optional(),
    realtime: ZRealtimeTermsSchema.optional(),
    remark: z.string().trim().max(CONTRACT_REMARK_MAX).optional(),
  })
  .superRefine((offer, context) => {
    if (offer.type === 'REALTIME_SALARY') {
      if (!offer.realtime) context.addIssue({ code: 'custom', path: ['realtime'], message: 'required' });
    } else if (!offer.tiers) context.addIssue({ code: 'custom', path: ['tiers'], message: 'required' });
  });
export type TOperatorContractOffer = z.infer<typeof ZOperatorContractOfferSchema>;

/** POST /admin-api/contracts/records/:recordId/review: approve (pays) or reject (reason required). */
export const ZSettlementReviewSchema = z
  .object({
    action: z.enum(['APPROVE', 'REJECT']),
    reason: z.string().trim().max(CONTRACT_REMARK_MAX).optional(),
  })
  .refine((review) => review.action === 'APPROVE' || (review.reason ?? '').length > 0, {
    path: ['reason'],
    message: 'a reason is required to reject',
  });
export type TSettlementReview = z.infer<typeof ZSettlementReviewSchema>;

/** POST /admin-api/contracts/settle: run the settlement of every period due up to `at` (default now). */
export const ZSettleRunSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

export const ZContractListQuerySchema = ZPageQuerySchema.extend({
  type: ZContractTypeSchema.optional(),
  status: ZContractStatusSchema.optional(),
  account: z.string().trim().min(1).max(64).optional(),
});
export const ZContractPageSchema = pageOf(ZContractSchema);
