import { createJwtVerifier, type JwksSource } from './jwt-verifier';

/** Who a social sign-in provider says the user is. */
export type SocialProfile = {
  provider: 'google' | 'facebook';
  /** The provider's stable user id. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** Checks a provider token; refuses anything not genuine with 401 INVALID_CREDENTIALS. */
export type SocialTokenVerifier = { verify(token: string): Promise<SocialProfile> };

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Google sign-in: the ID token's signature is checked against Google's keys (or a JWKS file, for tests
 * and closed networks), with issuer, audience (our client id) and expiry.
 */
export function createGoogleVerifier(config: JwksSource & { clientId: string }): SocialTokenVerifier {
  const jwt = createJwtVerifier({ ...config, issuer: GOOGLE_ISSUERS, audience: config.clientId });
  return {
    async verify(token) {
      const payload = await jwt.verify(token);
      return {
        provider: 'google',
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };
}
