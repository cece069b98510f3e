import { queryOptions, useQuery } from '@tanstack/react-query';
import { RANK_LIST_LIMIT } from '@platform/contracts/bets.constants';
import type { TRankListReply } from '@platform/contracts/bets';
import { api } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_QUERY_KEY } from './keys';
import { parseReply } from '../../../lib/reply-validator';

export const RANK_LIST_PATH = '/wps/relay/GCSGAME_getRankList';
/** The board asks again this often while the home page is open. */
const RANK_LIST_REFRESH_MS = 60_000;

export async function getRankList(language: string): Promise<TRankListReply> {
  const value = api.get<unknown>(RANK_LIST_PATH, {
    query: { category: 'ALL', limit: RANK_LIST_LIMIT, language },
  });
  return parseReply(value, 'bets', (schemas) => schemas.ZRankListReplySchema.shape.value);
}

export const rankListQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'rankList', language],
    queryFn: () => getRankList(language),
    staleTime: RANK_LIST_REFRESH_MS,
    refetchInterval: RANK_LIST_REFRESH_MS,
  });

/** GCSGAME_getRankList (winner board): category ALL, limit 20, in the page language. */
export function useRankList() {
  return useQuery(rankListQueryOptions(useGameLanguage()));
}
