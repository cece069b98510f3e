import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { SmsProvider } from '../notify/providers';
import { splitInternationalNumber } from './countries';
import type { PhoneAuthVerifier } from './phone-auth';
import type { SocialProfile, SocialTokenVerifier } from './social';
import { formatNumber } from './verification';

/**
 * The built-in sandbox sign-in providers (ARCHITECTURE.md "Sandbox sign-in"): stand-ins for Google,
 * Facebook and Firebase phone auth that work offline, for development, tests and the demo. They hand out
 * short-lived HMAC-signed tokens (`sbx1.<payload>.<signature>`) that only the sandbox verifiers accept,
 * each at most once. Off in production unless ALLOW_SANDBOX_IN_PRODUCTION (config.ts).
 */

export type SandboxProvider = 'google' | 'facebook' | 'phone';

type TSandboxClaims = {
  /** Which provider issued it: a Google sandbox token is no Facebook one. */
  prv: SandboxProvider;
  sub: string;
  name?: string | null;
  email?: string | null;
  /** E.164 (phone tokens). */
  phone?: string;
  iat: number;
  exp: number;
  jti: string;
};

/** The provider error codes of the sandbox phone auth: those of Firebase Authentication. */
export const SANDBOX_PHONE_ERRORS = {
  invalidPhone: 'auth/invalid-phone-number',
  missingPhone: 'auth/missing-phone-number',
  tooManyRequests: 'auth/too-many-requests',
  invalidCode: 'auth/invalid-verification-code',
  missingCode: 'auth/missing-verification-code',
  codeExpired: 'auth/code-expired',
  sessionExpired: 'auth/session-expired',
} as const;
export type TSandboxPhoneErrorCode = (typeof SANDBOX_PHONE_ERRORS)[keyof typeof SANDBOX_PHONE_ERRORS];

/** A refusal of the sandbox phone auth, answered as the provider would (`{ error: { code, message } }`). */
export class SandboxPhoneError extends Error {
  constructor(
    readonly code: TSandboxPhoneErrorCode,
    readonly statusCode = code === SANDBOX_PHONE_ERRORS.tooManyRequests ? 429 : 400,
  ) {
    super(code);
    this.name = 'SandboxPhoneError';
  }
}

