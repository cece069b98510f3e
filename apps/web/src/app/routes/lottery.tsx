import { useLocation } from 'react-router';
import { LotteryHallPage } from '../../features/lottery/components/lottery-hall-page';
import { LotteryVerifyPage } from '../../features/lottery/components/verify-page';

/** Lazy screen group "Lottery": /lottery, /seaLottery, /vnLottery (the hall) and /lotteryVerify. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/lotteryverify') ? <LotteryVerifyPage /> : <LotteryHallPage />;
}
