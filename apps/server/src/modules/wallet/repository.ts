import { and, count, desc, eq, gte, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import {
  depositChannels,
  depositOrders,
  payeeAccounts,
  paymentCallbacks,
  sandboxVendorTransfers,
  sandboxVendorWallets,
  vendorTransfers,
  withdrawalOrders,
} from './tables';

/* Queries of the wallet's own tables other than the ledger's (the ledger writes those: ledger/ledger.ts). */

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type PayeeAccountRow = typeof payeeAccounts.$inferSelect;
export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;
export type VendorTransferRow = typeof vendorTransfers.$inferSelect;

export type Page = { offset: number; limit: number };

// ---------- deposit channels ----------

export async function listDepositChannels(
  db: Db,
  options: { enabledOnly: boolean },
): Promise<DepositChannelRow[]> {
  const query = db.select().from(depositChannels);
  const filtered = options.enabledOnly ? query.where(eq(depositChannels.enabled, true)) : query;
  return filtered.orderBy(depositChannels.sortOrder, depositChannels.id);
}

export async function findDepositChannel(db: Db, id: string): Promise<DepositChannelRow | null> {
  const [row] = await db.select().from(depositChannels).where(eq(depositChannels.id, id));
  return row ?? null;
}

export async function upsertDepositChannel(db: Db, values: typeof depositChannels.$inferInsert) {
  const { id: _id, createdAt: _createdAt, ...set } = values;
  const [row] = await db
    .insert(depositChannels)
    .values(values)
    .onConflictDoUpdate({ target: depositChannels.id, set: { ...set, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertDepositChannelIfAbsent(db: Db, values: typeof depositChannels.$inferInsert) {
  await db.insert(depositChannels).values(values).onConflictDoNothing();
}

// ---------- deposit orders ----------

export async function insertDepositOrder(
  db: Db,
  values: typeof depositOrders.$inferInsert,
): Promise<DepositOrderRow | null> {
  const [row] = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findDepositOrder(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(depositOrders).where(eq(depositOrders.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findDepositOrderByRequest(db: Db, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return row ?? null;
}

export async function updateDepositOrder(db: Db, id: string, patch: Partial<DepositOrderRow>) {
  const [row] = await db.update(depositOrders).set(patch).where(eq(depositOrders.id, id)).returning();
  return row!;
}

export async function listDepositOrders(
  db: Db,
  filter: { memberId?: string; status?: string },
  page: Page,
): Promise<{ rows: DepositOrderRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.memberId) conditions.push(eq(depositOrders.memberId, filter.memberId));
  if (filter.status) conditions.push(eq(depositOrders.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
  const rows = await db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Gateway orders still PENDING after their expiry become EXPIRED (a late payment still credits). */
export async function expireDepositOrders(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(depositOrders)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(depositOrders.status, 'PENDING'), lte(depositOrders.expiresAt, now)))
    .returning({ id: depositOrders.id });
  return rows.length;
}

export async function insertPaymentCallback(db: Db, values: typeof paymentCallbacks.$inferInsert) {
  await db.insert(paymentCallbacks).values(values);
}

export async function listPaymentCallbacks(db: Db, orderId: string) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId))
    .orderBy(paymentCallbacks.id);
}

// ---------- payee accounts ----------

export async function listPayeeAccounts(db: Db, memberId: string): Promise<PayeeAccountRow[]> {
  return db
    .select()
    .from(payeeAccounts)
    .where(and(eq(payeeAccounts.memberId, memberId), isNull(payeeAccounts.removedAt)))
    .orderBy(payeeAccounts.createdAt);
}

export async function findPayeeAccount(
  db: Db,
  memberId: string,
  id: string,
): Promise<PayeeAccountRow | null> {
  const [row] = await db
    .select()
    .from(payeeAccounts)
    .where(
      and(eq(payeeAccounts.id, id), eq(payeeAccounts.memberId, memberId), isNull(payeeAccounts.removedAt)),
    );
  return row ?? null;
}

export async function insertPayeeAccount(db: Db, values: typeof payeeAccounts.$inferInsert) {
  const [row] = await db.insert(payeeAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

// ---------- withdrawal orders ----------

export async function insertWithdrawalOrder(db: Db, values: typeof withdrawalOrders.$inferInsert) {
  const [row] = await db.insert(withdrawalOrders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findWithdrawalOrder(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findWithdrawalOrderByRequest(db: Db, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.requestId, requestId)));
  return row ?? null;
}

export async function updateWithdrawalOrder(db: Db, id: string, patch: Partial<WithdrawalOrderRow>) {
  const [row] = await db.update(withdrawalOrders).set(patch).where(eq(withdrawalOrders.id, id)).returning();
  return row!;
}

/** Withdrawals a member requested since `since`, rejected ones not counted. */
export async function countWithdrawalsSince(db: Db, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        gte(withdrawalOrders.createdAt, since),
        ne(withdrawalOrders.status, 'REJECTED'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function listWithdrawalOrders(
  db: Db,
  filter: { memberId?: string; status?: string },
  page: Page,
): Promise<{ rows: WithdrawalOrderRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.memberId) conditions.push(eq(withdrawalOrders.memberId, filter.memberId));
  if (filter.status) conditions.push(eq(withdrawalOrders.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(withdrawalOrders).where(where);
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(where)
    .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** PAID withdrawals whose confirmation deadline passed (oldest first). */
export async function listUnconfirmedPayouts(db: Db, now: Date, limit: number) {
  return db
    .select({ id: withdrawalOrders.id })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.status, 'PAID'), lt(withdrawalOrders.confirmDeadline, now)))
    .orderBy(withdrawalOrders.confirmDeadline)
    .limit(limit);
}

// ---------- vendor transfers ----------

export async function insertVendorTransfer(db: Db, values: typeof vendorTransfers.$inferInsert) {
  const [row] = await db.insert(vendorTransfers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findVendorTransfer(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findVendorTransferByReference(db: Db, memberId: string, reference: string) {
  const [row] = await db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.reference, reference)));
  return row ?? null;
}

export async function updateVendorTransfer(db: Db, id: string, patch: Partial<VendorTransferRow>) {
  const [row] = await db.update(vendorTransfers).set(patch).where(eq(vendorTransfers.id, id)).returning();
  return row!;
}

export async function noteVendorTransferAttempt(db: Db, id: string, error: string, now: Date) {
  await db
    .update(vendorTransfers)
    .set({ attempts: sql`${vendorTransfers.attempts} + 1`, lastError: error.slice(0, 500), updatedAt: now })
    .where(eq(vendorTransfers.id, id));
}

export async function listPendingVendorTransfers(db: Db, createdBefore: Date, limit: number) {
  return db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.status, 'PENDING'), lt(vendorTransfers.createdAt, createdBefore)))
    .orderBy(vendorTransfers.createdAt)
    .limit(limit);
}

/** Vendors with a transfer of the member still waiting for the vendor's answer. */
export async function pendingVendorsOf(db: Db, memberId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ vendor: vendorTransfers.vendor })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.status, 'PENDING')));
  return new Set(rows.map((row) => row.vendor));
}

/**
 * How many transfers the member has ever made with a vendor and whether one still waits for its answer:
 * read in one statement, so a "recall all" derives the same key from the same state.
 */
export async function vendorTransferState(db: Db, memberId: string, vendor: string) {
  const [row] = await db
    .select({
      count: count(),
      pending: sql<number>`count(*) filter (where ${vendorTransfers.status} = 'PENDING')`.mapWith(Number),
      pendingAmount: sql<string>`coalesce(sum(${vendorTransfers.amount}) filter (where ${vendorTransfers.status} = 'PENDING'), 0)`,
    })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.vendor, vendor)));
  return {
    count: row?.count ?? 0,
    pending: (row?.pending ?? 0) > 0,
    pendingAmount: BigInt(row?.pendingAmount ?? 0),
  };
}

