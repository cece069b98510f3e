import { createHash, randomBytes } from 'node:crypto';
import type { TLoginRequest } from '@platform/contracts/identity';
import type { TLoginChallengeValue, TLoginProof } from '@platform/contracts/login-verification';
import type { PasswordChangeReason } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { clientKeyOf, type IdentityContext, type RequestMeta } from '../context';
import type { MemberRow } from '../repository';
import type { SessionMethod } from '../sessions';
import * as repository from './repository';
import { deviceHashOf, isKnownClient } from './sign-ins';

export const CHALLENGE_TTL_SECONDS = 600;

/**
 * Logins that a new address or device sends to the extra proof: the password and the SMS code (the
 * secrets a stolen list carries) and third-party phone authentication (an SMS login through a provider).
 * Google and Facebook sign-ins are the provider's to protect: they only record the sign-in and notify.
 * A member who asked for the authenticator at every sign-in gets it asked by every one of these and by
 * the social ones.
 */
const NEW_ADDRESS_METHODS: readonly SessionMethod[] = ['password', 'sms', 'phone-auth'];
const TOTP_REQUIRED_METHODS: readonly SessionMethod[] = [...NEW_ADDRESS_METHODS, 'google', 'facebook'];
/** An SMS login already proved the phone: its code is no further proof. */
const PROVED_BY_METHOD: Partial<Record<SessionMethod, TLoginProof>> = { sms: 'sms', 'phone-auth': 'sms' };

export const hashChallengeId = (id: string) => createHash('sha256').update(`challenge:${id}`).digest('hex');

/** `+52 ******1234` */
export function maskMobile(dialingCode: string | null, mobile: string): string {
  const tail = mobile.slice(-4);
  return `${dialingCode ? `${dialingCode} ` : ''}${'*'.repeat(Math.max(mobile.length - 4, 2))}${tail}`;
}

/** `a***@example.com` */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export type SignInDecision = { known: boolean };

export type SignInAttempt = {
  portal: TLoginRequest['portal'];
  method: SessionMethod;
  meta: RequestMeta;
  /** Whose failed logins a wrong proof adds to (the login's account key). */
  accountKey: string;
  passwordChange?: PasswordChangeReason | null;
};

/**
 * After the right password or code: whether the sign-in may go on (and whether it comes from a known
 * device or address), or 401 LOGIN_VERIFICATION_REQUIRED with a new challenge as its value. No session
 * exists before the proof. A member who can prove nothing the brand accepts is signed in (never locked
 * out), the sign-in recorded as new and the member notified.
 */
export async function decideSignIn(
  ctx: IdentityContext,
  member: MemberRow,
  attempt: SignInAttempt,
): Promise<SignInDecision> {
  const now = ctx.clock.now();
  const [settings, totp] = await Promise.all([
    ctx.settings.get().then((policy) => policy.loginVerification),
    repository.findMemberTotp(ctx.db, member.id),
  ]);
  const totpEnabled = Boolean(totp?.secret);
  const known = await isKnownClient(ctx, member.id, attempt.meta, now);
  if (totpEnabled && totp?.requiredAtLogin && TOTP_REQUIRED_METHODS.includes(attempt.method)) {
    return challenge(ctx, member, attempt, 'totpRequired', ['totp']);
  }
  if (known || !settings.enabled || !NEW_ADDRESS_METHODS.includes(attempt.method)) return { known };
  const proved = PROVED_BY_METHOD[attempt.method];
  const has: Record<TLoginProof, boolean> = {
    sms: Boolean(member.mobile) && proved !== 'sms',
    email: Boolean(member.email),
    totp: totpEnabled,
    payeeName: Boolean(member.payeeName?.trim()),
  };
  const proofs = settings.proofs.filter((proof) => has[proof]);
  if (proofs.length === 0) return { known: false };
  return challenge(ctx, member, attempt, 'newAddress', proofs);
}

async function challenge(
  ctx: IdentityContext,
  member: MemberRow,
  attempt: SignInAttempt,
  reason: TLoginChallengeValue['reason'],
  proofs: TLoginProof[],
): Promise<never> {
  const now = ctx.clock.now();
  const challengeId = randomBytes(24).toString('base64url');
  await repository.insertChallenge(ctx.db, {
    idHash: hashChallengeId(challengeId),
    memberId: member.id,
    portal: attempt.portal,
    method: attempt.method,
    reason,
    proofs,
    accountKey: attempt.accountKey,
    passwordChange: attempt.passwordChange ?? null,
    clientIp: clientKeyOf(attempt.meta.ip),
    deviceHash: deviceHashOf(attempt.meta),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
  });
  const value: TLoginChallengeValue = {
    challengeId,
    reason,
    proofs,
    maskedMobile:
      proofs.includes('sms') && member.mobile ? maskMobile(member.dialingCode, member.mobile) : null,
    maskedEmail: proofs.includes('email') && member.email ? maskEmail(member.email) : null,
    expiresInSeconds: CHALLENGE_TTL_SECONDS,
  };
  throw new AppError('LOGIN_VERIFICATION_REQUIRED', { details: value });
}
