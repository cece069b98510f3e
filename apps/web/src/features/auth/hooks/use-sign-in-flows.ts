import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSignInProvidersValue } from '@platform/contracts/sign-in-providers';
import { toLanguage } from '../../../lib/i18n';
import { useSignInProviders } from '../api/sign-in-providers';
import { facebookFlow, firebasePhoneAuthFlow, googleFlow } from '../utils/real-sign-in';
import { sandboxPhoneAuthFlow, sandboxSocialFlow } from '../utils/sandbox-sign-in';
import type { TPhoneAuthFlow, TSocialFlow } from '../utils/sign-in-providers';

export type TSocialProvider = 'google' | 'facebook';

export type TSignInFlows = {
  social: { provider: TSocialProvider; sandbox: boolean; flow: TSocialFlow }[];
  phoneAuth: TPhoneAuthFlow | null;
};

/** The flows of the configured providers (real or sandbox), for the current language. */
export function signInFlows(providers: TSignInProvidersValue | undefined, lang: string): TSignInFlows {
  const social: TSignInFlows['social'] = [];
  const { google, facebook, phoneAuth } = providers ?? { google: null, facebook: null, phoneAuth: null };
  if (google) {
    social.push({
      provider: 'google',
      sandbox: google.mode === 'sandbox',
      flow: google.mode === 'real' ? googleFlow(google.clientId) : sandboxSocialFlow('google', lang),
    });
  }
  if (facebook) {
    social.push({
      provider: 'facebook',
      sandbox: facebook.mode === 'sandbox',
      flow:
        facebook.mode === 'real' ? facebookFlow(facebook.appId, lang) : sandboxSocialFlow('facebook', lang),
    });
  }
  return {
    social,
    phoneAuth: !phoneAuth
      ? null
      : phoneAuth.mode === 'real'
        ? firebasePhoneAuthFlow({ apiKey: phoneAuth.apiKey, lang })
        : sandboxPhoneAuthFlow(),
  };
}

/** The sign-in flows of this window; stable while the providers and the language stay the same. */
export function useSignInFlows(): TSignInFlows & { loaded: boolean } {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage);
  const { data, isSuccess, isError } = useSignInProviders();
  const flows = useMemo(() => signInFlows(data, lang), [data, lang]);
  return { ...flows, loaded: isSuccess || isError };
}
