import type { TGameCategory } from '@platform/contracts/categories';
import { HOUSE_GAMES, HOUSE_VENDOR } from '@platform/contracts/house-games';
import { NIUNIU_GAME_CODE, NIUNIU_NAMES, PVP_VENDOR } from '@platform/contracts/pvp';
import { LOTTERY_GAMES } from '../lottery/games/definitions';

/**
 * The game catalogue a fresh database starts with (the product's lobby, not demo data): vendors of the
 * spec and their games with Spanish and English names. Art is generated (`/lgw/games/art/{nodeId}.svg`).
 */

export type VendorSeed = {
  code: string;
  displayName: string;
  gameTypes: TGameCategory[];
  mode: 'seamless' | 'transfer';
};

/**
 * The in-house lottery's vassalages (issue 16), Vietnamese first so the side menu's ELOTT entry opens the
 * fast Vietnamese draw. Their games are `lottery/games/definitions.ts`'s (same vendor and game code).
 */
export const LOTTERY_VENDOR_SEEDS: readonly VendorSeed[] = [
  { code: 'TCG_LOTTO_VN', displayName: 'Lotto VN', gameTypes: ['ELOTT'], mode: 'seamless' },
  { code: 'ELOTT', displayName: 'E-Lotto', gameTypes: ['ELOTT'], mode: 'seamless' },
  { code: 'LOTT', displayName: 'TC Lotto', gameTypes: ['LOTT'], mode: 'seamless' },
  { code: 'TCG_SEA', displayName: 'SEA 4D', gameTypes: ['LOTT'], mode: 'seamless' },
];

export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { code: 'PG', displayName: 'PG Soft', gameTypes: ['RNG'], mode: 'seamless' },
  { code: 'EG2', displayName: 'EG2', gameTypes: ['RNG'], mode: 'seamless' },
  { code: 'PT', displayName: 'PT', gameTypes: ['RNG'], mode: 'transfer' },
  { code: 'JDB', displayName: 'JDB', gameTypes: ['RNG', 'FISH'], mode: 'seamless' },
  { code: 'CQ9', displayName: 'CQ9', gameTypes: ['RNG', 'FISH'], mode: 'seamless' },
  { code: 'FC', displayName: 'FC', gameTypes: ['RNG', 'FISH'], mode: 'seamless' },
  { code: 'JL', displayName: 'JL', gameTypes: ['RNG', 'FISH', 'PVP'], mode: 'seamless' },
  { code: 'BGS', displayName: 'BGS', gameTypes: ['RNG', 'FISH'], mode: 'seamless' },
  { code: 'TA', displayName: 'TA Studio', gameTypes: ['INHOUSE', 'PVP'], mode: 'seamless' },
  { code: 'LIVE1', displayName: 'Aurora Live', gameTypes: ['LIVE'], mode: 'seamless' },
  { code: 'LIVE2', displayName: 'Royal Live', gameTypes: ['LIVE'], mode: 'seamless' },
  { code: 'PVP1', displayName: 'CardClash', gameTypes: ['PVP'], mode: 'seamless' },
  { code: 'SB1', displayName: 'Stadium Bet', gameTypes: ['SPORTS'], mode: 'seamless' },
  { code: 'ESB1', displayName: 'eSports Arena', gameTypes: ['ESPORTS'], mode: 'seamless' },
  { code: 'DS88', displayName: 'DS88', gameTypes: ['COCKFIGHT'], mode: 'seamless' },
  ...LOTTERY_VENDOR_SEEDS,
];

type Name = readonly [es: string, en: string];

/** A noun of a slot's name, with its Spanish gender (the adjective after it agrees). */
type Noun = readonly [es: string, en: string, feminine: boolean];
/** An adjective or phrase after the noun: feminine and masculine Spanish forms, then English. */
type Qualifier = readonly [feminine: string, masculine: string, en: string];

