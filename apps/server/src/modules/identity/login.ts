import { randomBytes } from 'node:crypto';
import { ZMobileSchema, type TLoginRequest, type TLoginValue } from '@platform/contracts/identity';
import { isAgentType, MEMBER_TYPE } from '@platform/contracts/member-types';
import type { TIdentitySettings } from '@platform/contracts/identity';
import { AppError, isAppError } from '../../platform/errors';
import { loginRetryAfterSeconds } from '../../platform/login-delay';
import { enforceThrottles, hitThrottle } from '../../platform/throttle';
import { recordAudit } from '../system/service';
import type { PasswordChangeReason } from '../../platform/auth';
import {
  clientKeyOf,
  createFieldChecker,
  createMemberRow,
  loginValue,
  MOBILE_FAILURE,
  requirePhoneAuth,
  rethrowTaken,
  sameSecret,
  type IdentityContext,
  type RequestMeta,
} from './context';
import { normalizeDialingCode } from './countries';
import * as repository from './repository';
import type { SessionMethod } from './sessions';
import type { SocialProfile } from './social';
import type { PhoneNumber } from './verification';
import { decideSignIn } from './sign-in-verification/create-challenge';
import { isKnownClient, notifyNewAddress, recordSignIn } from './sign-in-verification/sign-ins';

type Portal = TLoginRequest['portal'];

/** Agent-only (affiliate) accounts: agents, but refused by the member site (NON_MEMBER_LOGIN). */
export const NON_MEMBER_TYPES: readonly number[] = [MEMBER_TYPE.AGENT_SUB_A, MEMBER_TYPE.AGENT_SUB_B];

/**
 * The portal rule: the member site refuses agent-only accounts (41, 42) with NON_MEMBER_LOGIN; the agent
 * page (`portal: 'agent'`) refuses everyone who is not an agent with NON_AGENT_LOGIN.
 */
export function checkPortal(type: number, portal: Portal): void {
  if (portal === 'member' && NON_MEMBER_TYPES.includes(type)) throw new AppError('NON_MEMBER_LOGIN');
  if (portal === 'agent' && !isAgentType(type)) throw new AppError('NON_AGENT_LOGIN');
}

