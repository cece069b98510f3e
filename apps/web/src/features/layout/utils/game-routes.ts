import type { TGameCategory } from '@platform/contracts/categories';
import { GAME_CENTER_PATHS } from '@platform/contracts/categories.constants';
import { INHOUSE_VASSALAGE } from '@platform/contracts/games.constants';

/** Categories whose side-menu item starts the first vendor's first game (spec §2 Side menu). */
export const LOTTERY_CATEGORIES: readonly TGameCategory[] = ['LOTT', 'ELOTT'];

export const isLotteryCategory = (category: TGameCategory): boolean => LOTTERY_CATEGORIES.includes(category);

const CENTER_PATHS: ReadonlySet<string> = new Set(GAME_CENTER_PATHS);

/** Categories shown as a game-centre page of vendor cards (/sports, /esports, /lott, /elott, /cockfight). */
export const isGameCenterCategory = (category: TGameCategory): boolean =>
  CENTER_PATHS.has(category.toLowerCase());

/** The page of a category: INHOUSE is the RNG list of the in-house vendors; the others /{category}. */
export function categoryPath(category: TGameCategory): string {
  if (category === 'INHOUSE') return `/rng?vassalage=${INHOUSE_VASSALAGE}`;
  return `/${category.toLowerCase()}`;
}

/**
 * A vendor's page: its game list, or the category's centre page of vendor cards. In-house vendors are
 * listed together (`/rng?vassalage=INHOUSE`, spec §2), their games being of the INHOUSE type.
 */
export function vendorPath(category: TGameCategory, vassalage: string): string {
  if (isGameCenterCategory(category) || category === 'INHOUSE') return categoryPath(category);
  return `/${category.toLowerCase()}?vassalage=${encodeURIComponent(vassalage)}`;
}

/** spec §4 Game start: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, other lotteries → /lottery, with gameCode. */
export function lotteryPath(vassalage: string, gameCode: string): string {
  const page =
    vassalage === 'TCG_LOTTO_VN' ? '/vnLottery' : vassalage === 'TCG_SEA' ? '/seaLottery' : '/lottery';
  return `${page}?gameCode=${encodeURIComponent(gameCode)}`;
}
