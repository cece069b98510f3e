import type { TGameCategory } from '@platform/contracts/categories';
import { useGameMenus, type TGameMenu, type TGameMenus } from '../../../lib/game-menus';

// The catalogue's menus are one query for the whole site (lib/game-menus): the same key, fetch, schema and hook.
export { GAME_MENUS_PATH, gameMenusQueryOptions, getGameMenus, useGameMenus } from '../../../lib/game-menus';
export type { TGameMenu, TGameMenus };
export type TMenuVendor = TGameMenu['vendors'][number];

/** The vendors of one category, in the menu's order (empty when the category has none). */
export function vendorsOf(menus: TGameMenus | undefined, gameType: TGameCategory): TMenuVendor[] {
  return menus?.menus.find((menu) => menu.gameType === gameType)?.vendors ?? [];
}

/** A vendor's display name from the menus ("PG Soft"), or its code until the menus have loaded. */
export function useVendorName(vassalage: string): string {
  return vendorNameOf(useGameMenus().data, vassalage);
}

/** What `useVendorName` answers, from menus already at hand. */
export function vendorNameOf(menus: TGameMenus | undefined, vassalage: string): string {
  for (const menu of menus?.menus ?? []) {
    const vendor = menu.vendors.find((candidate) => candidate.vassalage === vassalage);
    if (vendor) return vendor.displayName;
  }
  return vassalage;
}
