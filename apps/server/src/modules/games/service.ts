import { GAME_CATEGORIES, type TGameCategory } from '@platform/contracts/categories';
import {
  FAVOURITE_TOGGLE_INTERVAL_MS,
  INHOUSE_VASSALAGE,
  prizeMode,
  regroupLanes,
  type TGameCard,
  type TGameClassify,
  type TGameVendor,
  type TLane,
} from '@platform/contracts/games';
import { LANGUAGES, type TLanguage } from '@platform/contracts/i18n';
import type { Clock } from '../../platform/clock';
import { createCache } from '../../platform/cache';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageReply, type PageReply, type PageRequest } from '../../platform/paging';
import { enforceThrottles } from '../../platform/throttle';
import { gameArtSvg } from './art';
import { toCard } from './cards';
import { createCatalogueAdmin } from './catalogue-admin';
import { createAddressCache } from '../../platform/address-cache';
import { createReplyCache } from './reply-cache';
import * as repository from './repository';

/** How long one process trusts its catalogue copy when another process changed it (ours). */
const CATALOGUE_TTL_MS = 60_000;

/** The lane a category's vendors arrive in before the spec §4 re-grouping. */
const RAW_LANE: Partial<Record<TGameCategory, TGameCategory>> = {
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  INHOUSE: 'RNG',
};

type Catalogue = {
  vendors: repository.VendorRow[];
  vendorByCode: Map<string, repository.VendorRow>;
  games: repository.GameRow[];
  gameByNode: Map<string, repository.GameRow>;
  /** `{vendor}\0{gameCode}` → game. */
  gameByCode: Map<string, repository.GameRow>;
  inhouseVendors: Set<string>;
  cards: Record<TLanguage, Map<string, TGameCard>>;
  lanes: Record<TLanguage, TLane<TGameCard>[]>;
  prizeMode: 'ELOTT' | 'LOTT';
  vendorTypes: TGameVendor[];
};

const hasType = (vendor: repository.VendorRow, type: TGameCategory) => vendor.gameTypes.includes(type);

/**
 * The in-house PVP game leads its category (issue 18): the PVP games are reordered among their own places
 * (in-house vendors' first), every other game keeps its place.
 */
function inhousePvpFirst(ordered: repository.GameRow[], inhouse: ReadonlySet<string>): void {
  const slots = ordered.flatMap((game, index) => (game.gameType === 'PVP' ? [index] : []));
  const pvp = slots.map((slot) => ordered[slot]!);
  const reordered = [
    ...pvp.filter((game) => inhouse.has(game.vendor)),
    ...pvp.filter((game) => !inhouse.has(game.vendor)),
  ];
  slots.forEach((slot, k) => {
    ordered[slot] = reordered[k]!;
  });
}

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [vendors, allGames] = await Promise.all([repository.listVendors(db), repository.listGames(db)]);
  const vendorByCode = new Map(vendors.map((vendor) => [vendor.code, vendor]));
  const vendorRank = new Map(vendors.map((vendor, index) => [vendor.code, index]));
  const ordered = [...allGames].sort(
    (a, b) =>
      (vendorRank.get(a.vendor) ?? 0) - (vendorRank.get(b.vendor) ?? 0) ||
      a.sortOrder - b.sortOrder ||
      a.id - b.id,
  );
  const inhouseVendors = new Set(vendors.filter((v) => hasType(v, 'INHOUSE')).map((v) => v.code));
  inhousePvpFirst(ordered, inhouseVendors);
  const rules = {
    esports: vendors.filter((v) => hasType(v, 'ESPORTS')).map((v) => v.code),
    cockfight: vendors.filter((v) => hasType(v, 'COCKFIGHT')).map((v) => v.code),
    inhouse: vendors.filter((v) => hasType(v, 'INHOUSE')).map((v) => v.code),
  };
  const cards = {} as Catalogue['cards'];
  const lanes = {} as Catalogue['lanes'];
  for (const lang of LANGUAGES) {
    const byNode = new Map(
      ordered.map((game) => [game.nodeId, toCard(game, vendorByCode.get(game.vendor), lang)]),
    );
    cards[lang] = byNode;
    const raw = GAME_CATEGORIES.filter((category) => !RAW_LANE[category]).map((title): TLane<TGameCard> => ({
      title,
      cards: [],
      gameClassify: 'ALL',
    }));
    for (const card of byNode.values()) {
      const title = RAW_LANE[card.gameType] ?? card.gameType;
      raw.find((lane) => lane.title === title)?.cards.push(card);
    }
    lanes[lang] = regroupLanes(raw, rules);
  }
  const vendorTypes = vendors.flatMap((vendor) =>
    GAME_CATEGORIES.filter((type) => hasType(vendor, type)).map((gameType) => ({
      vassalage: vendor.code,
      gameType,
      displayName: vendor.displayName,
      mode: vendor.mode === 'transfer' ? ('transfer' as const) : ('seamless' as const),
      maintenance: vendor.maintenance,
    })),
  );
  return {
    vendors,
    vendorByCode,
    games: ordered,
    gameByNode: new Map(ordered.map((game) => [game.nodeId, game])),
    gameByCode: new Map(ordered.map((game) => [`${game.vendor}\u0000${game.gameCode}`, game])),
    inhouseVendors: new Set(rules.inhouse),
    cards,
    lanes,
    prizeMode: prizeMode(lanes.es),
    vendorTypes,
  };
}

