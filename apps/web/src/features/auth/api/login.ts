import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ZLoginValueSchema, type TLoginRequest, type TLoginValue } from '@platform/contracts/identity';
import { ApiError } from '../../../lib/api-client';
import { sendEncrypted } from '../../../lib/encrypt-payload';

export const LOGIN_PATH = '/wps/session/login';

/** POST /wps/session/login, encrypted (username or sms; portal member or agent). */
export async function login(request: TLoginRequest): Promise<TLoginValue> {
  return ZLoginValueSchema.parse(await sendEncrypted<unknown>('POST', LOGIN_PATH, request));
}

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['session', 'login'], mutationFn: login });

export function useLogin() {
  return useMutation(loginMutationOptions());
}

/** A refused login carries `{ captchaRequired }`: from then on the captcha is shown (spec §4). */
export function captchaRequiredBy(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID') return true;
  const { value } = error;
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { captchaRequired?: unknown }).captchaRequired === true
  );
}
