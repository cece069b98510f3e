import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ZSmsLoginCodeRequestSchema, ZSmsRegisterCodeRequestSchema } from '@platform/contracts/identity';
import { isAgentType, isTrialType } from '@platform/contracts/member-types';
import { uniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../system/service';
import {
  clientKeyOf,
  createFieldChecker,
  createMemberRow,
  ruleOf,
  randomAffiliateCode,
  rethrowTaken,
  type IdentityContext,
  type IdentityDeps,
  type RequestMeta,
} from './context';
import { listCountries, normalizeDialingCode } from './countries';
import { createLoginUseCases } from './login';
import { createInvitationLinks } from './invitation-links';
import { createPasswordUseCases } from './passwords';
import { createProfileUseCases } from './profile';
import { createRegistrationUseCases } from './registration';
import * as repository from './repository';
import { createSessions } from './sessions';
import { createTeamTree } from './team-tree';
import { createCaptchas, createSmsCodes } from './verification';
import { countRegistrationsByGroup } from './team-registrations';
import { createMemberTotp } from './sign-in-verification/member-totp';
import { purgeSignInRecords } from './sign-in-verification/repository';
import { sendChallengeCode } from './sign-in-verification/send-code';
import { createSignInLists } from './sign-in-verification/sign-ins';
import { verifySignInProof } from './sign-in-verification/verify-proof';
import type { TLoginVerificationRequest } from '@platform/contracts/login-verification';

type TSmsLoginCode = z.infer<typeof ZSmsLoginCodeRequestSchema>;
type TSmsRegisterCode = z.infer<typeof ZSmsRegisterCodeRequestSchema>;

export type { BalanceReader, IdentityDeps, MemberCreatedHook, RequestMeta } from './context';

/** What other modules may know of a member (through `getMemberById` and friends, never the tables). */
export type MemberSummary = {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  status: 'active' | 'disabled' | 'locked';
  uplineId: string | null;
  affiliateCode: string | null;
  language: 'es' | 'en';
  createdAt: Date;
};

export function toMemberSummary(row: repository.MemberRow): MemberSummary {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    isTrial: isTrialType(row.type),
    status: row.status === 'disabled' || row.status === 'locked' ? row.status : 'active',
    uplineId: row.uplineId,
    affiliateCode: row.affiliateCode,
    language: row.language === 'en' ? 'en' : 'es',
    createdAt: row.createdAt,
  };
}

export type CreateAccountInput = {
  account: string;
  /** 0 member, 1/2/41/42 agent types (not 4: trial accounts come from free play). */
  type: 0 | 1 | 2 | 41 | 42;
  uplineId?: string | null;
  nickname?: string | null;
  /** The invitation code (upper case, unique). Default: a random one for agent types, none for members. */
  affiliateCode?: string | null;
  /** Default: the default member password, which the member must change at the first login. */
  password?: string;
  /** AGENT or OPERATOR (who created it), SEED for demo data. */
  createdBy: 'AGENT' | 'OPERATOR' | 'SEED';
  /** Written to the audit log in the transaction that creates the account (operator actions). */
  audit?: { actor: string; requestId: string | null };
};

export { randomAffiliateCode } from './context';

