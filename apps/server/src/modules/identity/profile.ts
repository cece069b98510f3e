import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  TMemberInfo,
  ZBindEmailRequestSchema,
  ZBindMobileRequestSchema,
  ZSmsBindCodeRequestSchema,
  ZUpdateProfileRequestSchema,
} from '@platform/contracts/identity';
import { isAgentType, isTrialType } from '@platform/contracts/member-types';
import { PATTERN_SOURCES } from '@platform/contracts/registration-rules';
import type { z } from 'zod';
import type { AuthMember, AuthSession } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  clientKeyOf,
  createFieldChecker,
  rethrowTaken,
  type IdentityContext,
  type RequestMeta,
} from './context';
import { normalizeDialingCode } from './countries';
import * as repository from './repository';

type TUpdateProfile = z.infer<typeof ZUpdateProfileRequestSchema>;
type TBindMobile = z.infer<typeof ZBindMobileRequestSchema>;
type TBindEmail = z.infer<typeof ZBindEmailRequestSchema>;
type TSmsBindCode = z.infer<typeof ZSmsBindCodeRequestSchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
export const AVATAR_FILE = /^[a-f0-9]{32}\.(png|jpg)$/;

/** png or jpg by their first bytes (the name and the declared type are not trusted). */
export function imageKind(bytes: Uint8Array): 'png' | 'jpg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** Whole years from a yyyy-MM-dd birthday to today's date (both calendar dates). */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isCalendarDate(text: string): boolean {
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's date (yyyy-MM-dd) in a time zone. */
function dateIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const EMAIL = new RegExp(PATTERN_SOURCES.EMAIL, 'u');
const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

export function toMemberInfo(
  member: repository.MemberRow,
  session: AuthSession,
  extra: { balance: number; currency: string; currencySymbol: string; uplineAccount: string | null },
): TMemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    userName: member.payeeName,
    balance: extra.balance,
    currency: extra.currency,
    currencySymbol: extra.currencySymbol,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
    email: member.email,
    mobileNum: member.mobile,
    countryDialingCode: member.dialingCode,
    avatarUrl: member.avatarPath ? `${AVATAR_URL_PREFIX}${member.avatarPath}` : null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    uplineAccount: extra.uplineAccount,
    language: member.language === 'en' ? 'en' : 'es',
    firstTimeLogin: session.firstLogin,
    mustChangePassword: session.passwordChange !== null,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: member.lastLoginIp,
    profile: {
      birthday: member.birthday,
      address: member.address,
      nationality: member.nationality,
      occupation: member.occupation,
      sourceOfIncome: member.sourceOfIncome,
      placeOfBirth: member.placeOfBirth,
      telegram: member.telegram,
      zalo: member.zalo,
      qqNum: member.qqNum,
      whatsapp: member.whatsapp,
      facebook: member.facebook,
      line: member.line,
      wechat: member.wechat,
    },
  };
}

