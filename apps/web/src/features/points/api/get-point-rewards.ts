import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { ZPointRewardListSchema, type TPointRewardList } from '@platform/contracts/loyalty';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { POINTS_QUERY_KEY } from './keys';

export const POINT_REWARDS_PATH = '/wps/relay/MCS2_getPointReward';

/** GET MCS2_getPointReward: the mall's catalogue in the page language, with what this member redeemed. */
export async function getPointRewards(language: TLanguage): Promise<TPointRewardList> {
  return ZPointRewardListSchema.parse(
    await api.get<unknown>(POINT_REWARDS_PATH, { query: { lang: language } }),
  );
}

export const pointRewardsQueryOptions = (token: string | null, language: TLanguage, enabled = true) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'rewards', token, language],
    queryFn: () => getPointRewards(language),
    enabled: token !== null && enabled,
  });

export function usePointRewards(enabled = true) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(pointRewardsQueryOptions(token, toLanguage(i18n.resolvedLanguage), enabled));
}
