import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ZLoginValueSchema, type TLoginValue, type TRegisterRequest } from '@platform/contracts/identity';
import { sendEncrypted } from '../../../lib/encrypt-payload';

export const REGISTER_PATH = '/wps/member/register';
export const REGISTER_MOBILE_PATH = '/wps/member/register/mobile';

export type TRegisterMode = 'username' | 'mobile';

/** PUT /wps/member/register or /wps/member/register/mobile, encrypted; success logs the member in. */
export async function register({
  mode,
  request,
}: {
  mode: TRegisterMode;
  request: TRegisterRequest;
}): Promise<TLoginValue> {
  const path = mode === 'mobile' ? REGISTER_MOBILE_PATH : REGISTER_PATH;
  return ZLoginValueSchema.parse(await sendEncrypted<unknown>('PUT', path, request));
}

export const registerMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'register'], mutationFn: register });

export function useRegister() {
  return useMutation(registerMutationOptions());
}
