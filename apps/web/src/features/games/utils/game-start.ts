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
 * spec §4 Game start, in its order: a visitor gets the login popup; a trial account the "real account
 * needed" dialog and no launch; TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT go to their lottery page with the
 * gameCode; a game of the in-house vendor TA to its page `/house/<gameCode>`; a VASSALAGE card opens the
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
    return { kind: 'navigate', to: `/house/${encodeURIComponent(game.gameCode)}` };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'popup' };
  return { kind: 'launch' };
}