export function checkActive(member: repository.MemberRow, now: Date): void {
  if (member.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (member.status === 'locked' || (member.lockedUntil !== null && member.lockedUntil > now)) {
    throw new AppError('ACCOUNT_LOCKED');
  }
}

const minutes = (count: number) => count * 60_000;

/**
 * Marks the member logged in (first and last login), records the sign-in (remembering the device and its
 * address) and opens a session, in one transaction. A sign-in from an address and device that were not
 * known is told to the member in the inbox (not a member's very first sign-in: nothing was known yet).
 */
export async function completeLogin(
  ctx: IdentityContext,
  member: repository.MemberRow,
  options: {
    portal: Portal;
    method: SessionMethod;
    passwordChange?: PasswordChangeReason | null;
    meta: RequestMeta;
    /** Runs first in the same transaction (using up an SMS code, storing a new password…). */
    before?: (tx: typeof ctx.db) => Promise<void>;
    /** The account key whose failures from this client the login forgets (other clients' stay). */
    clearFailuresOf?: string;
    /** Whether the device or address was known (sign-in verification); looked up when not given. */
    known?: boolean;
  },
): Promise<TLoginValue> {
  const now = ctx.clock.now();
  const known = options.known ?? (await isKnownClient(ctx, member.id, options.meta, now));
  const { knownForDays } = (await ctx.settings.get()).loginVerification;
  const firstTimeLogin = member.firstLoginAt === null;
  const ip = clientKeyOf(options.meta.ip);
  const passwordChange = options.passwordChange ?? null;
  const token = await ctx.db.transaction(async (tx) => {
    await options.before?.(tx);
    if (options.clearFailuresOf) {
      await repository.deleteClientAccountFailures(tx, options.clearFailuresOf, ip);
    }
    await repository.updateMember(
      tx,
      member.id,
      {
        firstLoginAt: member.firstLoginAt ?? now,
        lastLoginAt: now,
        lastLoginIp: ip,
        ...(member.lockedUntil ? { lockedUntil: null } : {}),
      },
      now,
    );
    await recordSignIn(tx, {
      memberId: member.id,
      meta: options.meta,
      method: options.method,
      known,
      now,
      knownForDays,
    });
    return ctx.sessions.open(tx, {
      memberId: member.id,
      portal: options.portal,
      method: options.method,
      passwordChange,
      firstLogin: firstTimeLogin,
      ip,
      userAgent: options.meta.userAgent,
    });
  });
  if (!known && !firstTimeLogin) await notifyNewAddress(ctx, member, options.meta, now);
  return loginValue(token, { firstTimeLogin, passwordChange });
}

/**
 * The failed-login bookkeeping shared by password, SMS and phone-auth logins (ARCHITECTURE.md, "Login
 * throttling"): failures slow down the client that makes them, never the account for everyone.
 */
export function createAttemptPolicy(
  ctx: IdentityContext,
  policy: TIdentitySettings,
  clientKey: string,
  now: Date,
) {
  const { threshold, windowMinutes, lockMinutes } = policy.loginLock;
  const windowStart = new Date(now.getTime() - minutes(windowMinutes));
  const refused = { captchaRequired: true };
  return {
    refused,
    /** 429 THROTTLED when this client has failed too often in the window, whatever the accounts. */
    async guardClient() {
      const failures = await repository.clientFailuresSince(ctx.db, clientKey, windowStart);
      if (failures >= policy.loginFailuresPerClient) throw new AppError('THROTTLED');
    },
    /** From the first failure of the account or of the client, a captcha is required. */
    async captchaRequired(accountKey: string) {
      return repository.anyFailureSince(ctx.db, accountKey, clientKey, windowStart);
    },
    /**
     * 429 LOGIN_DELAYED while this client waits after its own failures on the account (from `threshold`
     * failures: 30 s, doubling, at most lockMinutes). Checked before the secret, from the failures of the
     * account key, so an unknown account answers exactly like a real one. Other clients are not slowed:
     * the right password with a solved captcha gets in from anywhere else.
     */
    async guardAccount(accountKey: string) {
      const recent = await repository.accountFailuresSince(ctx.db, accountKey, windowStart, clientKey);
      const retryAfterSeconds = loginRetryAfterSeconds(
        recent,
        { threshold, capMs: minutes(lockMinutes) },
        now,
      );
      if (retryAfterSeconds > 0) {
        throw new AppError('LOGIN_DELAYED', { details: { ...refused, retryAfterSeconds } });
      }
    },
    /** Counts a failure; a burst on one account (threshold × 2 in the window) is audited once a window. */
    async recordFailure(accountKey: string, member: repository.MemberRow | null) {
      await repository.insertLoginFailure(ctx.db, { accountKey, clientKey, at: now });
      const recent = await repository.accountFailuresSince(ctx.db, accountKey, windowStart);
      if (recent.failures < threshold * 2) return;
      const windowMs = minutes(windowMinutes);
      const alert = await hitThrottle(ctx.db, { key: `login-alert:${accountKey}`, limit: 1, windowMs }, now);
      if (!alert.allowed) return;
      await recordAudit(ctx.db, {
        actor: 'system',
        requestId: null,
        action: 'identity.login-failures-alert',
        target: member ? `member:${member.id}` : `login:${accountKey}`,
        before: null,
        after: {
          account: accountKey,
          failures: recent.failures,
          clients: recent.clients,
          windowMinutes,
          latestClient: clientKey,
        },
      });
    },
  };
}

export function createLoginUseCases(ctx: IdentityContext) {
  function passwordChangeReason(
    member: repository.MemberRow,
    password: string,
    whitelabel: { PWDEXPIRY3: boolean },
    maxAgeDays: number,
    now: Date,
  ): PasswordChangeReason | null {
    if (sameSecret(password, ctx.defaultMemberPassword)) return 'default';
    if (!whitelabel.PWDEXPIRY3 || maxAgeDays <= 0) return null;
    const changedAt = member.passwordChangedAt ?? member.createdAt;
    return changedAt.getTime() + maxAgeDays * 86_400_000 < now.getTime() ? 'expired' : null;
  }

  async function loginWithPassword(body: TLoginRequest, meta: RequestMeta): Promise<TLoginValue> {
    const now = ctx.clock.now();
    const [brand, policy] = await Promise.all([ctx.brand(), ctx.settings.get()]);
    const attempts = createAttemptPolicy(ctx, policy, clientKeyOf(meta.ip), now);
    const account = body.username.trim();
    const accountKey = `user:${account.toLowerCase()}`;
    await attempts.guardClient();
    await attempts.guardAccount(accountKey);
    if (await attempts.captchaRequired(accountKey)) {
      await ctx.captchas.check(body.captchaId, body.captcha, attempts.refused);
    }

    const member = await repository.findMemberByAccount(ctx.db, account);
    // One hash verification whether or not the account exists, so timing tells nothing.
    const stored = member?.passwordHash ?? null;
    const verified = await ctx.hasher.verify(stored ?? (await ctx.dummyHash()), body.password);
    const matches = stored !== null && verified;
    if (!member || !matches) {
      await attempts.recordFailure(accountKey, member);
      throw new AppError('INVALID_CREDENTIALS', { details: attempts.refused });
    }
    checkActive(member, now);
    checkPortal(member.type, body.portal);

    const passwordChange = passwordChangeReason(
      member,
      body.password,
      brand.whitelabel,
      policy.passwordMaxAgeDays,
      now,
    );
    // The right password alone clears no failures: only a completed sign-in does.
    const { known } = await decideSignIn(ctx, member, {
      portal: body.portal,
      method: 'password',
      meta,
      accountKey,
      passwordChange,
    });
    const rehash = ctx.hasher.needsRehash(stored!) ? await ctx.hasher.hash(body.password) : null;
    return completeLogin(ctx, member, {
      portal: body.portal,
      method: 'password',
      passwordChange,
      meta,
      known,
      clearFailuresOf: accountKey,
      before: rehash
        ? async (tx) => {
            await repository.updateMember(tx, member.id, { passwordHash: rehash }, now);
          }
        : undefined,
    });
  }

  async function loginWithSms(body: TLoginRequest, meta: RequestMeta): Promise<TLoginValue> {
    const now = ctx.clock.now();
    const [brand, policy] = await Promise.all([ctx.brand(), ctx.settings.get()]);
    if (!brand.whitelabel.SMSLOGIN3) throw new AppError('FEATURE_DISABLED');
    const mobile = body.username.trim();
    const fields = createFieldChecker(meta.lang);
    if (!ZMobileSchema.safeParse(mobile).success) fields.fail('username', MOBILE_FAILURE);
    if (!body.countryDialingCode) fields.fail('countryDialingCode', { kind: 'required' });
    fields.throwIfAny();
    const number: PhoneNumber = { dialingCode: normalizeDialingCode(body.countryDialingCode ?? ''), mobile };
    const accountKey = `sms:${number.dialingCode} ${number.mobile}`;
    const attempts = createAttemptPolicy(ctx, policy, clientKeyOf(meta.ip), now);
    await attempts.guardClient();
    await attempts.guardAccount(accountKey);
    if (await attempts.captchaRequired(accountKey)) {
      await ctx.captchas.check(body.captchaId, body.captcha, attempts.refused);
    }

    const member = await repository.findMemberByMobile(ctx.db, number.dialingCode, number.mobile);
    let code: repository.CodeRow;
    try {
      // Codes are only ever sent to numbers of members, so an unknown number never has one.
      code = await ctx.codes.check({ purpose: 'login', number, code: body.password });
      if (!member) throw new AppError('SMS_CODE_INVALID');
    } catch (error) {
      if (!isAppError(error)) throw error;
      await attempts.recordFailure(accountKey, member);
      throw new AppError(error.code, { details: attempts.refused, cause: error });
    }
    checkActive(member, now);
    checkPortal(member.type, body.portal);
    // The code stays usable until the sign-in completes; a challenge asks for another proof first.
    const { known } = await decideSignIn(ctx, member, {
      portal: body.portal,
      method: 'sms',
      meta,
      accountKey,
    });
    return completeLogin(ctx, member, {
      portal: body.portal,
      method: 'sms',
      meta,
      known,
      clearFailuresOf: accountKey,
      before: (tx) => ctx.codes.consume(tx, code),
    });
  }

  async function createTrialMember(meta: RequestMeta): Promise<repository.MemberRow> {
    const now = ctx.clock.now();
    for (let attempt = 0; ; attempt += 1) {
      const account = `trial_${randomBytes(6).toString('hex')}`;
      try {
        return await ctx.db.transaction((tx) =>
          createMemberRow(ctx, tx, {
            account,
            type: MEMBER_TYPE.TRIAL,
            language: meta.lang,
            registerIp: clientKeyOf(meta.ip),
            registerMethod: 'TRIAL',
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        if (attempt < 3 && isTaken(error)) continue;
        throw error;
      }
    }
  }

  function isTaken(error: unknown) {
    try {
      rethrowTaken(error);
    } catch (mapped) {
      return isAppError(mapped) && mapped.code === 'USERNAME_TAKEN';
    }
  }

  return {
    async login(body: TLoginRequest, meta: RequestMeta): Promise<TLoginValue> {
      return body.type === 'sms' ? loginWithSms(body, meta) : loginWithPassword(body, meta);
    },

    /**
     * Free play: a new trial account (type 4, `trial_<12 hex>`, no password) logged in at once. Its
     * trial balance is credited by the member-created hook of the wallet module.
     */
    async freePlay(meta: RequestMeta): Promise<TLoginValue> {
      const [brand, policy] = await Promise.all([ctx.brand(), ctx.settings.get()]);
      if (!brand.whitelabel.FREEPLAY3) throw new AppError('FEATURE_DISABLED');
      const clientKey = clientKeyOf(meta.ip);
      await enforceThrottles(
        ctx.db,
        [
          { key: `freeplay:client:${clientKey}`, limit: 1, windowMs: 1_000 },
          {
            key: `freeplay:client-hour:${clientKey}`,
            limit: policy.freePlayPerClientPerHour,
            windowMs: 3_600_000,
          },
        ],
        ctx.clock.now(),
      );
      const member = await createTrialMember(meta);
      return completeLogin(ctx, member, { portal: 'member', method: 'trial', meta });
    },

    /**
     * Third-party phone authentication (whitelabel PHONEAUTH3 and PHONE_AUTH_PROJECT_ID): the provider
     * texted and checked the code, so its verified ID token stands for an SMS login code. Logs in the
     * member bound to the token's number with the rules of the SMS login: per-client throttle, the
     * number's lockout, disabled and locked accounts, the portal rule, never a forced password change.
     * A refused token or a number without a member: 401 INVALID_CREDENTIALS, counted as a failure.
     */
    async loginWithPhoneAuth(idToken: string, portal: Portal, meta: RequestMeta): Promise<TLoginValue> {
      const now = ctx.clock.now();
      const [brand, policy] = await Promise.all([ctx.brand(), ctx.settings.get()]);
      const verifier = requirePhoneAuth(ctx, brand);
      const attempts = createAttemptPolicy(ctx, policy, clientKeyOf(meta.ip), now);
      await attempts.guardClient();
      let verified;
      try {
        verified = await verifier.verify(idToken);
      } catch (error) {
        if (!isAppError(error)) throw error;
        // No number to lock: the failure still counts against this client.
        await attempts.recordFailure('phone-auth:refused-token', null);
        throw new AppError(error.code, { cause: error });
      }
      const { number } = verified;
      const accountKey = `sms:${number.dialingCode} ${number.mobile}`;
      await attempts.guardAccount(accountKey);
      const member = await repository.findMemberByMobile(ctx.db, number.dialingCode, number.mobile);
      if (!member) {
        await attempts.recordFailure(accountKey, null);
        throw new AppError('INVALID_CREDENTIALS');
      }
      checkActive(member, now);
      checkPortal(member.type, portal);
      const { known } = await decideSignIn(ctx, member, { portal, method: 'phone-auth', meta, accountKey });
      return completeLogin(ctx, member, {
        portal,
        method: 'phone-auth',
        meta,
        known,
        clearFailuresOf: accountKey,
      });
    },

    /**
     * Google or Facebook sign-in: the provider's user is linked to a member on first sign-in (a new
     * account `g_…`/`f_…`; never linked to an existing account by e-mail, since e-mails here are not
     * verified). Off unless the whitelabel flag is on and the provider is configured.
     */
    async loginWithSocial(
      provider: 'google' | 'facebook',
      token: string,
      portal: Portal,
      meta: RequestMeta,
    ): Promise<TLoginValue> {
      const brand = await ctx.brand();
      const flag = provider === 'google' ? brand.whitelabel.GOOGLELOGIN3 : brand.whitelabel.FBLOGIN3;
      const verifier = provider === 'google' ? ctx.google : ctx.facebook;
      if (!flag || !verifier) throw new AppError('FEATURE_DISABLED');
      const profile = await verifier.verify(token);
      const now = ctx.clock.now();
      const linked = await repository.findIdentityMember(ctx.db, provider, profile.subject);
      const member = linked
        ? await repository.findMemberById(ctx.db, linked)
        : await createSocialMember(profile, meta);
      if (!member) throw new AppError('INVALID_CREDENTIALS');
      checkActive(member, now);
      checkPortal(member.type, portal);
      // Only a member's own "authenticator at every sign-in" stops a social sign-in (see create-challenge.ts).
      const accountKey = `${provider}:${profile.subject}`;
      const { known } = await decideSignIn(ctx, member, { portal, method: provider, meta, accountKey });
      return completeLogin(ctx, member, { portal, method: provider, meta, known });
    },
  };

  async function createSocialMember(
    profile: SocialProfile,
    meta: RequestMeta,
  ): Promise<repository.MemberRow> {
    const now = ctx.clock.now();
    const email =
      profile.emailVerified && profile.email && !(await emailTaken(profile.email)) ? profile.email : null;
    for (let attempt = 0; ; attempt += 1) {
      const account = `${profile.provider === 'google' ? 'g' : 'f'}_${randomBytes(5).toString('hex')}`;
      try {
        return await ctx.db.transaction(async (tx) => {
          const member = await createMemberRow(ctx, tx, {
            account,
            nickname: profile.name?.slice(0, 32) ?? null,
            email,
            language: meta.lang,
            registerIp: clientKeyOf(meta.ip),
            registerMethod: profile.provider.toUpperCase(),
            createdAt: now,
            updatedAt: now,
          });
          await repository.insertIdentity(tx, {
            provider: profile.provider,
            subject: profile.subject,
            memberId: member.id,
            createdAt: now,
          });
          return member;
        });
      } catch (error) {
        if (attempt < 3 && isTaken(error)) continue;
        // Two first sign-ins of one user at once: the other one linked the account.
        const linked = await repository.findIdentityMember(ctx.db, profile.provider, profile.subject);
        const member = linked ? await repository.findMemberById(ctx.db, linked) : null;
        if (member) return member;
        rethrowTaken(error);
      }
    }
  }

  async function emailTaken(email: string): Promise<boolean> {
    return (await repository.findMemberByEmail(ctx.db, email)) !== null;
  }
}

export type LoginUseCases = ReturnType<typeof createLoginUseCases>;
