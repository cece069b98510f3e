import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHelpCenterReplySchema, type THelpCenter } from '@platform/contracts/content';
import { api } from '../../../lib/api-client';
import { CONTENT_QUERY_KEY } from './keys';

export const HELP_CENTER_PATH = '/wps/system/helpCenter';

export async function getHelpCenter(lang: string): Promise<THelpCenter> {
  const value = await api.get<unknown>(HELP_CENTER_PATH, { query: { lang, device: 'WEB' } });
  return ZHelpCenterReplySchema.shape.value.parse(value);
}

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...CONTENT_QUERY_KEY, 'helpCenter', lang],
    queryFn: () => getHelpCenter(lang),
    staleTime: 10 * 60_000,
  });

/** GET /wps/system/helpCenter (lang, device WEB); a new language is a new key, so it loads again (spec §7). */
export function useHelpCenter(lang: string) {
  return useQuery(helpCenterQueryOptions(lang));
}
