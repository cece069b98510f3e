import type { TLedgerKind } from '@platform/contracts/wallet';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/database';

/** One posting of an account with its journal transaction (the account record reads these). */
export type PostingRecord = {
  postingId: bigint;
  transactionId: bigint;
  createdAt: Date;
  kind: TLedgerKind;
  amount: bigint;
  balanceAfter: bigint | null;
  reference: string | null;
  remark: string | null;
  actor: string | null;
  key: string;
};

export type PostingFilter = {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  kind?: TLedgerKind;
  offset: number;
  limit: number;
};

type Row = {
  id: string;
  transaction_id: string;
  created_at: string | Date;
  kind: TLedgerKind;
  amount: string;
  balance_after: string | null;
  reference: string | null;
  remark: string | null;
  actor: string | null;
  idempotency_key: string;
};

/** The postings of one account, newest first, with their total count (read-only). */
export async function listPostings(
  db: Db,
  accountId: bigint,
  filter: PostingFilter,
): Promise<{ rows: PostingRecord[]; total: number }> {
  const conditions: SQL[] = [sql`p.account_id = ${accountId}::bigint`];
  if (filter.from) conditions.push(sql`p.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`p.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.kind) conditions.push(sql`t.kind = ${filter.kind}`);
  const where = sql.join(conditions, sql` and `);
  const [count] = (
    await db.execute<{ n: string | number }>(sql`select count(*) as n
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id where ${where}`)
  ).rows;
  const rows = (
    await db.execute<Row>(sql`select p.id, p.transaction_id, p.created_at, t.kind, p.amount, p.balance_after,
        t.reference, t.remark, t.actor, t.idempotency_key
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where ${where}
      order by p.created_at desc, p.id desc
      limit ${filter.limit} offset ${filter.offset}`)
  ).rows;
  return { total: Number(count?.n ?? 0), rows: rows.map(toPostingRecord) };
}

function toPostingRecord(row: Row): PostingRecord {
  return {
    postingId: BigInt(row.id),
    transactionId: BigInt(row.transaction_id),
    createdAt: new Date(row.created_at),
    kind: row.kind,
    amount: BigInt(row.amount),
    balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    reference: row.reference,
    remark: row.remark,
    actor: row.actor,
    key: row.idempotency_key,
  };
}

/**
 * The main-wallet postings of several members (an agent's team), newest first, each with its member,
 * and their total count (read-only).
 */
export async function listMemberPostings(
  db: Db,
  memberIds: readonly string[],
  filter: PostingFilter,
): Promise<{ rows: (PostingRecord & { memberId: string })[]; total: number }> {
  const conditions: SQL[] = [
    sql`a.member_id = any(${sql.param(memberIds)}::uuid[])`,
    sql`a.kind = 'MEMBER_MAIN'`,
  ];
  if (filter.from) conditions.push(sql`p.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`p.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.kind) conditions.push(sql`t.kind = ${filter.kind}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`ledger_accounts a join ledger_postings p on p.account_id = a.id
    join ledger_transactions t on t.id = p.transaction_id`;
  const [count, page] = await Promise.all([
    db.execute<{ n: string | number }>(sql`select count(*) as n from ${from} where ${where}`),
    db.execute<Row & { member_id: string }>(sql`select p.id, p.transaction_id, p.created_at, t.kind, p.amount,
        p.balance_after, t.reference, t.remark, t.actor, t.idempotency_key, a.member_id
      from ${from}
      where ${where}
      order by p.created_at desc, p.id desc
      limit ${filter.limit} offset ${filter.offset}`),
  ]);
  return {
    total: Number(count.rows[0]?.n ?? 0),
    rows: page.rows.map((row) => ({ ...toPostingRecord(row), memberId: row.member_id })),
  };
}

/** The balance of a house account: the sum of its postings (house balances are never cached). */
export async function houseBalance(db: Db, accountId: bigint): Promise<bigint> {
  const [row] = (
    await db.execute<{ total: string | null }>(
      sql`select sum(amount) as total from ledger_postings where account_id = ${accountId}::bigint`,
    )
  ).rows;
  return BigInt(row?.total ?? 0);
}
