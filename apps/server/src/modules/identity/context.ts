import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TLoginValue } from '@platform/contracts/identity';
import {
  checkField,
  ruleMessage,
  type TFieldRule,
  type TRuleFailure,
} from '@platform/contracts/registration-rules';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { uniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { normalizeIp } from '../../platform/ip';
import type { EmailProvider, SmsProvider } from '../notify/providers';
import type { PasswordHasher } from './password-hasher';
import * as repository from './repository';
import * as tree from './tree-repository';
import type { Sessions } from './sessions';
import type { IdentitySettings } from './settings';
import type { PhoneAuthVerifier } from './phone-auth';
import type { SocialTokenVerifier } from './social';
import type { Captchas, SmsCodes } from './verification';

/** Reads a member's wallet balance; the wallet module provides it (until then every balance is 0). */
export type BalanceReader = (memberId: string) => Promise<number>;

/**
 * Runs inside the transaction that creates a member (registration, free play, social sign-in,
 * accounts created by agents or operators): the wallet module opens the member's accounts here and
 * credits the trial balance of a trial account (type 4).
 */
export type MemberCreatedHook = (tx: Db, member: repository.MemberRow) => Promise<void>;

export type IdentityDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The brand (whitelabel flags, currency, minimum age, main domain) from the system module. */
  brand: () => Promise<TBrandConfig>;
  settings: IdentitySettings;
  hasher: PasswordHasher;
  sms: SmsProvider;
  email: EmailProvider;
  /** null: Google sign-in not configured (FEATURE_DISABLED). */
  google: SocialTokenVerifier | null;
  /** null: Facebook sign-in not configured (FEATURE_DISABLED). */
  facebook: SocialTokenVerifier | null;
  /** null: third-party phone authentication not configured (FEATURE_DISABLED). */
  phoneAuth: PhoneAuthVerifier | null;
  defaultMemberPassword: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  captchaCheck: boolean;
  /** Origin of links in e-mails; null: derived from the brand's main domain. */
  publicUrl: string | null;
  /** The server's own port, for links when the main domain is localhost. */
  port: number;
  /** Where avatars are stored (DATA_DIR/uploads/avatars). */
  avatarDir: string;
  balanceOf?: BalanceReader;
  onMemberCreated?: MemberCreatedHook;
  /** Inbox notices (a sign-in from a new address); none when absent. */
  notifyMember?: MemberNotifier;
};

export type IdentityContext = IdentityDeps & {
  sessions: Sessions;
  captchas: Captchas;
  codes: SmsCodes;
  /** A hash of a random password, verified when the account does not exist (same time either way). */
  dummyHash: () => Promise<string>;
};

/**
 * The device cookie of a request (sign-in verification): the id it carried (null without one) and how to
 * set it on the reply once a sign-in remembers the device.
 */
export type DeviceCookie = { id: string | null; issue(id: string): void };

/** Where a request comes from, for limits, records and replies. */
export type RequestMeta = { ip: string; userAgent: string | null; lang: TLanguage; device?: DeviceCookie };

/** A notice from the platform to one member's inbox, in each language (the messaging module sends it). */
export type MemberNotifier = (input: {
  memberId: string;
  title: Record<TLanguage, string>;
  content: Record<TLanguage, string>;
}) => Promise<void>;

export const clientKeyOf = (ip: string) => normalizeIp(ip);

const sha256 = (text: string) => createHash('sha256').update(text).digest();

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code of 8 characters without look-alikes (0/O, 1/I). */
export function randomAffiliateCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Compares in constant time (both sides hashed first, so lengths do not leak either). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

export function loginValue(
  token: string,
  options: { firstTimeLogin: boolean; passwordChange?: 'default' | 'expired' | null },
): TLoginValue {
  const reason = options.passwordChange ?? null;
  return {
    token,
    firstTimeLogin: options.firstTimeLogin,
    passwordExpired: reason === 'expired',
    mustChangePassword: reason !== null,
  };
}

/** 400 VALIDATION_FAILED naming the fields, with a text per field in the request language. */
export function fieldErrors(errors: Record<string, string>): AppError {
  const fields = Object.keys(errors);
  return new AppError('VALIDATION_FAILED', { fields, details: { fields, errors } });
}

/** Collects rule-engine failures per field, in one language. */
export function createFieldChecker(lang: TLanguage) {
  const errors: Record<string, string> = {};
  return {
    errors,
    fail(field: string, failure: TRuleFailure) {
      // The field picks the spec's own texts (password length, real name, phone number format).
      errors[field] ??= ruleMessage(lang, failure, field);
    },
    /** Checks `value` with `rule` (overridden by `force`, for example always required). */
    check(
      field: string,
      rule: TFieldRule | undefined,
      value: string | undefined,
      force: Partial<TFieldRule> = {},
    ) {
      if (!rule) return;
      const failure = checkField({ ...rule, ...force }, value);
      if (failure) this.fail(field, failure);
    },
    throwIfAny() {
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    },
  };
}

/** The rule-engine failure of a mobile number that is not 6 to 15 digits (ZMobileSchema). */
export const MOBILE_FAILURE: TRuleFailure = { kind: 'pattern', patternId: 'DIGITS', min: 6, max: 15 };

export function ruleOf(rules: readonly TFieldRule[], field: string): TFieldRule | undefined {
  return rules.find((rule) => rule.field === field);
}

const TAKEN: Record<string, 'USERNAME_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN' | 'INVALID_INVITATION_CODE'> = {
  members_account_key: 'USERNAME_TAKEN',
  members_mobile_key: 'MOBILE_TAKEN',
  members_email_key: 'EMAIL_TAKEN',
};

/** Turns a unique violation on the members table into 409 USERNAME_TAKEN, MOBILE_TAKEN or EMAIL_TAKEN. */
export function rethrowTaken(error: unknown): never {
  const constraint = uniqueViolation(error);
  const code = constraint === null ? undefined : TAKEN[constraint];
  if (code) throw new AppError(code, { cause: error });
  throw error;
}

/**
 * Inserts a member with its team-tree links and runs the member-created hook, in the caller's
 * transaction (the tree's shared lock keeps a concurrent move from rewriting the upline's ancestors
 * while they are copied).
 */
export async function createMemberRow(
  ctx: IdentityContext,
  tx: Db,
  values: repository.NewMember,
): Promise<repository.MemberRow> {
  await tree.lockTreeShared(tx);
  const member = await repository.insertMember(tx, values);
  await ctx.onMemberCreated?.(tx, member);
  return member;
}

/** The origin of links in e-mails: PUBLIC_URL, else the brand's main domain. */
/**
 * The phone-auth verifier when third-party phone authentication is on (whitelabel PHONEAUTH3 and
 * PHONE_AUTH_PROJECT_ID configured); 403 FEATURE_DISABLED otherwise.
 */
export function requirePhoneAuth(ctx: IdentityContext, brand: TBrandConfig): PhoneAuthVerifier {
  if (!brand.whitelabel.PHONEAUTH3 || !ctx.phoneAuth) throw new AppError('FEATURE_DISABLED');
  return ctx.phoneAuth;
}

export function publicOrigin(ctx: IdentityContext, brand: TBrandConfig): string {
  if (ctx.publicUrl) return ctx.publicUrl;
  const domain = brand.mainDomain.trim() || 'localhost';
  if (domain === 'localhost' || domain === '127.0.0.1') return `http://${domain}:${ctx.port}`;
  return `https://${domain}`;
}
