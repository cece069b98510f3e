import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPointBalanceSchema, type TPointBalance } from '@platform/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { POINTS_QUERY_KEY } from './keys';

export const POINT_BALANCE_PATH = '/wps/relay/MCS2_getPointBalance';

/** GET MCS2_getPointBalance: the points held and the points earned in all. */
export async function getPointBalance(): Promise<TPointBalance> {
  return ZPointBalanceSchema.parse(await api.get<unknown>(POINT_BALANCE_PATH));
}

export const pointBalanceQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'balance', token],
    queryFn: getPointBalance,
    enabled: token !== null && enabled,
  });

export function usePointBalance(enabled = true) {
  const token = useAppStore((state) => state.token);
  return useQuery(pointBalanceQueryOptions(token, enabled));
}
