import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import {
  ZActivityListSchema,
  type TActivityCategory,
  type TActivityList,
} from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { ACTIVITIES_QUERY_KEY } from './keys';

export const ACTIVITIES_PATH = '/wps/promotions/activities';

/** GET /wps/promotions/activities: the cards with the member's state (visitors: Join, coming soon, Close). */
export async function getActivities(category: TActivityCategory | null): Promise<TActivityList> {
  return ZActivityListSchema.parse(
    await api.get<unknown>(ACTIVITIES_PATH, { query: { category: category ?? undefined } }),
  );
}

/** Keyed by token and language: a login or a language change shows the right states and texts. */
export const activitiesQueryOptions = (
  token: string | null,
  language: TLanguage,
  category: TActivityCategory | null,
) =>
  queryOptions({
    queryKey: [...ACTIVITIES_QUERY_KEY, 'list', token, language, category],
    queryFn: () => getActivities(category),
    staleTime: 15_000,
  });

export function useActivities(category: TActivityCategory | null) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(activitiesQueryOptions(token, toLanguage(i18n.resolvedLanguage), category));
}
