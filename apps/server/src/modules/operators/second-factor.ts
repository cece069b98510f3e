import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { enforceThrottles } from '../../platform/throttle';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  totpUri,
  useSecondFactorCode,
} from '../../platform/totp';
import { recordAudit, type ChangeAuthor } from '../system/service';
import * as repository from './repository';

/**
 * Uses up a second-factor code of the operator inside `tx`: a TOTP code of a step later than the last
 * one accepted, or an unused recovery code. Both are claimed by one guarded update, so two requests with
 * the same code cannot both pass. False when the code is wrong, replayed or already used.
 */
export async function consumeSecondFactor(
  tx: Db,
  operator: repository.OperatorRow,
  code: string,
  now: Date,
): Promise<boolean> {
  return useSecondFactorCode(operator.totpSecret, code, now, {
    claimStep: (step) => repository.claimTotpStep(tx, operator.id, step),
    claimRecoveryCode: (hash) => repository.claimRecoveryCode(tx, operator.id, hash, now),
  });
}

export type SecondFactorDeps = {
  db: Db;
  clock: Clock;
  /** Shown by the authenticator app beside the account (the brand's name). */
  issuer: () => Promise<string>;
};

/** Wrong codes allowed per operator on the enrolment and disabling routes (a stolen session cannot guess). */
const CODE_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/**
 * An operator's own TOTP two-step verification: enrolment (a secret, confirmed by a first code, which
 * also hands out the recovery codes), new recovery codes and disabling (each with a current code), and
 * an ADMIN's reset of another operator's (lost device). Every change is audited, never with a secret.
 */
export function createSecondFactor({ db, clock, issuer }: SecondFactorDeps) {
  async function guardTries(operatorId: string) {
    await enforceThrottles(db, [{ key: `operator-totp:${operatorId}`, ...CODE_TRIES }], clock.now());
  }

  async function newRecoveryCodes(tx: Db, operatorId: string, now: Date): Promise<string[]> {
    const codes = createRecoveryCodes();
    await repository.replaceRecoveryCodes(tx, operatorId, codes.map(hashRecoveryCode), now);
    return codes;
  }

  return {
    /** Starts (or restarts) an enrolment: a new secret, kept pending until a code confirms it. */
    async start(operatorId: string): Promise<{ secret: string; otpauthUri: string }> {
      const row = await repository.findOperatorById(db, operatorId);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.totpSecret) throw new AppError('TOTP_ALREADY_ENABLED');
      const secret = createTotpSecret();
      await repository.updateOperator(db, operatorId, { totpPendingSecret: secret, updatedAt: clock.now() });
      return { secret, otpauthUri: totpUri(secret, { issuer: await issuer(), account: row.username }) };
    },

    /** A first valid code turns the pending secret on and hands out 10 recovery codes (shown once). */
    async confirm(
      operatorId: string,
      code: string,
      author: ChangeAuthor,
    ): Promise<{ recoveryCodes: string[] }> {
      await guardTries(operatorId);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await repository.lockOperator(tx, operatorId);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.totpSecret) throw new AppError('TOTP_ALREADY_ENABLED');
        if (!row.totpPendingSecret) throw new AppError('TOTP_ENROLMENT_NOT_STARTED');
        const step = matchTotpStep(row.totpPendingSecret, code, now);
        if (step === null) throw new AppError('TOTP_INVALID');
        await repository.updateOperator(tx, operatorId, {
          totpSecret: row.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: now,
          totpLastStep: step,
          updatedAt: now,
        });
        const recoveryCodes = await newRecoveryCodes(tx, operatorId, now);
        await recordAudit(tx, {
          ...author,
          action: 'operators.totp.enable',
          target: `operator:${operatorId}`,
          before: { totpEnabled: false },
          after: { totpEnabled: true, recoveryCodes: recoveryCodes.length },
        });
        return { recoveryCodes };
      });
    },

    /** New recovery codes for a current code (TOTP or recovery); the old ones stop working. */
    async renewRecoveryCodes(
      operatorId: string,
      code: string,
      author: ChangeAuthor,
    ): Promise<{ recoveryCodes: string[] }> {
      await guardTries(operatorId);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await repository.lockOperator(tx, operatorId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!row.totpSecret) throw new AppError('TOTP_NOT_ENABLED');
        if (!(await consumeSecondFactor(tx, row, code, now))) throw new AppError('TOTP_INVALID');
        const recoveryCodes = await newRecoveryCodes(tx, operatorId, now);
        await recordAudit(tx, {
          ...author,
          action: 'operators.totp.recovery-codes',
          target: `operator:${operatorId}`,
          before: null,
          after: { recoveryCodes: recoveryCodes.length },
        });
        return { recoveryCodes };
      });
    },

    /** Turns two-step verification off for a current code (TOTP or recovery). */
    async disable(operatorId: string, code: string, author: ChangeAuthor): Promise<void> {
      await guardTries(operatorId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await repository.lockOperator(tx, operatorId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!row.totpSecret) throw new AppError('TOTP_NOT_ENABLED');
        if (!(await consumeSecondFactor(tx, row, code, now))) throw new AppError('TOTP_INVALID');
        await turnOff(tx, operatorId, now, author, 'operators.totp.disable');
      });
    },

    /** An ADMIN turns another operator's two-step verification off (lost device and codes). */
    async reset(operatorId: string, author: ChangeAuthor): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await repository.lockOperator(tx, operatorId);
        if (!row) throw new AppError('NOT_FOUND');
        if (!row.totpSecret && !row.totpPendingSecret) throw new AppError('TOTP_NOT_ENABLED');
        await turnOff(tx, operatorId, now, author, 'operators.totp.reset');
      });
    },
  };

  async function turnOff(tx: Db, operatorId: string, now: Date, author: ChangeAuthor, action: string) {
    await repository.updateOperator(tx, operatorId, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: now,
    });
    await repository.deleteRecoveryCodes(tx, operatorId);
    await recordAudit(tx, {
      ...author,
      action,
      target: `operator:${operatorId}`,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  }
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
