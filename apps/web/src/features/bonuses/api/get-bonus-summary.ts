import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBonusSummarySchema, type TBonusSummary } from '@platform/contracts/bonuses';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { BONUSES_QUERY_KEY } from './keys';

export const BONUS_SUMMARY_PATH = '/wps/promotions/bonuses/summary';

/** GET /wps/promotions/bonuses/summary: active bonuses, turnover left, bonus amount locked. */
export async function getBonusSummary(): Promise<TBonusSummary> {
  return ZBonusSummarySchema.parse(await api.get<unknown>(BONUS_SUMMARY_PATH));
}

export const bonusSummaryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...BONUSES_QUERY_KEY, 'summary', token],
    queryFn: getBonusSummary,
    enabled: token !== null,
    staleTime: 0,
  });

export function useBonusSummary() {
  const token = useAppStore((state) => state.token);
  return useQuery(bonusSummaryQueryOptions(token));
}
