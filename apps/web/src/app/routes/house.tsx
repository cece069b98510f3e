import { useLocation } from 'react-router';
import { HouseGamePage } from '../../features/house/components/house-game-page';
import { HouseVerifyPage } from '../../features/house/components/verify-page';

/** Lazy screen group "House": /house/:gameCode (an in-house TA game) and /houseVerify. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/houseverify') ? <HouseVerifyPage /> : <HouseGamePage />;
}
