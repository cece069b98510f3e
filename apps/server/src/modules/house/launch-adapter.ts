import { HOUSE_VENDOR, housePageOf, houseGameOf } from '@platform/contracts/house-games';
import type { VendorLaunchAdapter } from '../vendors/adapters';

/**
 * The launch of the in-house vendor TA's games: no outside vendor, the game opens at this site's page
 * `/house/<gameCode>` (the web app opens it itself, as it opens the lottery pages). The stake moves when
 * the player bets, through the vendor wallet service in process.
 */
export const houseLaunchAdapter: VendorLaunchAdapter = {
  launch(game) {
    if (game.vendor !== HOUSE_VENDOR || !houseGameOf(game.gameCode)) {
      return Promise.reject(new Error(`not an in-house game: ${game.vendor}-${game.gameCode}`));
    }
    return Promise.resolve(housePageOf(game.gameCode));
  },
  // Never in the game frame: nothing for the frame policy.
  origins: [],
};

export const houseLaunchAdapters: Readonly<Record<string, VendorLaunchAdapter>> = {
  [HOUSE_VENDOR]: houseLaunchAdapter,
};
