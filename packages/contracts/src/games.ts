import { z } from 'zod';
import { ZGameCategorySchema, type TGameCategory } from './categories';
import { okEnvelope } from './envelope';
import { pageOf } from './paging';
import { ZLanguageSchema } from './i18n';

import { DEFAULT_CLIENT_TYPE, FAVOURITES_PAGE_SIZE, GAME_LIST_PAGE_SIZE } from './games.constants';
export {
  DEFAULT_CLIENT_TYPE,
  FAVOURITE_TOGGLE_INTERVAL_MS,
  FAVOURITES_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  INHOUSE_VASSALAGE,
} from './games.constants';

/**
 * Game catalogue contracts (spec §3 game card, vendor lane, favourite payload; §4 category re-grouping
 * and prize mode; §7 "Games"; §9 limits). Relay names live at the route edge only.
 */

export const GAME_LIST_PAGE_SIZE_CAP = 20;

/** In-house RNG vendors (spec §9: in-house RNG vassalage is TA); `vassalage=INHOUSE` selects them. */
export const INHOUSE_VENDORS: readonly string[] = ['TA'];
/** Cockfight vendors (spec §3). */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88'];

export const GAME_CLASSIFIES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const ZGameClassifySchema = z.enum(GAME_CLASSIFIES);
export type TGameClassify = z.infer<typeof ZGameClassifySchema>;

export const IS_GAME_VALUES = ['GAME', 'VASSALAGE'] as const;
export const ZIsGameSchema = z.enum(IS_GAME_VALUES);

export const VENDOR_MODES = ['seamless', 'transfer'] as const;
export const ZVendorModeSchema = z.enum(VENDOR_MODES);

/** A vendor code ("vassalage"): upper-case letters, digits and underscores. */
export const ZVassalageSchema = z.string().regex(/^[A-Z0-9_]{2,24}$/, 'malformed vassalage');
/** A game's node id (the id favourites and recent plays keep, always a string). */
export const ZNodeIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'malformed nodeId');

export const ZPlatformsQuerySchema = z.string().max(100).optional();

// ---------- cards ----------

export const ZGameCardSchema = z.object({
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: ZGameCategorySchema,
  isGame: ZIsGameSchema,
  gameId: z.string(),
  nodeId: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  lagerIcon: z.string(),
  showIcon: z.string(),
  iconUrl: z.string(),
  /** 1 = hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  platforms: z.array(z.string()),
  maintenance: z.boolean(),
});
export type TGameCard = z.infer<typeof ZGameCardSchema>;

export const ZGameVendorSchema = z.object({
  vassalage: z.string(),
  gameType: ZGameCategorySchema,
  displayName: z.string(),
  mode: ZVendorModeSchema,
  maintenance: z.boolean(),
});
export type TGameVendor = z.infer<typeof ZGameVendorSchema>;

// ---------- lanes, re-grouping, prize mode ----------

export type TLane<C extends { vassalage: string }> = {
  title: TGameCategory;
  cards: C[];
  gameClassify: TGameClassify;
};

export const ZLaneSchema = z.object({
  title: ZGameCategorySchema,
  cards: z.array(ZGameCardSchema),
  gameClassify: ZGameClassifySchema,
});

export type RegroupRules = {
  /** Vendors pulled out of SPORTS into ESPORTS. */
  esports: readonly string[];
  /** Vendors pulled out of SPORTS into COCKFIGHT (default DS88). */
  cockfight?: readonly string[];
  /** RNG vendors excluded into INHOUSE (default TA). */
  inhouse?: readonly string[];
};

/**
 * Spec §4 category re-grouping: e-sports and cockfight vendors are pulled out of SPORTS into ESPORTS and
 * COCKFIGHT (inserted right after SPORTS); excluded RNG vendors form INHOUSE right after RNG. Lanes with
 * the same title are merged (first position kept); lanes left without cards are dropped. Pure.
 */
export function regroupLanes<C extends { vassalage: string }>(
  lanes: readonly TLane<C>[],
  rules: RegroupRules,
): TLane<C>[] {
  const esports = new Set(rules.esports);
  const cockfight = new Set(rules.cockfight ?? COCKFIGHT_VENDORS);
  const inhouse = new Set(rules.inhouse ?? INHOUSE_VENDORS);
  const split: TLane<C>[] = [];
  for (const lane of lanes) {
    if (lane.title === 'SPORTS') {
      const pick = (set: Set<string>) => lane.cards.filter((card) => set.has(card.vassalage));
      split.push(
        {
          ...lane,
          cards: lane.cards.filter((c) => !esports.has(c.vassalage) && !cockfight.has(c.vassalage)),
        },
        { ...lane, title: 'ESPORTS', cards: pick(esports) },
        { ...lane, title: 'COCKFIGHT', cards: pick(cockfight) },
      );
    } else if (lane.title === 'RNG') {
      split.push(
        { ...lane, cards: lane.cards.filter((card) => !inhouse.has(card.vassalage)) },
        { ...lane, title: 'INHOUSE', cards: lane.cards.filter((card) => inhouse.has(card.vassalage)) },
      );
    } else {
      split.push({ ...lane, cards: [...lane.cards] });
    }
  }
  const merged: TLane<C>[] = [];
  for (const lane of split) {
    const existing = merged.find((other) => other.title === lane.title);
    if (existing) existing.cards.push(...lane.cards);
    else merged.push(lane);
  }
  return merged.filter((lane) => lane.cards.length > 0);
}

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type TPrizeMode = (typeof PRIZE_MODES)[number];

/** Spec §4: ELOTT if the ELOTT lane has a card for TCG_LOTTO_VN or LOTT, else LOTT. Pure. */
export function prizeMode(lanes: readonly TLane<{ vassalage: string }>[]): 'ELOTT' | 'LOTT' {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  const found = elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT');
  return found ? 'ELOTT' : 'LOTT';
}

// ---------- requests and replies ----------

export const ZGameMenuSchema = z.object({
  gameType: ZGameCategorySchema,
  vendors: z.array(ZGameVendorSchema),
});
export const ZGameMenusReplySchema = okEnvelope(
  z.object({ menus: z.array(ZGameMenuSchema), prizeMode: z.enum(['ELOTT', 'LOTT']) }),
);

const clientType = z.coerce.number().int().min(1).max(99).default(DEFAULT_CLIENT_TYPE);

export const ZGameListQuerySchema = z.object({
  clientType,
  platform: ZPlatformsQuerySchema,
  merchant: z.string().max(64).optional(),
  gameType: ZGameCategorySchema,
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_PAGE_SIZE_CAP).default(GAME_LIST_PAGE_SIZE),
  language: ZLanguageSchema.optional(),
  gameClassify: ZGameClassifySchema.default('ALL'),
  vassalage: ZVassalageSchema.optional(),
});
export type TGameListQuery = z.infer<typeof ZGameListQuerySchema>;
export const ZGameListReplySchema = okEnvelope(pageOf(ZGameCardSchema));

