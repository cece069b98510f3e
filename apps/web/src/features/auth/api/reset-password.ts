import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ZResetPasswordRequestSchema } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';

export const RESET_PASSWORD_PATH = '/wps/member/password/reset';

export type TResetPasswordRequest = ReturnType<typeof ZResetPasswordRequestSchema.parse>;

/** POST /wps/member/password/reset: the link of the reset e-mail sets a new password. */
export async function resetPassword(request: TResetPasswordRequest): Promise<void> {
  await api.post<unknown>(RESET_PASSWORD_PATH, request);
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'password', 'reset'], mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
