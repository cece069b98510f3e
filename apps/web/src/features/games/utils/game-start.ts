import type { TGameCard } from '@platform/contracts/games';

/** What starting a game needs to know of it: a card, a winner-board entry, a vendor tile. */
export type TStartableGame = Pick<
  TGameCard,
  'vassalage' | 'gameCode' | 'isGame' | 'nodeId' | 'gameName' | 'gameType'
>;

export type TGameStart =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'navigate'; to: string }
  | { kind: 'popup' }
  | { kind: 'launch' };

/** Lottery vendors that have their own page (spec §4 Game start). */
const LOTTERY_PAGES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/**
 * The in-house vendor (issue 17): its games are this site's pages `/house/<gameCode>`. A literal, not the
 * contracts' HOUSE_VENDOR: this file is in the start-up bundle and house-games.ts is not.
 */
const HOUSE_VENDOR = 'TA';

/**
 * The in-house PVP game Niu-Niu (issue 18): played at a table (`/pvpTable/<roomId>`) chosen among its rooms.
 * A literal, not the contracts' NIUNIU_GAME_CODE, for the same reason as HOUSE_VENDOR.
 */
const HOUSE_PVP_GAME_CODE = 'INHOUSE007';
/** Where a PVP game without a chosen room starts: the PVP games list, whose cards open the room chooser. */
export const PVP_LOBBY_PATH = '/pvp';

/** Whether a game is the in-house PVP game, whose rooms launch into this site's table page. */
export function isHousePvpGame(game: Pick<TStartableGame, 'vassalage' | 'gameCode'>): boolean {
  return game.vassalage === HOUSE_VENDOR && game.gameCode === HOUSE_PVP_GAME_CODE;
}

/**
 * spec §4 Game start, in its order: a visitor gets the login popup; a trial account the "real account
 * needed" dialog and no launch; TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT go to their lottery page with the
 * gameCode; a game of the in-house vendor TA to its page `/house/<gameCode>` (its PVP game, played at a
 * table of a room the member chooses, to the PVP list `/pvp`); a VASSALAGE card opens the
 * vendor's game list in a popup; anything else launches in place. Pure.
 */
export function resolveGameStart(
  game: Pick<TStartableGame, 'vassalage' | 'gameCode' | 'isGame'>,
  session: { isLogin: boolean; isTrial: boolean },
): TGameStart {
  if (!session.isLogin) return { kind: 'login' };
  if (session.isTrial) return { kind: 'trial' };
  const page = LOTTERY_PAGES[game.vassalage];
  if (page) return { kind: 'navigate', to: `${page}?${new URLSearchParams({ gameCode: game.gameCode })}` };
  if (game.vassalage === HOUSE_VENDOR && game.isGame !== 'VASSALAGE') {
    if (isHousePvpGame(game)) return { kind: 'navigate', to: PVP_LOBBY_PATH };
    return { kind: 'navigate', to: `/house/${encodeURIComponent(game.gameCode)}` };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'popup' };
  return { kind: 'launch' };
}
