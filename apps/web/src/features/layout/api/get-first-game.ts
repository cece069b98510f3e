import { queryOptions, useQueries } from '@tanstack/react-query';
import type { TGameCategory } from '@platform/contracts/categories';
import { DEFAULT_CLIENT_TYPE } from '@platform/contracts/games.constants';
import { api } from '../../../lib/api-client';
import { GAMES_QUERY_KEY } from '../../../lib/game-menus';
import { parseReply } from '../../../lib/reply-validator';

export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';

export type TFirstGameTarget = { category: TGameCategory; vassalage: string };

/** The code of a vendor's first game in a category (GCSGAME_gameList, page size 1), null when it has none. */
export async function getFirstGameCode({ category, vassalage }: TFirstGameTarget): Promise<string | null> {
  const page = await parseReply(
    api.get<unknown>(GAME_LIST_PATH, {
      query: { clientType: DEFAULT_CLIENT_TYPE, gameType: category, vassalage, pageNo: 1, pageSize: 1 },
    }),
    'games',
    (schemas) => schemas.ZGameListReplySchema.shape.value,
  );
  return page.content[0]?.gameCode ?? null;
}

export const firstGameQueryOptions = (target: TFirstGameTarget) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'first-game', target.category, target.vassalage],
    queryFn: () => getFirstGameCode(target),
    staleTime: 5 * 60_000,
  });

/** The first game code of each target's vendor, by category (absent while loading or after a failure). */
export function useFirstGameCodes(
  targets: readonly TFirstGameTarget[],
): Partial<Record<TGameCategory, string | null>> {
  return useQueries({
    queries: targets.map((target) => firstGameQueryOptions(target)),
    combine: (results) => {
      const codes: Partial<Record<TGameCategory, string | null>> = {};
      results.forEach((result, index) => {
        const target = targets[index];
        if (target && result.isSuccess) codes[target.category] = result.data;
      });
      return codes;
    },
  });
}
