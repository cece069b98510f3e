import { useLocation, useMatches } from 'react-router';
import { isSideMenuHidden, type TRouteHandle } from '../utils/side-menu-visibility';

export function useSideMenuHidden(): boolean {
  const { pathname } = useLocation();
  const matches = useMatches();
  const isGamePage = matches.some((match) => (match.handle as TRouteHandle | undefined)?.gamePage === true);
  return isSideMenuHidden(pathname, isGamePage);
}
