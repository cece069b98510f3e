import { z } from 'zod';
import { okEnvelope } from './envelope';
import { CLIENT_SEED_MAX, CLIENT_SEED_PATTERN } from './house-fairness';
import { ZAmountSchema } from './money';

/**
 * In-house games of the vassalage TA (issue 17; spec §1 INHOUSE, §2 `/rng?vassalage=INHOUSE`, §9 "in-house
 * RNG vassalage is TA"): two 5×3 video slots with 25 lines, dice, mines and crash, provably fair
 * (house-fairness.ts). Money is a decimal in the brand's currency on the wire, minor units inside. Every
 * stake and win goes through the vendor wallet service in process: a round is a bet record of vendor TA,
 * category RNG, so reports, contracts, points and rebates see it.
 *
 * HTTP under `/wps/house/…` (session required); crash's shared round also over `/ws` (realtime.ts:
 * `game.subscribe` topic `crash`, `crash.bet`, `crash.cashout`; events `crash`).
 */

const isoTime = z.iso.datetime({ offset: true });

export const HOUSE_VENDOR = 'TA';
/** The bet records' category (bet_records.game_type) of every in-house game. */
export const HOUSE_BET_CATEGORY = 'RNG';

export const HOUSE_GAME_KINDS = ['SLOT', 'DICE', 'MINES', 'CRASH'] as const;
export const ZHouseGameKindSchema = z.enum(HOUSE_GAME_KINDS);
export type THouseGameKind = z.infer<typeof ZHouseGameKindSchema>;

export const SLOT_THEMES = ['aztec', 'ocean'] as const;
export type TSlotTheme = (typeof SLOT_THEMES)[number];

export type THouseGameDefinition = {
  gameCode: string;
  kind: THouseGameKind;
  /** Slots only: the theme (its reel set, paytable and art). */
  theme?: TSlotTheme;
  names: { es: string; en: string };
};

/**
 * The TA games (catalogue vendor TA, nodeId `TA-<gameCode>`). The codes INHOUSE001–003 are the catalogue's
 * earlier in-house entries (crash, dice, mines), kept so favourites and history stay; INHOUSE004 (a
 * placeholder Plinko) is retired; the slots are new and first in the list.
 */
export const HOUSE_GAMES: readonly THouseGameDefinition[] = [
  {
    gameCode: 'INHOUSE005',
    kind: 'SLOT',
    theme: 'aztec',
    names: { es: 'Tesoro Azteca', en: 'Aztec Treasure' },
  },
  {
    gameCode: 'INHOUSE006',
    kind: 'SLOT',
    theme: 'ocean',
    names: { es: 'Perlas del Océano', en: 'Ocean Pearls' },
  },
  { gameCode: 'INHOUSE001', kind: 'CRASH', names: { es: 'Cohete', en: 'Crash Rocket' } },
  { gameCode: 'INHOUSE002', kind: 'DICE', names: { es: 'Dados', en: 'Dice' } },
  { gameCode: 'INHOUSE003', kind: 'MINES', names: { es: 'Minas', en: 'Mines' } },
];
export const RETIRED_HOUSE_GAME_CODES = ['INHOUSE004'] as const;

export const houseGameOf = (gameCode: string) => HOUSE_GAMES.find((game) => game.gameCode === gameCode);

/** The web page of an in-house game: `/house/<gameCode>`; the verify page `/houseVerify?roundId=`. */
export const housePageOf = (gameCode: string) => `/house/${gameCode}`;

/**
 * Bet limits in minor units, per kind. Slots: the total bet (25 lines × the line bet) from 1.00 (spec §9:
 * "minimum bet 1 or more") to 500.00, a whole number of cents per line (a multiple of 0.25). Dice, mines,
 * crash: 1.00 to 1,000.00. A round never pays more than MAX_WIN_MINOR (a mines cash-out or an auto cash-out
 * is capped there).
 */
export const HOUSE_LIMITS: Record<THouseGameKind, { minBet: number; maxBet: number }> = {
  SLOT: { minBet: 100, maxBet: 50_000 },
  DICE: { minBet: 100, maxBet: 100_000 },
  MINES: { minBet: 100, maxBet: 100_000 },
  CRASH: { minBet: 100, maxBet: 100_000 },
};
export const MAX_WIN_MINOR = 100_000_000;
export const SLOT_LINES = 25;
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
/** The slot bet levels the page offers (total bet, decimal); the server accepts any multiple of 0.25 in range. */
export const SLOT_BET_LEVELS = [1, 2, 5, 10, 25, 50, 100, 250, 500] as const;

