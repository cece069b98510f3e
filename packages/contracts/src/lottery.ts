import { z } from 'zod';
import { okEnvelope } from './envelope';
import { PRIZE_MODES } from './games';

/**
 * Lottery (issue 16; spec §1 LOTT, ELOTT and the prize modes; §2 `/lottery`, `/seaLottery`, `/vnLottery`;
 * §4 game start; §7 "Lottery"; ../shared/design/lottery.md). Money is a decimal in the brand's currency on
 * the wire, minor units inside; odds are decimals on the wire (99.6) and thousandths inside (99600).
 */

const isoTime = z.iso.datetime({ offset: true });

// ---------- games ----------

/**
 * The result structure of a lottery game:
 * - VN_MB: Miền Bắc, 27 numbers (ĐB 1×5, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2);
 *   VN_FAST is the same structure drawn by the house every few minutes;
 * - VN_MN / VN_MT: Miền Nam and Miền Trung, 18 numbers per province (ĐB 1×6, G1 1×5, G2 1×5, G3 2×5,
 *   G4 7×5, G5 1×4, G6 3×4, G7 1×3, G8 1×2);
 * - SEA_4D: 1st, 2nd, 3rd, 10 starters, 10 consolations (23 four-digit numbers);
 * - FAST_5D: five digits 0–9; DICE_3: three dice 1–6; RACE_10: a permutation of 1–10.
 */
export const LOTTERY_KINDS = [
  'VN_MB',
  'VN_MN',
  'VN_MT',
  'VN_FAST',
  'SEA_4D',
  'FAST_5D',
  'DICE_3',
  'RACE_10',
] as const;
export const ZLotteryKindSchema = z.enum(LOTTERY_KINDS);
export type TLotteryKind = z.infer<typeof ZLotteryKindSchema>;

/** Vietnamese result structures (their bet types are the Vietnamese ones). */
export const VN_KINDS: readonly TLotteryKind[] = ['VN_MB', 'VN_MN', 'VN_MT', 'VN_FAST'];
/** Games whose numbers the house draws (commit–reveal); the others take official results. */
export const HOUSE_KINDS: readonly TLotteryKind[] = ['VN_FAST', 'FAST_5D', 'DICE_3', 'RACE_10'];

/** The prize names of a Vietnamese result, in the order they are shown. */
export const VN_PRIZES = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type TVnPrize = (typeof VN_PRIZES)[number];

export const ZLotteryResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['VN_MB', 'VN_MN', 'VN_MT', 'VN_FAST']),
    /** Per prize, its numbers as digit strings (leading zeros kept); G8 only in Nam/Trung. */
    prizes: z.partialRecord(z.enum(VN_PRIZES), z.array(z.string().regex(/^\d{2,6}$/))),
  }),
  z.object({
    kind: z.literal('SEA_4D'),
    first: z.string().regex(/^\d{4}$/),
    second: z.string().regex(/^\d{4}$/),
    third: z.string().regex(/^\d{4}$/),
    starter: z.array(z.string().regex(/^\d{4}$/)).length(10),
    consolation: z.array(z.string().regex(/^\d{4}$/)).length(10),
  }),
  z.object({
    kind: z.enum(['FAST_5D', 'DICE_3', 'RACE_10']),
    /** 5D: five digits 0–9; dice: three values 1–6; race: the finishing order of cars 1–10. */
    values: z.array(z.number().int().min(0).max(10)).min(3).max(10),
  }),
]);
export type TLotteryResult = z.infer<typeof ZLotteryResultSchema>;

// ---------- bet types ----------

/**
 * Every bet type (lottery.md "Bet types"). Vietnamese: LO2/LO3/LO4 (lô), XIEN2/3/4 (xiên), DE (đề đặc
 * biệt), DE_DAU (đề đầu), DAU/DUOI (đầu/đuôi: a digit), CANG3/CANG4 (3 càng, 4 càng), TRUOT4/8/10 (lô
 * trượt), TAI/XIU/CHAN/LE (no picks). 4D: BIG, SMALL, IBOX_BIG, IBOX_SMALL, ROLL_BIG, ROLL_SMALL (one digit
 * written R). 5D: P5_DIGIT (position + digit), P5_BSOE (position + BIG/SMALL/ODD/EVEN), P5_STRAIGHT3 /
 * P5_GROUP3 / P5_GROUP6 (`position` 1 front, 2 middle, 3 back), P5_STRAIGHT2 (last two), P5_SUM (BIG/SMALL of
 * the sum, ≥ 23 big). Dice: K3_SUM (3–18), K3_TRIPLE (a face), K3_ANY_TRIPLE, K3_PAIR (a face),
 * K3_BSOE (BIG/SMALL/ODD/EVEN; a triple loses). Race: R10_POS (position + car), R10_BSOE (position +
 * BIG/SMALL/ODD/EVEN), R10_DT (position 1–5: DRAGON/TIGER), R10_SUM12 (sum of 1st and 2nd, 3–19).
 */
