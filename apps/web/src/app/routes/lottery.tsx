import { LotteryPage } from '../../features/games/components/lottery-page';

/** Lazy screen group "Lottery": /lottery, /seaLottery, /vnLottery. */
export function Component() {
  return <LotteryPage />;
}
