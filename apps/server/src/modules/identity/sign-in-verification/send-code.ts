import { randomInt } from 'node:crypto';
import type { TLanguage } from '@platform/contracts/i18n';
import type { z } from 'zod';
import type {
  ZLoginVerificationCodeRequestSchema,
  ZLoginVerificationCodeValueSchema,
} from '@platform/contracts/login-verification';
import { AppError } from '../../../platform/errors';
import { enforceThrottles } from '../../../platform/throttle';
import { enforceRecipientCap } from '../../notify/recipient-cap';
import { clientKeyOf, type IdentityContext, type RequestMeta } from '../context';
import * as identityRepository from '../repository';
import { formatNumber, SMS_TEXTS } from '../verification';
import * as repository from './repository';
import { loadChallenge, sentCodeHash } from './verify-proof';

type TCodeRequest = z.infer<typeof ZLoginVerificationCodeRequestSchema>;
type TCodeValue = z.infer<typeof ZLoginVerificationCodeValueSchema>;

/** Seconds before the same challenge may have its code sent again. */
export const RESEND_SECONDS = 60;

const EMAIL_TEXTS: Record<TLanguage, (code: string, minutes: number) => { subject: string; text: string }> = {
  es: (code, minutes) => ({
    subject: 'Su código para iniciar sesión',
    text: `Su código para confirmar el inicio de sesión es ${code}. Caduca en ${minutes} minutos. Si no intentó iniciar sesión, cambie su contraseña.`,
  }),
  en: (code, minutes) => ({
    subject: 'Your sign-in code',
    text: `Your code to confirm the sign-in is ${code}. It expires in ${minutes} minutes. If you did not try to sign in, change your password.`,
  }),
};

/**
 * Sends the code of a sent-code proof (SMS to the bound mobile, e-mail to the bound e-mail) through the
 * brand's providers. The code belongs to the challenge (a new one replaces the earlier one) and lives as
 * long as the SMS login codes (smsCodeExpiredMinutes, smsCodeMaxAttempts wrong guesses). Limited like
 * them: one request per second per client, one per RESEND_SECONDS per challenge (429 THROTTLED), and the
 * recipient's hourly cap whatever the purpose (429 MESSAGE_LIMIT_REACHED).
 */
export async function sendChallengeCode(
  ctx: IdentityContext,
  body: TCodeRequest,
  meta: RequestMeta,
): Promise<TCodeValue> {
  const now = ctx.clock.now();
  const challenge = await loadChallenge(ctx, body.challengeId, meta, now);
  if (!challenge.proofs.includes(body.proof)) throw new AppError('LOGIN_PROOF_NOT_OFFERED');
  const member = await identityRepository.findMemberById(ctx.db, challenge.memberId);
  if (!member) throw new AppError('LOGIN_CHALLENGE_INVALID');
  const policy = await ctx.settings.get();
  await enforceThrottles(
    ctx.db,
    [
      { key: `login-verification:client:${clientKeyOf(meta.ip)}`, limit: 1, windowMs: 1_000 },
      { key: `login-verification:challenge:${challenge.idHash}`, limit: 1, windowMs: RESEND_SECONDS * 1000 },
    ],
    now,
  );
  const expiredMinutes = policy.smsCodeExpiredMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const lang = meta.lang;
  if (body.proof === 'sms') {
    if (!member.mobile || !member.dialingCode) throw new AppError('LOGIN_PROOF_NOT_OFFERED');
    const number = { dialingCode: member.dialingCode, mobile: member.mobile };
    await enforceRecipientCap(ctx.db, { channel: 'sms', ...number }, policy.smsPerNumberPerHour, now);
    await store(code);
    try {
      await ctx.sms.send({ to: formatNumber(number), text: SMS_TEXTS[lang](code, expiredMinutes) });
    } catch (error) {
      throw new AppError('SMS_SEND_FAILED', { cause: error });
    }
  } else {
    if (!member.email) throw new AppError('LOGIN_PROOF_NOT_OFFERED');
    const recipient = { channel: 'email' as const, address: member.email };
    await enforceRecipientCap(ctx.db, recipient, policy.emailsPerAddressPerHour, now);
    await store(code);
    await ctx.email.send({ to: member.email, ...EMAIL_TEXTS[lang](code, expiredMinutes) });
  }
  return { expiredMinutes, resendInSeconds: RESEND_SECONDS };

  async function store(value: string) {
    await repository.setChallengeCode(ctx.db, challenge.idHash, {
      proof: body.proof,
      hash: sentCodeHash(challenge.idHash, value),
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
    });
  }
}
