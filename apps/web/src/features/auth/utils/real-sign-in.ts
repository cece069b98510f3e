import { SignInProviderError, type TPhoneAuthFlow, type TSocialFlow } from './sign-in-providers';

/**
 * The real providers. Their scripts load here, at the first click, and only when the server says the
 * provider is configured (GET /wps/session/sign-in-providers); the site's CSP allows their origins only
 * then (apps/server platform/security-headers.ts). Not exercised offline: the journeys use the sandbox.
 */

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new SignInProviderError('auth/network-request-failed'));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

type TGoogleId = {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(
    listener?: (notification: { isNotDisplayed?(): boolean; isSkippedMoment?(): boolean }) => void,
  ): void;
};
type TFacebook = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
};
type TProviderWindow = Window & {
  google?: { accounts?: { id?: TGoogleId } };
  FB?: TFacebook;
  grecaptcha?: {
    ready(callback: () => void): void;
    render(container: HTMLElement, options: Record<string, unknown>): number;
    execute(widget: number): void;
    reset(widget: number): void;
  };
};
const providerWindow = () => window as TProviderWindow;

/** Google Identity Services: the ID token of the account the member picks (One Tap / FedCM prompt). */
export function googleFlow(clientId: string): TSocialFlow {
  return {
    async signIn() {
      await loadScript('https://accounts.google.com/gsi/client');
      const id = providerWindow().google?.accounts?.id;
      if (!id) throw new SignInProviderError('auth/internal-error');
      return new Promise<string>((resolve, reject) => {
        id.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          use_fedcm_for_prompt: true,
          callback: ({ credential }) =>
            credential ? resolve(credential) : reject(new SignInProviderError('auth/popup-closed-by-user')),
        });
        id.prompt((notification) => {
          if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) {
            reject(new SignInProviderError('auth/popup-closed-by-user'));
          }
        });
      });
    },
  };
}

/** The Facebook JS SDK: the user access token of FB.login. */
export function facebookFlow(appId: string, lang: string): TSocialFlow {
  let ready = false;
  return {
    async signIn() {
      await loadScript(`https://connect.facebook.net/${lang === 'es' ? 'es_LA' : 'en_US'}/sdk.js`);
      const fb = providerWindow().FB;
      if (!fb) throw new SignInProviderError('auth/internal-error');
      if (!ready) {
        fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
        ready = true;
      }
      return new Promise<string>((resolve, reject) => {
        fb.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (token) resolve(token);
            else reject(new SignInProviderError('auth/popup-closed-by-user'));
          },
          { scope: 'public_profile,email' },
        );
      });
    },
  };
}

/** Identity Toolkit's REST errors as the Firebase SDK's `auth/...` codes. */
const FIREBASE_REST_CODES: Readonly<Record<string, string>> = {
  INVALID_PHONE_NUMBER: 'auth/invalid-phone-number',
  MISSING_PHONE_NUMBER: 'auth/missing-phone-number',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  INVALID_CODE: 'auth/invalid-verification-code',
  MISSING_CODE: 'auth/missing-verification-code',
  CAPTCHA_CHECK_FAILED: 'auth/captcha-check-failed',
  INVALID_APP_CREDENTIAL: 'auth/invalid-app-credential',
  QUOTA_EXCEEDED: 'auth/quota-exceeded',
  OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  SESSION_EXPIRED: 'auth/code-expired',
  INVALID_SESSION_INFO: 'auth/invalid-verification-id',
};

/**
 * Firebase phone auth without the Firebase SDK, through the Identity Toolkit REST calls the SDK makes:
 * an invisible reCAPTCHA (its site key from `recaptchaParams`), `accounts:sendVerificationCode`, then
 * `accounts:signInWithPhoneNumber`, whose `idToken` our server verifies. Needs PHONE_AUTH_PROJECT_ID,
 * PHONE_AUTH_API_KEY (the web API key), phone sign-in enabled in the Firebase project and this site's
 * domain among its authorised domains.
 */
export function firebasePhoneAuthFlow(config: { apiKey: string; lang: string }): TPhoneAuthFlow {
  const base = 'https://identitytoolkit.googleapis.com/v1';
  let sessionInfo: string | null = null;

  async function call<T>(path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}${path.includes('?') ? '&' : '?'}key=${config.apiKey}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new SignInProviderError('auth/network-request-failed');
    }
    const json = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
    if (!response.ok || !json) {
      const reason = json?.error?.message?.split(/[ :]/)[0] ?? '';
      throw new SignInProviderError(FIREBASE_REST_CODES[reason] ?? 'auth/internal-error');
    }
    return json;
  }

  async function recaptchaToken(): Promise<string> {
    const { recaptchaSiteKey } = await call<{ recaptchaSiteKey: string }>('recaptchaParams');
    await loadScript(`https://www.google.com/recaptcha/api.js?render=explicit&hl=${config.lang}`);
    const grecaptcha = providerWindow().grecaptcha;
    if (!grecaptcha) throw new SignInProviderError('auth/captcha-check-failed');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const container = document.createElement('div');
    document.body.appendChild(container);
    try {
      return await new Promise<string>((resolve, reject) => {
        const widget = grecaptcha.render(container, {
          sitekey: recaptchaSiteKey,
          size: 'invisible',
          callback: (token: string) => resolve(token),
          'error-callback': () => reject(new SignInProviderError('auth/captcha-check-failed')),
          'expired-callback': () => reject(new SignInProviderError('auth/captcha-check-failed')),
        });
        grecaptcha.execute(widget);
      });
    } finally {
      container.remove();
    }
  }

  return {
    channel: 'firebase',
    async sendCode(phoneNumber) {
      const token = await recaptchaToken();
      ({ sessionInfo } = await call<{ sessionInfo: string }>('accounts:sendVerificationCode', {
        phoneNumber,
        recaptchaToken: token,
      }));
    },
    async confirm(code) {
      if (!code.trim()) throw new SignInProviderError('auth/missing-verification-code');
      if (!sessionInfo) throw new SignInProviderError('auth/missing-verification-id');
      const { idToken } = await call<{ idToken: string }>('accounts:signInWithPhoneNumber', {
        sessionInfo,
        code: code.trim(),
      });
      return idToken;
    },
  };
}