export const LOTTERY_BET_TYPES = [
  'LO2',
  'LO3',
  'LO4',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'DE',
  'DE_DAU',
  'DAU',
  'DUOI',
  'CANG3',
  'CANG4',
  'TRUOT4',
  'TRUOT8',
  'TRUOT10',
  'TAI',
  'XIU',
  'CHAN',
  'LE',
  'BIG',
  'SMALL',
  'IBOX_BIG',
  'IBOX_SMALL',
  'ROLL_BIG',
  'ROLL_SMALL',
  'P5_DIGIT',
  'P5_BSOE',
  'P5_STRAIGHT3',
  'P5_GROUP3',
  'P5_GROUP6',
  'P5_STRAIGHT2',
  'P5_SUM',
  'K3_SUM',
  'K3_TRIPLE',
  'K3_ANY_TRIPLE',
  'K3_PAIR',
  'K3_BSOE',
  'R10_POS',
  'R10_BSOE',
  'R10_DT',
  'R10_SUM12',
] as const;
export const ZLotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);
export type TLotteryBetType = z.infer<typeof ZLotteryBetTypeSchema>;

/** A player's line on the slip: one bet type, its picks, a position where the type has one, and units. */
export const ZLotteryLineSchema = z.object({
  betType: ZLotteryBetTypeSchema,
  /** Numbers as digit strings ("07", "123", "12R4"), or a word (BIG, SMALL, ODD, EVEN, DRAGON, TIGER). */
  picks: z.array(z.string().min(1).max(6)).max(100).default([]),
  position: z.number().int().min(1).max(10).optional(),
  /** Whole units (no zero, no fractions). */
  units: z.number().int().min(1).max(100_000),
});
export type TLotteryLine = z.infer<typeof ZLotteryLineSchema>;

/** A bet type as a game offers it in a prize mode: what the slip shows before confirming. */
export const ZLotteryBetTypeInfoSchema = z.object({
  betType: ZLotteryBetTypeSchema,
  /** Picks one line takes (a range) and the digits of each pick (0: a word or a face). */
  picks: z.object({ min: z.number().int(), max: z.number().int(), digits: z.number().int() }),
  /** Whether the type needs a position, and its range. */
  position: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Stake multiplier: a unit of this type costs this many unit prices (27 for lô in Miền Bắc). */
  multiplier: z.number().int().positive(),
  /** Pays per unit (per occurrence); for tables (4D, iBox) the first prize's figure, `table` the rest. */
  odds: z.number().nonnegative(),
  table: z.array(z.number().nonnegative()).optional(),
  /**
   * Rows that depend on the pick: iBox by the number's permutation count ("24", "12", "6", "4"; each a
   * prize table), sum bets by the sum ("3" … "18"; each one figure).
   */
  tables: z.record(z.string(), z.array(z.number().nonnegative())).optional(),
  /** Types paid per occurrence (lô, Bắc đề đầu): the most occurrences one ticket can be paid (27 for a Bắc lô 2). */
  maxHits: z.number().int().positive().optional(),
});
export type TLotteryBetTypeInfo = z.infer<typeof ZLotteryBetTypeInfoSchema>;

// ---------- draws ----------

export const DRAW_STATUSES = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'] as const;
export const ZDrawStatusSchema = z.enum(DRAW_STATUSES);
export type TDrawStatus = z.infer<typeof ZDrawStatusSchema>;

export const ZLotteryDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  /** The draw's number as players know it (`20261127-0412`, `20261127-TPHCM`). */
  numero: z.string(),
  /** Province of a Nam/Trung draw (its name), else null. */
  province: z.string().nullable(),
  status: ZDrawStatusSchema,
  opensAt: isoTime,
  closesAt: isoTime,
  drawAt: isoTime,
  /** SHA-256 (hex) of the draw's seed, published when it opens (house and sandbox draws). */
  seedHash: z.string().nullable(),
  /** The seed (hex), published once drawn. */
  seed: z.string().nullable(),
  result: ZLotteryResultSchema.nullable(),
  /** HOUSE (commit–reveal), PROVIDER (results provider), OPERATOR (entered and confirmed). */
  resultSource: z.enum(['HOUSE', 'PROVIDER', 'OPERATOR']).nullable(),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDrawSchema>;

// ---------- the hall ----------

