import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TGameCategory } from '@platform/contracts/categories';
import { GAME_LIST_PAGE_SIZE } from '@platform/contracts/games.constants';
import type { TGameCard } from '@platform/contracts/games';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { useGameLanguage } from '../hooks/use-game-language';
import { CLIENT_TYPE, MEMBER_GAMES_QUERY_KEY } from './keys';
import { parseReply } from '../../../lib/reply-validator';

export const RECENT_GAMES_PATH = '/wps/relay/GCS_recentGame';

export type TRecentPage = { page: number; list: TGameCard[] };

/** GET GCS_recentGame: the games the member played last, most recent first (page size 20; reply list). */
export async function getRecentGames(
  gameType: TGameCategory | null,
  language: string,
  page: number,
): Promise<TRecentPage> {
  const value = await parseReply(
    api.get<unknown>(RECENT_GAMES_PATH, {
      query: {
        page,
        pageSize: GAME_LIST_PAGE_SIZE,
        gameType: gameType ?? undefined,
        language,
        clientType: CLIENT_TYPE,
      },
    }),
    'games',
    (schemas) => schemas.ZRecentGamesReplySchema.shape.value,
  );
  return { page, list: value.list };
}

/** Keys of the recent lists; a launch makes them stale. */
export const RECENT_GAMES_KEY = [...MEMBER_GAMES_QUERY_KEY, 'recent'] as const;

export const recentGamesQueryOptions = (
  token: string | null,
  gameType: TGameCategory | null,
  language: string,
) =>
  infiniteQueryOptions({
    queryKey: [...RECENT_GAMES_KEY, token, gameType, language],
    queryFn: ({ pageParam }) => getRecentGames(gameType, language, pageParam),
    initialPageParam: 1,
    // The reply has no total: a full page may have a next one.
    getNextPageParam: (last) => (last.list.length >= GAME_LIST_PAGE_SIZE ? last.page + 1 : undefined),
    enabled: token !== null,
  });

export function useRecentGames(gameType: TGameCategory | null) {
  const token = useAppStore((state) => state.token);
  const language = useGameLanguage();
  return useInfiniteQuery(recentGamesQueryOptions(token, gameType, language));
}