const RNG_FIRST: readonly Noun[] = [
  ['Fortuna', 'Fortune', true],
  ['Tesoro', 'Treasure', false],
  ['Dragón', 'Dragon', false],
  ['Joya', 'Jewel', true],
  ['Estrella', 'Star', true],
];
const RNG_SECOND: readonly Qualifier[] = [
  ['de Oro', 'de Oro', 'of Gold'],
  ['Azteca', 'Azteca', 'Aztec'],
  ['Salvaje', 'Salvaje', 'Wild'],
  ['Mágica', 'Mágico', 'Magic'],
  ['del Sol', 'del Sol', 'of the Sun'],
  ['Lunar', 'Lunar', 'Lunar'],
  ['Dorada', 'Dorado', 'Golden'],
  ['Eterna', 'Eterno', 'Eternal'],
];
const FISH_NAMES: readonly Name[] = [
  ['Rey del Océano', 'Ocean King'],
  ['Cazador de Peces', 'Fish Hunter'],
  ['Pesca Dorada', 'Golden Fishing'],
];
const LIVE_NAMES: readonly Name[] = [
  ['Baccarat en Vivo', 'Live Baccarat'],
  ['Ruleta en Vivo', 'Live Roulette'],
  ['Blackjack en Vivo', 'Live Blackjack'],
  ['Dragón Tigre', 'Dragon Tiger'],
  ['Sic Bo en Vivo', 'Live Sic Bo'],
  ['Rueda de la Suerte', 'Wheel of Luck'],
];
const PVP_NAMES: readonly Name[] = [
  ['Texas Hold’em', 'Texas Hold’em'],
  ['Niu Niu', 'Bull Bull'],
  ['Tres Cartas', 'Three Cards'],
  ['Mahjong Duelo', 'Mahjong Duel'],
  ['Dominó', 'Dominoes'],
  ['Truco', 'Truco'],
  ['Rummy', 'Rummy'],
  ['Póker Omaha', 'Omaha Poker'],
];

export type GameSeed = {
  vendor: string;
  gameCode: string;
  gameType: TGameCategory;
  names: { es: string; en: string };
  isHot: boolean;
  isNew: boolean;
  sortOrder: number;
};

const name = ([es, en]: Name) => ({ es, en });

/** Every seeded game; `nodeId` is `{vendor}-{gameCode}`. */
export function gameSeeds(): GameSeed[] {
  const seeds: GameSeed[] = [];
  const add = (vendor: string, gameType: TGameCategory, names: Name, index: number, hot = index < 2) =>
    seeds.push({
      vendor,
      gameCode: `${gameType}${String(index + 1).padStart(3, '0')}`,
      gameType,
      names: name(names),
      isHot: hot,
      isNew: index % 4 === 3,
      sortOrder: index,
    });
  const rngVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
  rngVendors.forEach((vendor, v) => {
    for (let i = 0; i < 5; i += 1) {
      const first = RNG_FIRST[(v + i) % RNG_FIRST.length] ?? (['Fortuna', 'Fortune', true] as const);
      const second = RNG_SECOND[v % RNG_SECOND.length] ?? (['de Oro', 'de Oro', 'of Gold'] as const);
      // English puts an adjective first ("Aztec Fortune") and an "of …" phrase last ("Fortune of Gold").
      const en = second[2].startsWith('of ') ? `${first[1]} ${second[2]}` : `${second[2]} ${first[1]}`;
      // Spanish puts it after the noun, agreeing with it: "Fortuna Dorada", "Tesoro Dorado".
      const names: Name = [`${first[0]} ${first[2] ? second[0] : second[1]}`, en];
      add(vendor, 'RNG', names, i, i === 0);
    }
  });
  ['JDB', 'CQ9', 'FC', 'JL', 'BGS'].forEach((vendor, v) =>
    FISH_NAMES.forEach((names, i) =>
      add(vendor, 'FISH', [`${names[0]} ${v + 1}`, `${names[1]} ${v + 1}`], i, i === 0 && v < 2),
    ),
  );
  LIVE_NAMES.forEach((names, i) => add('LIVE1', 'LIVE', names, i));
  LIVE_NAMES.forEach((names, i) => add('LIVE2', 'LIVE', [`${names[0]} VIP`, `VIP ${names[1]}`], i, false));
  seeds.push(...pvpGameSeeds());
  PVP_NAMES.forEach((names, i) => add('PVP1', 'PVP', names, i));
  add('JL', 'PVP', ['Póker Rápido', 'Fast Poker'], 0, false);
  add('JL', 'PVP', ['Blackjack Duelo', 'Blackjack Duel'], 1, false);
  seeds.push(...houseGameSeeds());
  add('SB1', 'SPORTS', ['Apuestas Deportivas', 'Sportsbook'], 0, false);
  add('ESB1', 'ESPORTS', ['Arena eSports', 'eSports Arena'], 0, false);
  add('DS88', 'COCKFIGHT', ['Pelea de Gallos', 'Cockfight'], 0, false);
  seeds.push(...lotteryGameSeeds());
  const retired = new Set<string>(RETIRED_PVP_NODE_IDS);
  return seeds.filter((seed) => !retired.has(nodeIdOf(seed.vendor, seed.gameCode)));
}

