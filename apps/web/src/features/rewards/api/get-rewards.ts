import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { ZRewardPageSchema, type TRewardPage, type TRewardTab } from '@platform/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { REWARDS_QUERY_KEY } from './keys';

export const REWARDS_PATH = '/wps/promotions/rewards';
export const REWARDS_PAGE_SIZE = 10;

/** GET /wps/promotions/rewards: the rewards waiting to be claimed, or the history, a page at a time. */
export async function getRewards(tab: TRewardTab, pageNo: number, language: TLanguage): Promise<TRewardPage> {
  return ZRewardPageSchema.parse(
    await api.get<unknown>(REWARDS_PATH, {
      query: { tab, pageNo, pageSize: REWARDS_PAGE_SIZE, lang: language },
    }),
  );
}

export const rewardsQueryOptions = (
  token: string | null,
  language: TLanguage,
  tab: TRewardTab,
  pageNo: number,
) =>
  queryOptions({
    queryKey: [...REWARDS_QUERY_KEY, token, language, tab, pageNo],
    queryFn: () => getRewards(tab, pageNo, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useRewards(tab: TRewardTab, pageNo: number) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(rewardsQueryOptions(token, toLanguage(i18n.resolvedLanguage), tab, pageNo));
}
