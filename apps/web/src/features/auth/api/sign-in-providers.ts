import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLoginValueSchema, type TLoginValue } from '@platform/contracts/identity';
import {
  ZSignInProvidersValueSchema,
  type TSignInProvidersValue,
} from '@platform/contracts/sign-in-providers';
import { api } from '../../../lib/api-client';
import { sendEncrypted } from '../../../lib/encrypt-payload';
import { loadLaterTexts } from '../../../lib/i18n';

export const SIGN_IN_PROVIDERS_PATH = '/wps/session/sign-in-providers';

/**
 * GET /wps/session/sign-in-providers: which of Google, Facebook and phone auth the windows offer, real
 * or sandbox. Their texts are kept out of the start-up bundle and load with it.
 */
export async function getSignInProviders(): Promise<TSignInProvidersValue> {
  const [value] = await Promise.all([api.get<unknown>(SIGN_IN_PROVIDERS_PATH), loadLaterTexts()]);
  return ZSignInProvidersValueSchema.parse(value);
}

export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'sign-in-providers'],
    queryFn: getSignInProviders,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The providers; `data` stays undefined while loading or when the call fails (no buttons then). */
export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}

/** POST /wps/session/login/google or /facebook, encrypted: the provider's token for a session. */
export async function loginWithSocial(provider: 'google' | 'facebook', token: string): Promise<TLoginValue> {
  const body = provider === 'google' ? { idToken: token } : { accessToken: token };
  return ZLoginValueSchema.parse(
    await sendEncrypted<unknown>('POST', `/wps/session/login/${provider}`, { ...body, portal: 'member' }),
  );
}

/** POST /wps/session/login/phone, encrypted: a phone-auth ID token for the session of its number's member. */
export async function loginWithPhoneAuth(idToken: string): Promise<TLoginValue> {
  return ZLoginValueSchema.parse(
    await sendEncrypted<unknown>('POST', '/wps/session/login/phone', { idToken, portal: 'member' }),
  );
}
