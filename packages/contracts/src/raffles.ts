import { z } from 'zod';
import { localizedText } from './content';
import { ZAmountSchema, ZNonNegativeAmountSchema } from './money';
import { ZTurnoverMultipleSchema } from './promotions';
import { pageOf, ZPageQuerySchema } from './paging';

/**
 * The lucky draw (decisions.md "Raffle", spec §7 `MCS2_claimRafflePromotion`): members earn draws by rule
 * (one per X deposited, or per Y valid bet, in the raffle's window) and each draw picks a prize from the
 * operator's weighted table with stock, paid as a bonus.
 */

const isoTime = z.iso.datetime({ offset: true });

/** What earns draws: credited deposits, or settled valid bet, in the raffle's window. */
export const RAFFLE_RULE_KINDS = ['DEPOSIT', 'VALID_BET'] as const;
export const ZRaffleRuleKindSchema = z.enum(RAFFLE_RULE_KINDS);
export type TRaffleRuleKind = z.infer<typeof ZRaffleRuleKindSchema>;

export const ZRaffleRuleSchema = z.object({
  kind: ZRaffleRuleKindSchema,
  /** One draw per this amount (deposited or bet). */
  per: ZAmountSchema(),
  /** At most this many draws per brand-zone day (null: no cap). */
  dailyCap: z.number().int().min(1).max(1000).nullable().default(null),
  /** At most this many draws in the whole raffle (null: no cap). */
  totalCap: z.number().int().min(1).max(100_000).nullable().default(null),
});
export type TRaffleRule = z.infer<typeof ZRaffleRuleSchema>;

// ---------- player ----------

export const ZRafflePrizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 0: "try again". */
  amount: z.number(),
  /** Prizes left (null: unlimited). */
  stockLeft: z.number().int().nullable(),
  /** The chance of this prize now, in percent (weights of the prizes still in stock). */
  chance: z.number(),
  turnoverMultiple: z.number(),
});
export type TRafflePrize = z.infer<typeof ZRafflePrizeSchema>;

export const ZRaffleWinSchema = z.object({
  drawId: z.string(),
  prizeName: z.string(),
  amount: z.number(),
  drawnAt: isoTime,
});
export type TRaffleWin = z.infer<typeof ZRaffleWinSchema>;

export const ZRaffleSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  rule: ZRaffleRuleSchema,
  /** The amount deposited or bet so far in the window, toward the rule. */
  progress: z.number(),
  drawsEarned: z.number().int(),
  drawsUsed: z.number().int(),
  drawsAvailable: z.number().int(),
  prizes: z.array(ZRafflePrizeSchema),
  /** The member's latest draws of this raffle. */
  recentDraws: z.array(ZRaffleWinSchema),
});
export type TRaffle = z.infer<typeof ZRaffleSchema>;

export const ZRaffleListSchema = z.object({ raffles: z.array(ZRaffleSchema) });
export type TRaffleList = z.infer<typeof ZRaffleListSchema>;

/** `POST /wps/relay/MCS2_claimRafflePromotion`: the raffle to draw (the session token in the header). */
export const ZRaffleClaimBodySchema = z.object({
  raffleId: z.uuid(),
  /** Accepted for the spec's callers; the session is read from the Authorization header. */
  token: z.string().max(200).optional(),
});

export const ZRaffleClaimReplySchema = z.object({
  drawId: z.string(),
  raffleId: z.string(),
  prize: z.object({ id: z.string(), name: z.string(), amount: z.number() }),
  /** False for a "try again" prize (amount 0). */
  won: z.boolean(),
  bonusId: z.string().nullable(),
  drawsAvailable: z.number().int(),
});
export type TRaffleClaimReply = z.infer<typeof ZRaffleClaimReplySchema>;

export const ZRaffleWinnerSchema = z.object({
  account: z.string(),
  raffleTitle: z.string(),
  prizeName: z.string(),
  amount: z.number(),
  drawnAt: isoTime,
});
export const ZRaffleWinnersSchema = z.object({ list: z.array(ZRaffleWinnerSchema) });
export type TRaffleWinners = z.infer<typeof ZRaffleWinnersSchema>;

// ---------- operator ----------

export const ZOperatorPrizeInputSchema = z.object({
  /** An existing prize to keep (its draws stay linked); omitted for a new one. */
  id: z.uuid().optional(),
  name: localizedText(60),
  amount: ZNonNegativeAmountSchema(),
  weight: z.number().int().min(1).max(1_000_000),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  turnoverMultiple: ZTurnoverMultipleSchema.default(1),
});

export const ZOperatorRaffleInputSchema = z
  .object({
    title: localizedText(120),
    startsAt: isoTime,
    endsAt: isoTime,
    enabled: z.boolean().default(true),
    /** Member types that may take part (null: every real member). */
    memberTypes: z.array(z.number().int().min(0).max(99)).min(1).nullable().default(null),
    rule: ZRaffleRuleSchema,
    bonusValidDays: z.number().int().min(1).max(365).nullable().default(null),
    prizes: z.array(ZOperatorPrizeInputSchema).min(1).max(20),
  })
  .refine((value) => new Date(value.endsAt) > new Date(value.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TOperatorRaffleInput = z.infer<typeof ZOperatorRaffleInputSchema>;

export const ZOperatorPrizeSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  amount: z.number(),
  weight: z.number().int(),
  stock: z.number().int().nullable(),
  turnoverMultiple: z.number(),
  active: z.boolean(),
  drawn: z.number().int(),
});

export const ZOperatorRaffleSchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  startsAt: isoTime,
  endsAt: isoTime,
  enabled: z.boolean(),
  memberTypes: z.array(z.number().int()).nullable(),
  rule: ZRaffleRuleSchema,
  bonusValidDays: z.number().int().nullable(),
  prizes: z.array(ZOperatorPrizeSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type TOperatorRaffle = z.infer<typeof ZOperatorRaffleSchema>;
export const ZOperatorRaffleListSchema = z.object({ list: z.array(ZOperatorRaffleSchema) });

export const ZRaffleIdParamsSchema = z.object({ raffleId: z.uuid() });

export const ZOperatorDrawQuerySchema = ZPageQuerySchema.extend({
  account: z.string().trim().min(1).max(64).optional(),
});
export const ZOperatorDrawSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string().nullable(),
  prizeId: z.string(),
  prizeName: z.string(),
  amount: z.number(),
  bonusId: z.string().nullable(),
  drawnAt: isoTime,
});
export const ZOperatorDrawPageSchema = pageOf(ZOperatorDrawSchema);
