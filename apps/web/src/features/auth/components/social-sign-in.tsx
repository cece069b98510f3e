import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginValue } from '@platform/contracts/identity';
import { FormError } from '../../../components/ui/form-status';
import { errorText } from '../../../lib/error-text';
import { loginWithSocial } from '../api/sign-in-providers';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { useLoginChallenge } from '../hooks/use-login-challenge';
import type { TSignInFlows, TSocialProvider } from '../hooks/use-sign-in-flows';
import { phoneAuthMessageOf, SignInProviderError } from '../utils/sign-in-providers';
import { LoginVerificationStep } from './login-verification-step';
import '../../../styles/social-sign-in.css';

const PROVIDER_NAMES: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

function ProviderIcon({ provider }: { provider: TSocialProvider }) {
  return provider === 'google' ? (
    <svg className="social-button__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.8c-.5-1.5-.8-3.1-.8-4.8s.3-3.3.8-4.8l-7.8-6C1 16.5 0 20.1 0 24s1 7.5 2.7 10.8l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  ) : (
    <svg className="social-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  );
}

type TSocialSignInProps = {
  social: TSignInFlows['social'];
  /** Prefix of the data-testid of every element (`login`, `register`). */
  testIdPrefix: string;
  onLoggedIn: (outcome: TLoginOutcome) => void;
  /** The divider "or" goes before the buttons (under a form) or after them (above a form). */
  dividerAt: 'start' | 'end';
  /** The extra verification step is showing: the window hides its other forms meanwhile. */
  onStepChange?: (active: boolean) => void;
};

/**
 * "Continue with Google / Facebook" (whitelabel GOOGLELOGIN3, FBLOGIN3 and a configured provider): the
 * provider's window, then our server's login with its token; a first sign-in creates the account. A
 * sign-in from a new address goes on to the same verification step as a password login.
 */
export function SocialSignIn({
  social,
  testIdPrefix,
  onLoggedIn,
  dividerAt,
  onStepChange,
}: TSocialSignInProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const { challenge, catchChallenge, endChallenge } = useLoginChallenge(onStepChange);
  const [busy, setBusy] = useState<TSocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `${testIdPrefix}-social`;

  if (social.length === 0) return null;

  const finish = async (value: TLoginValue) => onLoggedIn(await completeLogin(value));

  const signIn = async (provider: TSocialProvider, flow: TSignInFlows['social'][number]['flow']) => {
    if (busy) return;
    setError(null);
    setBusy(provider);
    try {
      // The provider's window opens in this click (a later one would meet the popup blocker).
      const token = await flow.signIn();
      let value: TLoginValue;
      try {
        value = await loginWithSocial(provider, token);
      } catch (refusal) {
        if (await catchChallenge(refusal)) return;
        throw refusal;
      }
      await finish(value);
    } catch (refusal) {
      if (refusal instanceof SignInProviderError) {
        const message = phoneAuthMessageOf(refusal);
        setError(
          refusal.code === 'auth/popup-blocked'
            ? t('signInProviders.popupBlocked')
            : message === 'popupClosed'
              ? t('signInProviders.phoneAuth.popupClosed')
              : t('signInProviders.failed', { provider: PROVIDER_NAMES[provider] }),
        );
      } else {
        setError(errorText(refusal));
      }
    } finally {
      setBusy(null);
    }
  };

  if (challenge) {
    return (
      <LoginVerificationStep
        challenge={challenge}
        testIdPrefix={id}
        onVerified={finish}
        onRestart={(message) => {
          endChallenge();
          setError(message);
        }}
      />
    );
  }

  const divider = (
    <p className="social-sign-in__divider" aria-hidden="true">
      {t('signInProviders.or')}
    </p>
  );
  return (
    <div className="social-sign-in" data-testid={id}>
      {dividerAt === 'start' ? divider : null}
      <div className="social-sign-in__buttons">
        {social.map(({ provider, flow }) => (
          <button
            key={provider}
            type="button"
            className={`social-button social-button--${provider}`}
            disabled={busy !== null}
            aria-busy={busy === provider}
            data-testid={`${id}-${provider}`}
            onClick={() => void signIn(provider, flow)}
          >
            <ProviderIcon provider={provider} />
            <span>{busy === provider ? t('signInProviders.busy') : t(`signInProviders.${provider}`)}</span>
          </button>
        ))}
      </div>
      {social.some((entry) => entry.sandbox) ? (
        <p className="social-sign-in__sandbox">{t('signInProviders.sandbox')}</p>
      ) : null}
      <FormError message={error} testId={`${id}-error`} />
      {dividerAt === 'end' ? divider : null}
    </div>
  );
}
