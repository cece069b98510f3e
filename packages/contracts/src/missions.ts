import { z } from 'zod';
import { localizedText } from './content';
import { ZAmountSchema, ZNonNegativeAmountSchema } from './money';
import { ZTurnoverMultipleSchema } from './promotions';

/**
 * Missions and leaderboard contests (spec §2 `missionLeaderboard`, §7 `MCSFE_getMissionSummaryDetails`,
 * `MCSFE_getMissionLeaderboard`). Amounts on the wire are decimals with the currency scale; periods are cut
 * in the brand's time zone (weeks start on Monday) and named by the date they start (yyyy-MM-dd).
 */

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export const ZMissionPeriodSchema = z.enum(MISSION_PERIODS);
export type TMissionPeriod = z.infer<typeof ZMissionPeriodSchema>;

/**
 * What a mission asks: BET a valid bet of at least the target (optionally in one category), DEPOSIT
 * credited deposits of at least the target, ROUNDS a number of settled bets (optionally in one category),
 * LOGIN_DAYS signed in on a number of distinct days of the period.
 */
export const MISSION_TASKS = ['BET', 'DEPOSIT', 'ROUNDS', 'LOGIN_DAYS'] as const;
export const ZMissionTaskSchema = z.enum(MISSION_TASKS);
export type TMissionTask = z.infer<typeof ZMissionTaskSchema>;

/** Tasks whose target and progress are money (the others count). */
export const MONEY_TASKS: readonly TMissionTask[] = ['BET', 'DEPOSIT'];

export const MISSION_STATES = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED'] as const;
export const ZMissionStateSchema = z.enum(MISSION_STATES);
export type TMissionState = z.infer<typeof ZMissionStateSchema>;

/** Who sees a mission or a contest. */
export const MISSION_AUDIENCES = ['ALL', 'PLAYERS', 'AGENTS'] as const;
export const ZMissionAudienceSchema = z.enum(MISSION_AUDIENCES);
export type TMissionAudience = z.infer<typeof ZMissionAudienceSchema>;

/** A game category code (RNG, LIVE, FISH, SPORTS, …). */
const ZCategorySchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,20}$/, 'a category code');

/** A mission's or contest's reward as the operator writes it: the bonus, its turnover multiple and how long it lasts. */
export const ZMissionRewardSchema = z.object({
  amount: ZAmountSchema(),
  turnoverMultiple: ZTurnoverMultipleSchema,
  /** Days the bonus lasts once issued (null: no expiry). */
  bonusDays: z.number().int().min(1).max(365).nullable(),
});
export type TMissionReward = z.infer<typeof ZMissionRewardSchema>;

const ZWindow = {
  /** Visible from / until (null: always). */
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
};

/** The operator's mission (create and replace). */
export const ZMissionInputSchema = z
  .object({
    title: localizedText(80),
    description: localizedText(300).nullable().default(null),
    period: ZMissionPeriodSchema,
    task: ZMissionTaskSchema,
    /** BET and DEPOSIT: an amount (two decimals at most); ROUNDS and LOGIN_DAYS: a whole count. */
    target: z.number().positive().max(1_000_000_000),
    /** BET and ROUNDS only: count play of this category alone (null: every category). */
    category: ZCategorySchema.nullable().default(null),
    reward: ZMissionRewardSchema,
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    audience: ZMissionAudienceSchema.default('ALL'),
    enabled: z.boolean().default(true),
    ...ZWindow,
  })
  .superRefine((value, issue) => {
    if (MONEY_TASKS.includes(value.task)) {
      if (!ZAmountSchema().safeParse(value.target).success)
        issue.addIssue({ code: 'custom', path: ['target'], message: 'an amount with at most 2 decimals' });
    } else if (!Number.isInteger(value.target)) {
      issue.addIssue({ code: 'custom', path: ['target'], message: 'a whole number' });
    }
    if (value.task === 'LOGIN_DAYS' && value.target > (value.period === 'DAILY' ? 1 : 7))
      issue.addIssue({ code: 'custom', path: ['target'], message: 'more days than the period has' });
    if (value.category !== null && (value.task === 'DEPOSIT' || value.task === 'LOGIN_DAYS'))
      issue.addIssue({ code: 'custom', path: ['category'], message: 'only BET and ROUNDS take a category' });
    if (value.startsAt && value.endsAt && Date.parse(value.startsAt) >= Date.parse(value.endsAt))
      issue.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  });
export type TMissionInput = z.infer<typeof ZMissionInputSchema>;

