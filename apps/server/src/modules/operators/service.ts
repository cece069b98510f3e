import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TOperator, TOperatorRole } from '@platform/contracts/operators';
import type { z } from 'zod';
import type { ZCreateOperatorRequestSchema } from '@platform/contracts/operators';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { uniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { normalizeIp } from '../../platform/ip';
import type { OperatorPrincipal } from '../../platform/operator-auth';
import { enforceThrottles } from '../../platform/throttle';
import type { PasswordHasher } from '../identity/password-hasher';
import { recordAudit, type ChangeAuthor } from '../system/service';
import * as repository from './repository';

type TCreateOperator = z.infer<typeof ZCreateOperatorRequestSchema>;
type SessionPrincipal = Extract<OperatorPrincipal, { kind: 'session' }>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOUCH_INTERVAL_MS = 60_000;

export type OperatorServiceDeps = {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** Operator sessions end after this much inactivity… */
  idleMinutes?: number;
  /** …and at the latest this long after the login. */
  maxHours?: number;
};

export function toOperator(row: repository.OperatorRow): TOperator {
  return {
    id: row.id,
    username: row.username,
    role: row.role as TOperatorRole,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** Operator accounts (roles ADMIN, FINANCE, SUPPORT) and their sessions; passwords hashed like members'. */
export function createOperatorService({
  db,
  clock,
  hasher,
  idleMinutes = 30,
  maxHours = 12,
}: OperatorServiceDeps) {
  const idleMs = idleMinutes * 60_000;
  const maxMs = maxHours * 3_600_000;
  let dummy: Promise<string> | null = null;

  return {
    /**
     * Username and password → an operator session token (stored hashed). Unknown account and wrong
     * password give the same 401 INVALID_CREDENTIALS; attempts are limited per client and per account.
     */
    async login(body: { username: string; password: string }, meta: { ip: string }) {
      const now = clock.now();
      const client = normalizeIp(meta.ip);
      await enforceThrottles(
        db,
        [
          { key: `operator-login:client:${client}`, limit: 30, windowMs: 15 * 60_000 },
          { key: `operator-login:user:${body.username.toLowerCase()}`, limit: 10, windowMs: 15 * 60_000 },
        ],
        now,
      );
      const row = await repository.findOperatorByUsername(db, body.username);
      const hash = row?.passwordHash ?? (await (dummy ??= hasher.hash(randomBytes(16).toString('hex'))));
      const valid = await hasher.verify(hash, body.password);
      if (!row || !valid) throw new AppError('INVALID_CREDENTIALS');
      if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + maxMs);
      const operator = await db.transaction(async (tx) => {
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
