import type { TGameCategory } from '@platform/contracts/categories';
import { INHOUSE_VASSALAGE } from '@platform/contracts/games.constants';
import { categoryPath, isLotteryCategory, lotteryPath } from './game-routes';
import { normalisePath } from './side-menu-visibility';

type TMenu = { gameType: TGameCategory; vendors: readonly { vassalage: string }[] };

/** A game category of the side menu (between HOME and PROMOTIONS). */
export type TSideMenuCategoryItem = {
  category: TGameCategory;
  /** Where the item leads; for a lottery, its first game once its code is known. */
  to: string;
  /** LOTT and ELOTT: the vendor whose first game the item starts (needs a real account). */
  launchVendor: string | null;
  /** A lottery whose first game has not been looked up yet: the click looks it up first. */
  pending: boolean;
  active: boolean;
};

/** Where the player is: the path and the `vassalage` of the query. */
export type TMenuLocation = { pathname: string; search: string };

/**
 * The category whose item is highlighted (spec §2 "Active item derives from path or vassalage"): the list
 * /rng with vassalage INHOUSE (or an in-house vendor) is INHOUSE, /rng otherwise RNG; other categories by
 * their /{category} path.
 */
export function activeCategory(menus: readonly TMenu[], location: TMenuLocation): TGameCategory | null {
  const path = normalisePath(location.pathname);
  const vassalage = new URLSearchParams(location.search).get('vassalage')?.trim().toUpperCase() ?? '';
  if (path === '/rng') {
    const inhouse = menus.find((menu) => menu.gameType === 'INHOUSE');
    const isInhouse =
      vassalage === INHOUSE_VASSALAGE ||
      (vassalage !== '' && (inhouse?.vendors.some((vendor) => vendor.vassalage === vassalage) ?? false));
    return isInhouse ? 'INHOUSE' : 'RNG';
  }
  const found = menus.find(
    (menu) => menu.gameType !== 'INHOUSE' && path === `/${menu.gameType.toLowerCase()}`,
  );
  return found?.gameType ?? null;
}

/**
 * The side menu's game categories in the order of GET /lgw/games/game_menus, only those with vendors
 * (spec §2). LOTT and ELOTT start their first vendor's first game (`firstGameCodes` by category: a code,
 * null when the vendor has no game — then the centre page —, absent while unknown: `pending`); INHOUSE is
 * /rng?vassalage=INHOUSE; the others /{category}.
 */
export function buildSideMenuCategories(
  menus: readonly TMenu[],
  location: TMenuLocation,
  firstGameCodes: Partial<Record<TGameCategory, string | null>> = {},
): TSideMenuCategoryItem[] {
  const active = activeCategory(menus, location);
  return menus
    .filter((menu) => menu.vendors.length > 0)
    .map((menu) => {
      const category = menu.gameType;
      const first = menu.vendors[0];
      if (isLotteryCategory(category) && first) {
        const code = firstGameCodes[category];
        return {
          category,
          to: code ? lotteryPath(first.vassalage, code) : categoryPath(category),
          launchVendor: first.vassalage,
          pending: code === undefined,
          active: category === active,
        };
      }
      return {
        category,
        to: categoryPath(category),
        launchVendor: null,
        pending: false,
        active: category === active,
      };
    });
}