export const ZLotteryGameSchema = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  name: z.string(),
  kind: ZLotteryKindSchema,
  /** Minutes between draws for house games; null for scheduled official draws. */
  cycleMinutes: z.number().int().nullable(),
  /** Prize modes this game is offered in (and the brand offers). */
  prizeModes: z.array(z.enum(PRIZE_MODES)),
});
export type TLotteryGame = z.infer<typeof ZLotteryGameSchema>;

export const ZLotteryHallQuerySchema = z.object({
  gameCode: z.string().min(1).max(64),
  prizeMode: z.enum(PRIZE_MODES).optional(),
});
export type TLotteryHallQuery = z.infer<typeof ZLotteryHallQuerySchema>;

export const ZLotteryHallSchema = z.object({
  game: ZLotteryGameSchema,
  prizeMode: z.enum(PRIZE_MODES),
  /** The unit price of this prize mode (a decimal). */
  unitPrice: z.number(),
  betTypes: z.array(ZLotteryBetTypeInfoSchema),
  /** The draws open for tickets now, soonest cut-off first (Nam/Trung: one per province). */
  open: z.array(ZLotteryDrawSchema),
  /** The latest drawn draw, for the result board. */
  latest: ZLotteryDrawSchema.nullable(),
  serverTime: isoTime,
});
export type TLotteryHall = z.infer<typeof ZLotteryHallSchema>;
export const ZLotteryHallReplySchema = okEnvelope(ZLotteryHallSchema);

// ---------- tickets ----------

export const ZBuyTicketsRequestSchema = z.object({
  /** The member's idempotency key of this purchase: a retry returns the same tickets. */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
  drawId: z.string().min(1).max(40),
  prizeMode: z.enum(PRIZE_MODES),
  lines: z.array(ZLotteryLineSchema).min(1).max(50),
});
export type TBuyTicketsRequest = z.infer<typeof ZBuyTicketsRequestSchema>;

export const TICKET_STATUSES = ['PENDING', 'WON', 'LOST', 'VOID'] as const;
export const ZTicketStatusSchema = z.enum(TICKET_STATUSES);
export type TTicketStatus = z.infer<typeof ZTicketStatusSchema>;

export const ZLotteryTicketSchema = z.object({
  ticketId: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  prizeMode: z.enum(PRIZE_MODES),
  betType: ZLotteryBetTypeSchema,
  picks: z.array(z.string()),
  position: z.number().int().nullable(),
  units: z.number().int(),
  /** Ticket cost (decimal). */
  cost: z.number(),
  /** The most this ticket can win (decimal). */
  potentialWin: z.number(),
  status: ZTicketStatusSchema,
  /** The win (decimal), 0 until settled or when lost. */
  win: z.number(),
  placedAt: isoTime,
  settledAt: isoTime.nullable(),
});
export type TLotteryTicket = z.infer<typeof ZLotteryTicketSchema>;

export const ZBuyTicketsReplySchema = okEnvelope(
  z.object({ tickets: z.array(ZLotteryTicketSchema), cost: z.number(), balance: z.number() }),
);

