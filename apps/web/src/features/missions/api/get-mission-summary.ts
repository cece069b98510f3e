import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMissionSummarySchema, type TMissionSummary } from '@platform/contracts/missions';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';
import { useAppStore } from '../../../stores/app-store';

export const MISSION_SUMMARY_PATH = '/wps/relay/MCSFE_getMissionSummaryDetails';

export async function getMissionSummary(): Promise<TMissionSummary> {
  return ZMissionSummarySchema.parse(await api.get<unknown>(MISSION_SUMMARY_PATH));
}

export const missionSummaryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'missions', 'summary', token],
    queryFn: getMissionSummary,
    // Bets move progress without an event: read again when the page comes back into view, and now and then.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

/** MCSFE_getMissionSummaryDetails: the current periods' missions with the member's progress. */
export function useMissionSummary() {
  const token = useAppStore((state) => state.token);
  return useQuery(missionSummaryQueryOptions(token));
}
