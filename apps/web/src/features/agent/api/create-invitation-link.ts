import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZInvitationLinkReplySchema,
  type TCreateInvitationLinkRequest,
  type TInvitationLink,
} from '@platform/contracts/agents';
import { api } from '../../../lib/api-client';
import { INVITATION_LINKS_PATH, INVITATION_LINKS_QUERY_KEY } from './get-invitation-links';

const ZLinkSchema = ZInvitationLinkReplySchema.shape.value;

/** POST /wps/agent/links: a new invitation link creating members of the chosen type. */
export async function createInvitationLink(request: TCreateInvitationLinkRequest): Promise<TInvitationLink> {
  return ZLinkSchema.parse(await api.post<unknown>(INVITATION_LINKS_PATH, request));
}

export const createInvitationLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: [...INVITATION_LINKS_QUERY_KEY, 'create'],
    mutationFn: createInvitationLink,
  });

export function useCreateInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createInvitationLinkMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATION_LINKS_QUERY_KEY }),
  });
}