export function createIdentityService(deps: IdentityDeps) {
  let dummy: Promise<string> | null = null;
  const ctx: IdentityContext = {
    ...deps,
    sessions: createSessions({
      db: deps.db,
      clock: deps.clock,
      idleMinutes: deps.sessionIdleMinutes,
      maxHours: deps.sessionMaxHours,
    }),
    captchas: createCaptchas({ db: deps.db, clock: deps.clock, captchaCheck: deps.captchaCheck }),
    codes: createSmsCodes({ db: deps.db, clock: deps.clock, sms: deps.sms, settings: deps.settings }),
    dummyHash: () => (dummy ??= deps.hasher.hash(randomBytes(16).toString('hex'))),
  };
  const login = createLoginUseCases(ctx);
  const registration = createRegistrationUseCases(ctx);
  const passwords = createPasswordUseCases(ctx);
  const profile = createProfileUseCases(ctx);
  const teamTree = createTeamTree(ctx);
  const invitationLinks = createInvitationLinks(ctx);
  const memberTotp = createMemberTotp(ctx);
  const signInLists = createSignInLists(ctx);

  return {
    settings: deps.settings,
    resolveSession: ctx.sessions.resolve,

    // ----- use cases of the player API (routes.ts) -----
    login: login.login,
    freePlay: login.freePlay,
    loginWithSocial: login.loginWithSocial,
    loginWithPhoneAuth: login.loginWithPhoneAuth,

    // ----- sign-in verification (sign-in-verification/) -----
    verifyLogin: (body: TLoginVerificationRequest, meta: RequestMeta) => verifySignInProof(ctx, body, meta),
    sendLoginVerificationCode: (body: Parameters<typeof sendChallengeCode>[1], meta: RequestMeta) =>
      sendChallengeCode(ctx, body, meta),
    memberTotp,
    signIns: signInLists.signIns,
    knownDevices: signInLists.devices,
    forgetDevice: signInLists.forgetDevice,
    /** A withdrawal's authenticator code when the brand asks for one (wallet module). */
    checkWithdrawalTotp: memberTotp.checkForWithdrawal,
    logout: (sessionId: string) => ctx.sessions.end(sessionId),
    issueCaptcha: (meta: RequestMeta) => ctx.captchas.issue(clientKeyOf(meta.ip)),

    /** Checks and uses up a captcha of GET /wps/captcha, for other modules' forms (feedback). */
    checkCaptcha: (captchaId: string | undefined, answer: string | undefined) =>
      ctx.captchas.check(captchaId, answer),

    /** Stores the member's language (PUT /wps/member/language): messages to the member use it. */
    async setLanguage(memberId: string, language: 'es' | 'en'): Promise<{ language: 'es' | 'en' }> {
      const row = await repository.updateMember(deps.db, memberId, { language }, deps.clock.now());
      if (!row) throw new AppError('NOT_LOGGED_IN');
      return { language };
    },

    /**
     * The code for an SMS login or a password reset by phone. A number without an active account gets
     * the same reply and counts against the same limits, but no SMS is sent (nothing tells whether the
     * number is registered, and strangers are not texted).
     */
    async sendLoginCode(body: TSmsLoginCode, meta: RequestMeta) {
      const number = { dialingCode: normalizeDialingCode(body.countryDialingCode), mobile: body.mobileNum };
      const member = await repository.findMemberByMobile(deps.db, number.dialingCode, number.mobile);
      return ctx.codes.send({
        purpose: 'login',
        number,
        deliver: member !== null && member.status !== 'disabled',
        clientKey: clientKeyOf(meta.ip),
        lang: meta.lang,
      });
    },

    /** The registration code (SMSREGVER3); refused for a number or username already registered. */
    async sendRegisterCode(body: TSmsRegisterCode, meta: RequestMeta) {
      const brand = await deps.brand();
      if (!brand.whitelabel.SMSREGVER3) throw new AppError('FEATURE_DISABLED');
      const number = { dialingCode: normalizeDialingCode(body.countryDialingCode), mobile: body.mobileNo };
      if (await repository.findMemberByMobile(deps.db, number.dialingCode, number.mobile)) {
        throw new AppError('MOBILE_TAKEN');
      }
      if (body.username && (await repository.accountExists(deps.db, body.username))) {
        throw new AppError('USERNAME_TAKEN');
      }
      return ctx.codes.send({
        purpose: 'register',
        number,
        deliver: true,
        clientKey: clientKeyOf(meta.ip),
        lang: meta.lang,
      });
    },

    registerSettings: registration.settings,
    checkAffiliate: registration.checkAffiliate,
    register: registration.register,

    changePassword: passwords.change,
    forgotPasswordByEmail: passwords.forgotByEmail,
    resetPasswordByToken: passwords.resetByToken,
    resetPasswordByPhone: passwords.resetByPhone,
    setPaymentPassword: passwords.setPaymentPassword,

    memberInfo: profile.info,
    updateProfile: profile.update,
    setAvatar: profile.setAvatar,
    sendBindCode: profile.sendBindCode,
    bindMobile: profile.bindMobile,
    bindEmail: profile.bindEmail,

    async countries(lang: RequestMeta['lang']) {
      return listCountries(lang, (await deps.settings.get()).defaultCountry);
    },

    // ----- for other modules -----

    async getMemberById(id: string): Promise<MemberSummary | null> {
      const row = await repository.findMemberById(deps.db, id);
      return row ? toMemberSummary(row) : null;
    },

    async getMembersByIds(ids: readonly string[]): Promise<MemberSummary[]> {
      return (await repository.findMembersByIds(deps.db, ids)).map(toMemberSummary);
    },

    async findMemberByAccount(account: string): Promise<MemberSummary | null> {
      const row = await repository.findMemberByAccount(deps.db, account);
      return row ? toMemberSummary(row) : null;
    },

    /** Direct downlines of an agent, oldest first (the agent module builds the team views on it). */
    async listDirectDownlines(uplineId: string): Promise<MemberSummary[]> {
      return (await repository.listDirectDownlines(deps.db, uplineId)).map(toMemberSummary);
    },

    /**
     * An account made by an agent or an operator. Without a password it gets the default member
     * password, and the member must change it at the first login.
     */
    async createAccount(input: CreateAccountInput): Promise<MemberSummary> {
      const now = deps.clock.now();
      const passwordHash = await deps.hasher.hash(input.password ?? deps.defaultMemberPassword);
      const generateCode = input.affiliateCode === undefined && isAgentType(input.type);
      for (let attempt = 0; ; attempt += 1) {
        const affiliateCode = generateCode
          ? randomAffiliateCode()
          : (input.affiliateCode?.toUpperCase() ?? null);
        try {
          const row = await deps.db.transaction(async (tx) => {
            const created = await createMemberRow(ctx, tx, {
              account: input.account,
              type: input.type,
              nickname: input.nickname ?? null,
              uplineId: input.uplineId ?? null,
              affiliateCode,
              passwordHash,
              passwordChangedAt: now,
              registerMethod: input.createdBy,
              createdAt: now,
              updatedAt: now,
            });
            if (input.audit) {
              await recordAudit(tx, {
                ...input.audit,
                action: 'member.create',
                target: `member:${created.id}`,
                before: null,
                after: { account: created.account, type: created.type, uplineId: created.uplineId },
              });
            }
            return created;
          });
          return toMemberSummary(row);
        } catch (error) {
          if (generateCode && attempt < 3 && uniqueViolation(error) === 'members_affiliate_code_key')
            continue;
          if (uniqueViolation(error) === 'members_affiliate_code_key')
            throw new AppError('CONFLICT', { cause: error });
          rethrowTaken(error);
        }
      }
    },

    /**
     * The account-name rule of registration (the `username` rule of the settings, always required), for
     * accounts agents create: 400 VALIDATION_FAILED naming `account`, in the request's language.
     */
    async checkAccountName(account: string, lang: RequestMeta['lang']): Promise<void> {
      const fields = createFieldChecker(lang);
      const rules = (await deps.settings.get()).registrationRules;
      fields.check('account', ruleOf(rules, 'username'), account, { enabled: true, required: true });
      fields.throwIfAny();
    },

    /**
     * The default member password accounts made by agents get (the first login must change it): the
     * agent centre shows it once to the agent that made the account, to hand over.
     */
    defaultMemberPassword: () => deps.defaultMemberPassword,

    /** Enables, disables or locks a member; disabling and locking end every session at once. */
    async setMemberStatus(
      memberId: string,
      status: MemberSummary['status'],
      audit?: { actor: string; requestId: string | null },
    ): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await repository.findMemberById(tx, memberId);
        const row = await repository.updateMember(
          tx,
          memberId,
          { status, lockedUntil: null },
          deps.clock.now(),
        );
        if (!row || !before) throw new AppError('USER_NOT_FOUND');
        if (status !== 'active') {
          await ctx.sessions.endAll(tx, memberId);
          await repository.voidResetTokens(tx, memberId, deps.clock.now());
        }
        if (audit) {
          await recordAudit(tx, {
            ...audit,
            action: 'member.status',
            target: `member:${memberId}`,
            before: { status: before.status },
            after: { status },
          });
        }
      });
    },

    /** Ends every session of a member. */
    endAllSessions: (memberId: string) => ctx.sessions.endAll(deps.db, memberId),

    verifyPaymentPassword: passwords.verifyPaymentPassword,

    async hasPaymentPassword(memberId: string): Promise<boolean> {
      const row = await repository.findMemberById(deps.db, memberId);
      return Boolean(row?.paymentPasswordHash);
    },

    /** Whether `memberId` is in the downline of `agentId`, at any depth (wallet transfers). */
    isInDownline: teamTree.isInTeam,

    // ----- the team tree (team-tree.ts) and invitation links, for the agent centre -----
    isInTeam: teamTree.isInTeam,
    depthInTeam: teamTree.depthInTeam,
    teamMemberIds: teamTree.teamMemberIds,
    teamBranches: teamTree.teamBranches,
    teamSizes: teamTree.teamSizes,
    teamPath: teamTree.teamPath,
    listTeam: teamTree.listTeam,
    moveMember: teamTree.moveMember,
    invitationLinks,

    /** Members registered in [from, to) per group of members (the agent centre's team overview). */
    registrationsByGroup: (input: {
      memberIds: readonly string[];
      groupIds: readonly string[];
      from: Date;
      to: Date;
    }) => countRegistrationsByGroup(deps.db, input),

    /**
     * For a periodic job: removes sessions, captchas, SMS codes and reset links that expired more than a
     * day ago, and failed logins older than that (every window that reads them is shorter).
     */
    async purgeExpired() {
      const dayAgo = new Date(deps.clock.now().getTime() - 86_400_000);
      await repository.purgeExpired(deps.db, dayAgo);
      // Sign-ins are kept a year (the Security Center shows the latest 20).
      await purgeSignInRecords(deps.db, dayAgo, new Date(dayAgo.getTime() - 365 * 86_400_000));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