/** Dice: chance between 1 % and 98 % (100 … 9,800 winning rolls of 10,000), 1 % house edge. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;
/** Mines: 1 … 24 mines on 25 cells, 1 % house edge. */
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Crash: auto cash-out 1.01× … 10,000×; the multiplier at t ms after the start is e^(CRASH_GROWTH × t). */
export const CRASH_AUTO_MIN = 1.01;
export const CRASH_AUTO_MAX = 10_000;
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_BETTING_MS = 7_000;

/** The multiplier shown t ms after a crash round started, in hundredths (floor). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9));
}
/** When (ms after the start) the multiplier reaches `hundredths` (the first ms it shows at least that). */
export function crashTimeOf(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.floor(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
  while (crashMultiplierAt(t) < hundredths) t += 1;
  while (t > 0 && crashMultiplierAt(t - 1) >= hundredths) t -= 1;
  return t;
}

// ---------- requests ----------

/** The member's idempotency key of a bet: a retry returns the same round. */
export const ZHouseRequestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/);

export const ZClientSeedSchema = z.string().max(CLIENT_SEED_MAX).regex(CLIENT_SEED_PATTERN);

export const ZSlotSpinRequestSchema = z.object({
  requestId: ZHouseRequestIdSchema,
  gameCode: z.string().min(1).max(40),
  /** The total bet (all 25 lines). */
  bet: ZAmountSchema(),
});
export type TSlotSpinRequest = z.infer<typeof ZSlotSpinRequestSchema>;

/** The next free spin of an open slot round (free spins are played one by one and resume after a reload). */
export const ZSlotFreeSpinRequestSchema = z.object({ roundId: z.string().min(1).max(40) });

export const ZDiceRollRequestSchema = z.object({
  requestId: ZHouseRequestIdSchema,
  gameCode: z.string().min(1).max(40),
  amount: ZAmountSchema(),
  /** The target in hundredths (50.50 → 5050): OVER wins when the roll is above it, UNDER below it. */
  target: z.number().int().min(0).max(9_999),
  direction: z.enum(['OVER', 'UNDER']),
});
export type TDiceRollRequest = z.infer<typeof ZDiceRollRequestSchema>;

export const ZMinesStartRequestSchema = z.object({
  requestId: ZHouseRequestIdSchema,
  gameCode: z.string().min(1).max(40),
  amount: ZAmountSchema(),
  mines: z.number().int().min(MINES_MIN).max(MINES_MAX),
});
export const ZMinesRevealRequestSchema = z.object({
  roundId: z.string().min(1).max(40),
  cell: z.number().int().min(0).max(24),
});
export const ZMinesCashoutRequestSchema = z.object({ roundId: z.string().min(1).max(40) });

export const ZClientSeedRequestSchema = z.object({ clientSeed: ZClientSeedSchema });
export const ZRotateSeedRequestSchema = z.object({ clientSeed: ZClientSeedSchema.optional() });

export const ZHouseRoundsQuerySchema = z.object({ gameCode: z.string().min(1).max(40) });

// ---------- fairness ----------

export const ZHouseSeedPairSchema = z.object({
  /** SHA-256 of the server seed (hex): shown before any bet made with it. */
  serverSeedHash: z.string(),
  /** The server seed: null while the pair is active (revealed when the pair is rotated). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  /** Active pair: the nonce of the next bet; revealed pair: the number of bets made with it. */
  nonce: z.number().int(),
  createdAt: isoTime,
  revealedAt: isoTime.nullable(),
});
export type THouseSeedPair = z.infer<typeof ZHouseSeedPairSchema>;

export const ZHouseFairnessSchema = z.object({
  active: ZHouseSeedPairSchema,
  /** The pair rotated out last (its server seed revealed), if any. */
  previous: ZHouseSeedPairSchema.nullable(),
  /** A round is open (free spins, mines): the pair cannot be rotated until it ends. */
  roundOpen: z.boolean(),
});
export type THouseFairness = z.infer<typeof ZHouseFairnessSchema>;
export const ZHouseFairnessReplySchema = okEnvelope(ZHouseFairnessSchema);

// ---------- slots ----------

export const ZSlotSymbolSchema = z.object({
  id: z.string(),
  /** Pays for 3, 4, 5 of a kind on a line, in line bets (scatter: in total bets, anywhere). */
  pays: z.tuple([z.number(), z.number(), z.number()]),
  kind: z.enum(['NORMAL', 'WILD', 'SCATTER']),
});

