import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthSession, PasswordChangeReason, SessionResolution } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { isAgentType, isTrialType } from '@platform/contracts/member-types';
import * as repository from './repository';

/** last_seen_at is written at most this often per session (not on every request). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionMethod =
  | 'password'
  | 'sms'
  | 'phone-auth'
  | 'register'
  | 'trial'
  | 'google'
  | 'facebook'
  | 'password-change'
  | 'phone-reset';

export type OpenSession = {
  memberId: string;
  portal: AuthSession['portal'];
  method: SessionMethod;
  passwordChange: PasswordChangeReason | null;
  firstLogin: boolean;
  ip: string | null;
  userAgent: string | null;
};

export type SessionsDeps = { db: Db; clock: Clock; idleMinutes: number; maxHours: number };

/** Opaque random tokens (256 bits), stored as SHA-256, with idle and absolute expiry. */
export function createSessions({ db, clock, idleMinutes, maxHours }: SessionsDeps) {
  const idleMs = idleMinutes * 60_000;
  const maxMs = maxHours * 3_600_000;

  return {
    /** Opens a session inside the caller's transaction and returns its token (shown once, never stored). */
    async open(tx: Db, session: OpenSession): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repository.insertSession(tx, {
        id: randomUUID(),
        tokenHash: hashToken(token),
        memberId: session.memberId,
        portal: session.portal,
        method: session.method,
        passwordChange: session.passwordChange,
        firstLogin: session.firstLogin,
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + Math.min(idleMs, maxMs)),
        expiresAt: new Date(now.getTime() + maxMs),
        ip: session.ip,
        userAgent: session.userAgent?.slice(0, 512) ?? null,
      });
      return token;
    },

    /**
     * The guard's lookup: unknown token, ended session (expired, revoked, disabled member) or valid.
     * `touch: false` only checks (the real-time channel's re-checks must not keep a session alive).
     */
    async resolve(token: string, options: { touch?: boolean } = {}): Promise<SessionResolution> {
      const row = await repository.findSessionByTokenHash(db, hashToken(token));
      if (!row) return { kind: 'unknown' };
      const now = clock.now();
      if (
        row.revokedAt !== null ||
        row.status === 'disabled' ||
        row.expiresAt <= now ||
        row.idleExpiresAt <= now
      ) {
        return { kind: 'expired' };
      }
      if (options.touch !== false && now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        const idleExpiresAt = new Date(Math.min(now.getTime() + idleMs, row.expiresAt.getTime()));
        await repository.touchSession(db, row.id, now, idleExpiresAt);
      }
      return {
        kind: 'valid',
        member: {
          id: row.memberId,
          account: row.account,
          type: row.type,
          isAgent: isAgentType(row.type),
          isTrial: isTrialType(row.type),
        },
        session: {
          id: row.id,
          portal: row.portal === 'agent' ? 'agent' : 'member',
          passwordChange:
            row.passwordChange === 'default' || row.passwordChange === 'expired' ? row.passwordChange : null,
          firstLogin: row.firstLogin,
        },
      };
    },

    end: (sessionId: string) => repository.revokeSession(db, sessionId, clock.now()),

    /** Ends every session of a member (password change, disabling), inside the caller's transaction. */
    endAll: (tx: Db, memberId: string) => repository.revokeMemberSessions(tx, memberId, clock.now()),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
