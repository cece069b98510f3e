import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TOperator, TOperatorRole } from '@platform/contracts/operators';
import type { z } from 'zod';
import type { ZCreateOperatorRequestSchema } from '@platform/contracts/operators';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { uniqueViolation } from '../../platform/db-errors';
import { AppError, isAppError } from '../../platform/errors';
import { normalizeIp } from '../../platform/ip';
import type { OperatorPrincipal } from '../../platform/operator-auth';
import { loginRetryAfterSeconds } from '../../platform/login-delay';
import { hitThrottle } from '../../platform/throttle';
import type { PasswordHasher } from '../identity/password-hasher';
import { recordAudit, type ChangeAuthor } from '../system/service';
import * as repository from './repository';
import { consumeSecondFactor, createSecondFactor } from './second-factor';

type TCreateOperator = z.infer<typeof ZCreateOperatorRequestSchema>;
type SessionPrincipal = Extract<OperatorPrincipal, { kind: 'session' }>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOUCH_INTERVAL_MS = 60_000;

/** The operator login's throttling (ARCHITECTURE.md, "Login throttling"). */
export const LOGIN_POLICY = {
  windowMs: 15 * 60_000,
  /** Failures one address may make, whatever the accounts, before it is refused (that address only). */
  failuresPerClient: 30,
  /** One address's failures on one account: from the 5th it waits 30 s, doubling, at most 15 minutes. */
  perClient: { threshold: 5, capMs: 15 * 60_000 },
  /** The account's failures from every address: from the 10th, attempts without a code wait likewise. */
  perAccount: { threshold: 10, capMs: 15 * 60_000 },
  /** Failures of one account in the window that write an alert to the audit log (once per window). */
  alertFailures: 10,
} as const;

export type OperatorServiceDeps = {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** Operator sessions end after this much inactivity… */
  idleMinutes?: number;
  /** …and at the latest this long after the login. */
  maxHours?: number;
  /** The issuer an authenticator app shows beside the operator's account (the brand's name). */
  totpIssuer?: () => Promise<string>;
};

export function toOperator(row: repository.OperatorRow): TOperator {
  return {
    id: row.id,
    username: row.username,
    role: row.role as TOperatorRole,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    totpEnabled: row.totpSecret !== null,
  };
}