// ---------- the sandbox vendor's own side ----------

export const sandboxVendor = {
  async balance(db: Db, memberId: string): Promise<bigint> {
    const [row] = await db
      .select({ balance: sandboxVendorWallets.balance })
      .from(sandboxVendorWallets)
      .where(eq(sandboxVendorWallets.memberId, memberId));
    return row?.balance ?? 0n;
  },
  async findTransfer(db: Db, transferId: string) {
    const [row] = await db
      .select()
      .from(sandboxVendorTransfers)
      .where(eq(sandboxVendorTransfers.transferId, transferId));
    return row ?? null;
  },
  async insertTransfer(db: Db, values: typeof sandboxVendorTransfers.$inferInsert) {
    const [row] = await db.insert(sandboxVendorTransfers).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },
  async credit(db: Db, memberId: string, amount: bigint) {
    await db
      .insert(sandboxVendorWallets)
      .values({ memberId, balance: amount })
      .onConflictDoUpdate({
        target: sandboxVendorWallets.memberId,
        set: { balance: sql`${sandboxVendorWallets.balance} + ${amount}` },
      });
  },
  /** Takes `amount` if the member has it at the vendor; false otherwise. */
  async debit(db: Db, memberId: string, amount: bigint): Promise<boolean> {
    const rows = await db
      .update(sandboxVendorWallets)
      .set({ balance: sql`${sandboxVendorWallets.balance} - ${amount}` })
      .where(and(eq(sandboxVendorWallets.memberId, memberId), gte(sandboxVendorWallets.balance, amount)))
      .returning({ balance: sandboxVendorWallets.balance });
    return rows.length > 0;
  },
};
