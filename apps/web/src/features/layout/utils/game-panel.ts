import type { TGameCategory } from '@platform/contracts/categories';
import { categoryPath, vendorPath } from './game-routes';

type TMenu = {
  gameType: TGameCategory;
  vendors: readonly { vassalage: string; displayName: string; maintenance: boolean }[];
};

/** spec §2 Header: "The game panel is large when there are more than 10 vendors". */
export const LARGE_GAME_PANEL_MIN_VENDORS = 11;

export type TGamePanelVendor = { vassalage: string; displayName: string; to: string; maintenance: boolean };
export type TGamePanelGroup = { category: TGameCategory; to: string; vendors: TGamePanelVendor[] };

/** The header game panel: each category that has vendors, in menu order, with links to its vendors. */
export function groupGamePanel(menus: readonly TMenu[]): TGamePanelGroup[] {
  return menus
    .filter((menu) => menu.vendors.length > 0)
    .map((menu) => ({
      category: menu.gameType,
      to: categoryPath(menu.gameType),
      vendors: menu.vendors.map((vendor) => ({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        to: vendorPath(menu.gameType, vendor.vassalage),
        maintenance: vendor.maintenance,
      })),
    }));
}

/** Distinct vendors of the panel (a vendor of slots and fishing counts once). */
export function countPanelVendors(groups: readonly TGamePanelGroup[]): number {
  return new Set(groups.flatMap((group) => group.vendors.map((vendor) => vendor.vassalage))).size;
}

/** More than 10 vendors: the panel takes its large, multi-column layout. */
export function isLargeGamePanel(groups: readonly TGamePanelGroup[]): boolean {
  return countPanelVendors(groups) >= LARGE_GAME_PANEL_MIN_VENDORS;
}
