import { readFile } from 'node:fs/promises';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../../platform/errors';

/** Where the signing keys come from: a JWKS file (tests, closed networks), else a JWKS URL. */
export type JwksSource = { jwksFile: string | null; jwksUrl: string };

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
 * Verifies RS256 JWTs of a provider (Google ID tokens, Firebase phone-auth tokens): signature against the
 * provider's JWKS (loaded once, lazily), issuer, audience, expiry and a non-empty `sub`. Anything not
 * genuine is refused with 401 INVALID_CREDENTIALS; other failures (the JWKS unreachable) propagate.
 */
export function createJwtVerifier(config: JwksSource & { issuer: string | string[]; audience: string }) {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const keySet = () => {
    keys ??= config.jwksFile
      ? readFile(config.jwksFile, 'utf8').then((text) => createLocalJWKSet(JSON.parse(text) as JSONWebKeySet))
      : Promise.resolve(createRemoteJWKSet(new URL(config.jwksUrl)));
    return keys;
  };
  return {
    async verify(token: string): Promise<JWTPayload & { sub: string }> {
      try {
        const { payload } = await jwtVerify(token, await keySet(), {
          issuer: config.issuer,
          audience: config.audience,
          algorithms: ['RS256'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new AppError('INVALID_CREDENTIALS');
        return { ...payload, sub: payload.sub };
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
