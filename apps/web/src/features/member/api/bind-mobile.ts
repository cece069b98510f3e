import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSmsCodeValueSchema, type ZBindMobileRequestSchema } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';

export const SMS_BIND_PATH = '/wps/verification/sms/bind';
export const BIND_MOBILE_PATH = '/wps/member/bind/mobile';

export type TBindMobileRequest = ReturnType<typeof ZBindMobileRequestSchema.parse>;

/** POST /wps/verification/sms/bind: the code that proves the number belongs to the member. */
export async function sendBindSmsCode(body: { mobileNum: string; countryDialingCode: string }) {
  return ZSmsCodeValueSchema.parse(await api.post<unknown>(SMS_BIND_PATH, body));
}

/** POST /wps/member/bind/mobile. */
export async function bindMobile(request: TBindMobileRequest): Promise<void> {
  await api.post<unknown>(BIND_MOBILE_PATH, request);
}

export const bindMobileMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'bind', 'mobile'], mutationFn: bindMobile });

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...bindMobileMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
