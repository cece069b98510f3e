import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { ZVipStatusSchema, type TVipStatus } from '@platform/contracts/loyalty';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';

/** Under ['loyalty']: the `loyalty` real-time event of part `vip` reloads it. */
export const VIP_QUERY_KEY = ['loyalty', 'vip'] as const;
export const VIP_PATH = '/wps/loyalty/vip';

/** GET /wps/loyalty/vip: the member's level, the progress to the next, this period and every level's benefits. */
export async function getVipStatus(language: TLanguage): Promise<TVipStatus> {
  return ZVipStatusSchema.parse(await api.get<unknown>(VIP_PATH, { query: { lang: language } }));
}

export const vipStatusQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: [...VIP_QUERY_KEY, token, language],
    queryFn: () => getVipStatus(language),
    enabled: token !== null,
  });

export function useVipStatus() {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(vipStatusQueryOptions(token, toLanguage(i18n.resolvedLanguage)));
}
