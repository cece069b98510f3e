import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBonusSummarySchema, type TBonusSummary } from '@platform/contracts/bonuses';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';

export const BONUS_TURNOVER_PATH = '/wps/promotions/bonuses/summary';

/** GET /wps/promotions/bonuses/summary: the bonus turnover still owed before a withdrawal is allowed. */
export async function getBonusTurnover(): Promise<TBonusSummary> {
  return ZBonusSummarySchema.parse(await api.get<unknown>(BONUS_TURNOVER_PATH));
}

/** Under ['promotions', 'bonuses'] like bonusDetails' summary: the `promotions` realtime event reloads it. */
export const bonusTurnoverQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['promotions', 'bonuses', 'summary', token],
    queryFn: getBonusTurnover,
    enabled: token !== null,
    staleTime: 0,
  });

export function useBonusTurnover() {
  const token = useAppStore((state) => state.token);
  return useQuery(bonusTurnoverQueryOptions(token));
}
