import { z } from 'zod';
import { ZGameCategorySchema } from './categories';
import { okEnvelope } from './envelope';
import { ZNodeIdSchema, ZVassalageSchema } from './games';
import { ZLanguageSchema } from './i18n';
import { ZAmountSchema } from './money';
import { PVP_MAX_SEATS, PVP_MIN_PLAYERS, ZPvpTableIdSchema } from './pvp-tables';
import { pageOf } from './paging';

import { RANK_LIST_LIMIT } from './bets.constants';
export { BIGGEST_WINS_SHOWN, RANK_LIST_LIMIT } from './bets.constants';

/**
 * Launch, winner board, PVP rooms, betting record and personal P&L (spec §2 home winner board,
 * personalHistoryCopy, personalProfit; §4 game start; §7 "Games", "PVP", GCSGAME_getRankList).
 * Amounts are decimals with the currency's scale on the wire. Relay names live at the route edge only.
 */

// ---------- launch ----------

/** How long a launch token stays valid for new bets (wins and rollbacks are paid whatever its age). */
export const LAUNCH_TOKEN_TTL_MINUTES = 12 * 60;

/**
 * GCS_gameLaunchFB and /wps/game/launchGame (GET). A game by nodeId, or by vendor + gameCode. The lottery
 * lobby launch (spec §7 "Lottery") adds lottoArea, launchMode, prizeMode and view.
 */
export const ZLaunchQuerySchema = z
  .object({
    nodeId: ZNodeIdSchema.optional(),
    vassalage: ZVassalageSchema.optional(),
    vendor: ZVassalageSchema.optional(),
    gameCode: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'malformed gameCode')
      .optional(),
    clientType: z.coerce.number().int().min(1).max(99).optional(),
    platform: z.string().max(100).optional(),
    device: z.string().max(20).optional(),
    language: ZLanguageSchema.optional(),
    /** Where the game's "back" button returns; only paths of this site are kept. */
    backUrl: z.string().max(500).optional(),
    lottoArea: z.string().max(10).optional(),
    launchMode: z.string().max(10).optional(),
    prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
    view: z.enum(['betting', 'lobby']).optional(),
    /** A PVP room (GLS2_roomList's roomId): the in-house PVP game seats the player at its table. */
    roomId: ZPvpTableIdSchema.optional(),
  })
  .refine((q) => q.nodeId || q.gameCode, { message: 'nodeId or gameCode is required', path: ['nodeId'] });
export type TLaunchQuery = z.infer<typeof ZLaunchQuerySchema>;

export const ZLaunchReplySchema = okEnvelope(
  z.object({
    /** The address the game opens at (in place, in the site's game frame). */
    url: z.string(),
    nodeId: z.string(),
    vassalage: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    /** transfer-mode vendors play from their sub-wallet; seamless ones from the main wallet. */
    mode: z.enum(['seamless', 'transfer']),
    expiresAt: z.string(),
  }),
);
export type TLaunchReply = z.infer<typeof ZLaunchReplySchema>['value'];

// ---------- winner board (GCSGAME_getRankList) ----------

export const ZRankListQuerySchema = z.object({
  category: z.union([z.literal('ALL'), ZGameCategorySchema]).default('ALL'),
  limit: z.coerce.number().int().min(1).max(RANK_LIST_LIMIT).default(RANK_LIST_LIMIT),
  language: ZLanguageSchema.optional(),
});

/** Winner item (spec §3): iconUrl, customerName (masked), winAmount; plus what starting the game needs. */
export const ZWinnerItemSchema = z.object({
  iconUrl: z.string(),
  customerName: z.string(),
  winAmount: z.number(),
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: ZGameCategorySchema,
  vassalage: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  winTime: z.string(),
});
export type TWinnerItem = z.infer<typeof ZWinnerItemSchema>;

/** value.list: entries each with a `vo`; listType JACKPOT (jackpot wins) or WIN (biggest wins). */
export const ZRankListReplySchema = okEnvelope(
  z.object({
    list: z.array(z.object({ listType: z.enum(['JACKPOT', 'WIN']), vo: ZWinnerItemSchema })),
    /** The jackpot pool the home page's growing number starts from. */
    jackpotAmount: z.number(),
  }),
);
export type TRankListReply = z.infer<typeof ZRankListReplySchema>['value'];

// ---------- PVP rooms (GLS2_roomList) ----------

export const ZRoomListQuerySchema = z.object({
  vassalage: ZVassalageSchema.optional(),
  gameCode: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  language: ZLanguageSchema.optional(),
});
export const ZRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  roomName: z.string(),
  baseBet: z.number(),
  minBalance: z.number(),
  onlinePlayers: z.number().int(),
  /** Seats at the room's table, and how many are taken (the in-house game: its table's real occupants). */
  seats: z.number().int(),
  seated: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoomSchema>;
export const ZRoomListReplySchema = okEnvelope(z.object({ list: z.array(ZRoomSchema) }));

