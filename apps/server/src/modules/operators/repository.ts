import { and, asc, count, countDistinct, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { operatorLoginFailures, operatorRecoveryCodes, operatorSessions, operators } from './tables';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByUsername(db: Db, username: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`);
  return row ?? null;
}

export async function findOperatorById(db: Db, id: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.createdAt));
}

export async function insertOperator(db: Db, values: typeof operators.$inferInsert): Promise<OperatorRow> {
  const [row] = await db.insert(operators).values(values).returning();
  return row!;
}

export async function insertOperatorIfAbsent(db: Db, values: typeof operators.$inferInsert): Promise<void> {
  await db.insert(operators).values(values).onConflictDoNothing();
}

export async function updateOperator(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      OperatorRow,
      | 'status'
      | 'lastLoginAt'
      | 'updatedAt'
      | 'totpSecret'
      | 'totpPendingSecret'
      | 'totpEnabledAt'
      | 'totpLastStep'
    >
  >,
): Promise<OperatorRow | null> {
  const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
  return row ?? null;
}

export async function insertOperatorSession(db: Db, values: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(values);
}

export async function findOperatorSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: operatorSessions.id,
      operatorId: operatorSessions.operatorId,
      lastSeenAt: operatorSessions.lastSeenAt,
      idleExpiresAt: operatorSessions.idleExpiresAt,
      expiresAt: operatorSessions.expiresAt,
      revokedAt: operatorSessions.revokedAt,
      username: operators.username,
      role: operators.role,
      status: operators.status,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchOperatorSession(db: Db, id: string, now: Date, idleExpiresAt: Date) {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(eq(operatorSessions.id, id));
}

export async function revokeOperatorSession(db: Db, id: string, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

export async function revokeOperatorSessions(db: Db, operatorId: string, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

// ---------- failed logins ----------

export async function insertLoginFailure(
  db: Db,
  failure: { accountKey: string; clientKey: string; at: Date },
): Promise<void> {
  await db.insert(operatorLoginFailures).values(failure);
}

export type FailureCount = { failures: number; latest: Date | null };

/** Failures of an account since `since`, from one client or (clientKey null) from every client. */
export async function accountFailuresSince(
  db: Db,
  accountKey: string,
  clientKey: string | null,
  since: Date,
): Promise<FailureCount & { clients: number }> {
  const [row] = await db
    .select({
      failures: count(),
      latest: max(operatorLoginFailures.at),
      clients: countDistinct(operatorLoginFailures.clientKey),
    })
    .from(operatorLoginFailures)
    .where(
      and(
        eq(operatorLoginFailures.accountKey, accountKey),
        clientKey === null ? undefined : eq(operatorLoginFailures.clientKey, clientKey),
        gt(operatorLoginFailures.at, since),
      ),
    );
  return { failures: row?.failures ?? 0, latest: row?.latest ?? null, clients: row?.clients ?? 0 };
}

/** Failures of a client, whatever the account, since `since`. */
export async function clientFailuresSince(db: Db, clientKey: string, since: Date): Promise<FailureCount> {
  const [row] = await db
    .select({ failures: count(), latest: max(operatorLoginFailures.at) })
    .from(operatorLoginFailures)
    .where(and(eq(operatorLoginFailures.clientKey, clientKey), gt(operatorLoginFailures.at, since)));
  return { failures: row?.failures ?? 0, latest: row?.latest ?? null };
}

/** After a successful login: that client's failures on that account are forgotten (others stay). */
export async function deleteLoginFailures(db: Db, accountKey: string, clientKey: string): Promise<void> {
  await db
    .delete(operatorLoginFailures)
    .where(
      and(eq(operatorLoginFailures.accountKey, accountKey), eq(operatorLoginFailures.clientKey, clientKey)),
    );
}

export async function deleteLoginFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.delete(operatorLoginFailures).where(lt(operatorLoginFailures.at, before));
}

// ---------- second factor ----------

/**
 * Accepts a TOTP step for the operator only if it is later than the last accepted one, in one guarded
 * update: of two logins with the same code, exactly one gets the row.
 */
export async function claimTotpStep(db: Db, operatorId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        sql`${operators.totpSecret} is not null`,
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** Uses up a recovery code (by its hash) in one guarded update: it can be used once only. */
export async function claimRecoveryCode(db: Db, operatorId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, operatorId: string, hashes: string[], now: Date) {
  await deleteRecoveryCodes(db, operatorId);
  if (hashes.length === 0) return;
  await db
    .insert(operatorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ operatorId, codeHash, createdAt: now })));
}

export async function deleteRecoveryCodes(db: Db, operatorId: string): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
}

export async function unusedRecoveryCodes(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ codes: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.codes ?? 0;
}

/** Locks the operator's row for a change of its second factor. */
export async function lockOperator(db: Db, id: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row ?? null;
}
