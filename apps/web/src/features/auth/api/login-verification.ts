import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ZLoginValueSchema, type TLoginValue } from '@platform/contracts/identity';
import {
  ZLoginChallengeValueSchema,
  ZLoginVerificationCodeValueSchema,
  type TLoginChallengeValue,
  type TLoginVerificationRequest,
} from '@platform/contracts/login-verification';
import { api, ApiError } from '../../../lib/api-client';

export const LOGIN_VERIFICATION_PATH = '/wps/session/login/verification';
export const LOGIN_VERIFICATION_CODE_PATH = '/wps/session/login/verification/code';

export type TSentCodeProof = 'sms' | 'email';

/**
 * POST /wps/session/login/verification/code: sends the SMS or e-mail code of a sign-in challenge. Plain
 * JSON: it carries only the challenge id (the login itself, with the password, went encrypted).
 */
export async function sendLoginVerificationCode(challengeId: string, proof: TSentCodeProof) {
  return ZLoginVerificationCodeValueSchema.parse(
    await api.post<unknown>(LOGIN_VERIFICATION_CODE_PATH, { challengeId, proof }),
  );
}

/** POST /wps/session/login/verification: the proof; replies like a login. */
export async function verifyLogin(request: TLoginVerificationRequest): Promise<TLoginValue> {
  return ZLoginValueSchema.parse(await api.post<unknown>(LOGIN_VERIFICATION_PATH, request));
}

export const verifyLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['session', 'login', 'verification'], mutationFn: verifyLogin });

export function useVerifyLogin() {
  return useMutation(verifyLoginMutationOptions());
}

/** The challenge of a login refused with 401 LOGIN_VERIFICATION_REQUIRED, else null. */
export function loginChallengeOf(error: unknown): TLoginChallengeValue | null {
  if (!(error instanceof ApiError) || error.code !== 'LOGIN_VERIFICATION_REQUIRED') return null;
  const parsed = ZLoginChallengeValueSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}