// ---------- operator API: PVP rooms (/admin-api/vendors/rooms; ours) ----------

export const ZRoomIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'letters, digits, _ . and - only');
export const ZRoomParamsSchema = z.object({ roomId: ZRoomIdSchema });

export const ZOperatorRoomQuerySchema = z.object({
  vendor: ZVassalageSchema.optional(),
  gameCode: ZRoomListQuerySchema.shape.gameCode,
});

const roomFields = {
  /** The room's name per language (GLS2_roomList shows the asked language's, else Spanish). */
  names: z.object({ es: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(60) }),
  /** Decimals with the currency's scale (more decimals are refused, never rounded). */
  baseBet: ZAmountSchema(),
  /** The balance a member needs to sit down: at least the base bet. */
  minBalance: ZAmountSchema(),
  sortOrder: z.number().int().min(0).max(100_000),
  /** Seats at the room's table (2–6). */
  seats: z.number().int().min(PVP_MIN_PLAYERS).max(PVP_MAX_SEATS),
};

/** A new room of a PVP game; without roomId the room gets `{nodeId}-{random}`. */
export const ZOperatorRoomInputSchema = z.object({
  roomId: ZRoomIdSchema.optional(),
  vendor: ZVassalageSchema,
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'malformed gameCode'),
  ...roomFields,
  sortOrder: roomFields.sortOrder.default(0),
  seats: roomFields.seats.default(PVP_MAX_SEATS),
});
export type TOperatorRoomInput = z.infer<typeof ZOperatorRoomInputSchema>;

/** Only the fields sent change. */
export const ZOperatorRoomPatchSchema = z
  .object(roomFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type TOperatorRoomPatch = z.infer<typeof ZOperatorRoomPatchSchema>;

export const ZOperatorRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.string(),
  /** null when the room's game is no longer in the catalogue (GLS2_roomList leaves such rooms out). */
  vendor: z.string().nullable(),
  gameCode: z.string().nullable(),
  gameName: z.string().nullable(),
  names: z.record(z.string(), z.string()),
  baseBet: z.number(),
  minBalance: z.number(),
  sortOrder: z.number().int(),
  seats: z.number().int(),
});
export type TOperatorRoom = z.infer<typeof ZOperatorRoomSchema>;

// ---------- bet records ----------

export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export const ZBetStatusSchema = z.enum(BET_STATUSES);
export type TBetStatus = z.infer<typeof ZBetStatusSchema>;

/** BET: a stake; PROMO, JACKPOT, BONUS: a win without a bet (vendor-wallet-api.md). */
export const BET_RECORD_KINDS = ['BET', 'PROMO', 'JACKPOT', 'BONUS'] as const;
export const ZBetRecordKindSchema = z.enum(BET_RECORD_KINDS);

/** Largest span of one betting-record or P&L query, in days. */
export const BET_QUERY_MAX_DAYS = 93;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** Betting record (personalHistoryCopy): dates are yyyy-MM-dd in the brand time zone, inclusive. */
export const ZBetRecordQuerySchema = z.object({
  startDate: dateText,
  endDate: dateText,
  gameType: ZGameCategorySchema.optional(),
  vassalage: ZVassalageSchema.optional(),
  status: ZBetStatusSchema.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: ZLanguageSchema.optional(),
});
export type TBetRecordQuery = z.infer<typeof ZBetRecordQuerySchema>;

export const ZBetRecordRowSchema = z.object({
  id: z.string(),
  round: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: ZGameCategorySchema,
  kind: ZBetRecordKindSchema,
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** payout − bet for settled records (negative: the player lost); 0 while open or rolled back. */
  winLoss: z.number(),
  status: ZBetStatusSchema,
  betTime: z.string(),
  settledTime: z.string().nullable(),
});
export type TBetRecordRow = z.infer<typeof ZBetRecordRowSchema>;

export const ZBetTotalsSchema = z.object({
  count: z.number().int(),
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});
export type TBetTotals = z.infer<typeof ZBetTotalsSchema>;

export const ZBetRecordReplySchema = okEnvelope(
  pageOf(ZBetRecordRowSchema).extend({ totals: ZBetTotalsSchema }),
);

// ---------- personal P&L (personalProfit) ----------

export const ZProfitQuerySchema = z.object({
  startDate: dateText,
  endDate: dateText,
  language: ZLanguageSchema.optional(),
});
export const ZProfitReplySchema = okEnvelope(
  z.object({
    /** One row per category with settled bets in the range. */
    byCategory: z.array(ZBetTotalsSchema.extend({ gameType: ZGameCategorySchema })),
    /** One row per brand-zone day with settled bets, newest first. */
    byDay: z.array(ZBetTotalsSchema.extend({ date: z.string() })),
    totals: ZBetTotalsSchema,
  }),
);
export type TProfitReply = z.infer<typeof ZProfitReplySchema>['value'];
