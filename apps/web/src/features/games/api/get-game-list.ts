import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TGameCategory } from '@platform/contracts/categories';
import type { TGameCard, TGameClassify, ZGameListReplySchema } from '@platform/contracts/games';
import { GAME_LIST_PAGE_SIZE } from '@platform/contracts/games.constants';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';
import { useAppStore } from '../../../stores/app-store';
import { useGameLanguage } from '../hooks/use-game-language';
import { CLIENT_TYPE, GAME_PLATFORMS, GAMES_QUERY_KEY, MEMBER_GAMES_QUERY_KEY } from './keys';

export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';

export type TGameListPage = ReturnType<typeof ZGameListReplySchema.shape.value.parse>;

export type TGameListQuery = {
  gameType: TGameCategory;
  gameClassify: TGameClassify;
  /** A vendor code, `INHOUSE` for the in-house vendors, or null for every vendor of the category. */
  vassalage: string | null;
  language: string;
};

/** GET GCSGAME_gameList: one page (20) of a category's games, optionally of one vendor and one filter. */
export async function getGameList(query: TGameListQuery, pageNo: number): Promise<TGameListPage> {
  return parseReply(
    api.get<unknown>(GAME_LIST_PATH, {
      query: {
        clientType: CLIENT_TYPE,
        platform: GAME_PLATFORMS,
        gameType: query.gameType,
        pageNo,
        pageSize: GAME_LIST_PAGE_SIZE,
        language: query.language,
        gameClassify: query.gameClassify,
        vassalage: query.vassalage ?? undefined,
      },
    }),
    'games',
    (schemas) => schemas.ZGameListReplySchema.shape.value,
  );
}

/** FAV and RECENT are the member's own lists: keyed under the member (and the token) like other member data. */
const needsMember = (classify: TGameClassify) => classify === 'FAV' || classify === 'RECENT';

export const gameListQueryOptions = (query: TGameListQuery, token: string | null) =>
  infiniteQueryOptions({
    queryKey: needsMember(query.gameClassify)
      ? [...MEMBER_GAMES_QUERY_KEY, 'list', token, query]
      : [...GAMES_QUERY_KEY, 'list', query],
    queryFn: ({ pageParam }) => getGameList(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: !needsMember(query.gameClassify) || token !== null,
  });

/** The pages loaded so far ("load more" appends the next page). */
export function useGameList(query: Omit<TGameListQuery, 'language'>, enabled = true) {
  const token = useAppStore((state) => state.token);
  const language = useGameLanguage();
  const options = gameListQueryOptions({ ...query, language }, token);
  return useInfiniteQuery({ ...options, enabled: enabled && options.enabled !== false });
}

/** Every card of the loaded pages, once each. */
export function cardsOfPages(pages: readonly TGameListPage[] | undefined): TGameCard[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.content.filter((card) => (seen.has(card.nodeId) ? false : (seen.add(card.nodeId), true))),
  );
}
