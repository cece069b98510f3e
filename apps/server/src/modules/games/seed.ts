import type { Seeder } from '../../seed/types';
import { artUrlOf, DEFAULT_PLATFORMS, gameSeeds, nodeIdOf, VENDOR_SEEDS } from './catalogue.default';
import { insertGameIfAbsent, insertVendorIfAbsent } from './repository';

/** The game catalogue (vendors and games); not demo data: the lobby is the product. */
export const gamesCatalogueSeeder: Seeder = {
  name: 'games.catalogue',
  demo: false,
  async run(db) {
    for (const [index, vendor] of VENDOR_SEEDS.entries()) {
      await insertVendorIfAbsent(db, { ...vendor, sortOrder: (index + 1) * 10 });
    }
    for (const game of gameSeeds()) {
      const nodeId = nodeIdOf(game.vendor, game.gameCode);
      await insertGameIfAbsent(db, {
        ...game,
        nodeId,
        iconUrl: artUrlOf(nodeId),
        platforms: DEFAULT_PLATFORMS,
      });
    }
  },
};
