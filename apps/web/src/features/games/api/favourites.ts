import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TGameCategory } from '@platform/contracts/categories';
import type { TGameCard, ZFavouriteListReplySchema } from '@platform/contracts/games';
import { FAVOURITE_TOGGLE_INTERVAL_MS, FAVOURITES_PAGE_SIZE } from '@platform/contracts/games.constants';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';
import { useAppStore } from '../../../stores/app-store';
import { useGameLanguage } from '../hooks/use-game-language';
import type { TGameListPage } from './get-game-list';
import { CLIENT_TYPE, GAME_PLATFORMS, MEMBER_GAMES_QUERY_KEY } from './keys';

export const FAVOURITE_IDS_PATH = '/wps/relay/MCSFE_getFavoriteGames';
export const FAVOURITE_LIST_PATH = '/wps/relay/MCSFE_getFavoriteGamesList';
export const ADD_FAVOURITE_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';
export const REMOVE_FAVOURITE_PATH = '/wps/relay/MCSFE_removeFavoriteGameV2';

export type TFavouriteList = ReturnType<typeof ZFavouriteListReplySchema.shape.value.parse>;

const FAVOURITE_IDS_KEY = [...MEMBER_GAMES_QUERY_KEY, 'favourite-ids'] as const;
const FAVOURITE_LIST_KEY = [...MEMBER_GAMES_QUERY_KEY, 'favourites'] as const;
const FAVOURITE_TOGGLE_KEY = [...MEMBER_GAMES_QUERY_KEY, 'favourite-toggle'] as const;

// ---------- ids ----------

/** GET MCSFE_getFavoriteGames: the node ids (strings) of the member's favourites. */
export async function getFavouriteIds(): Promise<string[]> {
  return parseReply(
    api.get<unknown>(FAVOURITE_IDS_PATH),
    'games',
    (schemas) => schemas.ZFavouriteIdsReplySchema.shape.value,
  );
}

export const favouriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...FAVOURITE_IDS_KEY, token],
    queryFn: getFavouriteIds,
    enabled: token !== null,
  });

/** The member's favourite node ids as a set (empty for visitors). */
export function useFavouriteIds() {
  // Only once the member info has loaded: a session that must change its password first is refused
  // everything else (403 PASSWORD_CHANGE_REQUIRED) while the forced change is on screen.
  const token = useAppStore((state) => (state.isLogin ? state.token : null));
  return useQuery({ ...favouriteIdsQueryOptions(token), select: (ids) => new Set(ids) });
}

// ---------- list ----------

/** GET MCSFE_getFavoriteGamesList: the favourites as cards (page 1, page size 999; spec §9). */
export async function getFavouriteList(
  gameType: TGameCategory | null,
  language: string,
): Promise<TFavouriteList> {
  return parseReply(
    api.get<unknown>(FAVOURITE_LIST_PATH, {
      query: {
        clientType: CLIENT_TYPE,
        platform: GAME_PLATFORMS,
        language,
        pageNo: 1,
        pageSize: FAVOURITES_PAGE_SIZE,
        gameType: gameType ?? undefined,
      },
    }),
    'games',
    (schemas) => schemas.ZFavouriteListReplySchema.shape.value,
  );
}

export const favouriteListQueryOptions = (
  token: string | null,
  gameType: TGameCategory | null,
  language: string,
) =>
  queryOptions({
    queryKey: [...FAVOURITE_LIST_KEY, token, gameType, language],
    queryFn: () => getFavouriteList(gameType, language),
    enabled: token !== null,
  });

export function useFavouriteList(gameType: TGameCategory | null) {
  const token = useAppStore((state) => state.token);
  const language = useGameLanguage();
  return useQuery(favouriteListQueryOptions(token, gameType, language));
}

// ---------- add and remove ----------

/** POST MCSFE_addFavoriteGameV2 with the favourite payload (spec §3: nodeId, vendor, gameType). */
export async function addFavourite(card: Pick<TGameCard, 'nodeId' | 'vassalage' | 'gameType'>) {
  return parseReply(
    api.post<unknown>(ADD_FAVOURITE_PATH, {
      nodeId: card.nodeId,
      vendor: card.vassalage,
      gameType: card.gameType,
    }),
    'games',
    (schemas) => schemas.ZFavouriteChangeReplySchema.shape.value,
  );
}

