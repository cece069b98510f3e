import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import {
  ZActivityListSchema,
  type TActivityCategory,
  type TActivityList,
} from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-requests';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { ACTIVITIES_PATH, ACTIVITIES_QUERY_KEY } from './keys';

export { ACTIVITIES_PATH };

/** GET /wps/promotions/activities: the cards with the member's state (visitors: Join, coming soon, Close). */
export async function getActivities(category: TActivityCategory | null): Promise<TActivityList> {
  const query = { category: category ?? undefined };
  // main.tsx starts the list of /promotions with the first requests (`startEarly`).
  const reply = takeEarly(ACTIVITIES_PATH, query) ?? api.get<unknown>(ACTIVITIES_PATH, { query });
  return ZActivityListSchema.parse(await reply);
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
