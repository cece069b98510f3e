import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZBindEmailRequestSchema } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';

export const BIND_EMAIL_PATH = '/wps/member/bind/email';

export type TBindEmailRequest = ReturnType<typeof ZBindEmailRequestSchema.parse>;

/** POST /wps/member/bind/email: the login password proves who asks. */
export async function bindEmail(request: TBindEmailRequest): Promise<void> {
  await api.post<unknown>(BIND_EMAIL_PATH, request);
}

export const bindEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'bind', 'email'], mutationFn: bindEmail });

export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    ...bindEmailMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
