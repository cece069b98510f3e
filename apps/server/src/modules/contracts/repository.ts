import type { TContractStatus, TContractType } from '@platform/contracts/agent-contracts';
import { and, count, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { agentContracts } from './tables';

/** The contract rows of the lifecycle. Locks are taken in tree order (upline before downline) everywhere. */

export type ContractRow = typeof agentContracts.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
export type ContractPatch = Partial<Omit<NewContract, 'id'>>;

type Lock = 'update' | 'share' | null;

const locked = <Q extends { for(strength: 'update' | 'share'): unknown }>(query: Q, lock: Lock) =>
  (lock ? query.for(lock) : query) as Q;

export async function findContract(db: Db, id: bigint, lock: Lock = null): Promise<ContractRow | null> {
  const [row] = await locked(db.select().from(agentContracts).where(eq(agentContracts.id, id)), lock);
  return row ?? null;
}

/** The member's contract of a type in one status (ACTIVE and OFFERED are unique per member and type). */
export async function findByStatus(
  db: Db,
  memberId: string,
  type: TContractType,
  status: 'ACTIVE' | 'OFFERED',
  lock: Lock = null,
): Promise<ContractRow | null> {
  const [row] = await locked(
    db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.memberId, memberId),
          eq(agentContracts.type, type),
          eq(agentContracts.status, status),
        ),
      ),
    lock,
  );
  return row ?? null;
}

/**
 * The member's active contract of a type, share-locked: it cannot be replaced or ended (nor the cascade
 * below it run) before the caller's transaction commits. When it was replaced while we waited for the
 * lock, the first read finds the old row no longer active; a second statement sees the one that took
 * its place.
 */
export async function lockActive(tx: Db, memberId: string, type: TContractType): Promise<ContractRow | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await findByStatus(tx, memberId, type, 'ACTIVE', 'share');
    if (row) return row;
  }
  return null;
}

/** The member's latest contract of a type that is neither active nor waiting (the last one that ended). */
export async function latestClosed(
  db: Db,
  memberId: string,
  type: TContractType,
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.memberId, memberId),
        eq(agentContracts.type, type),
        sql`${agentContracts.status} not in ('ACTIVE', 'OFFERED')`,
      ),
    )
    .orderBy(desc(agentContracts.id))
    .limit(1);
  return row ?? null;
}

/** The ACTIVE and OFFERED contracts of a type of some members. */
export async function currentOf(
  db: Db,
  memberIds: readonly string[],
  type: TContractType,
): Promise<ContractRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.memberId, [...memberIds]),
        eq(agentContracts.type, type),
        inArray(agentContracts.status, ['ACTIVE', 'OFFERED']),
      ),
    );
}

/** Contracts of a type in a status that an agent issued, locked for the cascade. */
export async function issuedBy(
  tx: Db,
  issuerId: string,
  type: TContractType,
  status: 'ACTIVE' | 'OFFERED',
): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.issuerId, issuerId),
        eq(agentContracts.type, type),
        eq(agentContracts.status, status),
      ),
    )
    .orderBy(agentContracts.id)
    .for('update');
}

export async function insertContract(tx: Db, values: NewContract): Promise<ContractRow> {
  const [row] = await tx.insert(agentContracts).values(values).returning();
  return row!;
}

export async function updateContract(tx: Db, id: bigint, patch: ContractPatch): Promise<ContractRow> {
  const [row] = await tx.update(agentContracts).set(patch).where(eq(agentContracts.id, id)).returning();
  return row!;
}

export const CLEAR_TERMINATION: ContractPatch = {
  terminationRequestedBy: null,
  terminationRequestedAt: null,
  terminationRemark: null,
  terminationEffectiveAt: null,
};

/**
 * What waits for a member's answer: offers addressed to it, and termination requests of the other side
 * of its contracts (the issuer's or operator's on its own contracts, its downlines' on those it issued).
 */
export async function waitingFor(db: Db, memberId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      or(
        and(eq(agentContracts.memberId, memberId), eq(agentContracts.status, 'OFFERED')),
        and(
          eq(agentContracts.status, 'ACTIVE'),
          or(
            and(
              eq(agentContracts.memberId, memberId),
              inArray(agentContracts.terminationRequestedBy, ['ISSUER', 'OPERATOR']),
            ),
            and(eq(agentContracts.issuerId, memberId), eq(agentContracts.terminationRequestedBy, 'AGENT')),
          ),
        ),
      ),
    )
    .orderBy(agentContracts.id);
}

/**
 * The next active contract whose termination notice ran out, locked; rows another process holds are
 * skipped (it is finishing them).
 */
export async function lockNextDueTermination(tx: Db, now: Date): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.status, 'ACTIVE'),
        isNotNull(agentContracts.terminationRequestedBy),
        lte(agentContracts.terminationEffectiveAt, now),
      ),
    )
    .orderBy(agentContracts.terminationEffectiveAt, agentContracts.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export type ContractFilter = { type?: TContractType; status?: TContractStatus; memberId?: string };

/** A page of contracts, newest first (operator list). */
export async function pageContracts(
  db: Db,
  filter: ContractFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(agentContracts.type, filter.type));
  if (filter.status) conditions.push(eq(agentContracts.status, filter.status));
  if (filter.memberId) conditions.push(eq(agentContracts.memberId, filter.memberId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(agentContracts)
      .where(where)
      .orderBy(desc(agentContracts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(agentContracts).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}
