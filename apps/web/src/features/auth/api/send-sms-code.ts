import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ZSmsCodeValueSchema } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';

export const SMS_NO_LOGIN_PATH = '/wps/verification/sms/noLogin';
export const SMS_REGISTER_PATH = '/wps/verification/sms/register';

export type TSmsCodeValue = ReturnType<typeof ZSmsCodeValueSchema.parse>;

/** The code for an SMS login and for setting a password by phone. */
export async function sendNoLoginSmsCode(body: {
  mobileNum: string;
  countryDialingCode: string;
}): Promise<TSmsCodeValue> {
  return ZSmsCodeValueSchema.parse(await api.post<unknown>(SMS_NO_LOGIN_PATH, body));
}

/** The registration code (spec §3: registration uses `mobileNo`). */
export async function sendRegisterSmsCode(body: {
  mobileNo: string;
  countryDialingCode: string;
  username?: string;
}): Promise<TSmsCodeValue> {
  return ZSmsCodeValueSchema.parse(await api.post<unknown>(SMS_REGISTER_PATH, body));
}

export const sendNoLoginSmsCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['sms', 'noLogin'], mutationFn: sendNoLoginSmsCode });

export function useSendNoLoginSmsCode() {
  return useMutation(sendNoLoginSmsCodeMutationOptions());
}

export const sendRegisterSmsCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['sms', 'register'], mutationFn: sendRegisterSmsCode });

export function useSendRegisterSmsCode() {
  return useMutation(sendRegisterSmsCodeMutationOptions());
}
