import { GAME_CENTER_PATHS, HIDDEN_ON_HOME, HOME_ROW_ORDER } from '@platform/contracts/categories.constants';
import type { TGameCategory } from '@platform/contracts/categories';

/** spec §9: home rows truncated to 12 items; rows show 6 slides per view in columns of 2. */
export const HOME_ROW_LIMIT = 12;
export const HOME_ROW_SLIDES_PER_VIEW = 6;
export const HOME_ROW_GRID_ROWS = 2;

/** spec §2, §9: the hot-games block shows 12 games per slide. */
export const HOT_GAMES_PER_SLIDE = 12;

/** Cuts a list into slides of `size` items (the last one may be shorter). Pure. */
export function slidesOf<T>(list: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < list.length; i += size) slides.push(list.slice(i, i + size));
  return slides;
}

export type THomeRowKind = 'games' | 'vendors';

export type THomeRow<C> = {
  category: TGameCategory;
  /** `games`: game cards in a two-row grid; `vendors`: the game-centre categories' vendor tiles. */
  kind: THomeRowKind;
  /** At most {@link HOME_ROW_LIMIT} cards, in the server's order. */
  cards: C[];
  /** How many cards the category has in all (before truncation). */
  total: number;
  /** The category's page for non-vendor rows (`/rng`, `/fish`, …), else null. */
  moreHref: string | null;
  /** spec §2: prev/next arrows on non-vendor rows with over 12 items. */
  arrows: boolean;
};

type TLaneLike<C> = { title: string; cards: readonly C[] };

const VENDOR_CATEGORIES: ReadonlySet<string> = new Set(GAME_CENTER_PATHS.map((path) => path.toUpperCase()));

/** The page a category's "more" link opens (spec §2: `/rng`, `/fish`, `/live`, `/pvp`, `/{gametype}`). */
export function categoryPath(category: TGameCategory): string {
  return `/${category.toLowerCase()}`;
}

/**
 * The home page's category rows (spec §2, §9) from the re-grouped lanes of GCSGAME_newGameVendor: in the
 * order RNG, FISH, LIVE, PVP, SPORTS, ESPORTS, COCKFIGHT without the ones hidden on home (ESPORTS) and
 * without empty ones; each truncated to 12 cards. Game-centre categories (SPORTS, COCKFIGHT) are vendor
 * rows: vendor tiles, no "more" link and no arrows. Other rows link to their page and get arrows when the
 * category has over 12 cards. Lanes the home page does not show (LOTT, ELOTT, INHOUSE) are ignored. Pure.
 */
export function buildHomeRows<C>(lanes: readonly TLaneLike<C>[]): THomeRow<C>[] {
  const rows: THomeRow<C>[] = [];
  for (const category of HOME_ROW_ORDER) {
    if (HIDDEN_ON_HOME.includes(category)) continue;
    // Lanes arrive merged by title; should a title come twice, its cards are shown together.
    const cards = lanes.filter((lane) => lane.title === category).flatMap((lane) => lane.cards);
    if (cards.length === 0) continue;
    const vendorRow = VENDOR_CATEGORIES.has(category);
    rows.push({
      category,
      kind: vendorRow ? 'vendors' : 'games',
      cards: cards.slice(0, HOME_ROW_LIMIT),
      total: cards.length,
      moreHref: vendorRow ? null : categoryPath(category),
      arrows: !vendorRow && cards.length > HOME_ROW_LIMIT,
    });
  }
  return rows;
}