/** Operator accounts (roles ADMIN, FINANCE, SUPPORT) and their sessions; passwords hashed like members'. */
export function createOperatorService({
  db,
  clock,
  hasher,
  idleMinutes = 30,
  maxHours = 12,
  totpIssuer = async () => 'Back office',
}: OperatorServiceDeps) {
  const idleMs = idleMinutes * 60_000;
  const maxMs = maxHours * 3_600_000;
  let dummy: Promise<string> | null = null;

  /**
   * Before the password is checked: 429 THROTTLED when this address failed too often on any accounts;
   * 429 LOGIN_DELAYED while this address waits after its failures on this account; and, once the account
   * failed often from several addresses, LOGIN_DELAYED for any attempt without a second-factor code.
   */
  async function guardAttempt(accountKey: string, client: string, withCode: boolean, now: Date) {
    const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
    const fromClient = await repository.clientFailuresSince(db, client, since);
    if (fromClient.failures >= LOGIN_POLICY.failuresPerClient) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(((fromClient.latest ?? now).getTime() + LOGIN_POLICY.windowMs - now.getTime()) / 1000),
      );
      throw new AppError('THROTTLED', { details: { retryAfterSeconds } });
    }
    const checks = [repository.accountFailuresSince(db, accountKey, client, since)];
    if (!withCode) checks.push(repository.accountFailuresSince(db, accountKey, null, since));
    const [pair, account] = await Promise.all(checks);
    const wait = Math.max(
      loginRetryAfterSeconds(pair!, LOGIN_POLICY.perClient, now),
      account ? loginRetryAfterSeconds(account, LOGIN_POLICY.perAccount, now) : 0,
    );
    if (wait > 0) throw new AppError('LOGIN_DELAYED', { details: { retryAfterSeconds: wait } });
  }

  /** Counts a failure; the first burst on an account in a window writes one alert to the audit log. */
  async function recordFailure(
    accountKey: string,
    client: string,
    row: repository.OperatorRow | null,
    now: Date,
    requestId: string | null,
  ) {
    await repository.insertLoginFailure(db, { accountKey, clientKey: client, at: now });
    const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
    const recent = await repository.accountFailuresSince(db, accountKey, null, since);
    if (recent.failures < LOGIN_POLICY.alertFailures) return;
    const alert = await hitThrottle(
      db,
      { key: `operator-login-alert:${accountKey}`, limit: 1, windowMs: LOGIN_POLICY.windowMs },
      now,
    );
    if (!alert.allowed) return;
    await recordAudit(db, {
      actor: 'system',
      requestId,
      action: 'operators.login-failures-alert',
      target: row ? `operator:${row.id}` : `operator-login:${accountKey}`,
      before: null,
      after: {
        username: accountKey,
        failures: recent.failures,
        clients: recent.clients,
        windowMinutes: LOGIN_POLICY.windowMs / 60_000,
        latestClient: client,
      },
    });
  }

  return {
    /**
     * Username, password and, for an operator with two-step verification, a code → an operator session
     * token (stored hashed). Unknown account and wrong password give the same 401 INVALID_CREDENTIALS.
     * Failed attempts slow down the address that makes them, never the account for everyone: see
     * `guardAttempt` and ARCHITECTURE.md, "Login throttling".
     */
    async login(
      body: { username: string; password: string; code?: string },
      meta: { ip: string; requestId?: string | null },
    ) {
      const now = clock.now();
      const client = normalizeIp(meta.ip);
      const accountKey = body.username.trim().toLowerCase();
      const row = await repository.findOperatorByUsername(db, body.username);
      const withCode = body.code !== undefined && Boolean(row?.totpSecret);
      await guardAttempt(accountKey, client, withCode, now);

      const hash = row?.passwordHash ?? (await (dummy ??= hasher.hash(randomBytes(16).toString('hex'))));
      const valid = await hasher.verify(hash, body.password);
      const refusal = withCode ? 'INVALID_CREDENTIALS_OR_CODE' : 'INVALID_CREDENTIALS';
      if (!row || !valid) {
        await recordFailure(accountKey, client, row, now, meta.requestId ?? null);
        throw new AppError(refusal);
      }
      if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      if (row.totpSecret && !withCode)
        throw new AppError('TOTP_REQUIRED', { details: { totpRequired: true } });

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + maxMs);
      let operator: repository.OperatorRow | null;
      try {
        operator = await db.transaction(async (tx) => {
          // The code is used up with the session's creation: it is spent only by a login that happened.
          if (withCode && !(await consumeSecondFactor(tx, row, body.code!, now))) {
            throw new AppError(refusal);
          }
          await repository.deleteLoginFailures(tx, accountKey, client);
          await repository.insertOperatorSession(tx, {
            id: randomUUID(),
            tokenHash: hashToken(token),
            operatorId: row.id,
            createdAt: now,
            lastSeenAt: now,
            idleExpiresAt: new Date(now.getTime() + Math.min(idleMs, maxMs)),
            expiresAt,
            ip: client,
          });
          return repository.updateOperator(tx, row.id, { lastLoginAt: now });
        });
      } catch (error) {
        if (isAppError(error) && error.code === refusal) {
          await recordFailure(accountKey, client, row, now, meta.requestId ?? null);
        }
        throw error;
      }
      return { token, expiresAt: expiresAt.toISOString(), operator: toOperator(operator ?? row) };
    },

    /** The operator check's lookup of a bearer token that is not the operator key. */
    async resolve(token: string): Promise<SessionPrincipal | null> {
      const row = await repository.findOperatorSession(db, hashToken(token));
      const now = clock.now();
      if (
        !row ||
        row.revokedAt ||
        row.status !== 'active' ||
        row.expiresAt <= now ||
        row.idleExpiresAt <= now
      ) {
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        const idleExpiresAt = new Date(Math.min(now.getTime() + idleMs, row.expiresAt.getTime()));
        await repository.touchOperatorSession(db, row.id, now, idleExpiresAt);
      }
      return {
        kind: 'session',
        actor: `operator:${row.username}`,
        operatorId: row.operatorId,
        username: row.username,
        role: row.role as TOperatorRole,
        sessionId: row.id,
      };
    },

    logout: (sessionId: string) => repository.revokeOperatorSession(db, sessionId, clock.now()),

    /** The operator's own two-step verification (TOTP) and an ADMIN's reset of another's. */
    totp: createSecondFactor({ db, clock, issuer: totpIssuer }),

    /** For a periodic job: forgets failed logins older than a day. */
    purgeLoginFailures: () =>
      repository.deleteLoginFailuresBefore(db, new Date(clock.now().getTime() - 86_400_000)),

    async list(): Promise<TOperator[]> {
      return (await repository.listOperators(db)).map(toOperator);
    },

    /** A new operator account (audited; the password never reaches the audit log). */
    async create(body: TCreateOperator, author: ChangeAuthor): Promise<TOperator> {
      const now = clock.now();
      const passwordHash = await hasher.hash(body.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await repository.insertOperator(tx, {
            username: body.username,
            passwordHash,
            role: body.role,
            status: 'active',
            createdBy: author.actor,
            createdAt: now,
            updatedAt: now,
          });
          const operator = toOperator(row);
          await recordAudit(tx, {
            ...author,
            action: 'operators.create',
            target: `operator:${row.id}`,
            before: null,
            after: operator,
          });
          return operator;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'operators_username_key') throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    },

    /** Enables or disables an operator; disabling ends its sessions at once (audited). */
    async setStatus(id: string, status: 'active' | 'disabled', author: ChangeAuthor): Promise<TOperator> {
      return db.transaction(async (tx) => {
        const before = await repository.findOperatorById(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const row = await repository.updateOperator(tx, id, { status, updatedAt: clock.now() });
        if (status === 'disabled') await repository.revokeOperatorSessions(tx, id, clock.now());
        const operator = toOperator(row!);
        await recordAudit(tx, {
          ...author,
          action: 'operators.status',
          target: `operator:${id}`,
          before: toOperator(before),
          after: operator,
        });
        return operator;
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
