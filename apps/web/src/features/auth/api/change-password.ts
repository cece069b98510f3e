import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ZChangePasswordRequestSchema } from '@platform/contracts/identity';
import { sendEncrypted } from '../../../lib/encrypt-payload';

export const CHANGE_PASSWORD_PATH = '/wps/member/password';

export type TChangePasswordRequest = ReturnType<typeof ZChangePasswordRequestSchema.parse>;

/**
 * POST /wps/member/password, encrypted. The server may answer with a fresh session token (sessions are
 * renewed on a password change); it is returned when present.
 */
export async function changePassword(request: TChangePasswordRequest): Promise<{ token: string | null }> {
  const value = await sendEncrypted<unknown>('POST', CHANGE_PASSWORD_PATH, request);
  const token =
    typeof value === 'object' && value !== null && typeof (value as { token?: unknown }).token === 'string'
      ? (value as { token: string }).token
      : null;
  return { token };
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'password'], mutationFn: changePassword });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