/** A mission as the operator API returns it. */
export const ZMissionSchema = z.object({
  id: z.uuid(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()).nullable(),
  period: ZMissionPeriodSchema,
  task: ZMissionTaskSchema,
  target: z.number(),
  category: z.string().nullable(),
  reward: ZMissionRewardSchema,
  sortOrder: z.number().int(),
  audience: ZMissionAudienceSchema,
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMission = z.infer<typeof ZMissionSchema>;

export const ZMissionIdParamsSchema = z.object({ missionId: z.uuid() });

/** One mission of the member's current period (`MCSFE_getMissionSummaryDetails`). */
export const ZMissionSummaryItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  period: ZMissionPeriodSchema,
  task: ZMissionTaskSchema,
  category: z.string().nullable(),
  /** An amount (BET, DEPOSIT) or a count (ROUNDS, LOGIN_DAYS). */
  target: z.number(),
  /** Progress in the current period, capped at the target; null for visitors. */
  progress: z.number().nullable(),
  /** 0–100, whole; null for visitors. */
  percent: z.number().int().min(0).max(100).nullable(),
  reward: ZMissionRewardSchema,
  /** null for visitors. */
  state: ZMissionStateSchema.nullable(),
  /** The period's first day (yyyy-MM-dd, brand zone), its start and its end (exclusive). */
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type TMissionSummaryItem = z.infer<typeof ZMissionSummaryItemSchema>;

export const ZMissionSummarySchema = z.object({
  missions: z.array(ZMissionSummaryItemSchema),
  /** Completed missions not claimed yet (the missions badge). */
  claimableCount: z.number().int(),
  serverTime: z.string(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummarySchema>;

/** A claim names the period it claims (the one the page showed): another period's claim is refused. */
export const ZMissionClaimRequestSchema = z.object({
  periodKey: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
    .optional(),
});

export const ZMissionClaimSchema = z.object({
  missionId: z.uuid(),
  periodKey: z.string(),
  amount: z.number(),
  bonusId: z.uuid(),
});
export type TMissionClaim = z.infer<typeof ZMissionClaimSchema>;

// ---------- leaderboard contests ----------

/**
 * What a contest ranks: VALID_BET the sum of settled valid bets; WINS the sum of the winnings of
 * winning bets (each settled bet's positive win/loss: payout minus stake, losses count 0).
 */
export const CONTEST_METRICS = ['VALID_BET', 'WINS'] as const;
export const ZContestMetricSchema = z.enum(CONTEST_METRICS);
export type TContestMetric = z.infer<typeof ZContestMetricSchema>;

/** Prizes by rank range: `{ fromRank: 4, toRank: 10, amount: 20 }` pays 20.00 to each of ranks 4 to 10. */
export const ZContestPrizeSchema = z.object({
  fromRank: z.number().int().min(1).max(100),
  toRank: z.number().int().min(1).max(100),
  amount: ZAmountSchema(),
});
export type TContestPrize = z.infer<typeof ZContestPrizeSchema>;

export const ZContestInputSchema = z
  .object({
    title: localizedText(80),
    period: ZMissionPeriodSchema,
    metric: ZContestMetricSchema,
    category: ZCategorySchema.nullable().default(null),
    /** The least a member must reach to be ranked. */
    minAmount: ZNonNegativeAmountSchema().default(0),
    prizes: z.array(ZContestPrizeSchema).min(1).max(20),
    turnoverMultiple: ZTurnoverMultipleSchema.default(1),
    bonusDays: z.number().int().min(1).max(365).nullable().default(null),
    /** How many ranks the board shows. */
    showTop: z.number().int().min(3).max(100).default(20),
    audience: ZMissionAudienceSchema.default('ALL'),
    enabled: z.boolean().default(true),
    ...ZWindow,
  })
  .superRefine((value, issue) => {
    const taken = new Set<number>();
    value.prizes.forEach((prize, index) => {
      if (prize.toRank < prize.fromRank)
        issue.addIssue({ code: 'custom', path: ['prizes', index, 'toRank'], message: 'below fromRank' });
      for (let rank = prize.fromRank; rank <= prize.toRank; rank += 1) {
        if (taken.has(rank))
          issue.addIssue({ code: 'custom', path: ['prizes', index], message: `rank ${rank} twice` });
        taken.add(rank);
      }
    });
    if (value.startsAt && value.endsAt && Date.parse(value.startsAt) >= Date.parse(value.endsAt))
      issue.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  });
export type TContestInput = z.infer<typeof ZContestInputSchema>;

export const ZContestSchema = z.object({
  id: z.uuid(),
  title: z.record(z.string(), z.string()),
  period: ZMissionPeriodSchema,
  metric: ZContestMetricSchema,
  category: z.string().nullable(),
  minAmount: z.number(),
  prizes: z.array(ZContestPrizeSchema),
  turnoverMultiple: z.number(),
  bonusDays: z.number().int().nullable(),
  showTop: z.number().int(),
  audience: ZMissionAudienceSchema,
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContest = z.infer<typeof ZContestSchema>;

export const ZContestIdParamsSchema = z.object({ contestId: z.uuid() });

export const ZLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked account (`de***er`). */
  account: z.string(),
  amount: z.number(),
  /** The prize this rank wins (0: none). */
  prize: z.number(),
  /** This row is the asking member's. */
  me: z.boolean(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRowSchema>;

export const ZLeaderboardSchema = z.object({
  contestId: z.uuid(),
  title: z.string(),
  period: ZMissionPeriodSchema,
  metric: ZContestMetricSchema,
  category: z.string().nullable(),
  minAmount: z.number(),
  prizes: z.array(ZContestPrizeSchema),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  rows: z.array(ZLeaderboardRowSchema),
  /** The member's own standing (null: visitor, or not ranked yet). */
  mine: z.object({ rank: z.number().int().nullable(), amount: z.number() }).nullable(),
  /** The previous period's paid winners. */
  previous: z.object({ periodKey: z.string(), rows: z.array(ZLeaderboardRowSchema) }).nullable(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboardSchema>;

export const ZLeaderboardQuerySchema = z.object({
  /** One contest; default: every current contest. */
  contestId: z.uuid().optional(),
});

export const ZLeaderboardsSchema = z.object({
  contests: z.array(ZLeaderboardSchema),
  serverTime: z.string(),
});
export type TLeaderboards = z.infer<typeof ZLeaderboardsSchema>;

/** Operator: the paid results of a contest's periods, newest first. */
export const ZContestResultsQuerySchema = z.object({
  periodKey: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const ZContestResultSchema = z.object({
  periodKey: z.string(),
  settledAt: z.string(),
  payouts: z.array(
    z.object({
      rank: z.number().int(),
      memberId: z.uuid(),
      account: z.string(),
      amount: z.number(),
      prize: z.number(),
      bonusId: z.uuid().nullable(),
    }),
  ),
});
export const ZContestResultsSchema = z.array(ZContestResultSchema);
export type TContestResult = z.infer<typeof ZContestResultSchema>;
