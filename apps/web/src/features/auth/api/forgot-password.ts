import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  ZLoginValueSchema,
  type TLoginValue,
  type ZForgotByPhoneRequestSchema,
} from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';
import { sendEncrypted } from '../../../lib/encrypt-payload';

export const FORGOT_BY_EMAIL_PATH = '/wps/member/password/email';
export const FORGOT_BY_PHONE_PATH = '/wps/member/password/verification';

/** POST /wps/member/password/email, form-encoded. The reply never says whether the account exists. */
export async function forgotPasswordByEmail({ username, email }: { username: string; email: string }) {
  await api.post<unknown>(FORGOT_BY_EMAIL_PATH, new URLSearchParams({ username, email }));
}

export type TForgotByPhoneRequest = ReturnType<typeof ZForgotByPhoneRequestSchema.parse>;

/** POST /wps/member/password/verification, encrypted: sets the password by SMS code and logs the member in. */
export async function forgotPasswordByPhone(request: TForgotByPhoneRequest): Promise<TLoginValue> {
  return ZLoginValueSchema.parse(await sendEncrypted<unknown>('POST', FORGOT_BY_PHONE_PATH, request));
}

export const forgotPasswordByEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'password', 'email'], mutationFn: forgotPasswordByEmail });

export function useForgotPasswordByEmail() {
  return useMutation(forgotPasswordByEmailMutationOptions());
}

export const forgotPasswordByPhoneMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'password', 'phone'], mutationFn: forgotPasswordByPhone });

export function useForgotPasswordByPhone() {
  return useMutation(forgotPasswordByPhoneMutationOptions());
}
