import { createHash } from 'node:crypto';
import type { TContractType } from '@platform/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { HOUSE, type Ledger, type Leg } from '../../wallet/ledger/ledger';

/** Records paid per ledger transaction (one posting each, plus the house's). */
export const PAY_BATCH = 500;

export type PayableRecord = { id: string; memberId: string; type: TContractType; paid: bigint };

const kindOf = (type: TContractType) => (type === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY');

/** The idempotency key of a payment: the sorted ids of the records it pays. */
export function payKey(ids: readonly string[]): string {
  const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
  return `contract-pay:${createHash('sha256').update(sorted.join(',')).digest('hex')}`;
}

/**
 * Pays records of ONE type in the caller's ledger transaction `tx`: each agent's main wallet gets its
 * record's amount, AGENT_COMMISSION_EXPENSE gives the sum (kind DIVIDEND or SALARY; never a debit of an
 * agent), and the records become PAID with the journal transaction — guarded by `status = 'APPROVED'`
 * (or the status given) and checked to be all of them, so a record is paid at most once: two processes
 * paying the same batch meet on the idempotency key (the second waits for the first, then replays and
 * moves nothing), and a batch overlapping another's differently fails the count and rolls back.
 * Returns how many records it paid (0 on a replay).
 */
export async function payRecords(
  tx: Db,
  ledger: Ledger,
  records: readonly PayableRecord[],
  options: { now: Date; from?: 'APPROVED' | 'PENDING_REVIEW'; actor?: string },
): Promise<number> {
  if (records.length === 0) return 0;
  const type = records[0]!.type;
  if (records.some((record) => record.type !== type || record.paid <= 0n)) {
    throw new Error('settlement: a payment batch mixes types or holds nothing to pay');
  }
  const accounts = await ledger.mainAccounts(
    tx,
    records.map((record) => record.memberId),
  );
  const legs: Leg[] = [];
  let total = 0n;
  records.forEach((record, index) => {
    legs.push({ account: accounts[index]!, amount: record.paid });
    total += record.paid;
  });
  legs.push({ account: await ledger.houseAccount(tx, HOUSE.AGENT_COMMISSION_EXPENSE), amount: -total });
  const ids = records.map((record) => record.id);
  const outcome = await ledger.post(tx, {
    key: payKey(ids),
    kind: kindOf(type),
    legs,
    memberId: records.length === 1 ? records[0]!.memberId : null,
    reference: records.length === 1 ? `contract-settlement:${records[0]!.id}` : null,
    remark: `contract settlement ${type}`,
    actor: options.actor ?? 'contract-settlement',
  });
  if (outcome.replayed) return 0;
  const { rows } = await tx.execute<{ id: string }>(sql`update contract_settlements
    set status = 'PAID', ledger_transaction_id = ${String(outcome.transactionId)}::bigint,
      paid_at = ${options.now.toISOString()}::timestamptz
    where id = any(${sql.param(ids)}::bigint[]) and status = ${options.from ?? 'APPROVED'} and paid > 0
    returning id::text as id`);
  if (rows.length !== ids.length) {
    throw new Error(
      `settlement: ${ids.length - rows.length} of ${ids.length} records were no longer payable`,
    );
  }
  return rows.length;
}

/**
 * Pays every APPROVED record of one run (type, period, start) in batches of `batchSize`, one ledger
 * transaction per batch, `parallel` batches at a time (a run has one record per agent, so concurrent
 * batches touch different member accounts; the house account is never locked). Resumable: what a crash
 * left APPROVED is paid by the next call.
 */
export async function payRun(
  db: Db,
  ledger: Ledger,
  run: { type: TContractType; period: string; periodStart: Date },
  now: () => Date,
  options: { batchSize?: number; parallel?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? PAY_BATCH;
  const parallel = options.parallel ?? 1;
  let paid = 0;
  let previous = new Set<string>();
  for (;;) {
    const { rows } = await db.execute<{ id: string; member_id: string; paid: string }>(sql`
      select id::text as id, member_id, paid::text as paid from contract_settlements
      where status = 'APPROVED' and type = ${run.type} and period = ${run.period}
        and period_start = ${run.periodStart.toISOString()}::timestamptz
      order by id limit ${batchSize * parallel}`);
    if (rows.length === 0) return paid;
    const batches: PayableRecord[][] = [];
    for (let index = 0; index < rows.length; index += batchSize) {
      batches.push(
        rows.slice(index, index + batchSize).map((row) => ({
          id: row.id,
          memberId: row.member_id,
          type: run.type,
          paid: BigInt(row.paid),
        })),
      );
    }
    const keys = new Set(batches.map((batch) => payKey(batch.map((record) => record.id))));
    if ([...keys].some((key) => previous.has(key))) {
      throw new Error('settlement: records stay APPROVED after their payment');
    }
    previous = keys;
    // A replay (0): another process paid that batch in the meantime; the next select no longer sees it.
    const counts = await Promise.all(
      batches.map((batch) => ledger.transaction(db, (tx) => payRecords(tx, ledger, batch, { now: now() }))),
    );
    paid += counts.reduce((sum, count) => sum + count, 0);
  }
}
