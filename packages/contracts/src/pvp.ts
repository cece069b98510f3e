import { z } from 'zod';
import { okEnvelope } from './envelope';
import { ZAmountSchema } from './money';
import { NIUNIU_RANKS } from './pvp-niuniu';
import { ZPvpTableIdSchema } from './pvp-tables';

export { PVP_MAX_SEATS, PVP_MIN_PLAYERS, PVP_TABLE_ID_PATTERN, ZPvpTableIdSchema } from './pvp-tables';

/**
 * PVP (issue 18; spec §1 PVP, §2 `/pvp` and the game popup, §7 "PVP"): Niu-Niu (Bull) with banker bidding,
 * played by real players for real money, server-authoritative over `/ws`. The game is the in-house vendor
 * TA's `INHOUSE007` (catalogue category PVP); its tables are the PVP rooms of GLS2_roomList (one table per
 * room, up to `seats` players). The rules, hand ranking and settlement are in pvp-niuniu.ts and
 * docs/pvp-niuniu.md.
 *
 * A hand: WAITING (seated players press ready) → STARTING (a short countdown once two or more are ready; the
 * stakes are held when it ends) → BIDDING (each sees four cards and bids for the bank: 0 = no bid, 1–4 the
 * banker's multiplier) → STAKING (the others choose a stake: a multiple of the base bet) → SHOWING (the
 * fifth card; players show their hands) → RESULT (settled against the banker, one ledger movement with the
 * rake) → WAITING. Each phase has a deadline; a player who has not acted by then gets the default action
 * (bid 0, stake 1×, show).
 *
 * Over `/ws` (realtime.ts): `game.subscribe` topic `pvp:<tableId>` (events `pvp`, each the whole public
 * table view plus `me`, the receiver's own seat and cards), and the moves `pvp.sit`, `pvp.ready`, `pvp.bid`,
 * `pvp.stake`, `pvp.show`, `pvp.leave`, `pvp.view` (each answered `pvp.ack` with the view, or `error` with
 * the same ref). Over HTTP: `GET /wps/pvp/tables/{tableId}` (the same view). `/wps/game/launchGame` with a
 * `roomId` seats the player and opens `/pvpTable/<roomId>`.
 */

const isoTime = z.iso.datetime({ offset: true });

export const PVP_VENDOR = 'TA';
export const NIUNIU_GAME_CODE = 'INHOUSE007';
export const NIUNIU_NAMES = { es: 'Niu-Niu (Toro)', en: 'Niu-Niu (Bull)' } as const;
/** The bet records' category (bet_records.game_type) of a PVP hand. */
export const PVP_BET_CATEGORY = 'PVP';

/** The web page of a table. */
export const pvpTablePageOf = (tableId: string) => `/pvpTable/${encodeURIComponent(tableId)}`;
/** The `/ws` topic of a table's events. */
export const pvpTopicOf = (tableId: string) => `pvp:${tableId}`;
export const PVP_TOPIC_PATTERN = /^pvp:[A-Za-z0-9_.-]{1,80}$/;

export const PVP_PHASES = ['WAITING', 'STARTING', 'BIDDING', 'STAKING', 'SHOWING', 'RESULT'] as const;
export const ZPvpPhaseSchema = z.enum(PVP_PHASES);
export type TPvpPhase = z.infer<typeof ZPvpPhaseSchema>;

/** Phase lengths (ms) by default; the server's options may change them (tests shorten them). */
export const PVP_DEFAULT_TIMINGS = {
  startingMs: 3_000,
  biddingMs: 8_000,
  stakingMs: 8_000,
  showingMs: 6_000,
  resultMs: 4_000,
  /** A disconnected player keeps the seat this long (the hand plays on with default actions). */
  awayGraceMs: 60_000,
  /** A hand whose phase deadline passed this long ago was left by a server that died: it is refunded. */
  staleHandMs: 15_000,
} as const;
export type TPvpTimings = { [K in keyof typeof PVP_DEFAULT_TIMINGS]: number };

/** The operator's rake on a hand's winnings, in basis points (500 = 5 %), by default. */
export const PVP_DEFAULT_RAKE_BPS = 500;
export const PVP_MAX_RAKE_BPS = 2_000;

export const ZNiuRankSchema = z.enum(NIUNIU_RANKS);

/** A card 0–51: rank = floor(id / 4) + 1 (1 = A … 13 = K), suit = id % 4 (0 ♦, 1 ♣, 2 ♥, 3 ♠). */
export const ZCardSchema = z.number().int().min(0).max(51);

/** One seat of the public table view. */
export const ZPvpSeatSchema = z.object({
  seat: z.number().int().min(0),
  /** The player's masked account (`ab***yz`). */
  account: z.string(),
  ready: z.boolean(),
  /** Disconnected (keeps the seat for a while; the hand plays on with default actions). */
  away: z.boolean(),
  /** Leaves when the hand ends. */
  leaving: z.boolean(),
  /** Plays the current hand. */
  inHand: z.boolean(),
  /** The bank bid (0–4), once made; null before or outside a hand. */
  bid: z.number().int().nullable(),
  /** The stake multiple (of the base bet), once chosen; null for the banker. */
  stake: z.number().int().nullable(),
  banker: z.boolean(),
  /** Shown at SHOWING (when the player shows) and at RESULT: the five cards; else empty. */
  cards: z.array(ZCardSchema),
  rank: ZNiuRankSchema.nullable(),
  /** The hand's multiplier, once shown. */
  multiplier: z.number().int().nullable(),
  /** At RESULT: won or lost against the banker (gross), the rake taken, and what the player got (net). */
  result: z.object({ gross: z.number(), rake: z.number(), net: z.number() }).nullable(),
});
export type TPvpSeat = z.infer<typeof ZPvpSeatSchema>;

