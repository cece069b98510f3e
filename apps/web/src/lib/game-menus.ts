import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZGameMenusReplySchema } from '@platform/contracts/games';
import type { TLanguage } from '@platform/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { toLanguage } from './i18n';
import { parseReply } from './reply-validator';

export const GAME_MENUS_PATH = '/lgw/games/game_menus';

/** Every query about the game catalogue (menus, lanes, lists) starts with this key. */
export const GAMES_QUERY_KEY = ['games'] as const;

export type TGameMenus = ReturnType<typeof ZGameMenusReplySchema.shape.value.parse>;
export type TGameMenu = TGameMenus['menus'][number];
export type TGameMenuVendor = TGameMenu['vendors'][number];

/** GET /lgw/games/game_menus: the categories after the spec §4 re-grouping, in vendor order, with their vendors. */
export async function getGameMenus(language: TLanguage): Promise<TGameMenus> {
  return parseReply(
    api.get<unknown>(GAME_MENUS_PATH, { query: { lang: language } }),
    'games',
    (schemas) => schemas.ZGameMenusReplySchema.shape.value,
  );
}

/** Shared by every feature that shows the categories (side menu, header panel, lobby, records). */
export const gameMenusQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'menus', language],
    queryFn: () => getGameMenus(language),
    staleTime: 5 * 60_000,
  });

/** The game menus in the page language (vendor display names follow it; a language change asks again). */
export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQueryOptions(toLanguage(i18n.resolvedLanguage ?? i18n.language)));
}
