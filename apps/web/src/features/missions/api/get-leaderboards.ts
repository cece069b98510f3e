import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLeaderboardsSchema, type TLeaderboards } from '@platform/contracts/missions';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';
import { useAppStore } from '../../../stores/app-store';

export const LEADERBOARD_PATH = '/wps/relay/MCSFE_getMissionLeaderboard';

export async function getLeaderboards(): Promise<TLeaderboards> {
  return ZLeaderboardsSchema.parse(await api.get<unknown>(LEADERBOARD_PATH));
}

export const leaderboardsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'missions', 'leaderboard', token],
    queryFn: getLeaderboards,
    // The server ranks at most every 30 seconds.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

/** MCSFE_getMissionLeaderboard: the live contests with the member's own rank and last period's winners. */
export function useLeaderboards(enabled = true) {
  const token = useAppStore((state) => state.token);
  return useQuery({ ...leaderboardsQueryOptions(token), enabled });
}
