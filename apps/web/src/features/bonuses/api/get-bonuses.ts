import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBonusPageSchema, type TBonusPage } from '@platform/contracts/bonuses';
import type { TBonusStatus } from '@platform/contracts/promotions';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { BONUSES_QUERY_KEY } from './keys';

export const BONUSES_PATH = '/wps/promotions/bonuses';
export const BONUSES_PAGE_SIZE = 10;

export type TBonusFilter = TBonusStatus | 'ALL';

/** GET /wps/promotions/bonuses: the member's bonuses, newest first, one state or all, a page at a time. */
export async function getBonuses(filter: TBonusFilter, pageNo: number): Promise<TBonusPage> {
  const query: Record<string, string | number> = { pageNo, pageSize: BONUSES_PAGE_SIZE };
  if (filter !== 'ALL') query.status = filter;
  return ZBonusPageSchema.parse(await api.get<unknown>(BONUSES_PATH, { query }));
}

export const bonusesQueryOptions = (token: string | null, filter: TBonusFilter, pageNo: number) =>
  queryOptions({
    queryKey: [...BONUSES_QUERY_KEY, 'list', token, filter, pageNo],
    queryFn: () => getBonuses(filter, pageNo),
    enabled: token !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBonuses(filter: TBonusFilter, pageNo: number) {
  const token = useAppStore((state) => state.token);
  return useQuery(bonusesQueryOptions(token, filter, pageNo));
}
