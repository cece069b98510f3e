import { normalisePath } from '@platform/contracts/pages.constants';

/** spec §2 Side menu: "off on game pages and on /seamless, /lottert, /vnlottery, /sealottery" (exact paths). */
export const SIDE_MENU_HIDDEN_PATHS: readonly string[] = [
  '/seamless',
  '/lottert',
  '/vnlottery',
  '/sealottery',
];

/** Route `handle` of pages where a game runs in place; the side menu is off there. */
export type TRouteHandle = { gamePage?: boolean };

/** The shared rule (contracts), where the layout's code has always taken it from. */
export { normalisePath };

export function isSideMenuHidden(pathname: string, isGamePage = false): boolean {
  return isGamePage || SIDE_MENU_HIDDEN_PATHS.includes(normalisePath(pathname));
}