/** DELETE MCSFE_removeFavoriteGameV2?nodeId=… */
export async function removeFavourite(nodeId: string) {
  return parseReply(
    api.delete<unknown>(REMOVE_FAVOURITE_PATH, { query: { nodeId } }),
    'games',
    (schemas) => schemas.ZFavouriteChangeReplySchema.shape.value,
  );
}

type TToggle = { card: TGameCard; add: boolean };
type TSnapshot = [QueryKey, unknown][];

const isFavListKey = (key: QueryKey) =>
  key[0] === MEMBER_GAMES_QUERY_KEY[0] &&
  key[1] === MEMBER_GAMES_QUERY_KEY[1] &&
  (key[2] === FAVOURITE_LIST_KEY[2] ||
    (key[2] === 'list' && (key[4] as { gameClassify?: string } | undefined)?.gameClassify === 'FAV'));

/** Local lists change at once (spec §4); a refusal puts them back. */
function applyLocally(queryClient: QueryClient, { card, add }: TToggle): TSnapshot {
  const snapshot: TSnapshot = [];
  const keep = (key: QueryKey, data: unknown) => snapshot.push([key, data]);
  for (const [key, ids] of queryClient.getQueriesData<string[]>({ queryKey: FAVOURITE_IDS_KEY })) {
    if (!ids) continue;
    keep(key, ids);
    const next = add
      ? ids.includes(card.nodeId)
        ? ids
        : [...ids, card.nodeId]
      : ids.filter((id) => id !== card.nodeId);
    queryClient.setQueryData(key, next);
  }
  if (add) return snapshot;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: MEMBER_GAMES_QUERY_KEY })) {
    if (!isFavListKey(query.queryKey) || query.state.data === undefined) continue;
    const data = query.state.data as TFavouriteList | InfiniteData<TGameListPage>;
    keep(query.queryKey, data);
    const drop = (page: TFavouriteList) => {
      const content = page.content.filter((other) => other.nodeId !== card.nodeId);
      const removed = page.content.length - content.length;
      return { ...page, content, totalElements: Math.max(0, page.totalElements - removed) };
    };
    queryClient.setQueryData(
      query.queryKey,
      'pages' in data ? { ...data, pages: data.pages.map(drop) } : drop(data),
    );
  }
  return snapshot;
}

/**
 * The favourite heart (spec §4 Favourites): visitors get the login popup; a member's toggle adds the game
 * (skipped when it is already there) or removes it. Lists change at once, then the server is called; a
 * refusal puts them back. One toggle per 1000 ms (spec §9) across the whole site: faster clicks are dropped.
 * Returns the toggle; it answers whether the click was taken.
 */
export function useToggleFavourite(): (card: TGameCard) => boolean {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: FAVOURITE_TOGGLE_KEY,
    mutationFn: ({ card, add }: TToggle) => (add ? addFavourite(card) : removeFavourite(card.nodeId)),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: MEMBER_GAMES_QUERY_KEY });
      return applyLocally(queryClient, toggle);
    },
    onError: (_error, _toggle, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          isFavListKey(query.queryKey) ||
          (query.queryKey[1] === MEMBER_GAMES_QUERY_KEY[1] && query.queryKey[2] === FAVOURITE_IDS_KEY[2]),
      }),
  });
  const { mutate } = mutation;

  return useCallback(
    (card: TGameCard) => {
      const { token, openModal } = useAppStore.getState();
      if (!token) {
        openModal({ name: 'login', reason: 'notLoggedIn' });
        return false;
      }
      const now = Date.now();
      const recent = queryClient
        .getMutationCache()
        .findAll({ mutationKey: FAVOURITE_TOGGLE_KEY })
        .some((other) => now - other.state.submittedAt < FAVOURITE_TOGGLE_INTERVAL_MS);
      if (recent) return false;
      const ids = queryClient.getQueriesData<string[]>({ queryKey: [...FAVOURITE_IDS_KEY, token] })[0]?.[1];
      mutate({ card, add: !(ids ?? []).includes(card.nodeId) });
      return true;
    },
    [mutate, queryClient],
  );
}
