import { SignInProviderError, type TPhoneAuthFlow, type TSocialFlow } from './sign-in-providers';

/** What the sandbox sign-in window posts (apps/server identity/sandbox-sign-in-page.ts). */
type TSandboxMessage = { type?: unknown; provider?: unknown; token?: unknown; error?: unknown };

/** After the window closes, how long a message it posted just before may still take to arrive. */
const CLOSED_GRACE_MS = 400;
const POLL_MS = 300;

/**
 * The sandbox Google / Facebook sign-in: our server's window opens as a popup and posts the token back.
 * Only a message from that window and from this site's own origin counts.
 */
export function sandboxSocialFlow(provider: 'google' | 'facebook', lang: string): TSocialFlow {
  return {
    signIn: () =>
      new Promise<string>((resolve, reject) => {
        const popup = window.open(
          `/sandbox/social/${provider}?lang=${encodeURIComponent(lang)}`,
          `sandbox-sign-in-${provider}`,
          'popup,width=480,height=640',
        );
        if (!popup) {
          reject(new SignInProviderError('auth/popup-blocked'));
          return;
        }
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          window.removeEventListener('message', onMessage);
          clearInterval(poll);
          outcome();
        };
        const onMessage = (event: MessageEvent<TSandboxMessage>) => {
          if (event.origin !== window.location.origin || event.source !== popup) return;
          const data = event.data;
          if (!data || data.type !== 'sandbox-sign-in' || data.provider !== provider) return;
          const { token } = data;
          finish(() =>
            typeof token === 'string' && token
              ? resolve(token)
              : reject(new SignInProviderError('auth/popup-closed-by-user')),
          );
        };
        window.addEventListener('message', onMessage);
        const poll = setInterval(() => {
          if (!popup.closed) return;
          clearInterval(poll);
          setTimeout(
            () => finish(() => reject(new SignInProviderError('auth/popup-closed-by-user'))),
            CLOSED_GRACE_MS,
          );
        }, POLL_MS);
      }),
  };
}

async function sandboxCall<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SignInProviderError('auth/network-request-failed');
  }
  const json = (await response.json().catch(() => null)) as (T & { error?: { code?: unknown } }) | null;
  if (!response.ok || !json) {
    const code = json?.error?.code;
    throw new SignInProviderError(typeof code === 'string' ? code : 'auth/internal-error');
  }
  return json;
}

/** The sandbox phone auth: our server texts the code to the SMS outbox and signs the ID token. */
export function sandboxPhoneAuthFlow(): TPhoneAuthFlow {
  let sessionInfo: string | null = null;
  return {
    channel: 'sandbox',
    async sendCode(phoneNumber) {
      ({ sessionInfo } = await sandboxCall<{ sessionInfo: string }>('/sandbox/phone-auth/send-code', {
        phoneNumber,
      }));
    },
    async confirm(code) {
      if (!code.trim()) throw new SignInProviderError('auth/missing-verification-code');
      if (!sessionInfo) throw new SignInProviderError('auth/missing-verification-id');
      const { idToken } = await sandboxCall<{ idToken: string }>('/sandbox/phone-auth/verify', {
        sessionInfo,
        code: code.trim(),
      });
      return idToken;
    },
  };
}
