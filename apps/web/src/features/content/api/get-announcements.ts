import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENTS_PAGE_SIZE, ZAnnouncementListReplySchema } from '@platform/contracts/content';
import { api } from '../../../lib/api-client';
import { CONTENT_QUERY_KEY } from './keys';

export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

export type TAnnouncementPage = ReturnType<typeof ZAnnouncementListReplySchema.shape.value.parse>;

export async function getAnnouncements(pageNo: number): Promise<TAnnouncementPage> {
  const value = await api.get<unknown>(ANNOUNCEMENTS_PATH, {
    query: { pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE },
  });
  return ZAnnouncementListReplySchema.shape.value.parse(value);
}

/** Visitors read execution B, members A and F: the session is part of the key, as is the language. */
export const announcementsQueryOptions = (pageNo: number, lang: string, token: string | null) =>
  queryOptions({
    queryKey: [...CONTENT_QUERY_KEY, 'announcements', pageNo, lang, token],
    queryFn: () => getAnnouncements(pageNo),
    staleTime: 60_000,
  });

/** MCSFE_getListAnnouncements, 9 per page (spec §9); the previous page stays shown while the next loads. */
export function useAnnouncements(pageNo: number, lang: string, token: string | null) {
  return useQuery({ ...announcementsQueryOptions(pageNo, lang, token), placeholderData: keepPreviousData });
}
