import { createHash, randomBytes } from 'node:crypto';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TLoginValue } from '@platform/contracts/identity';
import type { z } from 'zod';
import type {
  ZChangePasswordRequestSchema,
  ZForgotByEmailRequestSchema,
  ZForgotByPhoneRequestSchema,
  ZPaymentPasswordRequestSchema,
  ZResetPasswordRequestSchema,
} from '@platform/contracts/identity';
import type { AuthMember, AuthSession } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { enforceThrottles } from '../../platform/throttle';
import { enforceRecipientCap } from '../notify/recipient-cap';
import {
  clientKeyOf,
  createFieldChecker,
  publicOrigin,
  ruleOf,
  sameSecret,
  type IdentityContext,
  type RequestMeta,
} from './context';
import { normalizeDialingCode } from './countries';
import { checkActive, checkPortal, completeLogin } from './login';
import * as repository from './repository';

type TChangePassword = z.infer<typeof ZChangePasswordRequestSchema>;
type TForgotByEmail = z.infer<typeof ZForgotByEmailRequestSchema>;
type TForgotByPhone = z.infer<typeof ZForgotByPhoneRequestSchema>;
type TResetPassword = z.infer<typeof ZResetPasswordRequestSchema>;
type TPaymentPassword = z.infer<typeof ZPaymentPasswordRequestSchema>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const RESET_TEXTS: Record<TLanguage, { subject: string; body: (link: string, minutes: number) => string }> = {
  es: {
    subject: 'Restablecer su contraseña',
    body: (link, minutes) =>
      `Hemos recibido una solicitud para restablecer su contraseña.\n\nAbra este enlace para elegir una nueva (válido durante ${minutes} minutos, una sola vez):\n${link}\n\nSi no lo ha solicitado, ignore este mensaje.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link, minutes) =>
      `We received a request to reset your password.\n\nOpen this link to choose a new one (valid for ${minutes} minutes, once):\n${link}\n\nIf you did not ask for it, ignore this message.`,
  },
};

export function createPasswordUseCases(ctx: IdentityContext) {
  /**
   * A new password must pass the brand's password rule (400 VALIDATION_FAILED with the field's text),
   * match its confirmation (PASSWORD_MISMATCH) and not be the default password (PASSWORD_NOT_ALLOWED).
   */
  async function checkNewPassword(
    lang: TLanguage,
    field: string,
    password: string,
    confirmation: string | undefined,
  ): Promise<void> {
    const policy = await ctx.settings.get();
    const fields = createFieldChecker(lang);
    fields.check(field, ruleOf(policy.registrationRules, 'password'), password, {
      enabled: true,
      required: true,
    });
    fields.throwIfAny();
    if (confirmation !== undefined && confirmation !== password) throw new AppError('PASSWORD_MISMATCH');
    if (sameSecret(password, ctx.defaultMemberPassword)) throw new AppError('PASSWORD_NOT_ALLOWED');
  }

  async function memberOf(id: string): Promise<repository.MemberRow> {
    const member = await repository.findMemberById(ctx.db, id);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return member;
  }

  /**
   * Sets the password and ends every session and every outstanding reset link of the member, in the
   * caller's transaction (the member's row, updated first, orders it against the member's other links).
   */
  async function storePassword(tx: typeof ctx.db, memberId: string, passwordHash: string) {
    const now = ctx.clock.now();
    await repository.updateMember(
      tx,
      memberId,
      { passwordHash, passwordChangedAt: now, lockedUntil: null },
      now,
    );
    await ctx.sessions.endAll(tx, memberId);
    await repository.voidResetTokens(tx, memberId, now);
  }

  return {
    /**
     * Change password: the old one is required unless this session logged in with the default password.
     * The new one may not be the current one. Every session ends; the reply carries a new token.
     */
    async change(
      auth: { member: AuthMember; session: AuthSession },
      body: TChangePassword,
      meta: RequestMeta,
    ): Promise<{ token: string }> {
      const member = await memberOf(auth.member.id);
      const knownPassword = auth.session.passwordChange === 'default';
      if (!knownPassword) {
        if (!body.oldPassword) {
          const fields = createFieldChecker(meta.lang);
          fields.fail('oldPassword', { kind: 'required' });
          fields.throwIfAny();
        }
        const ok =
          member.passwordHash !== null && (await ctx.hasher.verify(member.passwordHash, body.oldPassword!));
        if (!ok) throw new AppError('WRONG_PASSWORD');
      }
      await checkNewPassword(meta.lang, 'newPassword', body.newPassword, body.confirmNewPassword);
      if (member.passwordHash !== null && (await ctx.hasher.verify(member.passwordHash, body.newPassword))) {
        throw new AppError('PASSWORD_NOT_ALLOWED');
      }
      const passwordHash = await ctx.hasher.hash(body.newPassword);
      const token = await ctx.db.transaction(async (tx) => {
        await storePassword(tx, member.id, passwordHash);
        return ctx.sessions.open(tx, {
          memberId: member.id,
          portal: auth.session.portal,
          method: 'password-change',
          passwordChange: null,
          firstLogin: false,
          ip: clientKeyOf(meta.ip),
          userAgent: meta.userAgent,
        });
      });
      return { token };
    },

    /**
     * Forgot password by e-mail: when username and e-mail belong to one active account, a single-use
     * link valid resetLinkMinutes goes out through the e-mail provider and replaces the member's earlier
     * links. The reply is the same either way: the per-address cap counts every request naming the
     * address, so its refusal does not tell whether the account exists either.
     */
    async forgotByEmail(body: TForgotByEmail, meta: RequestMeta): Promise<void> {
      const now = ctx.clock.now();
      await enforceThrottles(
        ctx.db,
        [{ key: `forgot:client:${clientKeyOf(meta.ip)}`, limit: 5, windowMs: 60_000 }],
        now,
      );
      const policy = await ctx.settings.get();
      await enforceRecipientCap(
        ctx.db,
        { channel: 'email', address: body.email },
        policy.emailsPerAddressPerHour,
        now,
      );
      const member = await repository.findMemberByAccount(ctx.db, body.username.trim());
      const matches =
        member !== null &&
        member.status !== 'disabled' &&
        member.email !== null &&
        member.email.toLowerCase() === body.email.trim().toLowerCase();
      if (!matches) return;
      const brand = await ctx.brand();
      const token = randomBytes(32).toString('base64url');
      const issued = await ctx.db.transaction(async (tx) => {
        if (!(await repository.lockMember(tx, member.id))) return false;
        await repository.voidResetTokens(tx, member.id, now);
        await repository.insertResetToken(tx, {
          tokenHash: hashToken(token),
          memberId: member.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + policy.resetLinkMinutes * 60_000),
        });
        return true;
      });
      if (!issued) return;
      const link = `${publicOrigin(ctx, brand)}/resetPassword?token=${token}`;
      const text = RESET_TEXTS[meta.lang];
      await ctx.email.send({
        to: member.email!,
        subject: text.subject,
        text: text.body(link, policy.resetLinkMinutes),
      });
    },

    /**
     * The link of the e-mail: sets the password once, ends every session and every other link of the
     * member and lifts a login lock. The member's row is locked before the token, as by every writer of
     * the member's links, so uses of one link (or of two) racing each other run one at a time.
     */
    async resetByToken(body: TResetPassword, meta: RequestMeta): Promise<void> {
      await checkNewPassword(meta.lang, 'newPassword', body.newPassword, body.confirmNewPassword);
      const passwordHash = await ctx.hasher.hash(body.newPassword);
      const tokenHash = hashToken(body.resetToken);
      await ctx.db.transaction(async (tx) => {
        const owner = await repository.findResetTokenMember(tx, tokenHash);
        if (!owner || !(await repository.lockMember(tx, owner))) throw new AppError('RESET_LINK_INVALID');
        const memberId = await repository.consumeResetToken(tx, tokenHash, ctx.clock.now());
        if (!memberId) throw new AppError('RESET_LINK_INVALID');
        const member = await repository.findMemberById(tx, memberId);
        await storePassword(tx, memberId, passwordHash);
        if (member) await repository.deleteAccountFailures(tx, `user:${member.account.toLowerCase()}`);
      });
    },

    /** Set the password with the SMS code of /wps/verification/sms/noLogin and log in (member site). */
    async resetByPhone(body: TForgotByPhone, meta: RequestMeta): Promise<TLoginValue> {
      await checkNewPassword(meta.lang, 'newPassword', body.newPassword, body.confirmNewPassword);
      const number = { dialingCode: normalizeDialingCode(body.countryDialingCode), mobile: body.mobileNum };
      const code = await ctx.codes.check({ purpose: 'login', number, code: body.verificationCode });
      const member = await repository.findMemberByMobile(ctx.db, number.dialingCode, number.mobile);
      if (!member) throw new AppError('SMS_CODE_INVALID');
      // The code proves the owner: a lock after failed logins is lifted, an operator's lock is not.
      checkActive({ ...member, lockedUntil: null }, ctx.clock.now());
      checkPortal(member.type, 'member');
      const passwordHash = await ctx.hasher.hash(body.newPassword);
      return completeLogin(ctx, member, {
        portal: 'member',
        method: 'phone-reset',
        meta,
        clearFailuresOf: `user:${member.account.toLowerCase()}`,
        before: async (tx) => {
          await ctx.codes.consume(tx, code);
          await storePassword(tx, member.id, passwordHash);
        },
      });
    },

    /** The six-digit payment password; the login password proves who asks. */
    async setPaymentPassword(auth: { member: AuthMember }, body: TPaymentPassword): Promise<void> {
      const member = await memberOf(auth.member.id);
      const ok =
        member.passwordHash !== null && (await ctx.hasher.verify(member.passwordHash, body.loginPassword));
      if (!ok) throw new AppError('WRONG_PASSWORD');
      if (body.newPaymentPassword !== body.confirmPaymentPassword) throw new AppError('PASSWORD_MISMATCH');
      const now = ctx.clock.now();
      await repository.updateMember(
        ctx.db,
        member.id,
        { paymentPasswordHash: await ctx.hasher.hash(body.newPaymentPassword) },
        now,
      );
    },

    /** For other modules (withdrawals, points redeem): checks a member's payment password. */
    async verifyPaymentPassword(memberId: string, paymentPassword: string): Promise<boolean> {
      const member = await repository.findMemberById(ctx.db, memberId);
      if (!member?.paymentPasswordHash) return false;
      return ctx.hasher.verify(member.paymentPasswordHash, paymentPassword);
    },
  };
}

export type PasswordUseCases = ReturnType<typeof createPasswordUseCases>;