/**
 * The 14 lottery games (lottery/games/definitions.ts) as catalogue games: category of their vendor
 * (TCG_LOTTO_VN and ELOTT: ELOTT; LOTT and TCG_SEA: LOTT), in the definitions' order per vendor.
 */
export function lotteryGameSeeds(): GameSeed[] {
  const order = new Map<string, number>();
  return LOTTERY_GAMES.map((game) => {
    const index = order.get(game.vendor) ?? 0;
    order.set(game.vendor, index + 1);
    const vendor = LOTTERY_VENDOR_SEEDS.find((seed) => seed.code === game.vendor);
    return {
      vendor: game.vendor,
      gameCode: game.gameCode,
      gameType: vendor?.gameTypes[0] ?? 'LOTT',
      names: { ...game.names },
      isHot: index === 0 && (game.vendor === 'TCG_LOTTO_VN' || game.vendor === 'LOTT'),
      isNew: false,
      sortOrder: index,
    };
  });
}

/** The in-house vendor TA's games (issue 17), slots first (the first is hot). */
export function houseGameSeeds(): GameSeed[] {
  return HOUSE_GAMES.map((game, index) => ({
    vendor: HOUSE_VENDOR,
    gameCode: game.gameCode,
    gameType: 'INHOUSE',
    names: { ...game.names },
    isHot: index === 0,
    isNew: game.kind === 'SLOT',
    sortOrder: index,
  }));
}

/** The in-house PVP game of vendor TA (issue 18): Niu-Niu, hot, first of the PVP category. */
export function pvpGameSeeds(): GameSeed[] {
  return [
    {
      vendor: PVP_VENDOR,
      gameCode: NIUNIU_GAME_CODE,
      gameType: 'PVP',
      names: { ...NIUNIU_NAMES },
      isHot: true,
      isNew: true,
      sortOrder: 0,
    },
  ];
}

/** The sandbox vendor's placeholder Niu Niu, superseded by the in-house game (removed from databases). */
export const RETIRED_PVP_NODE_IDS = ['PVP1-PVP002'] as const;

/** The placeholder lottery games of the catalogue before issue 16 (removed from existing databases). */
export const RETIRED_LOTTERY_NODE_IDS = ['LOTT-LOTT001', 'LOTT-LOTT002', 'TCG_LOTTO_VN-ELOTT001'] as const;

export const DEFAULT_PLATFORMS = ['flash', 'html5', 'html5-desktop'];
export const nodeIdOf = (vendor: string, gameCode: string) => `${vendor}-${gameCode}`;
export const artUrlOf = (nodeId: string) => `/lgw/games/art/${nodeId}.svg`;
