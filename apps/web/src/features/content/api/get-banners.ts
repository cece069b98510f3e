import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBanner, TBannerGroup } from '@platform/contracts/content';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';
import { CONTENT_QUERY_KEY } from './keys';

export const BANNERS_PATH = '/wps/content/banners';

export async function getBanners(groupName: TBannerGroup): Promise<TBanner[]> {
  const value = api.get<unknown>(BANNERS_PATH, { query: { groupName } });
  return (await parseReply(value, 'content', (schemas) => schemas.ZBannersReplySchema.shape.value)).list;
}

/** Banners carry texts in the page language, so the language is part of the key. */
export const bannersQueryOptions = (groupName: TBannerGroup, lang: string) =>
  queryOptions({
    queryKey: [...CONTENT_QUERY_KEY, 'banners', groupName, lang],
    queryFn: () => getBanners(groupName),
    staleTime: 5 * 60_000,
  });

/** GET /wps/content/banners for one group (w_home, w_leftmenu, w_login, w_register, w_forget). */
export function useBanners(groupName: TBannerGroup, lang: string) {
  return useQuery(bannersQueryOptions(groupName, lang));
}