export const ZHotGamesQuerySchema = z.object({
  platform: ZPlatformsQuerySchema,
  language: ZLanguageSchema.optional(),
});
export const ZHotGamesReplySchema = okEnvelope(z.object({ list: z.array(ZGameCardSchema) }));

export const ZVassGameTypeQuerySchema = z.object({
  gameType: ZGameCategorySchema.optional(),
  language: ZLanguageSchema.optional(),
});
export const ZVassGameTypeReplySchema = okEnvelope(z.array(ZGameVendorSchema));

export const ZNewGameVendorQuerySchema = z.object({
  platform: ZPlatformsQuerySchema,
  language: ZLanguageSchema.optional(),
});
export const ZNewGameVendorReplySchema = okEnvelope(
  z.object({ data: z.object({ lanes: z.array(ZLaneSchema), prizeMode: z.enum(['ELOTT', 'LOTT']) }) }),
);

export const ZFavouriteIdsReplySchema = okEnvelope(z.array(z.string()));

export const ZFavouriteListQuerySchema = z.object({
  clientType,
  platform: ZPlatformsQuerySchema,
  language: ZLanguageSchema.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITES_PAGE_SIZE).default(FAVOURITES_PAGE_SIZE),
  gameType: ZGameCategorySchema.optional(),
});
export const ZFavouriteListReplySchema = okEnvelope(pageOf(ZGameCardSchema));

/** Favourite payload (spec §3). */
export const ZAddFavouriteRequestSchema = z.object({
  nodeId: z.union([ZNodeIdSchema, z.number().int().nonnegative().transform(String)]),
  vendor: ZVassalageSchema,
  gameType: ZGameCategorySchema,
});
export const ZRemoveFavouriteQuerySchema = z.object({ nodeId: ZNodeIdSchema });
export const ZFavouriteChangeReplySchema = okEnvelope(
  z.object({ nodeId: z.string(), favourite: z.boolean() }),
);

export const ZRecentGamesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_PAGE_SIZE_CAP).default(GAME_LIST_PAGE_SIZE),
  gameType: ZGameCategorySchema.optional(),
  language: ZLanguageSchema.optional(),
  clientType,
});
export const ZRecentGamesReplySchema = okEnvelope(z.object({ list: z.array(ZGameCardSchema) }));

/** Operator change of a game's flags (ours). */
export const ZGameFlagsInputSchema = z
  .object({ isHot: z.boolean(), isNew: z.boolean(), maintenance: z.boolean() })
  .partial();