export const ZLotteryTicketsQuerySchema = z.object({
  gameCode: z.string().min(1).max(64).optional(),
  drawId: z.string().min(1).max(40).optional(),
  status: ZTicketStatusSchema.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZLotteryTicketsReplySchema = okEnvelope(
  z.object({ list: z.array(ZLotteryTicketSchema), total: z.number().int() }),
);

// ---------- results, statistics ----------

export const ZLotteryDrawsQuerySchema = z.object({
  gameCode: z.string().min(1).max(64),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZLotteryDrawsReplySchema = okEnvelope(
  z.object({ list: z.array(ZLotteryDrawSchema), total: z.number().int() }),
);
export const ZLotteryDrawReplySchema = okEnvelope(ZLotteryDrawSchema);

/** Hot and cold numbers over the last `draws` drawn draws (two-digit endings for VN, digits/faces/cars else). */
export const ZLotteryStatsQuerySchema = z.object({
  gameCode: z.string().min(1).max(64),
  draws: z.coerce.number().int().min(5).max(100).default(30),
});
export const ZLotteryStatsReplySchema = okEnvelope(
  z.object({
    draws: z.number().int(),
    hot: z.array(z.object({ number: z.string(), count: z.number().int() })),
    cold: z.array(
      z.object({
        number: z.string(),
        count: z.number().int(),
        lastSeenDrawsAgo: z.number().int().nullable(),
      }),
    ),
  }),
);

// ---------- spec §7 "Lottery" calls ----------

/** `/lgw/vn/games/game_menu` (prizeMode, device WEB): the lottery games by area, with the open draw. */
export const ZLotteryMenuQuerySchema = z.object({
  prizeMode: z.enum(PRIZE_MODES).default('LOTT'),
  device: z.string().max(16).default('WEB'),
});
export const ZLotteryMenuItemSchema = ZLotteryGameSchema.extend({
  /** The next cut-off among its open draws, or null. */
  closesAt: isoTime.nullable(),
  numero: z.string().nullable(),
});
export const ZLotteryMenuReplySchema = okEnvelope(
  z.object({
    prizeMode: z.enum(PRIZE_MODES),
    areas: z.array(z.object({ area: z.enum(['VN', 'SEA', 'FAST']), games: z.array(ZLotteryMenuItemSchema) })),
  }),
);
/** `/lgw/vn/games/game_menu/recent`: the games the member bought tickets in, latest first. */
export const ZLotteryRecentReplySchema = okEnvelope(z.object({ games: z.array(ZLotteryMenuItemSchema) }));
/** `/lgw/vn/numeros/opened/game` and `/lotto/lgw/games/opened/numero`: a game's open draws. */
export const ZOpenedNumeroQuerySchema = z.object({ gameCode: z.string().min(1).max(64) });
export const ZOpenedNumeroReplySchema = okEnvelope(
  z.object({ gameCode: z.string(), draws: z.array(ZLotteryDrawSchema), serverTime: isoTime }),
);

// ---------- operator settings ----------

/** Odds per bet type, in a prize mode: a decimal per unit, or a prize table (4D, iBox by permutations). */
export const ZLotteryOddsTableSchema = z.record(
  z
    .string()
    .regex(/^[A-Z0-9_]+$/)
    .max(40),
  z.array(z.number().nonnegative().max(1_000_000)).min(1).max(8),
);
export type TLotteryOddsTable = z.infer<typeof ZLotteryOddsTableSchema>;

export const ZLotterySettingsSchema = z.object({
  /** The prize modes the brand offers. */
  prizeModes: z.array(z.enum(PRIZE_MODES)).min(1),
  /** The price of one unit per prize mode (decimal). */
  unitPrice: z.partialRecord(z.enum(PRIZE_MODES), z.number().positive()),
  /** Odds per prize mode (seeded from lottery.md). */
  odds: z.partialRecord(z.enum(PRIZE_MODES), ZLotteryOddsTableSchema),
  /** The most stake taken per number (per bet type) in one draw (decimal). */
  maxStakePerNumber: z.number().positive(),
  /** The most a draw may pay on one number (per bet type) (decimal). */
  maxPayoutPerNumber: z.number().positive(),
  /** Seconds before the draw time that a house game's sales close. */
  houseCutoffSeconds: z.number().int().min(5).max(600),
  /** Minutes before an official draw's time that sales close. */
  officialCutoffMinutes: z.number().int().min(1).max(240),
  /** Minutes an official result waits after it arrives before settlement (operators may correct it then). */
  officialSettleDelayMinutes: z.number().int().min(0).max(1440),
});
export type TLotterySettings = z.infer<typeof ZLotterySettingsSchema>;

// ---------- operator ----------

/** A draw as operators see it: the player's view plus its times, tickets and a result waiting for confirmation. */
export const ZOperatorLotteryDrawSchema = ZLotteryDrawSchema.extend({
  vendor: z.string(),
  drawnAt: isoTime.nullable(),
  settledAt: isoTime.nullable(),
  voidReason: z.string().nullable(),
  tickets: z.number().int(),
  /** The operator result entry waiting for a second operator, if any. */
  pendingEntry: z
    .object({ result: ZLotteryResultSchema, enteredBy: z.string(), enteredAt: isoTime })
    .nullable(),
});
export type TOperatorLotteryDraw = z.infer<typeof ZOperatorLotteryDrawSchema>;

export const ZOperatorLotteryDrawsQuerySchema = z.object({
  gameCode: z.string().min(1).max(64).optional(),
  status: ZDrawStatusSchema.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZOperatorLotteryDrawsReplySchema = okEnvelope(
  z.object({ list: z.array(ZOperatorLotteryDrawSchema), total: z.number().int() }),
);
export const ZOperatorLotteryDrawReplySchema = okEnvelope(ZOperatorLotteryDrawSchema);

export const ZLotteryDrawIdParamsSchema = z.object({ drawId: z.string().regex(/^\d{1,18}$/) });

/** An operator's result of an official draw (first step: waits for a second operator). */
export const ZLotteryResultEntryRequestSchema = z.object({ result: ZLotteryResultSchema });

export const ZLotteryVoidDrawRequestSchema = z.object({ reason: z.string().trim().min(1).max(200) });

export const ZOperatorLotterySettingsReplySchema = okEnvelope(ZLotterySettingsSchema);
