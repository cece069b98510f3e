import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { auditLog, brandConfig, systemSettings } from './tables';

const BRAND_ROW = 1;

export async function findBrandConfig(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ config: brandConfig.config })
    .from(brandConfig)
    .where(eq(brandConfig.id, BRAND_ROW));
  return row?.config ?? null;
}

/** The brand row, locked until the end of the transaction `tx`. */
export async function findBrandConfigForUpdate(tx: Db): Promise<unknown> {
  const [row] = await tx
    .select({ config: brandConfig.config })
    .from(brandConfig)
    .where(eq(brandConfig.id, BRAND_ROW))
    .for('update');
  return row?.config ?? null;
}

export async function saveBrandConfig(db: Db, config: unknown): Promise<void> {
  await db
    .insert(brandConfig)
    .values({ id: BRAND_ROW, config })
    .onConflictDoUpdate({ target: brandConfig.id, set: { config, updatedAt: new Date() } });
}

export async function insertBrandConfigIfAbsent(db: Db, config: unknown): Promise<void> {
  await db.insert(brandConfig).values({ id: BRAND_ROW, config }).onConflictDoNothing();
}

export async function findSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function findSettingForUpdate(tx: Db, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key))
    .for('update');
  return row?.value ?? null;
}

export async function saveSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
}

export async function insertSettingIfAbsent(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(systemSettings).values({ key, value }).onConflictDoNothing();
}

export type AuditEntry = {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
};

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listAuditEntries(db: Db, options: { target?: string; limit?: number } = {}) {
  const query = db.select().from(auditLog);
  const filtered = options.target ? query.where(eq(auditLog.target, options.target)) : query;
  return filtered.orderBy(desc(auditLog.id)).limit(Math.min(options.limit ?? 50, 500));
}
