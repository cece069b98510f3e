import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZUpdateProfileRequestSchema } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';
import { MEMBER_INFO_PATH, MEMBER_QUERY_KEY } from '../../../lib/member-info';

export type TUpdateProfileRequest = ReturnType<typeof ZUpdateProfileRequestSchema.parse>;

/** PUT /wps/member/info: the profile labels of spec §3. */
export async function updateProfile(request: TUpdateProfileRequest): Promise<void> {
  await api.put<unknown>(MEMBER_INFO_PATH, request);
}

export const updateProfileMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'profile'], mutationFn: updateProfile });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
