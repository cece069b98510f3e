import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TLanguage } from '@platform/contracts/i18n';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { enforceThrottles } from '../../platform/throttle';
import type { SmsProvider } from '../notify/providers';
import { enforceRecipientCap } from '../notify/recipient-cap';
import { randomCaptchaAnswer, renderCaptchaSvg, svgDataUrl } from './captcha-image';
import * as repository from './repository';
import type { IdentitySettings } from './settings';

export const CAPTCHA_TTL_SECONDS = 120;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const sameDigest = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

export const captchaAnswerHash = (answer: string) => sha256(answer.trim().toUpperCase()).toString('hex');

export type CaptchaDeps = { db: Db; clock: Clock; captchaCheck: boolean };

/** Captcha pictures: single use, expiring after two minutes, one per second per client. */
export function createCaptchas({ db, clock, captchaCheck }: CaptchaDeps) {
  return {
    async issue(clientKey: string) {
      const now = clock.now();
      await enforceThrottles(db, [{ key: `captcha:client:${clientKey}`, limit: 1, windowMs: 1_000 }], now);
      const answer = randomCaptchaAnswer();
      const captchaId = await repository.insertCaptcha(db, {
        answerHash: captchaAnswerHash(answer),
        clientKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1_000),
      });
      return {
        captchaId,
        image: svgDataUrl(renderCaptchaSvg(answer)),
        expiresInSeconds: CAPTCHA_TTL_SECONDS,
      };
    },

    /**
     * Uses up the captcha and checks the answer (case-insensitive): 400 CAPTCHA_REQUIRED without an
     * answer, CAPTCHA_INVALID for a wrong, unknown, used or expired one. With CAPTCHA_CHECK=off any
     * non-empty answer passes. `details` go into the refusal's value.
     */
    async check(
      captchaId: string | undefined,
      answer: string | undefined,
      details?: Record<string, unknown>,
    ) {
      const options = details ? { details } : {};
      if (!answer?.trim()) throw new AppError('CAPTCHA_REQUIRED', options);
      if (!captchaCheck) return;
      if (!captchaId || !UUID.test(captchaId)) throw new AppError('CAPTCHA_INVALID', options);
      const stored = await repository.consumeCaptcha(db, captchaId, clock.now());
      if (!stored || !sameDigest(Buffer.from(captchaAnswerHash(answer), 'hex'), Buffer.from(stored, 'hex'))) {
        throw new AppError('CAPTCHA_INVALID', options);
      }
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;

export type PhoneNumber = { dialingCode: string; mobile: string };
export const formatNumber = ({ dialingCode, mobile }: PhoneNumber) => `${dialingCode} ${mobile}`;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`).toString('hex');

export const SMS_TEXTS: Record<TLanguage, (code: string, minutes: number) => string> = {
  es: (code, minutes) =>
    `Su código de verificación es ${code}. Caduca en ${minutes} minutos. No lo comparta con nadie.`,
  en: (code, minutes) =>
    `Your verification code is ${code}. It expires in ${minutes} minutes. Do not share it.`,
};

export type SmsCodesDeps = { db: Db; clock: Clock; sms: SmsProvider; settings: IdentitySettings };

/**
 * Six-digit SMS codes per purpose and number: only the latest code of a number counts, it is single use,
 * expires after smsCodeExpiredMinutes and dies after smsCodeMaxAttempts wrong guesses. Requests are
 * limited to one per second per client (THROTTLED) and smsPerNumberPerHour per number, whatever the
 * client and the purpose (MESSAGE_LIMIT_REACHED).
 */
export function createSmsCodes({ db, clock, sms, settings }: SmsCodesDeps) {
  return {
    /**
     * Counts the request against the limits and, when `deliver`, sends a new code. Not delivering (an
     * unknown number asking for a login code) looks the same to the caller.
     */
    async send(input: {
      purpose: repository.CodePurpose;
      number: PhoneNumber;
      memberId?: string;
      deliver: boolean;
      clientKey: string;
      lang: TLanguage;
    }): Promise<{ expiredMinutes: number }> {
      const now = clock.now();
      const policy = await settings.get();
      await enforceThrottles(db, [{ key: `sms:client:${input.clientKey}`, limit: 1, windowMs: 1_000 }], now);
      await enforceRecipientCap(db, { channel: 'sms', ...input.number }, policy.smsPerNumberPerHour, now);
      const expiredMinutes = policy.smsCodeExpiredMinutes;
      if (!input.deliver) return { expiredMinutes };
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.insertVerificationCode(db, {
        id,
        purpose: input.purpose,
        dialingCode: input.number.dialingCode,
        mobile: input.number.mobile,
        memberId: input.memberId ?? null,
        codeHash: codeHash(id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
      });
      try {
        await sms.send({ to: formatNumber(input.number), text: SMS_TEXTS[input.lang](code, expiredMinutes) });
      } catch (error) {
        throw new AppError('SMS_SEND_FAILED', { cause: error });
      }
      return { expiredMinutes };
    },

    /**
     * Checks a code without using it up (the caller uses it up with `consume` in the transaction that
     * acts on it, so a failure after the check leaves the code usable). A wrong guess counts an attempt.
     */
    async check(input: {
      purpose: repository.CodePurpose;
      number: PhoneNumber;
      code: string;
      memberId?: string;
    }): Promise<repository.CodeRow> {
      const policy = await settings.get();
      const row = await repository.findLatestCode(
        db,
        input.purpose,
        input.number.dialingCode,
        input.number.mobile,
      );
      if (!row || row.usedAt !== null || (input.memberId !== undefined && row.memberId !== input.memberId)) {
        throw new AppError('SMS_CODE_INVALID');
      }
      if (row.attempts >= policy.smsCodeMaxAttempts) throw new AppError('SMS_CODE_INVALID');
      if (row.expiresAt <= clock.now()) throw new AppError('SMS_CODE_EXPIRED');
      const expected = Buffer.from(row.codeHash, 'hex');
      if (!sameDigest(Buffer.from(codeHash(row.id, input.code.trim()), 'hex'), expected)) {
        await repository.addCodeAttempt(db, row.id);
        throw new AppError('SMS_CODE_INVALID');
      }
      return row;
    },

    /** Uses up a checked code inside the caller's transaction (SMS_CODE_INVALID if another request was first). */
    async consume(tx: Db, row: repository.CodeRow): Promise<void> {
      if (!(await repository.consumeCode(tx, row.id, clock.now()))) throw new AppError('SMS_CODE_INVALID');
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
