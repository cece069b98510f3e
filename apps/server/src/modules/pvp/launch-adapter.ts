import { HOUSE_VENDOR } from '@platform/contracts/house-games';
import { NIUNIU_GAME_CODE, PVP_VENDOR, pvpTablePageOf } from '@platform/contracts/pvp';
import { AppError } from '../../platform/errors';
import { houseLaunchAdapter } from '../house/launch-adapter';
import type { VendorLaunchAdapter } from '../vendors/adapters';
import type { PvpTables } from './pvp-tables';

/** What the launch needs of the tables: a seat (the table's `sit` move). */
export type PvpSeating = Pick<PvpTables, 'sit'>;

/**
 * The launch of the in-house PVP game (TA-INHOUSE007): `/wps/game/launchGame?nodeId=TA-INHOUSE007&roomId=…`
 * seats the player at the room's table and opens this site's page `/pvpTable/<roomId>`. Without a room:
 * VALIDATION_FAILED (roomId). The table's refusals reach the player as they are (PVP_TABLE_NOT_FOUND,
 * PVP_TABLE_FULL, PVP_BALANCE_BELOW_ENTRY, FORBIDDEN …); a member already seated there just opens the page.
 */
export function pvpLaunchAdapter(tables: PvpSeating): VendorLaunchAdapter {
  return {
    async launch(game, member, options) {
      if (game.vendor !== PVP_VENDOR || game.gameCode !== NIUNIU_GAME_CODE) {
        throw new Error(`not the in-house PVP game: ${game.vendor}-${game.gameCode}`);
      }
      if (!options.room) throw new AppError('VALIDATION_FAILED', { fields: ['roomId'] });
      try {
        await tables.sit({ memberId: member.id, lang: options.language }, options.room);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'PVP_ALREADY_SEATED')) throw error;
      }
      return pvpTablePageOf(options.room);
    },
    // Never in the game frame: nothing for the frame policy.
    origins: [],
  };
}

/**
 * The launch adapters of the in-house vendor TA: its PVP game through `pvpLaunchAdapter`, its other games
 * through the house games' adapter (`/house/<gameCode>`).
 */
export function inHouseLaunchAdapters(tables: PvpSeating): Readonly<Record<string, VendorLaunchAdapter>> {
  const pvp = pvpLaunchAdapter(tables);
  return {
    [HOUSE_VENDOR]: {
      launch: (game, member, options) =>
        (game.gameCode === NIUNIU_GAME_CODE ? pvp : houseLaunchAdapter).launch(game, member, options),
      origins: [],
    },
  };
}