export type SandboxSignInOptions = {
  /** HMAC key of the tokens (SANDBOX_SIGN_IN_SECRET, else derived from the operator key). */
  secret: string;
  clock: Clock;
  sms: SmsProvider;
  /** Lifetime of a sign-in token (default 5 minutes). */
  tokenSeconds?: number;
  /** Lifetime of a texted code (default 5 minutes). */
  codeSeconds?: number;
  /** Codes texted to one number within `sendWindowSeconds` before the next is refused (default 5 in 5 minutes). */
  maxSendsPerWindow?: number;
  sendWindowSeconds?: number;
  /** Wrong codes before the verification session is dropped (default 5). */
  maxWrongCodes?: number;
};

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function createSandboxSignIn(options: SandboxSignInOptions) {
  const tokenSeconds = options.tokenSeconds ?? 300;
  const codeSeconds = options.codeSeconds ?? 300;
  const maxSends = options.maxSendsPerWindow ?? 5;
  const sendWindowMs = (options.sendWindowSeconds ?? 300) * 1000;
  const maxWrongCodes = options.maxWrongCodes ?? 5;
  const key = createHmac('sha256', options.secret).update('sandbox-sign-in').digest();
  const nowMs = () => options.clock.now().getTime();

  /** Token ids already accepted, with their expiry (kept until then: a replay is refused). */
  const used = new Map<string, number>();
  /** Open phone verification sessions by id. */
  const sessions = new Map<string, { phone: string; codeHash: Buffer; expiresAt: number; wrong: number }>();
  /** Send times per number within the window. */
  const sends = new Map<string, number[]>();

  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const sweep = (now: number) => {
    for (const [jti, exp] of used) if (exp <= now) used.delete(jti);
    for (const [id, session] of sessions) if (session.expiresAt <= now) sessions.delete(id);
  };
  const codeHash = (sessionId: string, code: string) =>
    createHash('sha256').update(`${sessionId}:${code}`).digest();

  function issue(claims: Omit<TSandboxClaims, 'iat' | 'exp' | 'jti'>): string {
    const iat = Math.floor(nowMs() / 1000);
    const payload: TSandboxClaims = { ...claims, iat, exp: iat + tokenSeconds, jti: randomUUID() };
    const body = `sbx1.${b64(JSON.stringify(payload))}`;
    return `${body}.${sign(body)}`;
  }

  /** The claims of a genuine, unexpired, unused token of `provider`; marks it used. 401 otherwise. */
  function accept(token: string, provider: SandboxProvider): TSandboxClaims {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== 'sbx1') throw new AppError('INVALID_CREDENTIALS');
    const body = `${parts[0]}.${parts[1]}`;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(parts[2] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('INVALID_CREDENTIALS');
    }
    let claims: TSandboxClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as TSandboxClaims;
    } catch (error) {
      throw new AppError('INVALID_CREDENTIALS', { cause: error });
    }
    const now = nowMs();
    sweep(now);
    if (claims.prv !== provider || typeof claims.sub !== 'string' || !claims.sub) {
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw new AppError('INVALID_CREDENTIALS');
    if (used.has(claims.jti)) throw new AppError('INVALID_CREDENTIALS');
    used.set(claims.jti, claims.exp * 1000);
    return claims;
  }

  const socialVerifier = (provider: 'google' | 'facebook'): SocialTokenVerifier => ({
    async verify(token): Promise<SocialProfile> {
      const claims = accept(token, provider);
      return {
        provider,
        subject: claims.sub,
        email: claims.email ?? null,
        // The sandbox page's user typed it: a real provider's e-mail is verified, this one is not.
        emailVerified: false,
        name: claims.name ?? null,
      };
    },
  });

  const phoneVerifier: PhoneAuthVerifier = {
    async verify(idToken) {
      const claims = accept(idToken, 'phone');
      const number = claims.phone ? splitInternationalNumber(claims.phone) : null;
      if (!number) throw new AppError('INVALID_CREDENTIALS');
      return { phoneNumber: formatNumber(number), number, subject: claims.sub };
    },
  };

  return {
    google: socialVerifier('google'),
    facebook: socialVerifier('facebook'),
    phoneAuth: phoneVerifier,

    /**
     * The sandbox sign-in page's answer: a token for the person typed there. The subject is derived
     * from the e-mail (the same e-mail signs in to the same account, as with a real provider).
     */
    issueSocial(provider: 'google' | 'facebook', person: { name: string; email: string }): string {
      const email = person.email.trim().toLowerCase();
      const sub = createHmac('sha256', key).update(`${provider}:${email}`).digest('hex').slice(0, 21);
      return issue({ prv: provider, sub, name: person.name.trim() || null, email });
    },

    /**
     * signInWithPhoneNumber: texts a 6-digit code to `phoneNumber` (E.164) through the SMS provider (the
     * outbox in the sandbox) and answers the verification session id.
     */
    async sendCode(phoneNumber: string | undefined): Promise<{ sessionInfo: string }> {
      const phone = phoneNumber?.trim() ?? '';
      if (!phone) throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.missingPhone);
      const number = splitInternationalNumber(phone);
      if (!number) throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.invalidPhone);
      const now = nowMs();
      sweep(now);
      const recent = (sends.get(phone) ?? []).filter((at) => at > now - sendWindowMs);
      if (recent.length >= maxSends) throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.tooManyRequests);
      sends.set(phone, [...recent, now]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const sessionInfo = randomBytes(18).toString('base64url');
      sessions.set(sessionInfo, {
        phone,
        codeHash: codeHash(sessionInfo, code),
        expiresAt: now + codeSeconds * 1000,
        wrong: 0,
      });
      await options.sms.send({
        to: formatNumber(number),
        text: `${code} is your sandbox phone-auth verification code. / ${code} es su código de verificación (sandbox).`,
      });
      return { sessionInfo };
    },

    /**
     * confirm(code): a right code gives a fresh ID token for the number (a session may be confirmed again
     * until it expires, as Firebase's signed-in user hands out new ID tokens); a wrong one counts.
     */
    confirmCode(sessionInfo: string | undefined, code: string | undefined): { idToken: string } {
      const typed = code?.trim() ?? '';
      if (!typed) throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.missingCode);
      const now = nowMs();
      const session = sessionInfo ? sessions.get(sessionInfo) : undefined;
      if (!session || !sessionInfo) throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.sessionExpired);
      if (session.expiresAt <= now) {
        sessions.delete(sessionInfo);
        throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.codeExpired);
      }
      if (!timingSafeEqual(codeHash(sessionInfo, typed), session.codeHash)) {
        session.wrong += 1;
        if (session.wrong >= maxWrongCodes) {
          sessions.delete(sessionInfo);
          throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.tooManyRequests);
        }
        throw new SandboxPhoneError(SANDBOX_PHONE_ERRORS.invalidCode);
      }
      const sub = createHmac('sha256', key).update(`phone:${session.phone}`).digest('hex').slice(0, 28);
      return { idToken: issue({ prv: 'phone', sub, phone: session.phone }) };
    },
  };
}

export type SandboxSignIn = ReturnType<typeof createSandboxSignIn>;