export function createProfileUseCases(ctx: IdentityContext) {
  async function memberOf(id: string): Promise<repository.MemberRow> {
    const member = await repository.findMemberById(ctx.db, id);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return member;
  }

  return {
    /** GET /wps/member/info; the balance comes from the wallet module's reader (0 until it exists). */
    async info(auth: { member: AuthMember; session: AuthSession }): Promise<TMemberInfo> {
      const [member, brand] = await Promise.all([memberOf(auth.member.id), ctx.brand()]);
      const [balance, upline] = await Promise.all([
        ctx.balanceOf ? ctx.balanceOf(member.id) : 0,
        member.uplineId ? repository.findMemberById(ctx.db, member.uplineId) : null,
      ]);
      return toMemberInfo(member, auth.session, {
        balance,
        uplineAccount: upline?.account ?? null,
        currency: brand.currency.code,
        currencySymbol: brand.currency.symbol,
      });
    },

    /**
     * The profile labels. A birthday must be a real date and at least the brand's minimumAge ago
     * (UNDER_AGE); the real name can be set once (changing it afterwards is 409 CONFLICT); an empty text
     * clears a field.
     */
    async update(auth: { member: AuthMember }, body: TUpdateProfile, meta: RequestMeta): Promise<void> {
      const [member, brand] = await Promise.all([memberOf(auth.member.id), ctx.brand()]);
      const now = ctx.clock.now();
      if (body.birthday !== undefined) {
        if (!isCalendarDate(body.birthday)) {
          const fields = createFieldChecker(meta.lang);
          fields.fail('birthday', { kind: 'pattern', patternId: 'DATE_YMD', min: 10, max: 10 });
          fields.throwIfAny();
        }
        if (ageOn(body.birthday, dateIn(brand.timeZone, now)) < brand.minimumAge)
          throw new AppError('UNDER_AGE');
      }
      const userName = blankToNull(body.userName);
      if (userName !== undefined && member.payeeName !== null && userName !== member.payeeName) {
        throw new AppError('CONFLICT', { fields: ['userName'] });
      }
      const patch: repository.MemberPatch = {
        nickname: blankToNull(body.nickname),
        payeeName: userName,
        birthday: body.birthday,
        address: blankToNull(body.address),
        nationality: blankToNull(body.nationality),
        occupation: blankToNull(body.occupation),
        sourceOfIncome: blankToNull(body.sourceOfIncome),
        placeOfBirth: blankToNull(body.placeOfBirth),
        telegram: blankToNull(body.telegram),
        zalo: blankToNull(body.zalo),
        qqNum: blankToNull(body.qqNum),
        whatsapp: blankToNull(body.whatsapp),
        facebook: blankToNull(body.facebook),
        line: blankToNull(body.line),
        wechat: blankToNull(body.wechat),
      };
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length > 0) await repository.updateMember(ctx.db, member.id, changes, now);
    },

    /**
     * A profile picture: png or jpg by content, at most 2 MB (checked by the route while reading),
     * stored under DATA_DIR/uploads/avatars with a random name; the previous picture is removed.
     */
    async setAvatar(auth: { member: AuthMember }, bytes: Buffer): Promise<{ avatarUrl: string }> {
      const kind = imageKind(bytes);
      if (!kind) throw new AppError('UNSUPPORTED_FILE');
      if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const member = await memberOf(auth.member.id);
      const file = `${randomBytes(16).toString('hex')}.${kind}`;
      await mkdir(ctx.avatarDir, { recursive: true });
      await writeFile(path.join(ctx.avatarDir, file), bytes, { flag: 'wx', mode: 0o644 });
      await repository.updateMember(ctx.db, member.id, { avatarPath: file }, ctx.clock.now());
      if (member.avatarPath && AVATAR_FILE.test(member.avatarPath)) {
        await rm(path.join(ctx.avatarDir, member.avatarPath), { force: true }).catch(() => {});
      }
      return { avatarUrl: `${AVATAR_URL_PREFIX}${file}` };
    },

    /** The SMS code that proves a number belongs to this member (refused when another member has it). */
    async sendBindCode(auth: { member: AuthMember }, body: TSmsBindCode, meta: RequestMeta) {
      const number = { dialingCode: normalizeDialingCode(body.countryDialingCode), mobile: body.mobileNum };
      const holder = await repository.findMemberByMobile(ctx.db, number.dialingCode, number.mobile);
      if (holder && holder.id !== auth.member.id) throw new AppError('MOBILE_TAKEN');
      return ctx.codes.send({
        purpose: 'bind',
        number,
        memberId: auth.member.id,
        deliver: true,
        clientKey: clientKeyOf(meta.ip),
        lang: meta.lang,
      });
    },

    async bindMobile(auth: { member: AuthMember }, body: TBindMobile): Promise<void> {
      const number = { dialingCode: normalizeDialingCode(body.countryDialingCode), mobile: body.mobileNum };
      const code = await ctx.codes.check({
        purpose: 'bind',
        number,
        code: body.verificationCode,
        memberId: auth.member.id,
      });
      try {
        await ctx.db.transaction(async (tx) => {
          await ctx.codes.consume(tx, code);
          await repository.updateMember(tx, auth.member.id, number, ctx.clock.now());
        });
      } catch (error) {
        rethrowTaken(error);
      }
    },

    /** Binds (or changes) the e-mail; the login password proves who asks. */
    async bindEmail(auth: { member: AuthMember }, body: TBindEmail, meta: RequestMeta): Promise<void> {
      const email = body.email.trim();
      if (!EMAIL.test(email)) {
        const fields = createFieldChecker(meta.lang);
        fields.fail('email', { kind: 'pattern', patternId: 'EMAIL', min: 3, max: 254 });
        fields.throwIfAny();
      }
      const member = await memberOf(auth.member.id);
      const ok =
        member.passwordHash !== null && (await ctx.hasher.verify(member.passwordHash, body.password));
      if (!ok) throw new AppError('WRONG_PASSWORD');
      try {
        await repository.updateMember(ctx.db, member.id, { email }, ctx.clock.now());
      } catch (error) {
        rethrowTaken(error);
      }
    },
  };
}

export type ProfileUseCases = ReturnType<typeof createProfileUseCases>;