export const ZSlotConfigSchema = z.object({
  theme: z.enum(SLOT_THEMES),
  reels: z.number().int(),
  rows: z.number().int(),
  /** 25 lines; each is the row (0 top … 2 bottom) on each of the 5 reels. */
  paylines: z.array(z.array(z.number().int())),
  symbols: z.array(ZSlotSymbolSchema),
  /** Free spins for 3, 4, 5 scatters; free spins pay `freeSpinMultiplier` times and can be re-triggered. */
  freeSpins: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  freeSpinMultiplier: z.number().int(),
  /** The return to player computed exactly from the reel strips, in percent (e.g. "96.00"). */
  rtp: z.string(),
  betLevels: z.array(z.number()),
});
export type TSlotConfig = z.infer<typeof ZSlotConfigSchema>;

export const ZSlotLineWinSchema = z.object({
  /** Payline index (0–24); -1 for a scatter win. */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  /** The cells of the win, as [reel, row]. */
  cells: z.array(z.tuple([z.number().int(), z.number().int()])),
  win: z.number(),
});

// ---------- rounds (game recall) ----------

/** Game recall keeps the member's last rounds of each game (what regulators ask for), newest first. */
export const RECALL_ROUNDS = 10;

/** One step of a round, as game recall shows it (every spin and free spin, reveal, cash-out, crash). */
export const ZHouseStepSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('spin'),
    /** 0 for the paid spin, 1 … for free spins. */
    index: z.number().int(),
    free: z.boolean(),
    stops: z.array(z.number().int()),
    /** Symbol ids by reel, top to bottom. */
    grid: z.array(z.array(z.string())),
    wins: z.array(ZSlotLineWinSchema),
    freeSpinsAwarded: z.number().int(),
    /** Free spins still to play after this one. */
    freeSpinsLeft: z.number().int(),
    win: z.number(),
  }),
  z.object({
    type: z.literal('roll'),
    target: z.number().int(),
    direction: z.enum(['OVER', 'UNDER']),
    roll: z.number().int(),
    /** The payout multiplier, e.g. 1.98. */
    multiplier: z.number(),
    win: z.number(),
  }),
  z.object({
    type: z.literal('reveal'),
    cell: z.number().int(),
    safe: z.boolean(),
    /** The multiplier after this reveal (0 when a mine was hit). */
    multiplier: z.number(),
  }),
  z.object({ type: z.literal('cashout'), multiplier: z.number(), auto: z.boolean(), win: z.number() }),
  z.object({ type: z.literal('bet'), amount: z.number(), autoCashout: z.number().nullable() }),
  z.object({ type: z.literal('crash'), point: z.number() }),
]);
export type THouseStep = z.infer<typeof ZHouseStepSchema>;

export const HOUSE_ROUND_STATUSES = ['OPEN', 'SETTLED', 'REFUNDED'] as const;
export const ZHouseRoundStatusSchema = z.enum(HOUSE_ROUND_STATUSES);
export type THouseRoundStatus = z.infer<typeof ZHouseRoundStatusSchema>;

export const ZHouseRoundSchema = z.object({
  id: z.string(),
  gameCode: z.string(),
  kind: ZHouseGameKindSchema,
  status: ZHouseRoundStatusSchema,
  stake: z.number(),
  win: z.number(),
  /** The main wallet before the stake was taken and after the win was paid (null while open). */
  balanceBefore: z.number(),
  balanceAfter: z.number().nullable(),
  createdAt: isoTime,
  settledAt: isoTime.nullable(),
  steps: z.array(ZHouseStepSchema),
  /** Mines: the number of mines, and the mined cells once the round is over (null while open). */
  mines: z.number().int().nullable(),
  minedCells: z.array(z.number().int()).nullable(),
  /** Open mines round: the multiplier a cash-out pays now and the win it would pay. */
  cashout: z.object({ multiplier: z.number(), win: z.number() }).nullable(),
  /**
   * How to recompute it. Seeded games: the pair's hash, client seed and nonce, and the server seed once the
   * pair was rotated. Crash: the round's hash (once crashed), the chain's salt and terminal hash.
   */
  fairness: z.discriminatedUnion('scheme', [
    z.object({
      scheme: z.literal('seed'),
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    }),
    z.object({
      scheme: z.literal('chain'),
      crashRoundId: z.string(),
      roundHash: z.string().nullable(),
      salt: z.string(),
      terminalHash: z.string(),
    }),
  ]),
});
export type THouseRound = z.infer<typeof ZHouseRoundSchema>;

export const ZHouseRoundReplySchema = okEnvelope(ZHouseRoundSchema);
/** The last 10 rounds of a game (newest first). */
export const ZHouseRoundsReplySchema = okEnvelope(z.object({ rounds: z.array(ZHouseRoundSchema) }));

