import { z } from 'zod';
import { ZBreadcrumbItemSchema, ZMemberIdSchema } from './agents';
import { BET_QUERY_MAX_DAYS, ZBetRecordRowSchema, ZBetStatusSchema, ZBetTotalsSchema } from './bets';
import { ZGameCategorySchema } from './categories';
import { okEnvelope } from './envelope';
import { ZVassalageSchema } from './games';
import { ZLanguageSchema } from './i18n';
import { pageOf, ZPageQuerySchema } from './paging';
import { ZAccountRecordRowSchema, ZLedgerKindSchema } from './wallet';

/**
 * The agent centre's team reports (spec §2 "Agent centre": agentTeamOverview, personalHistoryCopy "team
 * betting", palStatementsAgentCopy "user loss", agentDownlineTransactionDetailsCopy "account details").
 * Every path is ours. Every report is about the caller's team, or about the member given as `memberId`
 * (drill-down), which must be the caller itself or in the caller's team: anything else — foreign or
 * unknown alike — is 404 MEMBER_NOT_IN_TEAM (a malformed id is 400). `account` (where taken) names one
 * member of the team the same way.
 *
 * Periods are cut in the brand's time zone; weeks start on Monday. `custom` takes `startDate` and
 * `endDate` (yyyy-MM-dd, both inclusive; at most BET_QUERY_MAX_DAYS days, else 400 DATE_RANGE_TOO_LONG;
 * an end before the start is 400 DATE_RANGE_REVERSED); the other periods ignore them. Every reply echoes
 * the period it resolved to. Amounts are decimals with the currency's scale.
 */

export const REPORT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export const ZReportPeriodSchema = z.enum(REPORT_PERIODS);
export type TReportPeriod = z.infer<typeof ZReportPeriodSchema>;

/** Longest custom period, in days (the same limit as the member's betting record). */
export const REPORT_MAX_DAYS = BET_QUERY_MAX_DAYS;

/** Largest page of every paged report. */
export const REPORT_MAX_PAGE_SIZE = 100;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** The period fields every report takes. */
export const ZReportPeriodQuerySchema = z.object({
  period: ZReportPeriodSchema.default('today'),
  /** custom only: yyyy-MM-dd in the brand's time zone, inclusive. */
  startDate: dateText.optional(),
  endDate: dateText.optional(),
});
export type TReportPeriodQuery = z.infer<typeof ZReportPeriodQuerySchema>;

/** The period a report covers, echoed in every reply: brand-zone dates, both inclusive. */
export const ZResolvedPeriodSchema = z.object({
  period: ZReportPeriodSchema,
  startDate: z.string(),
  endDate: z.string(),
});
export type TResolvedPeriod = z.infer<typeof ZResolvedPeriodSchema>;

const count = z.number().int();
const amount = z.number();

// ---------- team overview (agentTeamOverview): GET /wps/agent/team/overview ----------

export const ZTeamOverviewQuerySchema = ZReportPeriodQuerySchema.extend({
  /** The node to report on (default: the caller). */
  memberId: ZMemberIdSchema.optional(),
  language: ZLanguageSchema.optional(),
});
export type TTeamOverviewQuery = z.infer<typeof ZTeamOverviewQuerySchema>;

/**
 * What the members of a group did in the period.
 * - newRegistrations: members of the group registered in the period.
 * - firstDeposits: members whose first credited deposit ever falls in the period (count, amount of
 *   those first deposits).
 * - depositors: distinct members with a credited deposit in the period; deposits: credited deposits.
 * - withdrawals: withdrawals paid out in the period.
 * - activeMembers: distinct members with valid bet > 0 in the period.
 * - validBet, betAmount, payout, winLoss: settled bets by the brand-zone day of settlement; winLoss =
 *   payout − betAmount (negative when the players lost).
 * - bonuses, rebates: BONUS and REBATE credits of the ledger.
 * - profitLoss: the group's result seen from the players = winLoss + bonuses + rebates (negative when
 *   the players lost overall, i.e. the house won).
 */
export const ZActivityFiguresSchema = z.object({
  newRegistrations: count,
  firstDeposits: z.object({ count, amount }),
  depositors: count,
  deposits: z.object({ count, amount }),
  withdrawals: z.object({ count, amount }),
  activeMembers: count,
  validBet: amount,
  betAmount: amount,
  payout: amount,
  winLoss: amount,
  bonuses: amount,
  rebates: amount,
  profitLoss: amount,
});
export type TActivityFigures = z.infer<typeof ZActivityFiguresSchema>;

/** Activity figures of a group of members plus its size and its direct downlines. */
export const ZTeamFiguresSchema = ZActivityFiguresSchema.extend({
  /** Members the figures cover. */
  teamSize: count,
  /** Direct downlines of the node (team) or of the downline (a downline row). */
  directDownlines: count,
});
export type TTeamFigures = z.infer<typeof ZTeamFiguresSchema>;

/** A direct downline of the node: its figures cover the downline itself plus its whole team. */
export const ZTeamOverviewDownlineSchema = ZTeamFiguresSchema.extend({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
});
export type TTeamOverviewDownline = z.infer<typeof ZTeamOverviewDownlineSchema>;

/**
 * The node's team is its downline at any depth, the node itself NOT included: `team` covers every member
 * below the node (teamSize = their number, directDownlines = the node's direct downlines) and is the sum
 * of the `downlines` rows (each row = one direct downline plus its own team, so a row's teamSize is 1 +
 * that downline's team). `self` is the node's own activity (agents of types 1 and 2 also play), so
 * `self` + `team` of a drilled-down node equal its row one level up. `breadcrumb` runs from the caller
 * (first) down to the node (last). Downline rows are ordered by account.
 */
