import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';

/**
 * The write side of the vendors module's tables for the vendor wallet API: idempotency records
 * (vendor_transactions) here, bet records and daily totals in bet-records.ts. Read queries of reports
 * live in reads-repository.ts.
 *
 * These statements run on the hot path of every vendor callback: they are fixed texts with `$n`
 * parameters sent straight to the transaction's driver client (node-postgres or PGlite), as the ledger
 * does. Parameters are text or null (cast in SQL); bigints are read back as text.
 */

type Rows<T> = { rows: T[] };
export type Query = <T = Record<string, unknown>>(
  text: string,
  params: readonly unknown[],
) => Promise<Rows<T>>;

const statementNames = new Map<string, string>();

/** A stable name per statement text: node-postgres prepares a named statement once per connection. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `vendors_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** node-postgres's client (it keeps the statements it prepared per connection); PGlite has no such thing. */
function isNodePostgres(client: object): boolean {
  const connection = (client as { connection?: { parsedStatements?: unknown } }).connection;
  return typeof connection?.parsedStatements === 'object';
}

/**
 * The executor's driver client when drizzle exposes it, else drizzle's `execute` with the same text. On
 * node-postgres the statements are named, so each connection parses and plans each text once (the texts
 * are fixed; PostgreSQL re-plans them by itself after a schema change).
 */
export function queryOf(executor: Db): Query {
  const client = (executor as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (client && typeof client.query === 'function') {
    if (isNodePostgres(client)) {
      const driver = client as {
        query(config: { name: string; text: string; values: unknown[] }): Promise<Rows<never>>;
      };
      return (text, params) => driver.query({ name: statementName(text), text, values: [...params] });
    }
    const driver = client as { query(text: string, params: unknown[]): Promise<Rows<never>> };
    return (text, params) => driver.query(text, [...params]);
  }
  return (text, params) => {
    const chunks = text.split(/\$(\d+)/);
    const statement = sql.join(
      chunks.map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql.param(params[Number(chunk) - 1]))),
      sql.raw(''),
    );
    return executor.execute(statement) as Promise<Rows<never>>;
  };
}

/** What the idempotency record of a vendor transaction says. */
export type VendorTransactionKind = 'BET' | 'WIN' | 'ROLLBACK' | 'TOMBSTONE';

export type StoredVendorTransaction = {
  kind: VendorTransactionKind;
  requestHash: string;
  memberId: string | null;
  reply: Record<string, unknown>;
};

const CLAIM = `insert into vendor_transactions
  (vendor, transaction_uuid, kind, request_hash, member_id, reply, created_at)
  values ($1, $2, $3, $4, $5::uuid, $6::jsonb, $7::timestamptz)
  on conflict do nothing returning kind`;

/**
 * Claims (vendor, transaction_uuid) for this transaction: true when claimed, false when another
 * request holds it (committed; a concurrent claim waits for the first to commit or roll back). For a
 * claim that comes before the work (a tombstone; the sandbox vendor's transfer rounds, whose bet-record
 * statements then write the reply); the vendor wallet API claims its own transactions in their last
 * statement (bet-records.ts claim statements).
 */
export async function claimVendorTransaction(
  query: Query,
  input: {
    vendor: string;
    transactionUuid: string;
    kind: VendorTransactionKind;
    requestHash: string;
    memberId: string | null;
    reply?: Record<string, unknown>;
    at: Date;
  },
): Promise<boolean> {
  const { rows } = await query(CLAIM, [
    input.vendor,
    input.transactionUuid,
    input.kind,
    input.requestHash,
    input.memberId,
    JSON.stringify(input.reply ?? {}),
    input.at.toISOString(),
  ]);
  return rows.length > 0;
}

export async function findVendorTransaction(
  query: Query,
  vendor: string,
  transactionUuid: string,
): Promise<StoredVendorTransaction | null> {
  const { rows } = await query<{
    kind: VendorTransactionKind;
    request_hash: string;
    member_id: string | null;
    reply: Record<string, unknown> | string;
  }>(
    `select kind, request_hash, member_id, reply from vendor_transactions
      where vendor = $1 and transaction_uuid = $2`,
    [vendor, transactionUuid],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    kind: row.kind,
    requestHash: row.request_hash,
    memberId: row.member_id,
    reply: typeof row.reply === 'string' ? (JSON.parse(row.reply) as Record<string, unknown>) : row.reply,
  };
}

/**
 * Deletes idempotency records created before `before`, at most `batch` per statement, until none is
 * left; returns how many went. Bet records are kept (reports read them).
 */
export async function purgeVendorTransactions(db: Db, before: Date, batch = 5_000): Promise<number> {
  const query = queryOf(db);
  let total = 0;
  for (;;) {
    const { rows } = await query<{ n: string | number }>(
      `with doomed as (
         select vendor, transaction_uuid from vendor_transactions where created_at < $1::timestamptz limit $2::int),
       deleted as (
         delete from vendor_transactions v using doomed d
          where v.vendor = d.vendor and v.transaction_uuid = d.transaction_uuid returning 1)
       select count(*) as n from deleted`,
      [before.toISOString(), String(batch)],
    );
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}
