import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TGameCard } from '@platform/contracts/games';
import { api } from '../../../lib/api-client';
import { loadedReplySchemas } from '../../../lib/lazy-schemas';
import { parseReply } from '../../../lib/reply-validator';
import { readSession, writeSession } from '../../../lib/storage';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAME_PLATFORMS, GAMES_QUERY_KEY } from './keys';

export const HOT_GAMES_PATH = '/wps/relay/GCSGAME_hotGamesV2';
/** spec §9: session-storage cache `HOT_GAMES` (spec §7: "cached, refresh clears cache"). */
export const HOT_GAMES_CACHE_KEY = 'HOT_GAMES';

type TCachedHotGames = { language: string; list: TGameCard[] };

function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is no cache to clear.
  }
}

export async function getHotGames(language: string): Promise<TGameCard[]> {
  const { list } = await parseReply(
    api.get<unknown>(HOT_GAMES_PATH, { query: { platform: GAME_PLATFORMS, language } }),
    'games',
    (schemas) => schemas.ZHotGamesReplySchema.shape.value,
  );
  writeSession(HOT_GAMES_CACHE_KEY, JSON.stringify({ language, list } satisfies TCachedHotGames));
  return list;
}

/** The session copy, when it was fetched in the same language (game names are per language). */
function cachedHotGames(language: string): TGameCard[] | undefined {
  try {
    const raw = JSON.parse(readSession(HOT_GAMES_CACHE_KEY) ?? '') as Partial<TCachedHotGames>;
    if (raw.language !== language) return undefined;
    // Written by this app after validation: checked again with the schema where the page holds the games'
    // schemas (no worker); otherwise (they are in the reply-validation worker) only its shape is checked.
    const schemas = loadedReplySchemas('games');
    if (!schemas) return Array.isArray(raw.list) ? raw.list : undefined;
    const parsed = schemas.ZHotGamesReplySchema.shape.value.safeParse({ list: raw.list });
    return parsed.success ? parsed.data.list : undefined;
  } catch {
    return undefined;
  }
}

export const hotGamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'hot', language],
    queryFn: () => getHotGames(language),
    initialData: () => cachedHotGames(language),
    // Cached for the session; the block's refresh action clears the cache and asks again.
    staleTime: Infinity,
  });

/** GCSGAME_hotGamesV2 (value.list) in the page language, cached in session storage under HOT_GAMES. */
export function useHotGames() {
  const language = useGameLanguage();
  const queryClient = useQueryClient();
  const query = useQuery(hotGamesQueryOptions(language));
  const refresh = useCallback(() => {
    removeSession(HOT_GAMES_CACHE_KEY);
    return queryClient.refetchQueries({ queryKey: [...GAMES_QUERY_KEY, 'hot', language], exact: true });
  }, [queryClient, language]);
  return { ...query, refresh };
}