export const ZTeamOverviewValueSchema = ZResolvedPeriodSchema.extend({
  node: z.object({ memberId: z.string(), account: z.string(), nickname: z.string().nullable() }),
  breadcrumb: z.array(ZBreadcrumbItemSchema),
  self: ZActivityFiguresSchema,
  team: ZTeamFiguresSchema,
  downlines: z.array(ZTeamOverviewDownlineSchema),
});
export type TTeamOverviewValue = z.infer<typeof ZTeamOverviewValueSchema>;
export const ZTeamOverviewReplySchema = okEnvelope(ZTeamOverviewValueSchema);

// ---------- team betting (personalHistoryCopy): GET /wps/agent/team/bets ----------

/**
 * Bet records placed in the period by the caller's team (the caller not included), or by the one member
 * named by `memberId` or `account` (its own records; it may be the caller). Newest first; `totals` covers
 * the whole filter (amounts without rolled-back bets).
 */
export const ZTeamBetsQuerySchema = ZReportPeriodQuerySchema.extend(ZPageQuerySchema.shape).extend({
  memberId: ZMemberIdSchema.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  gameType: ZGameCategorySchema.optional(),
  vassalage: ZVassalageSchema.optional(),
  status: ZBetStatusSchema.optional(),
  language: ZLanguageSchema.optional(),
});
export type TTeamBetsQuery = z.infer<typeof ZTeamBetsQuerySchema>;

export const ZTeamBetRowSchema = ZBetRecordRowSchema.extend({ memberId: z.string(), account: z.string() });
export type TTeamBetRow = z.infer<typeof ZTeamBetRowSchema>;

export const ZTeamBetsValueSchema = pageOf(ZTeamBetRowSchema).extend(ZResolvedPeriodSchema.shape).extend({
  totals: ZBetTotalsSchema,
});
export type TTeamBetsValue = z.infer<typeof ZTeamBetsValueSchema>;
export const ZTeamBetsReplySchema = okEnvelope(ZTeamBetsValueSchema);

// ---------- user loss (palStatementsAgentCopy): GET /wps/agent/team/profit ----------

export const TEAM_PROFIT_SORTS = ['profitLoss', 'validBet', 'deposits', 'withdrawals', 'account'] as const;

/**
 * One row per member with activity in the period (a settled bet, a deposit, a paid withdrawal, a bonus
 * or a rebate) among the caller's team (the caller not included), or only the member named by `memberId`
 * or `account` (it may be the caller). Default order: profitLoss ascending (the biggest losers first);
 * ties in member-id order. `totals` covers every row, not only the page.
 */
export const ZTeamProfitQuerySchema = ZReportPeriodQuerySchema.extend(ZPageQuerySchema.shape).extend({
  memberId: ZMemberIdSchema.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  sort: z.enum(TEAM_PROFIT_SORTS).default('profitLoss'),
  order: z.enum(['asc', 'desc']).default('asc'),
  language: ZLanguageSchema.optional(),
});
export type TTeamProfitQuery = z.infer<typeof ZTeamProfitQuerySchema>;

/** profitLoss = winLoss + bonuses + rebates, seen from the player (negative: the player lost). */
export const ZTeamProfitFiguresSchema = z.object({
  validBet: amount,
  betAmount: amount,
  payout: amount,
  winLoss: amount,
  bonuses: amount,
  rebates: amount,
  deposits: amount,
  withdrawals: amount,
  profitLoss: amount,
});
export type TTeamProfitFigures = z.infer<typeof ZTeamProfitFiguresSchema>;

export const ZTeamProfitRowSchema = ZTeamProfitFiguresSchema.extend({
  memberId: z.string(),
  account: z.string(),
  type: z.number().int(),
});
export type TTeamProfitRow = z.infer<typeof ZTeamProfitRowSchema>;

export const ZTeamProfitValueSchema = pageOf(ZTeamProfitRowSchema)
  .extend(ZResolvedPeriodSchema.shape)
  .extend({ totals: ZTeamProfitFiguresSchema });
export type TTeamProfitValue = z.infer<typeof ZTeamProfitValueSchema>;
export const ZTeamProfitReplySchema = okEnvelope(ZTeamProfitValueSchema);

// ---------- account details (agentDownlineTransactionDetailsCopy): GET /wps/agent/team/transactions ----------

/**
 * Every movement of the main wallets of the caller's team (the caller not included), or of the member
 * named by `memberId` or `account` (it may be the caller), like the member's own account record
 * (ODSFE2_MemTransDet), in the period, optionally of one ledger kind; newest first.
 */
export const ZTeamTransactionsQuerySchema = ZReportPeriodQuerySchema.extend(ZPageQuerySchema.shape).extend({
  memberId: ZMemberIdSchema.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  kind: ZLedgerKindSchema.optional(),
  language: ZLanguageSchema.optional(),
});
export type TTeamTransactionsQuery = z.infer<typeof ZTeamTransactionsQuerySchema>;

export const ZTeamTransactionRowSchema = ZAccountRecordRowSchema.extend({
  memberId: z.string(),
  account: z.string(),
});
export type TTeamTransactionRow = z.infer<typeof ZTeamTransactionRowSchema>;

export const ZTeamTransactionsValueSchema = pageOf(ZTeamTransactionRowSchema).extend(
  ZResolvedPeriodSchema.shape,
);
export type TTeamTransactionsValue = z.infer<typeof ZTeamTransactionsValueSchema>;
export const ZTeamTransactionsReplySchema = okEnvelope(ZTeamTransactionsValueSchema);
