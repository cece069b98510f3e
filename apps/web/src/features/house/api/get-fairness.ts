import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHouseFairnessReplySchema, type THouseFairness } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { houseKeys } from './keys';

export const HOUSE_FAIRNESS_PATH = '/wps/house/fairness';

/** GET /wps/house/fairness: the active seed pair (hash, client seed, nonce), the previous revealed one. */
export async function getHouseFairness(): Promise<THouseFairness> {
  return ZHouseFairnessReplySchema.shape.value.parse(await api.get<unknown>(HOUSE_FAIRNESS_PATH));
}

export const houseFairnessQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...houseKeys.fairness(), token],
    queryFn: getHouseFairness,
    enabled: token !== null,
  });

export function useHouseFairness() {
  const token = useAppStore((state) => state.token);
  return useQuery(houseFairnessQueryOptions(token));
}
