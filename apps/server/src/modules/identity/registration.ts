import { randomBytes } from 'node:crypto';
import {
  REGISTRATION_FIELDS,
  ZMobileSchema,
  ZSmsCodeSchema,
  type TAffiliateQuery,
  type TLoginValue,
  type TRegisterRequest,
  type TRegisterSettingsValue,
} from '@platform/contracts/identity';
import { errorMessage } from '@platform/contracts/error-messages';
import { isAgentType, MEMBER_TYPE } from '@platform/contracts/member-types';
import { AppError, isAppError } from '../../platform/errors';
import { enforceThrottles } from '../../platform/throttle';
import {
  clientKeyOf,
  createFieldChecker,
  createMemberRow,
  loginValue,
  MOBILE_FAILURE,
  randomAffiliateCode,
  requirePhoneAuth,
  rethrowTaken,
  ruleOf,
  type IdentityContext,
  type RequestMeta,
} from './context';
import { normalizeDialingCode } from './countries';
import { countRegistration, findLinkByCode } from './invitation-links';
import { findPlayerByReferralCode } from './referral-codes';
import * as repository from './repository';
import { formatNumber, type PhoneNumber } from './verification';
import { recordSignIn } from './sign-in-verification/sign-ins';

export type RegisterMode = 'username' | 'mobile';

type Invitation = {
  code: string;
  /** The upline the new member gets: the inviting agent, or the inviting player's own upline (or none). */
  agentId: string | null;
  agentNickname: string | null;
  /** Who invited (agent or player): `members.referrer_id`, the invite-friends page's friends. */
  referrerId: string;
  /** The member type the registration creates. */
  type: number;
  /** The invitation link used, null for the agent's own affiliate code. */
  linkId: string | null;
};

