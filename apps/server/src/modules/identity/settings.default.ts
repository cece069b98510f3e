import type { TIdentitySettings, TRegistrationField } from '@platform/contracts/identity';
import { DEFAULT_LOGIN_VERIFICATION_SETTINGS } from '@platform/contracts/login-verification';
import { PATTERN_SOURCES, type TFieldRule, type TPatternId } from '@platform/contracts/registration-rules';

function rule(
  field: TRegistrationField,
  patternId: TPatternId,
  minLength: number,
  maxLength: number,
  flags: { enabled: boolean; required: boolean },
): TFieldRule {
  return { field, ...flags, acceptedPattern: PATTERN_SOURCES[patternId], minLength, maxLength, patternId };
}

const required = { enabled: true, required: true };
const optional = { enabled: true, required: false };
const off = { enabled: false, required: false };

/**
 * The registration rules a fresh database starts with. Operators change them through
 * PUT /admin-api/identity/settings. Username and password are always required (whatever their flags);
 * the mobile number is required in mobile mode and when SMS verification is on (SMSREGVER3).
 */
export const DEFAULT_REGISTRATION_RULES: TFieldRule[] = [
  rule('username', 'LETTER_FIRST_ALNUM', 4, 16, required),
  rule('password', 'LETTERS_AND_DIGITS', 6, 20, required),
  rule('payeeName', 'FULL_NAME', 3, 100, optional),
  rule('email', 'EMAIL', 6, 254, optional),
  rule('qqNum', 'DIGITS', 5, 12, off),
  rule('mobileNum', 'DIGITS', 6, 15, optional),
  rule('recommenderId', 'LETTERS_OR_DIGITS', 4, 16, off),
  rule('captcha', 'LENGTH', 1, 16, required),
  rule('verificationCode', 'DIGITS', 6, 6, off),
  rule('affiliateCode', 'LETTERS_OR_DIGITS', 4, 16, optional),
  rule('paymentPassword', 'DIGITS', 6, 6, off),
  rule('line', 'NO_SPACES', 1, 64, off),
  rule('whatsapp', 'DIGITS', 6, 15, off),
  rule('facebook', 'NO_SPACES', 1, 100, off),
  rule('wechat', 'NO_SPACES', 1, 64, off),
  rule('idNumber', 'LETTERS_OR_DIGITS', 4, 32, off),
];

export const DEFAULT_IDENTITY_SETTINGS: TIdentitySettings = {
  registrationRules: DEFAULT_REGISTRATION_RULES,
  passwordMaxAgeDays: 90,
  smsCodeExpiredMinutes: 5,
  smsPerNumberPerHour: 5,
  smsCodeMaxAttempts: 5,
  loginLock: { threshold: 5, windowMinutes: 15, lockMinutes: 15 },
  loginFailuresPerClient: 30,
  freePlayPerClientPerHour: 20,
  resetLinkMinutes: 30,
  emailsPerAddressPerHour: 5,
  defaultCountry: 'MX',
  loginVerification: DEFAULT_LOGIN_VERIFICATION_SETTINGS,
};
