import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { ZActivityDetailSchema, type TActivityDetail } from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { ACTIVITIES_PATH } from './get-activities';
import { ACTIVITIES_QUERY_KEY } from './keys';

/** GET /wps/promotions/activities/{id}: rules HTML, terms and the member's progress. */
export async function getActivity(id: string): Promise<TActivityDetail> {
  return ZActivityDetailSchema.parse(await api.get<unknown>(`${ACTIVITIES_PATH}/${encodeURIComponent(id)}`));
}

export const activityQueryOptions = (token: string | null, language: TLanguage, id: string) =>
  queryOptions({
    queryKey: [...ACTIVITIES_QUERY_KEY, 'detail', token, language, id],
    queryFn: () => getActivity(id),
  });

export function useActivity(id: string) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(activityQueryOptions(token, toLanguage(i18n.resolvedLanguage), id));
}