/** Optional fields of the registration entity: validated and stored only while their rule is enabled. */
const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export function createRegistrationUseCases(ctx: IdentityContext) {
  async function settings(): Promise<TRegisterSettingsValue> {
    const [brand, policy] = await Promise.all([ctx.brand(), ctx.settings.get()]);
    const rules = REGISTRATION_FIELDS.map((field) => ruleOf(policy.registrationRules, field)).filter(
      (rule) => rule !== undefined,
    );
    return {
      rules,
      defaultMode: brand.whitelabel.MOBILENUMREG3 ? 'mobile' : 'username',
      mobileReg: brand.whitelabel.MOBILENUMREG3,
      smsVerification: brand.whitelabel.SMSREGVER3,
      mobileRegPass: brand.whitelabel.MOBILEPWDREG3,
      captchaRequired: ruleOf(policy.registrationRules, 'captcha')?.enabled === true,
      minimumAge: brand.minimumAge,
    };
  }

  /** An account name for a mobile-mode registration: the number, else dialing code and number, else with a suffix. */
  async function accountForMobile(number: PhoneNumber): Promise<string> {
    const candidates = [number.mobile, `${number.dialingCode.slice(1)}${number.mobile}`];
    for (const candidate of candidates) {
      if (!(await repository.accountExists(ctx.db, candidate))) return candidate;
    }
    return `${number.mobile}_${randomBytes(3).toString('hex')}`;
  }

  /**
   * Third-party phone authentication at registration (whitelabel PHONEAUTH3 and PHONE_AUTH_PROJECT_ID,
   * else FEATURE_DISABLED): the token must be genuine and unexpired and its number must be the submitted
   * one, else 400 SMS_CODE_INVALID naming the field at fault.
   */
  async function checkPhoneAuthToken(token: string, number: PhoneNumber): Promise<void> {
    const verifier = requirePhoneAuth(ctx, await ctx.brand());
    let phoneNumber: string;
    try {
      ({ phoneNumber } = await verifier.verify(token));
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw new AppError('SMS_CODE_INVALID', { fields: ['firebaseIdToken'], cause: error });
    }
    if (phoneNumber !== formatNumber(number)) {
      throw new AppError('SMS_CODE_INVALID', { fields: ['mobileNum'] });
    }
  }

  /**
   * An invitation code: an agent's own affiliate code (creates a player, as always), else one of its
   * invitation links (creates the link's type and counts on the link). A disabled link, an inactive or
   * non-agent owner: 400 INVALID_INVITATION_CODE.
   */
  async function resolveInvitation(code: string): Promise<Invitation> {
    const agent = await repository.findAgentByAffiliateCode(ctx.db, code);
    if (agent?.affiliateCode) {
      return {
        code: agent.affiliateCode,
        agentId: agent.id,
        agentNickname: agent.nickname,
        type: MEMBER_TYPE.MEMBER,
        linkId: null,
        referrerId: agent.id,
      };
    }
    const found = await findLinkByCode(ctx.db, code);
    if (found) {
      if (!found.link.enabled || !found.agentActive) throw new AppError('INVALID_INVITATION_CODE');
      return {
        code: found.link.code,
        agentId: found.link.agentId,
        agentNickname: found.agentNickname,
        type: found.link.memberType,
        linkId: found.link.id,
        referrerId: found.link.agentId,
      };
    }
    // A player's invite-friends code (REFERRAL promotion): the friend joins the player's upline's team.
    const player = (await ctx.brand()).whitelabel.REFERRAL
      ? await findPlayerByReferralCode(ctx.db, code)
      : null;
    if (!player) throw new AppError('INVALID_INVITATION_CODE');
    return {
      code: code.toUpperCase(),
      agentId: player.uplineId,
      agentNickname: player.nickname ?? player.account,
      type: MEMBER_TYPE.MEMBER,
      linkId: null,
      referrerId: player.id,
    };
  }

  return {
    settings,

    /** GET /wps/agent/affiliate: the agent behind an invitation code (the domain is not bound yet). */
    async checkAffiliate(query: TAffiliateQuery, meta: RequestMeta) {
      await enforceThrottles(
        ctx.db,
        [{ key: `affiliate:client:${clientKeyOf(meta.ip)}`, limit: 30, windowMs: 60_000 }],
        ctx.clock.now(),
      );
      const invitation = await resolveInvitation(query.code);
      return { code: invitation.code, agentNickname: invitation.agentNickname };
    },

    /**
     * Registration in username or mobile mode. Checks in this order, storing nothing until all pass:
     * the per-field rules (400 VALIDATION_FAILED with a text per field), the confirmation
     * (PASSWORD_MISMATCH), the terms (TERMS_NOT_ACCEPTED), the captcha (used up here), the SMS code, the
     * invitation code (`affiliateCode`, else `referralCode`); then one transaction creates the member
     * (USERNAME_TAKEN, MOBILE_TAKEN, EMAIL_TAKEN from the unique keys), uses up the SMS code and logs in.
     */
    async register(mode: RegisterMode, body: TRegisterRequest, meta: RequestMeta): Promise<TLoginValue> {
      const [policy, view] = await Promise.all([ctx.settings.get(), settings()]);
      const rules = policy.registrationRules;
      const rule = (field: string) => ruleOf(rules, field);
      const enabled = (field: string) => rule(field)?.enabled === true;
      const fields = createFieldChecker(meta.lang);
      const forced = { enabled: true, required: true };

      if (mode === 'username') fields.check('username', rule('username'), body.username, forced);
      const password = body.password;
      const wantsPassword = mode === 'username' || view.mobileRegPass || password !== '';
      if (wantsPassword) fields.check('password', rule('password'), password, forced);

      const mobile = body.mobileNum?.trim() ?? '';
      const mobileRequired =
        mode === 'mobile' || view.smsVerification || rule('mobileNum')?.required === true;
      if (mobile === '') {
        if (mobileRequired) fields.fail('mobileNum', { kind: 'required' });
      } else if (!ZMobileSchema.safeParse(mobile).success) {
        fields.fail('mobileNum', MOBILE_FAILURE);
      } else {
        fields.check('mobileNum', rule('mobileNum'), mobile, { enabled: true });
        if (!body.countryDialingCode) fields.fail('countryDialingCode', { kind: 'required' });
      }
      // Mobile mode with a third-party phone-auth token: the verified token stands for the SMS code.
      const phoneAuthToken = mode === 'mobile' ? body.firebaseIdToken?.trim() || null : null;
      if (
        view.smsVerification &&
        !phoneAuthToken &&
        !ZSmsCodeSchema.safeParse(body.verificationCode ?? '').success
      ) {
        fields.errors.verificationCode ??= errorMessage(meta.lang, 'SMS_CODE_INVALID');
      }
      for (const field of OPTIONAL_FIELDS) {
        if (enabled(field)) fields.check(field, rule(field), body[field]);
      }
      if (enabled('affiliateCode')) fields.check('affiliateCode', rule('affiliateCode'), body.affiliateCode);
      fields.throwIfAny();

      if (wantsPassword && password !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
      if (!body.acceptTerms) throw new AppError('TERMS_NOT_ACCEPTED');
      if (view.captchaRequired) await ctx.captchas.check(body.captchaId, body.captcha);

      const number: PhoneNumber | null =
        mobile === '' ? null : { dialingCode: normalizeDialingCode(body.countryDialingCode ?? ''), mobile };
      if (phoneAuthToken && number) await checkPhoneAuthToken(phoneAuthToken, number);
      const code =
        view.smsVerification && number && !phoneAuthToken
          ? await ctx.codes.check({ purpose: 'register', number, code: body.verificationCode ?? '' })
          : null;
      const invitation = body.affiliateCode || body.referralCode;
      const upline = invitation ? await resolveInvitation(invitation) : null;
      const type = upline?.type ?? MEMBER_TYPE.MEMBER;

      const account = mode === 'username' ? body.username!.trim() : await accountForMobile(number!);
      const passwordHash = wantsPassword ? await ctx.hasher.hash(password) : null;
      const payment = enabled('paymentPassword') && body.paymentPassword ? body.paymentPassword : null;
      const paymentPasswordHash = payment ? await ctx.hasher.hash(payment) : null;
      const optional = (field: (typeof OPTIONAL_FIELDS)[number]) =>
        enabled(field) && body[field]?.trim() ? body[field].trim() : null;
      const now = ctx.clock.now();
      const ip = clientKeyOf(meta.ip);
      const { knownForDays } = (await ctx.settings.get()).loginVerification;

      try {
        const token = await ctx.db.transaction(async (tx) => {
          if (code) await ctx.codes.consume(tx, code);
          const member = await createMemberRow(ctx, tx, {
            account,
            type,
            // Agents invited through a link get their own invitation code, like accounts agents create.
            affiliateCode: isAgentType(type) ? randomAffiliateCode() : null,
            payeeName: optional('payeeName'),
            email: optional('email'),
            dialingCode: number?.dialingCode ?? null,
            mobile: number?.mobile ?? null,
            uplineId: upline?.agentId ?? null,
            referrerId: upline?.referrerId ?? null,
            passwordHash,
            passwordChangedAt: passwordHash ? now : null,
            paymentPasswordHash,
            firstLoginAt: now,
            lastLoginAt: now,
            lastLoginIp: ip,
            language: meta.lang,
            qqNum: optional('qqNum'),
            whatsapp: optional('whatsapp'),
            facebook: optional('facebook'),
            line: optional('line'),
            wechat: optional('wechat'),
            idNumber: optional('idNumber'),
            recommenderId: optional('recommenderId'),
            registerIp: ip,
            registerDomain: body.domain ?? null,
            registerUrl: body.registerUrl ?? null,
            registerMethod: body.registerMethod,
            createdAt: now,
            updatedAt: now,
          });
          if (upline?.linkId) await countRegistration(tx, upline.linkId);
          // The registering device and address are the member's first known ones.
          await recordSignIn(tx, {
            memberId: member.id,
            meta,
            method: 'register',
            known: true,
            now,
            knownForDays,
          });
          return ctx.sessions.open(tx, {
            memberId: member.id,
            // Agent-only accounts never use the member site: their session is the agent centre's.
            portal: type === MEMBER_TYPE.AGENT_SUB_A || type === MEMBER_TYPE.AGENT_SUB_B ? 'agent' : 'member',
            method: 'register',
            passwordChange: null,
            firstLogin: true,
            ip,
            userAgent: meta.userAgent,
          });
        });
        return loginValue(token, { firstTimeLogin: true });
      } catch (error) {
        rethrowTaken(error);
      }
    },
  };
}

export type RegistrationUseCases = ReturnType<typeof createRegistrationUseCases>;
