import type { TMemberTotpStatus } from '@platform/contracts/login-verification';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { enforceThrottles } from '../../../platform/throttle';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  totpUri,
  useSecondFactorCode,
} from '../../../platform/totp';
import type { IdentityContext } from '../context';
import * as repository from './repository';

/** Requests with a code allowed per member on the authenticator routes (a stolen session cannot guess). */
const CODE_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Uses up a code of the member's authenticator inside `tx` (a TOTP code of a later step than the last
 * accepted, or an unused recovery code unless `totpOnly`). False when wrong, replayed or used.
 */
export async function useMemberCode(
  tx: Db,
  totp: Pick<repository.MemberTotpRow, 'memberId' | 'secret'> | null,
  code: string,
  now: Date,
  options: { totpOnly?: boolean } = {},
): Promise<boolean> {
  if (!totp) return false;
  return useSecondFactorCode(
    totp.secret,
    code,
    now,
    {
      claimStep: (step) => repository.claimMemberTotpStep(tx, totp.memberId, step),
      claimRecoveryCode: (hash) => repository.claimMemberRecoveryCode(tx, totp.memberId, hash, now),
    },
    options,
  );
}

/**
 * A member's authenticator codes (the Security Center): set up with a pending secret, turned on by a first
 * code (which hands out 10 recovery codes, shown once), off again with a code; optionally asked at every
 * sign-in (the member's choice) and for withdrawals (the brand's setting).
 */
export function createMemberTotp(ctx: IdentityContext) {
  async function guardTries(memberId: string) {
    await enforceThrottles(ctx.db, [{ key: `member-totp:${memberId}`, ...CODE_TRIES }], ctx.clock.now());
  }

  /** Runs `change` on the locked, enabled authenticator after using up `code` (TOTP_INVALID otherwise). */
  async function withCode(memberId: string, code: string, change: (tx: Db, now: Date) => Promise<void>) {
    await guardTries(memberId);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const row = await repository.lockMemberTotp(tx, memberId);
      if (!row?.secret) throw new AppError('TOTP_NOT_ENABLED');
      if (!(await useMemberCode(tx, row, code, now))) throw new AppError('TOTP_INVALID');
      await change(tx, now);
    });
  }

  return {
    async status(memberId: string): Promise<TMemberTotpStatus> {
      const [row, settings] = await Promise.all([
        repository.findMemberTotp(ctx.db, memberId),
        ctx.settings.get(),
      ]);
      const enabled = Boolean(row?.secret);
      return {
        enabled,
        requiredAtLogin: enabled && Boolean(row?.requiredAtLogin),
        requiredForWithdrawals: settings.loginVerification.totpForWithdrawals,
        recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(ctx.db, memberId) : 0,
      };
    },

    /** A new pending secret (replacing an earlier pending one); 409 TOTP_ALREADY_ENABLED when on. */
    async setup(member: { id: string; account: string }): Promise<{ secret: string; otpauthUri: string }> {
      const row = await repository.findMemberTotp(ctx.db, member.id);
      if (row?.secret) throw new AppError('TOTP_ALREADY_ENABLED');
      const secret = createTotpSecret();
      await repository.upsertMemberTotp(ctx.db, member.id, {
        pendingSecret: secret,
        updatedAt: ctx.clock.now(),
      });
      const issuer = (await ctx.brand()).name;
      return { secret, otpauthUri: totpUri(secret, { issuer, account: member.account }) };
    },

    /** A first valid code turns the pending secret on and hands out the recovery codes (shown once). */
    async confirm(memberId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      await guardTries(memberId);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const row = await repository.lockMemberTotp(tx, memberId);
        if (row?.secret) throw new AppError('TOTP_ALREADY_ENABLED');
        if (!row?.pendingSecret) throw new AppError('TOTP_ENROLMENT_NOT_STARTED');
        const step = matchTotpStep(row.pendingSecret, code, now);
        if (step === null) throw new AppError('TOTP_INVALID');
        await repository.upsertMemberTotp(tx, memberId, {
          secret: row.pendingSecret,
          pendingSecret: null,
          enabledAt: now,
          lastStep: step,
          requiredAtLogin: false,
          updatedAt: now,
        });
        const recoveryCodes = createRecoveryCodes();
        await repository.replaceRecoveryCodes(tx, memberId, recoveryCodes.map(hashRecoveryCode), now);
        return { recoveryCodes };
      });
    },

    /** Turns the authenticator off for a current code (TOTP or recovery); the recovery codes go too. */
    async disable(memberId: string, code: string): Promise<void> {
      await withCode(memberId, code, (tx) => repository.deleteMemberTotp(tx, memberId));
    },

    /** The member's choice of a code at every sign-in, confirmed by a current code. */
    async setLoginRequirement(memberId: string, input: { requiredAtLogin: boolean; code: string }) {
      await withCode(memberId, input.code, (tx, now) =>
        repository.upsertMemberTotp(tx, memberId, { requiredAtLogin: input.requiredAtLogin, updatedAt: now }),
      );
    },

    /**
     * A withdrawal's authenticator code, when the brand asks for one (totpForWithdrawals) and the member
     * has an authenticator: 400 WITHDRAW_TOTP_REQUIRED without it, TOTP_INVALID when wrong or replayed.
     */
    async checkForWithdrawal(memberId: string, code: string | undefined): Promise<void> {
      const settings = await ctx.settings.get();
      if (!settings.loginVerification.totpForWithdrawals) return;
      const row = await repository.findMemberTotp(ctx.db, memberId);
      if (!row?.secret) return;
      if (!code) throw new AppError('WITHDRAW_TOTP_REQUIRED');
      await guardTries(memberId);
      const used = await useMemberCode(ctx.db, row, code, ctx.clock.now(), { totpOnly: true });
      if (!used) throw new AppError('TOTP_INVALID');
    },
  };
}

export type MemberTotp = ReturnType<typeof createMemberTotp>;
