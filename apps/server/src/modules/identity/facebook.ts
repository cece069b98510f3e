import { createHmac } from 'node:crypto';
import { AppError } from '../../platform/errors';
import type { SocialProfile, SocialTokenVerifier } from './social';

export type FacebookVerifierConfig = {
  appId: string;
  appSecret: string;
  /** The Graph API base, e.g. `https://graph.facebook.com/v19.0` (tests: a fake Graph server). */
  graphUrl: string;
  /** Default: the global fetch (tests pass a stub). */
  fetch?: typeof fetch;
  /** A Graph call without an answer after this long refuses the sign-in. */
  timeoutMs?: number;
  /** Default: Date.now (seconds of the token's expiry are compared with it). */
  now?: () => number;
};

type TDebugToken = {
  data?: {
    app_id?: unknown;
    is_valid?: unknown;
    user_id?: unknown;
    expires_at?: unknown;
    type?: unknown;
  };
};

type TMe = { id?: unknown; name?: unknown; email?: unknown };

const refused = (cause?: unknown) => new AppError('INVALID_CREDENTIALS', cause ? { cause } : undefined);

/**
 * Facebook sign-in with a user access token from the Facebook JS SDK: the Graph API's `debug_token`
 * (asked with the app access token `<app id>|<app secret>`) must say the token is valid, is a USER token,
 * was issued to our app and has not expired; then `/me?fields=id,name,email` gives the profile, whose id
 * must be the token's user. Anything else — a token of another app, an expired one, a Graph error, a
 * timeout, an unreadable answer — is 401 INVALID_CREDENTIALS, never a 5xx.
 */
export function createFacebookVerifier(config: FacebookVerifierConfig): SocialTokenVerifier {
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 8_000;
  const now = config.now ?? Date.now;
  const appToken = `${config.appId}|${config.appSecret}`;

  async function graph<T>(pathAndQuery: string): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.graphUrl}${pathAndQuery}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw refused(error);
    }
    if (!response.ok) throw refused(new Error(`Graph API answered ${response.status}`));
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw refused(error);
    }
  }

  return {
    async verify(token): Promise<SocialProfile> {
      if (!/^[A-Za-z0-9_|.-]{20,4096}$/.test(token)) throw refused();
      const debug = await graph<TDebugToken>(
        `/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
      );
      const data = debug.data;
      if (!data || data.is_valid !== true) throw refused();
      if (String(data.app_id) !== config.appId) throw refused();
      if (data.type !== undefined && data.type !== 'USER') throw refused();
      const userId =
        typeof data.user_id === 'string' || typeof data.user_id === 'number' ? String(data.user_id) : '';
      if (!userId) throw refused();
      // 0: a token that does not expire (long-lived page tokens); user tokens always carry an expiry.
      if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 <= now()) {
        throw refused();
      }
      // appsecret_proof: the Graph API then takes the user token only from our server.
      const proof = createHmac('sha256', config.appSecret).update(token).digest('hex');
      const me = await graph<TMe>(
        `/me?fields=id,name,email&access_token=${encodeURIComponent(token)}&appsecret_proof=${proof}`,
      );
      if (String(me.id) !== userId) throw refused();
      return {
        provider: 'facebook',
        subject: userId,
        email: typeof me.email === 'string' ? me.email : null,
        // Facebook only returns confirmed addresses.
        emailVerified: typeof me.email === 'string',
        name: typeof me.name === 'string' ? me.name : null,
      };
    },
  };
}
