import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPointConfigSchema, type TPointConfig } from '@platform/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { POINTS_QUERY_KEY } from './keys';

export const POINT_CONFIG_PATH = '/wps/relay/MCS2_getPointConfig';

/** GET MCS2_getPointConfig: earning rates by category, the deposit rate, the conversion and the VIP multiplier. */
export async function getPointConfig(): Promise<TPointConfig> {
  return ZPointConfigSchema.parse(await api.get<unknown>(POINT_CONFIG_PATH));
}

export const pointConfigQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'config', token],
    queryFn: getPointConfig,
    enabled: token !== null && enabled,
  });

export function usePointConfig(enabled = true) {
  const token = useAppStore((state) => state.token);
  return useQuery(pointConfigQueryOptions(token, enabled));
}
