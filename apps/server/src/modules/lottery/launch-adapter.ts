import type { VendorLaunchAdapter } from '../vendors/adapters';
import { LOTTERY_VENDORS } from './games/definitions';

/** The page of this site each lottery vassalage opens at (spec §2, §4 game start). */
const PAGES: Record<(typeof LOTTERY_VENDORS)[number], string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/**
 * The launch of the in-house lottery's games: no outside vendor, the game opens at this site's lottery page
 * (`/vnLottery?gameCode=VNFAST`, with `&prizeMode=` when the launch asked one and `&view=lobby` for the
 * lobby view). The stake moves when tickets are bought, through the vendor wallet service in process.
 */
export const lotteryLaunchAdapter: VendorLaunchAdapter = {
  launch(game, _member, options) {
    const page = PAGES[game.vendor as keyof typeof PAGES];
    if (!page) return Promise.reject(new Error(`not a lottery vendor: ${game.vendor}`));
    const query = new URLSearchParams({ gameCode: game.gameCode });
    const prizeMode = options.lottery?.prizeMode;
    if (prizeMode && /^[A-Z]{2,8}$/.test(prizeMode)) query.set('prizeMode', prizeMode);
    if (options.lottery?.view === 'lobby') query.set('view', 'lobby');
    return Promise.resolve(`${page}?${query.toString()}`);
  },
  // The web app opens these pages itself (spec §4: lottery vendors route to their page), never in the game
  // frame: nothing for the frame policy.
  origins: [],
};

/** The adapters of the lottery vassalages, for `createVendorAdapterRegistry({ adapters })`. */
export const lotteryLaunchAdapters: Readonly<Record<string, VendorLaunchAdapter>> = Object.fromEntries(
  LOTTERY_VENDORS.map((vendor) => [vendor, lotteryLaunchAdapter]),
);
