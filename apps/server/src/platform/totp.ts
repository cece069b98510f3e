import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) and one-time recovery codes: pure functions, usable by any
 * account kind (operators now, members later). The caller stores the secret and the last accepted step,
 * and refuses a step at or below it, so that a code is used at most once.
 */

/** Seconds per step, and how many steps before and after now a code may come from (clock drift). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const TOTP_DIGITS = 6;

export type TotpOptions = {
  /** HMAC algorithm of the code (authenticator apps use SHA1, the default). */
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
  digits?: number;
};

/** A new 160-bit secret in base32 (what authenticator apps take). */
export function createTotpSecret(): string {
  return new Secret({ buffer: randomBytes(20).buffer }).base32;
}

/** The 30-second step a moment falls in (the RFC's T). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of the step `at` falls in. */
export function totpCode(secret: string, at: Date, options: TotpOptions = {}): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: options.algorithm ?? 'SHA1',
    digits: options.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: at.getTime(),
  });
}

/**
 * The step whose code `code` is, within ±1 step of `at`, or null. The caller accepts it only when it is
 * later than the last step it accepted for the secret (the replay rule).
 */
export function matchTotpStep(
  secret: string,
  code: string,
  at: Date,
  options: TotpOptions = {},
): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${digits}}$`).test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: options.algorithm ?? 'SHA1',
    digits,
    period: TOTP_PERIOD_SECONDS,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(at) + delta;
}

/** The `otpauth://totp/…` URI an authenticator app reads (usually as a QR code). */
export function totpUri(secret: string, { issuer, account }: { issuer: string; account: string }): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

// ---------- recovery codes ----------

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** `XXXXX-XXXXX`: 10 characters of a 31-letter alphabet, about 49 bits each. */
export function createRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const one = () => {
    let text = '';
    for (let i = 0; i < 10; i += 1) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  };
  const codes = new Set<string>();
  while (codes.size < count) codes.add(one());
  return [...codes];
}

/** Whether a text is shaped like a recovery code (any case, with or without the dash). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());
}

/**
 * What is stored of a recovery code: the SHA-256 of its normalised form (upper case, no dash or spaces).
 * The codes are random and long enough that a fast hash does not make them guessable.
 */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

// ---------- using a code up ----------

/** How the account's store claims a step or a recovery code: one guarded update each, true when it won. */
export type SecondFactorClaims = {
  /** Records `step` as the last accepted one, only when it is later than the one stored. */
  claimStep(step: number): Promise<boolean>;
  /** Marks the unused recovery code with this hash used. */
  claimRecoveryCode(codeHash: string): Promise<boolean>;
};

/**
 * Uses up a second-factor code: a TOTP code of a step later than the last one accepted, or (unless
 * `totpOnly`) an unused recovery code. Both are claimed by one guarded update of the caller's store, so
 * two requests with the same code cannot both pass. False when the code is wrong, replayed or used.
 */
export async function useSecondFactorCode(
  secret: string | null,
  code: string,
  now: Date,
  claims: SecondFactorClaims,
  options: { totpOnly?: boolean } = {},
): Promise<boolean> {
  if (!secret) return false;
  const step = matchTotpStep(secret, code, now);
  if (step !== null) return claims.claimStep(step);
  if (options.totpOnly || !looksLikeRecoveryCode(code)) return false;
  return claims.claimRecoveryCode(hashRecoveryCode(code));
}
