import { createHash, timingSafeEqual } from 'node:crypto';
import type { TLoginValue } from '@platform/contracts/identity';
import type { TLoginProof, TLoginVerificationRequest } from '@platform/contracts/login-verification';
import type { PasswordChangeReason } from '../../../platform/auth';
import type { Db } from '../../../platform/database';
import { AppError, isAppError } from '../../../platform/errors';
import { looksLikeRecoveryCode, hashRecoveryCode, matchTotpStep } from '../../../platform/totp';
import { clientKeyOf, sameSecret, type IdentityContext, type RequestMeta } from '../context';
import { checkActive, checkPortal, completeLogin, createAttemptPolicy } from '../login';
import * as identityRepository from '../repository';
import type { SessionMethod } from '../sessions';
import { hashChallengeId } from './create-challenge';
import { useMemberCode } from './member-totp';
import * as repository from './repository';
import { deviceHashOf } from './sign-ins';

/** Wrong proofs a challenge takes before it is void (sign in again). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
export const sentCodeHash = (idHash: string, code: string) => sha256(`${idHash}:${code}`).toString('hex');

/**
 * The open challenge `challengeId` names, for the client (address and device cookie) it was given to:
 * 400 LOGIN_CHALLENGE_INVALID when unknown, used, expired, void after too many wrong proofs, or asked
 * for from elsewhere.
 */
export async function loadChallenge(
  ctx: IdentityContext,
  challengeId: string,
  meta: RequestMeta,
  now: Date,
): Promise<repository.ChallengeRow> {
  const row = await repository.findChallenge(ctx.db, hashChallengeId(challengeId));
  const valid =
    row !== null &&
    row.consumedAt === null &&
    row.expiresAt > now &&
    row.attempts < CHALLENGE_MAX_ATTEMPTS &&
    row.clientIp === clientKeyOf(meta.ip) &&
    (row.deviceHash === null || row.deviceHash === deviceHashOf(meta));
  if (!valid) throw new AppError('LOGIN_CHALLENGE_INVALID');
  return row;
}

/** Trimmed, without case, accents or doubled spaces: "  José  PÉREZ " matches "jose perez". */
export function normalizePayeeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const sameDigest = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** What a right proof still has to use up in the sign-in's transaction (false: another request was first). */
type Claim = (tx: Db) => Promise<boolean>;
const nothingToClaim: Claim = async () => true;

/**
 * The proof of a sign-in (POST /wps/session/login/verification). A wrong one counts as a failed login of
 * the account and the client (captcha, delays and throttles of the login apply, checked before the
 * proof), and as an attempt on the challenge. A right one, in one transaction: uses the challenge up
 * (once, however many requests race), remembers the device and its address, records the sign-in and
 * opens the session. The member is told of the new address in the inbox.
 */
export async function verifySignInProof(
  ctx: IdentityContext,
  body: TLoginVerificationRequest,
  meta: RequestMeta,
): Promise<TLoginValue> {
  const now = ctx.clock.now();
  const challenge = await loadChallenge(ctx, body.challengeId, meta, now);
  const attempts = createAttemptPolicy(ctx, await ctx.settings.get(), clientKeyOf(meta.ip), now);
  await attempts.guardClient();
  await attempts.guardAccount(challenge.accountKey);
  if (!challenge.proofs.includes(body.proof)) throw new AppError('LOGIN_PROOF_NOT_OFFERED');
  const member = await identityRepository.findMemberById(ctx.db, challenge.memberId);
  if (!member) throw new AppError('LOGIN_CHALLENGE_INVALID');
  checkActive(member, now);
  const portal = challenge.portal === 'agent' ? 'agent' : 'member';
  checkPortal(member.type, portal);

  const refuse = async (): Promise<never> => {
    await attempts.recordFailure(challenge.accountKey, member);
    await repository.addChallengeAttempt(ctx.db, challenge.idHash, body.proof === challenge.codeProof);
    throw new AppError('LOGIN_PROOF_INVALID', { details: attempts.refused });
  };

  const claim = await checkProof(ctx, challenge, member, body.proof as TLoginProof, body.code, now);
  if (!claim) return refuse();
  try {
    return await completeLogin(ctx, member, {
      portal,
      method: challenge.method as SessionMethod,
      passwordChange: (challenge.passwordChange as PasswordChangeReason | null) ?? null,
      meta,
      clearFailuresOf: challenge.accountKey,
      known: false,
      before: async (tx) => {
        if (!(await repository.consumeChallenge(tx, challenge.idHash, now))) {
          throw new AppError('LOGIN_CHALLENGE_INVALID');
        }
        if (!(await claim(tx))) throw new AppError('LOGIN_PROOF_INVALID');
      },
    });
  } catch (error) {
    // A code another request used first (a replayed step, a used recovery code) is a wrong proof.
    if (isAppError(error) && error.code === 'LOGIN_PROOF_INVALID') return refuse();
    throw error;
  }
}

/** Null for a wrong proof; else what the sign-in's transaction must still use up. */
async function checkProof(
  ctx: IdentityContext,
  challenge: repository.ChallengeRow,
  member: identityRepository.MemberRow,
  proof: TLoginProof,
  code: string,
  now: Date,
): Promise<Claim | null> {
  switch (proof) {
    case 'sms':
    case 'email': {
      const policy = await ctx.settings.get();
      const sent =
        challenge.codeProof === proof &&
        challenge.codeHash !== null &&
        challenge.codeExpiresAt !== null &&
        challenge.codeExpiresAt > now &&
        challenge.codeAttempts < policy.smsCodeMaxAttempts;
      const matches = sameDigest(sentCodeHash(challenge.idHash, code.trim()), challenge.codeHash ?? '00');
      // The code is used up with the challenge it was sent for.
      return sent && matches ? nothingToClaim : null;
    }
    case 'payeeName': {
      const stored = member.payeeName ?? '';
      const matches = sameSecret(normalizePayeeName(code), normalizePayeeName(stored));
      return stored.trim() && matches ? nothingToClaim : null;
    }
    case 'totp': {
      const totp = await repository.findMemberTotp(ctx.db, member.id);
      if (!totp?.secret) return null;
      const step = matchTotpStep(totp.secret, code, now);
      if (step !== null) {
        if (totp.lastStep !== null && step <= totp.lastStep) return null;
      } else if (
        !looksLikeRecoveryCode(code) ||
        !(await repository.hasUnusedRecoveryCode(ctx.db, member.id, hashRecoveryCode(code)))
      ) {
        return null;
      }
      return (tx) => useMemberCode(tx, totp, code, now);
    }
  }
}
