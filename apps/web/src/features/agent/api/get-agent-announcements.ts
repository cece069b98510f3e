import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgentAnnouncementListReplySchema } from '@platform/contracts/agents';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const AGENT_ANNOUNCEMENTS_PATH = '/wps/agent/announcements';
/** spec §9: announcements 9 per page. */
export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 9;

const ZAgentAnnouncementPageSchema = ZAgentAnnouncementListReplySchema.shape.value;
export type TAgentAnnouncementPage = ReturnType<typeof ZAgentAnnouncementPageSchema.parse>;

/** GET /wps/agent/announcements: the announcements addressed to agents, newest first, in the language. */
export async function getAgentAnnouncements(pageNo: number): Promise<TAgentAnnouncementPage> {
  return ZAgentAnnouncementPageSchema.parse(
    await api.get<unknown>(AGENT_ANNOUNCEMENTS_PATH, {
      query: { pageNo, pageSize: AGENT_ANNOUNCEMENTS_PAGE_SIZE },
      // The server answers in the request's language (Accept-Language); the key keeps each apart.
    }),
  );
}

export const agentAnnouncementsQueryOptions = (token: string | null, language: TLanguage, pageNo: number) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'announcements', token, language, pageNo],
    queryFn: () => getAgentAnnouncements(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useAgentAnnouncements(pageNo: number) {
  const { token, language } = useAgentQueryScope();
  return useQuery(agentAnnouncementsQueryOptions(token, language, pageNo));
}
