import { readFile } from 'node:fs/promises';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../../platform/errors';

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

const REFUSED_TOKEN_ERRORS = [
  joseErrors.JWTExpired,
  joseErrors.JWTClaimValidationFailed,
  joseErrors.JWTInvalid,
  joseErrors.JWSInvalid,
  joseErrors.JWSSignatureVerificationFailed,
  joseErrors.JWKSNoMatchingKey,
  joseErrors.JWKSMultipleMatchingKeys,
  joseErrors.JOSEAlgNotAllowed,
  joseErrors.JOSENotSupported,
];

/**
 * Google sign-in: the ID token's signature is checked against Google's keys (or a JWKS file, for tests
 * and closed networks), with issuer, audience (our client id) and expiry.
 */
export function createGoogleVerifier(config: {
  clientId: string;
  jwksFile: string | null;
  jwksUrl: string;
}): SocialTokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const keySet = () => {
    keys ??= config.jwksFile
      ? readFile(config.jwksFile, 'utf8').then((text) => createLocalJWKSet(JSON.parse(text) as JSONWebKeySet))
      : Promise.resolve(createRemoteJWKSet(new URL(config.jwksUrl)));
    return keys;
  };
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await keySet(), {
          issuer: GOOGLE_ISSUERS,
          audience: config.clientId,
          algorithms: ['RS256'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new AppError('INVALID_CREDENTIALS');
        return {
          provider: 'google',
          subject: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : null,
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' ? payload.name : null,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (REFUSED_TOKEN_ERRORS.some((kind) => error instanceof kind)) {
          throw new AppError('INVALID_CREDENTIALS', { cause: error });
        }
        throw error;
      }
    },
  };
}
