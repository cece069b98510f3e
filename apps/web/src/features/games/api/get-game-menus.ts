import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGameCategory } from '@platform/contracts/categories';
import { ZGameMenusReplySchema } from '@platform/contracts/games';
import { api } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_QUERY_KEY } from './keys';

export const GAME_MENUS_PATH = '/lgw/games/game_menus';

const ZGameMenusSchema = ZGameMenusReplySchema.shape.value;
export type TGameMenus = ReturnType<typeof ZGameMenusSchema.parse>;
export type TGameMenu = TGameMenus['menus'][number];
export type TMenuVendor = TGameMenu['vendors'][number];

/** GET /lgw/games/game_menus: the categories (after the spec §4 re-grouping) with their vendors. */
export async function getGameMenus(language: string): Promise<TGameMenus> {
  return ZGameMenusSchema.parse(await api.get<unknown>(GAME_MENUS_PATH, { query: { lang: language } }));
}

export const gameMenusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'menus', language],
    queryFn: () => getGameMenus(language),
    staleTime: 5 * 60_000,
  });

export function useGameMenus() {
  const language = useGameLanguage();
  return useQuery(gameMenusQueryOptions(language));
}

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
