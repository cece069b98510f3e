import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { operatorSessions, operators } from './tables';

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
  patch: Partial<Pick<OperatorRow, 'status' | 'lastLoginAt' | 'updatedAt'>>,
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