/** Whether a card is offered on one of the platforms asked for ("flash,html5-desktop"); none: all. */
function onPlatform(card: TGameCard, platform: string | undefined): boolean {
  if (!platform) return true;
  const wanted = platform.split(',').map((value) => value.trim());
  return card.platforms.some((value) => wanted.includes(value));
}

export type GameListInput = PageRequest & {
  gameType: TGameCategory;
  gameClassify: TGameClassify;
  vassalage?: string | undefined;
  platform?: string | undefined;
  language: TLanguage;
};

export type GamesDeps = { db: Db; clock: Clock };

export function createGamesService({ db, clock }: GamesDeps) {
  const catalogue = createCache(() => loadCatalogue(db), CATALOGUE_TTL_MS);
  const listeners: Array<() => void> = [];
  const replies = createReplyCache({ ttlMs: CATALOGUE_TTL_MS });
  // Short-lived: another process's catalogue change reaches it through `replies` within this long.
  const addresses = createAddressCache({ ttlMs: 5_000 });
  const changed = () => {
    catalogue.invalidate();
    replies.clear();
    addresses.clear();
    for (const listener of listeners) listener();
  };

  const cardsOf = (cat: Catalogue, lang: TLanguage, nodeIds: readonly string[]) =>
    nodeIds.flatMap((nodeId) => {
      const card = cat.cards[lang].get(nodeId);
      return card ? [card] : [];
    });

  async function changeFavourite(memberId: string) {
    await enforceThrottles(
      db,
      [{ key: `games:favourite:${memberId}`, limit: 1, windowMs: FAVOURITE_TOGGLE_INTERVAL_MS }],
      clock.now(),
    );
  }

  return {
    /**
     * A public catalogue read as cached JSON text (the envelope), built once per key until the catalogue
     * changes or the copy expires: the routes send it as it is.
     */
    cachedReply: replies.get,

    /** The address-keyed fast path of the same public reads (see createAddressCache). */
    addressCache: addresses,

    /** Drops the cached catalogue (and what other modules built on it); every catalogue write calls it. */
    invalidate: changed,

    async menus(language: TLanguage) {
      const cat = await catalogue.get();
      const menus = cat.lanes[language].map((lane) => {
        const codes = [...new Set(lane.cards.map((card) => card.vassalage))];
        const vendors = codes.flatMap((code) => {
          const vendor = cat.vendorByCode.get(code);
          if (!vendor) return [];
          return [
            {
              vassalage: code,
              gameType: lane.title,
              displayName: vendor.displayName,
              mode: vendor.mode === 'transfer' ? ('transfer' as const) : ('seamless' as const),
              maintenance: vendor.maintenance,
            },
          ];
        });
        return { gameType: lane.title, vendors };
      });
      return { menus, prizeMode: cat.prizeMode };
    },

    async lanes(language: TLanguage, platform: string | undefined) {
      const cat = await catalogue.get();
      const lanes = cat.lanes[language];
      if (!platform) return { lanes, prizeMode: cat.prizeMode };
      const filtered = lanes
        .map((lane) => ({ ...lane, cards: lane.cards.filter((card) => onPlatform(card, platform)) }))
        .filter((lane) => lane.cards.length > 0);
      return { lanes: filtered, prizeMode: cat.prizeMode };
    },

    async hotGames(language: TLanguage, platform: string | undefined) {
      const cat = await catalogue.get();
      const list = [...cat.cards[language].values()].filter(
        (card) => card.isHot === 1 && onPlatform(card, platform),
      );
      return { list };
    },

    async vendorTypes(gameType: TGameCategory | undefined) {
      const cat = await catalogue.get();
      return gameType ? cat.vendorTypes.filter((vendor) => vendor.gameType === gameType) : cat.vendorTypes;
    },

    /** GCSGAME_gameList: FAV and RECENT need `memberId` (401 without). */
    async gameList(input: GameListInput, memberId: string | null): Promise<PageReply<TGameCard>> {
      const cat = await catalogue.get();
      const { vassalage } = input;
      let matches: (card: TGameCard) => boolean;
      if (vassalage === INHOUSE_VASSALAGE) {
        // The in-house RNG games (the in-house PVP game is listed with the PVP games).
        matches = (card) => cat.inhouseVendors.has(card.vassalage) && card.gameType === 'INHOUSE';
      } else if (vassalage) {
        if (!cat.vendorByCode.has(vassalage)) throw new AppError('NOT_FOUND', { fields: ['vassalage'] });
        matches = (card) => card.vassalage === vassalage && card.gameType === input.gameType;
      } else {
        matches = (card) => card.gameType === input.gameType;
      }
      let source: TGameCard[];
      if (input.gameClassify === 'FAV' || input.gameClassify === 'RECENT') {
        if (!memberId) throw new AppError('NOT_LOGGED_IN');
        const ids =
          input.gameClassify === 'FAV'
            ? await repository.listFavouriteIds(db, memberId)
            : await repository.listRecentIds(db, memberId);
        source = cardsOf(cat, input.language, ids);
      } else {
        source = [...cat.cards[input.language].values()];
        if (input.gameClassify === 'NEW') source = source.filter((card) => card.isNew);
        if (input.gameClassify === 'HOT') source = source.filter((card) => card.isHot === 1);
      }
      const all = source.filter((card) => matches(card) && onPlatform(card, input.platform));
      const start = (input.pageNo - 1) * input.pageSize;
      return pageReply(input, all.slice(start, start + input.pageSize), all.length);
    },

    async favouriteIds(memberId: string): Promise<string[]> {
      return repository.listFavouriteIds(db, memberId);
    },

    async favouriteList(
      memberId: string,
      input: PageRequest & { language: TLanguage; gameType?: TGameCategory | undefined },
    ): Promise<PageReply<TGameCard>> {
      const cat = await catalogue.get();
      const ids = await repository.listFavouriteIds(db, memberId);
      const all = cardsOf(cat, input.language, ids).filter(
        (card) => !input.gameType || card.gameType === input.gameType,
      );
      const start = (input.pageNo - 1) * input.pageSize;
      return pageReply(input, all.slice(start, start + input.pageSize), all.length);
    },

    /** Adds a favourite (already there: no-op); the game must exist at that vendor (404). */
    async addFavourite(memberId: string, input: { nodeId: string; vendor: string }) {
      await changeFavourite(memberId);
      const game = await repository.findGame(db, input.nodeId);
      if (!game || game.vendor !== input.vendor) throw new AppError('NOT_FOUND', { fields: ['nodeId'] });
      await repository.insertFavourite(db, memberId, game.nodeId, clock.now());
      return { nodeId: game.nodeId, favourite: true };
    },

    async removeFavourite(memberId: string, nodeId: string) {
      await changeFavourite(memberId);
      const game = await repository.findGame(db, nodeId);
      if (!game) throw new AppError('NOT_FOUND', { fields: ['nodeId'] });
      await repository.deleteFavourite(db, memberId, nodeId);
      return { nodeId, favourite: false };
    },

    async recentGames(
      memberId: string,
      input: { page: number; pageSize: number; language: TLanguage; gameType?: TGameCategory | undefined },
    ) {
      const cat = await catalogue.get();
      const ids = await repository.listRecentIds(db, memberId);
      const all = cardsOf(cat, input.language, ids).filter(
        (card) => !input.gameType || card.gameType === input.gameType,
      );
      const start = (input.page - 1) * input.pageSize;
      return { list: all.slice(start, start + input.pageSize) };
    },

    /** The generated card art of a game, or null when there is no such game. */
    async art(nodeId: string, lang: TLanguage = 'es'): Promise<string | null> {
      const cat = await catalogue.get();
      const game = cat.gameByNode.get(nodeId);
      if (!game) return null;
      return gameArtSvg({
        title: game.names[lang] ?? game.names.es ?? game.gameCode,
        vendor: cat.vendorByCode.get(game.vendor)?.displayName ?? game.vendor,
        gameType: game.gameType as TGameCategory,
        seed: game.nodeId,
      });
    },

    ...createCatalogueAdmin({ db, clock, changed }),

    /**
     * A game and its vendor read from the database (not the cache: a launch must see a maintenance flag
     * an operator of another process just set). By node id, or by vendor and game code; null if unknown.
     */
    async findGame(
      by: { nodeId: string } | { vendor: string; gameCode: string },
    ): Promise<CatalogueGame | null> {
      const game =
        'nodeId' in by
          ? await repository.findGame(db, by.nodeId)
          : await repository.findGameByCode(db, by.vendor, by.gameCode);
      if (!game) return null;
      const vendor = await repository.findVendor(db, game.vendor);
      return vendor ? toCatalogueGame(game, vendor) : null;
    },

    /** The cached catalogue's games and vendors, for reads of other modules (names, icons, categories). */
    async catalogueIndex(): Promise<CatalogueIndex> {
      const cat = await catalogue.get();
      return {
        byNode: (nodeId) => {
          const game = cat.gameByNode.get(nodeId);
          const vendor = game && cat.vendorByCode.get(game.vendor);
          return game && vendor ? toCatalogueGame(game, vendor) : null;
        },
        byCode: (vendor, gameCode) => {
          const game = cat.gameByCode.get(`${vendor}\u0000${gameCode}`);
          const row = game && cat.vendorByCode.get(game.vendor);
          return game && row ? toCatalogueGame(game, row) : null;
        },
        vendorName: (code) => cat.vendorByCode.get(code)?.displayName ?? code,
        games: () =>
          cat.games.flatMap((game) => {
            const vendor = cat.vendorByCode.get(game.vendor);
            return vendor ? [toCatalogueGame(game, vendor)] : [];
          }),
      };
    },

    /** Records that a member launched a game (GCS_recentGame lists it first). */
    async recordPlay(memberId: string, nodeId: string): Promise<void> {
      await repository.recordPlay(db, memberId, nodeId, clock.now());
    },

    /** Calls `listener` after every catalogue change of this process (caches built on the catalogue). */
    onChange(listener: () => void): void {
      listeners.push(listener);
    },
  };
}

