import { z } from 'zod';

/**
 * Whitelabel feature flags (spec §6). The first four carry the spec's own codes; the spec names the
 * others only by what they switch, so their codes follow the same style.
 */
export const WHITELABEL_FLAGS = {
  PTSYS3: 'Points system and points mall',
  MANPLAYREB3: 'Manual rebate for players',
  AGENTPOLICY3: 'Consolidated agent contract fetch',
  MOBILENUMREG3: 'Registration by mobile number is the default mode',
  SMSREGVER3: 'SMS verification code at registration',
  MOBILEPWDREG3: 'Mobile registration asks for a password',
  FREEPLAY3: 'Free play (trial accounts)',
  PWDEXPIRY3: 'Forced change of expired passwords',
  SMSLOGIN3: 'Login with a mobile verification code',
  FBLOGIN3: 'Facebook sign-in',
  GOOGLELOGIN3: 'Google sign-in',
  PHONEAUTH3: 'Third-party phone authentication for SMS',
  REFERRAL: 'Referral promotion (invite friends) for members',
  VIP3: 'VIP levels and bonus',
} as const;

export type TWhitelabelFlag = keyof typeof WHITELABEL_FLAGS;
export const WHITELABEL_FLAG_CODES = Object.keys(WHITELABEL_FLAGS) as [TWhitelabelFlag, ...TWhitelabelFlag[]];
export const ZWhitelabelFlagSchema = z.enum(WHITELABEL_FLAG_CODES);

/** Every flag with its state; unknown flags are never sent. */
export const ZWhitelabelSchema = z.record(ZWhitelabelFlagSchema, z.boolean());
export type TWhitelabel = Record<TWhitelabelFlag, boolean>;
