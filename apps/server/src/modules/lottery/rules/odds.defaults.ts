import type { TPrizeMode } from '@platform/contracts/games';
import type { TLotteryOddsTable } from '@platform/contracts/lottery';

/** The seeded odds of each prize mode (lottery.md), in thousandths; operators change them in the settings. */
export const DEFAULT_ODDS: Record<TPrizeMode, TLotteryOddsTable> = {
  LOTT: {},
  ZY: {},
  ELOTT: {},
  SEA: {},
};