/** A game with what launching and listing it needs from its vendor. */
export type CatalogueGame = {
  id: number;
  nodeId: string;
  vendor: string;
  vendorName: string;
  mode: 'seamless' | 'transfer';
  gameCode: string;
  gameType: TGameCategory;
  isGame: 'GAME' | 'VASSALAGE';
  names: Record<string, string>;
  iconUrl: string;
  /** The game's or its vendor's maintenance flag. */
  maintenance: boolean;
  nameIn(language: TLanguage): string;
};

export type CatalogueIndex = {
  byNode(nodeId: string): CatalogueGame | null;
  byCode(vendor: string, gameCode: string): CatalogueGame | null;
  vendorName(code: string): string;
  games(): CatalogueGame[];
};

function toCatalogueGame(game: repository.GameRow, vendor: repository.VendorRow): CatalogueGame {
  return {
    id: game.id,
    nodeId: game.nodeId,
    vendor: game.vendor,
    vendorName: vendor.displayName,
    mode: vendor.mode === 'transfer' ? 'transfer' : 'seamless',
    gameCode: game.gameCode,
    gameType: game.gameType as TGameCategory,
    isGame: game.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    names: game.names,
    iconUrl: game.iconUrl,
    maintenance: game.maintenance || vendor.maintenance,
    nameIn: (language) => game.names[language] ?? game.names.es ?? game.gameCode,
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
