import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZInvitationLinkReplySchema,
  type TInvitationLink,
  type TUpdateInvitationLinkRequest,
} from '@platform/contracts/agents';
import { apiRequest } from '../../../lib/api-client';
import { INVITATION_LINKS_PATH, INVITATION_LINKS_QUERY_KEY } from './get-invitation-links';

const ZLinkSchema = ZInvitationLinkReplySchema.shape.value;

export const invitationLinkPath = (id: string) => `${INVITATION_LINKS_PATH}/${encodeURIComponent(id)}`;

/** PATCH /wps/agent/links/{id}: turns a link on or off (a disabled link registers nobody), or relabels it. */
export async function updateInvitationLink({
  id,
  ...request
}: TUpdateInvitationLinkRequest & { id: string }): Promise<TInvitationLink> {
  return ZLinkSchema.parse(
    await apiRequest<unknown>(invitationLinkPath(id), { method: 'PATCH', body: request }),
  );
}

export const updateInvitationLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: [...INVITATION_LINKS_QUERY_KEY, 'update'],
    mutationFn: updateInvitationLink,
  });

export function useUpdateInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateInvitationLinkMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATION_LINKS_QUERY_KEY }),
  });
}