/** The receiver's own part of the view (their seat, their cards before showdown, their held stake). */
export const ZPvpMeSchema = z.object({
  seat: z.number().int().nullable(),
  /** Four cards while bidding, five from staking on; empty outside a hand. */
  cards: z.array(ZCardSchema),
  /** What is held of the member's balance for the hand (the most they can lose); null outside a hand. */
  hold: z.number().nullable(),
});
export type TPvpMe = z.infer<typeof ZPvpMeSchema>;

export function ZPvpTableViewSchema(scale?: number) {
  const amount = ZAmountSchema(scale);
  return z.object({
    tableId: z.string(),
    nodeId: z.string(),
    gameCode: z.string(),
    roomName: z.string(),
    baseBet: amount,
    /** The balance a player needs to sit and to play a hand. */
    entryBalance: amount,
    /** The table maximum stake: base bet × the largest stake multiple. */
    maxStake: amount,
    seats: z.number().int(),
    rakeBps: z.number().int(),
    phase: ZPvpPhaseSchema,
    /** When the phase ends (default actions are taken then); null while waiting. */
    deadline: isoTime.nullable(),
    serverTime: isoTime,
    /** Hands played at this table; the current or last hand's number. */
    handNumber: z.number().int(),
    handId: z.string().nullable(),
    /** Provably fair: SHA-256 of the hand's server seed, shown from the hand's start. */
    seedHash: z.string().nullable(),
    /** Revealed at RESULT: the server seed and the client seed the deck was shuffled with. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string().nullable(),
    bankerSeat: z.number().int().nullable(),
    /** The banker's multiplier (1–4; a bank nobody bid for is 1). */
    bankerMultiplier: z.number().int().nullable(),
    occupants: z.array(ZPvpSeatSchema),
    /** Increases with every change: drop an event older than the view shown. */
    version: z.number().int(),
  });
}
export type TPvpTableView = z.infer<ReturnType<typeof ZPvpTableViewSchema>>;

export const ZPvpTableReplySchema = (scale?: number) =>
  okEnvelope(z.object({ view: ZPvpTableViewSchema(scale), me: ZPvpMeSchema }));
export type TPvpTableReply = { view: TPvpTableView; me: TPvpMe };

// ---------- /ws messages (joined into realtime.ts's unions) ----------

const ref = z.string().max(64).optional();
const tableId = ZPvpTableIdSchema;

/** The client messages of a table; each is answered `pvp.ack` (the member's view) or `error`. */
export const ZPvpClientMessageSchemas = [
  /** Sit at the table (a free seat, or `seat`); needs the entry balance. */
  z.object({ type: z.literal('pvp.sit'), tableId, seat: z.number().int().min(0).max(99).optional(), ref }),
  /** Ready for the next hand. */
  z.object({ type: z.literal('pvp.ready'), tableId, ref }),
  /** The bank bid while BIDDING: 0 (no bid) or 1–4 (NIUNIU_BIDS). */
  z.object({ type: z.literal('pvp.bid'), tableId, multiplier: z.number().int().min(0).max(99), ref }),
  /** The stake while STAKING (not the banker): a multiple of the base bet (NIUNIU_STAKES). */
  z.object({ type: z.literal('pvp.stake'), tableId, multiple: z.number().int().min(0).max(999), ref }),
  /** Show the hand while SHOWING. */
  z.object({ type: z.literal('pvp.show'), tableId, ref }),
  /** Leave the table (at once while waiting, after the hand otherwise). */
  z.object({ type: z.literal('pvp.leave'), tableId, ref }),
  /** The current view (after a reconnect). */
  z.object({ type: z.literal('pvp.view'), tableId, ref }),
] as const;

export const PVP_ACTION_TYPES = [
  'pvp.sit',
  'pvp.ready',
  'pvp.bid',
  'pvp.stake',
  'pvp.show',
  'pvp.leave',
  'pvp.view',
] as const;
export type TPvpActionType = (typeof PVP_ACTION_TYPES)[number];

/**
 * The server messages: `pvp` (an event of a followed table: the public view and, for a seated member, `me`)
 * and `pvp.ack` (the answer to a move).
 */
export const ZPvpServerMessageSchemas = [
  z.object({ type: z.literal('pvp'), view: ZPvpTableViewSchema(), me: ZPvpMeSchema.optional() }),
  z.object({ type: z.literal('pvp.ack'), view: ZPvpTableViewSchema(), me: ZPvpMeSchema, ref }),
] as const;

// ---------- operator ----------

export const ZPvpSettingsSchema = z.object({
  /** The rake on a hand's winnings in basis points (500 = 5 %), 0–2,000. */
  rakeBps: z.number().int().min(0).max(PVP_MAX_RAKE_BPS),
});
export type TPvpSettings = z.infer<typeof ZPvpSettingsSchema>;
