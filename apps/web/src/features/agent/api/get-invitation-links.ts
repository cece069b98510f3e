import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvitationLinkListReplySchema, type TInvitationLink } from '@platform/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const INVITATION_LINKS_PATH = '/wps/agent/links';
export const INVITATION_LINKS_QUERY_KEY = [...AGENT_QUERY_KEY, 'links'] as const;

const ZLinksSchema = ZInvitationLinkListReplySchema.shape.value;

/** GET /wps/agent/links: the agent's invitation links with their registrations. */
export async function getInvitationLinks(): Promise<TInvitationLink[]> {
  return ZLinksSchema.parse(await api.get<unknown>(INVITATION_LINKS_PATH));
}

export const invitationLinksQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...INVITATION_LINKS_QUERY_KEY, token],
    queryFn: getInvitationLinks,
    enabled: token !== null,
  });

export function useInvitationLinks() {
  const { token } = useAgentQueryScope();
  return useQuery(invitationLinksQueryOptions(token));
}
