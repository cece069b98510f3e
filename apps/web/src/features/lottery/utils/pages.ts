import type { TPrizeMode } from '@platform/contracts/games';

export type TLotteryPageKey = 'lottery' | 'seaLottery' | 'vnLottery';

/** The vassalages each lottery page shows (spec §4 Game start) and the prize mode its game menu is read in. */
export const LOTTERY_PAGE_GAMES: Record<TLotteryPageKey, { vassalages: string[]; menuMode: TPrizeMode }> = {
  vnLottery: { vassalages: ['TCG_LOTTO_VN'], menuMode: 'LOTT' },
  seaLottery: { vassalages: ['TCG_SEA'], menuMode: 'SEA' },
  lottery: { vassalages: ['LOTT', 'ELOTT'], menuMode: 'LOTT' },
};

/** The page of a path (`/vnLottery` → vnLottery), case-insensitive. */
export function lotteryPageKeyOf(pathname: string): TLotteryPageKey {
  const first = (pathname.split('/').filter(Boolean)[0] ?? '').toLowerCase();
  if (first === 'vnlottery') return 'vnLottery';
  if (first === 'sealottery') return 'seaLottery';
  return 'lottery';
}

/** The page a game of `vassalage` lives on. */
export function lotteryPageOfVassalage(vassalage: string): TLotteryPageKey {
  if (vassalage === 'TCG_LOTTO_VN') return 'vnLottery';
  if (vassalage === 'TCG_SEA') return 'seaLottery';
  return 'lottery';
}

export const verifyPath = (drawId: string) => `/lotteryVerify?${new URLSearchParams({ drawId })}`;
