import { BIGGEST_WINS_SHOWN } from '@platform/contracts/bets.constants';
import type { TRankListReply, TWinnerItem } from '@platform/contracts/bets';
import type { TGameCard } from '@platform/contracts/games';

/** spec §9: ticker speed 0.5 (pixels per frame) and limitMoveNum 3. */
export const TICKER_STEP = 0.5;
export const TICKER_LIMIT_MOVE_NUM = 3;

export type TWinnerLists = { jackpots: TWinnerItem[]; wins: TWinnerItem[] };

/** The winner board's two lists (spec §2): every JACKPOT entry, and the first 9 WIN entries. Pure. */
export function splitWinnerLists(list: TRankListReply['list']): TWinnerLists {
  const jackpots = list.filter((entry) => entry.listType === 'JACKPOT').map((entry) => entry.vo);
  const wins = list
    .filter((entry) => entry.listType === 'WIN')
    .map((entry) => entry.vo)
    .slice(0, BIGGEST_WINS_SHOWN);
  return { jackpots, wins };
}

/** A list scrolls only when it has more entries than the ticker's limitMoveNum (3 fit in view). */
export function tickerMoves(count: number, limitMoveNum = TICKER_LIMIT_MOVE_NUM): boolean {
  return count > limitMoveNum;
}

/** The ticker's next offset: `step` further, back to the start once one whole copy has passed. Pure. */
export function nextTickerOffset(offset: number, loopHeight: number, step = TICKER_STEP): number {
  if (loopHeight <= 0) return 0;
  const next = offset + step;
  return next >= loopHeight ? next - loopHeight : next;
}

/**
 * The server masks customer names; a name that reaches the page unmasked (no `*`) is masked here too,
 * keeping its first and last character, so the board never shows a player's account in full.
 */
export function maskedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('*')) return trimmed;
  const chars = [...trimmed];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** The game card a winner entry starts (spec §2: clicking an entry starts that game). Pure. */
export function winnerToCard(vo: TWinnerItem): TGameCard {
  return {
    vassalage: vo.vassalage,
    gameCode: vo.gameCode,
    gameType: vo.gameType,
    isGame: vo.isGame,
    gameId: vo.nodeId,
    nodeId: vo.nodeId,
    displayName: vo.gameName,
    gameName: vo.gameName,
    nodeName: vo.gameName,
    lagerIcon: vo.iconUrl,
    showIcon: vo.iconUrl,
    iconUrl: vo.iconUrl,
    isHot: 0,
    isNew: false,
    platforms: [],
    maintenance: false,
  };
}
