import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';

export const AVATAR_PATH = '/wps/member/info/icon';
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a file cannot be a profile picture (png or jpg, at most 2 MB), or null. The server checks again. */
export function avatarProblem(file: File): 'type' | 'size' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** POST /wps/member/info/icon, multipart with the field `file`. */
export async function uploadAvatar(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await api.post<unknown>(AVATAR_PATH, form);
}

export const uploadAvatarMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'avatar'], mutationFn: uploadAvatar });

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadAvatarMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
