/**
 * Third-party sign-in in the web app (spec §6, §7; ARCHITECTURE.md "Third-party sign-in"): the login and
 * register windows talk to these small interfaces, never to a provider's SDK. Each has a real
 * implementation (Google Identity Services, the Facebook JS SDK, Firebase phone auth — their scripts load
 * only when configured, at the click) and a sandbox one (this server's offline providers).
 */

/** Google or Facebook: a sign-in window whose answer is the token our server checks. */
export type TSocialFlow = {
  /** Opens the provider's sign-in; resolves to the Google ID token / Facebook access token. */
  signIn(): Promise<string>;
};

/** Phone auth (Firebase or the sandbox): the provider texts the code and proves the number. */
export type TPhoneAuthFlow = {
  /** `firebaseChannel` of the registration. */
  channel: 'firebase' | 'sandbox';
  /** Texts a code to an E.164 number ("+525512345678"). */
  sendCode(phoneNumber: string): Promise<void>;
  /** The ID token for the number the last code went to, once `code` is right. */
  confirm(code: string): Promise<string>;
};

/** A provider's refusal, by its Firebase-style code (`auth/...`); the sandbox answers the same codes. */
export class SignInProviderError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'SignInProviderError';
  }
}

/** The texts of phone-auth refusals (spec §8 "Phone auth"), keys under `signInProviders.phoneAuth`. */
export type TPhoneAuthMessage =
  | 'invalidPhone'
  | 'missingPhone'
  | 'tooManyRequests'
  | 'unknown'
  | 'invalidCode'
  | 'missingCode'
  | 'captchaFailed'
  | 'quotaExceeded'
  | 'operationNotAllowed'
  | 'codeExpired'
  | 'popupClosed';

const MESSAGE_OF_CODE: Readonly<Record<string, TPhoneAuthMessage>> = {
  'auth/invalid-phone-number': 'invalidPhone',
  'auth/missing-phone-number': 'missingPhone',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-verification-code': 'invalidCode',
  'auth/missing-verification-code': 'missingCode',
  'auth/captcha-check-failed': 'captchaFailed',
  'auth/invalid-app-credential': 'captchaFailed',
  'auth/missing-app-credential': 'captchaFailed',
  'auth/quota-exceeded': 'quotaExceeded',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/admin-restricted-operation': 'operationNotAllowed',
  'auth/code-expired': 'codeExpired',
  'auth/session-expired': 'codeExpired',
  'auth/invalid-verification-id': 'codeExpired',
  'auth/missing-verification-id': 'codeExpired',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
};

/** Which message a provider refusal shows; anything unknown (a network failure too) is "unknown error". */
export function phoneAuthMessageOf(error: unknown): TPhoneAuthMessage {
  return error instanceof SignInProviderError ? (MESSAGE_OF_CODE[error.code] ?? 'unknown') : 'unknown';
}

/** spec §9: after "too many requests" the code can be asked for again in 5 minutes. */
export const isTooManyRequests = (error: unknown) => phoneAuthMessageOf(error) === 'tooManyRequests';

/** "4:59": the minutes and seconds of a wait. */
export const formatWait = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** An E.164 number from the form's dialing code ("+52") and national number. */
export const toE164 = (dialingCode: string, mobile: string) =>
  `${dialingCode.trim().startsWith('+') ? '' : '+'}${dialingCode.trim()}${mobile.replace(/\D/g, '')}`;
