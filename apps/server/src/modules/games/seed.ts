import { HOUSE_GAMES, HOUSE_VENDOR, RETIRED_HOUSE_GAME_CODES } from '@platform/contracts/house-games';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import type { Seeder } from '../../seed/types';
import {
  artUrlOf,
  DEFAULT_PLATFORMS,
  gameSeeds,
  houseGameSeeds,
  lotteryGameSeeds,
  LOTTERY_VENDOR_SEEDS,
  nodeIdOf,
  pvpGameSeeds,
  RETIRED_LOTTERY_NODE_IDS,
  RETIRED_PVP_NODE_IDS,
  VENDOR_SEEDS,
  type GameSeed,
  type VendorSeed,
} from './catalogue.default';
import { insertGameIfAbsent, insertVendorIfAbsent } from './repository';
import { gameFavourites, gameRecentPlays, games, gameVendors } from './tables';

const vendorOrder = (vendor: VendorSeed) =>
  (VENDOR_SEEDS.findIndex((seed) => seed.code === vendor.code) + 1) * 10;

async function insertGames(db: Db, seeds: readonly GameSeed[]) {
  for (const game of seeds) {
    const nodeId = nodeIdOf(game.vendor, game.gameCode);
    await insertGameIfAbsent(db, {
      ...game,
      nodeId,
      iconUrl: artUrlOf(nodeId),
      platforms: DEFAULT_PLATFORMS,
    });
  }
}

/** The game catalogue (vendors and games); not demo data: the lobby is the product. */
export const gamesCatalogueSeeder: Seeder = {
  name: 'games.catalogue',
  demo: false,
  async run(db) {
    for (const vendor of VENDOR_SEEDS)
      await insertVendorIfAbsent(db, { ...vendor, sortOrder: vendorOrder(vendor) });
    await insertGames(db, gameSeeds());
  },
};

/**
 * The lottery's vassalages and 14 games (issue 16) for a database seeded before them: adds what is
 * missing and removes the three placeholder lottery games (with their favourites and recent plays). A
 * fresh database already has them from the catalogue; then this only finds nothing to do.
 */
export const gamesLotterySeeder: Seeder = {
  name: 'games.lottery',
  demo: false,
  async run(db) {
    for (const vendor of LOTTERY_VENDOR_SEEDS) {
      await insertVendorIfAbsent(db, { ...vendor, sortOrder: vendorOrder(vendor) });
    }
    await insertGames(db, lotteryGameSeeds());
    const retired = [...RETIRED_LOTTERY_NODE_IDS];
    await db.delete(gameFavourites).where(inArray(gameFavourites.nodeId, retired));
    await db.delete(gameRecentPlays).where(inArray(gameRecentPlays.nodeId, retired));
    await db.delete(games).where(inArray(games.nodeId, retired));
  },
};

/**
 * The in-house games of vendor TA (issues 17 and 18) for a database seeded before them: adds the slots and
 * the PVP game Niu-Niu (the vendor's categories then include PVP), puts the TA games in the definitions'
 * order and removes the retired placeholders — INHOUSE004 and the sandbox vendor's Niu Niu PVP1-PVP002 —
 * with their favourites and recent plays. A fresh database already has them; then this only finds nothing
 * to do.
 */
export const gamesHouseSeeder: Seeder = {
  name: 'games.house',
  demo: false,
  async run(db) {
    await insertGames(db, houseGameSeeds());
    for (const [index, game] of HOUSE_GAMES.entries()) {
      await db
        .update(games)
        .set({ sortOrder: index, isHot: index === 0 })
        .where(and(eq(games.vendor, HOUSE_VENDOR), eq(games.gameCode, game.gameCode)));
    }
    await insertGames(db, pvpGameSeeds());
    const vendor = VENDOR_SEEDS.find((seed) => seed.code === HOUSE_VENDOR);
    if (vendor) {
      await db
        .update(gameVendors)
        .set({ gameTypes: [...vendor.gameTypes] })
        .where(eq(gameVendors.code, HOUSE_VENDOR));
    }
    const retired = [
      ...RETIRED_HOUSE_GAME_CODES.map((code) => nodeIdOf(HOUSE_VENDOR, code)),
      ...RETIRED_PVP_NODE_IDS,
    ];
    await db.delete(gameFavourites).where(inArray(gameFavourites.nodeId, retired));
    await db.delete(gameRecentPlays).where(inArray(gameRecentPlays.nodeId, retired));
    await db.delete(games).where(inArray(games.nodeId, retired));
  },
};
