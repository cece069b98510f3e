import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHouseRoundReplySchema, type THouseRound } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { houseKeys } from './keys';

export const houseRoundPath = (roundId: string) => `/wps/house/rounds/${encodeURIComponent(roundId)}`;

/** GET /wps/house/rounds/{roundId}: one of the member's rounds, with its fairness data. */
export async function getHouseRound(roundId: string): Promise<THouseRound> {
  return ZHouseRoundReplySchema.shape.value.parse(await api.get<unknown>(houseRoundPath(roundId)));
}

export const houseRoundQueryOptions = (token: string | null, roundId: string) =>
  queryOptions({
    queryKey: [...houseKeys.round(roundId), token],
    queryFn: () => getHouseRound(roundId),
    enabled: token !== null && roundId !== '',
  });

export function useHouseRound(roundId: string) {
  const token = useAppStore((state) => state.token);
  return useQuery(houseRoundQueryOptions(token, roundId));
}
