import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { agentRemarks, agentSettings } from './tables';

// ---------- remarks ----------

/** The agent's remarks about some members, by member id. */
export async function remarksOf(
  db: Db,
  agentId: string,
  memberIds: readonly string[],
): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: agentRemarks.memberId, remark: agentRemarks.remark })
    .from(agentRemarks)
    .where(and(eq(agentRemarks.agentId, agentId), inArray(agentRemarks.memberId, [...memberIds])));
  return new Map(rows.map((row) => [row.memberId, row.remark]));
}

export async function upsertRemark(db: Db, agentId: string, memberId: string, remark: string, now: Date) {
  await db
    .insert(agentRemarks)
    .values({ agentId, memberId, remark, updatedAt: now })
    .onConflictDoUpdate({
      target: [agentRemarks.agentId, agentRemarks.memberId],
      set: { remark, updatedAt: now },
    });
}

export async function deleteRemark(db: Db, agentId: string, memberId: string) {
  await db
    .delete(agentRemarks)
    .where(and(eq(agentRemarks.agentId, agentId), eq(agentRemarks.memberId, memberId)));
}

// ---------- settings ----------

export async function readSettings(db: Db): Promise<unknown> {
  const [row] = await db.select({ config: agentSettings.config }).from(agentSettings);
  return row?.config ?? null;
}

/** Locks the row (creating it first) so an audited change reads the state it replaces. */
export async function lockSettings(tx: Db, fallback: unknown): Promise<unknown> {
  await tx.insert(agentSettings).values({ id: 1, config: fallback }).onConflictDoNothing();
  const { rows } = await tx.execute<{ config: unknown }>(
    sql`select config from agent_settings where id = 1 for update`,
  );
  return rows[0]?.config ?? fallback;
}

export async function writeSettings(tx: Db, config: unknown, now: Date): Promise<void> {
  await tx.update(agentSettings).set({ config, updatedAt: now }).where(eq(agentSettings.id, 1));
}
