import { AppError } from '../../platform/errors';
import { splitInternationalNumber } from './countries';
import { createJwtVerifier, type JwksSource } from './jwt-verifier';
import { formatNumber, type PhoneNumber } from './verification';

/** A phone number proven by a third-party phone-auth provider (it sent and checked the SMS). */
export type VerifiedPhone = {
  /** "+52 5512345678": the dialing code, a space and the national number. */
  phoneNumber: string;
  /** The same number split as the members table stores it. */
  number: PhoneNumber;
  /** The provider's stable user id. */
  subject: string;
};

/** Checks a phone-auth ID token; refuses anything not genuine (or without a phone number) with 401 INVALID_CREDENTIALS. */
export type PhoneAuthVerifier = { verify(idToken: string): Promise<VerifiedPhone> };

export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/**
 * Firebase phone authentication: the ID token's signature is checked against the securetoken keys (or a
 * JWKS file, for tests and closed networks), with issuer `https://securetoken.google.com/<projectId>`,
 * audience the project id and expiry; its `phone_number` claim (E.164) is required and must belong to a
 * country of the identity country list.
 */
export function createFirebasePhoneVerifier(config: JwksSource & { projectId: string }): PhoneAuthVerifier {
  const jwt = createJwtVerifier({
    ...config,
    issuer: firebaseIssuer(config.projectId),
    audience: config.projectId,
  });
  return {
    async verify(idToken) {
      const payload = await jwt.verify(idToken);
      const number =
        typeof payload.phone_number === 'string' ? splitInternationalNumber(payload.phone_number) : null;
      if (!number) throw new AppError('INVALID_CREDENTIALS');
      return { phoneNumber: formatNumber(number), number, subject: payload.sub };
    },
  };
}