/** What a bet answers: the round and the member's balance after. */
export const ZHousePlaySchema = z.object({ round: ZHouseRoundSchema, balance: z.number() });
export type THousePlay = z.infer<typeof ZHousePlaySchema>;
export const ZHousePlayReplySchema = okEnvelope(ZHousePlaySchema);

// ---------- games ----------

export const ZHouseGameSchema = z.object({
  gameCode: z.string(),
  nodeId: z.string(),
  kind: ZHouseGameKindSchema,
  name: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  maxWin: z.number(),
  /** Slots only. */
  slot: ZSlotConfigSchema.nullable(),
  /** The member's open round of this game (free spins, mines), to resume; null when none or no session. */
  openRound: ZHouseRoundSchema.nullable(),
});
export type THouseGame = z.infer<typeof ZHouseGameSchema>;
export const ZHouseGameReplySchema = okEnvelope(ZHouseGameSchema);

// ---------- crash ----------

export const CRASH_STATUSES = ['BETTING', 'RUNNING', 'CRASHED'] as const;

export const ZCrashBetSchema = z.object({
  /** The player, masked (ab***z). */
  player: z.string(),
  amount: z.number(),
  autoCashout: z.number().nullable(),
  /** The multiplier cashed out at (null while riding or lost). */
  cashedOutAt: z.number().nullable(),
  win: z.number().nullable(),
  /** The member's own bet (only in replies to that member). */
  mine: z.boolean(),
});
export type TCrashBet = z.infer<typeof ZCrashBetSchema>;

export const ZCrashRoundSchema = z.object({
  id: z.string(),
  status: z.enum(CRASH_STATUSES),
  /** Bets are taken until this time. */
  bettingEndsAt: isoTime,
  /** The start (= bettingEndsAt once running). */
  startedAt: isoTime.nullable(),
  /** Once crashed: the point and the round's hash (SHA-256 of it is the previous round's hash). */
  crashPoint: z.number().nullable(),
  hash: z.string().nullable(),
  bets: z.array(ZCrashBetSchema),
});
export type TCrashRound = z.infer<typeof ZCrashRoundSchema>;

export const ZCrashStateSchema = z.object({
  round: ZCrashRoundSchema.nullable(),
  /** Recent crash points, newest first, with their round ids. */
  history: z.array(z.object({ id: z.string(), crashPoint: z.number(), hash: z.string() })),
  chain: z.object({ terminalHash: z.string(), salt: z.string(), rounds: z.number().int() }),
  serverTime: isoTime,
  growthPerMs: z.number(),
});
export type TCrashState = z.infer<typeof ZCrashStateSchema>;
export const ZCrashStateReplySchema = okEnvelope(ZCrashStateSchema);

/** What `/ws` topic `crash` sends (inside `{type:'crash', event}`). */
export const ZCrashEventSchema = z.discriminatedUnion('kind', [
  /**
   * The round changed phase (betting opened, started, crashed: every bet settled): `bets` empty. Or bets
   * and cash-outs gathered over 100 ms (up to 40; a lone one comes as `bet` / `cashout`): `bets` holds
   * them (merge them into the list; `mine` is false in these), `status` the round's phase by then. GET
   * /wps/house/crash has every bet.
   */
  z.object({ kind: z.literal('round'), round: ZCrashRoundSchema, serverTime: isoTime }),
  /** A bet was placed. */
  z.object({ kind: z.literal('bet'), roundId: z.string(), bet: ZCrashBetSchema }),
  /** A player cashed out (by hand or automatically). */
  z.object({ kind: z.literal('cashout'), roundId: z.string(), bet: ZCrashBetSchema }),
]);
export type TCrashEvent = z.infer<typeof ZCrashEventSchema>;

/** Crash bet over `/ws` (also `POST /wps/house/crash/bet`). */
export const ZCrashBetRequestSchema = z.object({
  amount: ZAmountSchema(),
  /** Cash out automatically at this multiplier (1.01 … 10000). */
  autoCashout: z.number().min(CRASH_AUTO_MIN).max(CRASH_AUTO_MAX).multipleOf(0.01).nullable().optional(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequestSchema>;

/** The member's bet in the current round after a bet or a cash-out. */
export const ZCrashPlaySchema = z.object({
  roundId: z.string(),
  bet: ZCrashBetSchema,
  balance: z.number(),
});
export type TCrashPlay = z.infer<typeof ZCrashPlaySchema>;
export const ZCrashPlayReplySchema = okEnvelope(ZCrashPlaySchema);
