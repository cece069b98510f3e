import type { LEDGER_PROBLEM_KINDS } from '@platform/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { DEFAULT_BRAND } from '../../system/brand.default';

export type LedgerProblem = { kind: (typeof LEDGER_PROBLEM_KINDS)[number]; detail: string };

const LIMIT = 50;

/**
 * The ledger invariants (architecture.md "Money and the ledger"), checked from the tables themselves:
 * postings of every transaction sum to zero per asset (money, points); every member account's cached balance equals the sum of its
 * postings, never below zero, with 0 ≤ held ≤ balance and held equal to its pending withdrawals plus its
 * holds in open PVP hands (pvp_hands OPEN: their participants' holds); the balance after of every posting equals the running sum; every idempotency key applied once; the daily
 * cash totals and first deposits equal what the journal sums to. Read-only;
 * an empty list means the ledger is sound. Each kind reports at most 50 examples.
 */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const add = (
    kind: LedgerProblem['kind'],
    rows: Array<Record<string, unknown>>,
    text: (row: Record<string, unknown>) => string,
  ) => {
    for (const row of rows) problems.push({ kind, detail: text(row) });
  };

  add(
    'UNBALANCED_TRANSACTION',
    (
      await db.execute(sql`select t.id, t.idempotency_key, s.asset, coalesce(s.total, 0) as total, c.postings
        from ledger_transactions t
        join (select transaction_id, count(*) as postings from ledger_postings group by transaction_id) c
          on c.transaction_id = t.id
        left join (select p.transaction_id, a.currency as asset, sum(p.amount) as total
          from ledger_postings p join ledger_accounts a on a.id = p.account_id
          group by p.transaction_id, a.currency having sum(p.amount) <> 0) s on s.transaction_id = t.id
        where s.total is not null or c.postings = 1
        order by t.id limit ${LIMIT}`)
    ).rows,
    (row) =>
      `transaction ${row.id} (${row.idempotency_key}): ${row.postings} postings, ${row.asset ?? 'all'} summing to ${row.total}`,
  );

  add(
    'CACHED_BALANCE_MISMATCH',
    (
      await db.execute(sql`select a.id, a.kind, a.member_id, a.balance, coalesce(s.total, 0) as total
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) s
          on s.account_id = a.id
        where a.kind <> 'HOUSE' and a.balance <> coalesce(s.total, 0)
        order by a.id limit ${LIMIT}`)
    ).rows,
    (row) =>
      `account ${row.id} (${row.kind} of ${row.member_id}): cached ${row.balance}, postings ${row.total}`,
  );

  add(
    'NEGATIVE_BALANCE',
    (
      await db.execute(sql`select id, kind, member_id, balance from ledger_accounts
        where kind <> 'HOUSE' and balance < 0 order by id limit ${LIMIT}`)
    ).rows,
    (row) => `account ${row.id} (${row.kind} of ${row.member_id}): balance ${row.balance}`,
  );

  add(
    'HELD_OUT_OF_RANGE',
    (
      await db.execute(sql`select id, member_id, balance, held from ledger_accounts
        where held < 0 or held > balance or (kind = 'HOUSE' and (held <> 0 or balance <> 0))
        order by id limit ${LIMIT}`)
    ).rows,
    (row) => `account ${row.id} of ${row.member_id}: held ${row.held}, balance ${row.balance}`,
  );

  add(
    'HELD_MISMATCH',
    (
      await db.execute(sql`select a.id, a.member_id, a.held, coalesce(w.total, 0) as pending
        from ledger_accounts a
        left join (select member_id, sum(amount) as total from (
            select member_id, amount from withdrawal_orders where status = 'PENDING'
            union all
            select (p->>'memberId')::uuid, (p->>'hold')::bigint
              from pvp_hands h cross join jsonb_array_elements(h.participants) p where h.status = 'OPEN') held
          group by member_id) w on w.member_id = a.member_id
        where a.kind = 'MEMBER_MAIN' and a.held <> coalesce(w.total, 0)
        order by a.id limit ${LIMIT}`)
    ).rows,
    (row) =>
      `account ${row.id} of ${row.member_id}: held ${row.held}, pending withdrawals and open PVP hands ${row.pending}`,
  );

  add(
    'BALANCE_AFTER_MISMATCH',
    (
      await db.execute(sql`select id, account_id, balance_after, running from (
          select p.id, p.account_id, p.balance_after,
            sum(p.amount) over (partition by p.account_id order by p.id) as running
          from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where a.kind <> 'HOUSE') r
        where balance_after is distinct from running
        order by id limit ${LIMIT}`)
    ).rows,
    (row) =>
      `posting ${row.id} of account ${row.account_id}: balance after ${row.balance_after}, running sum ${row.running}`,
  );

  add(
    'DUPLICATE_IDEMPOTENCY_KEY',
    (
      await db.execute(sql`select idempotency_key, count(*) as n from ledger_transactions
        group by idempotency_key having count(*) > 1 limit ${LIMIT}`)
    ).rows,
    (row) => `key ${row.idempotency_key} applied ${row.n} times`,
  );

  // The daily cash totals and first deposits (kept by ledger.post) against the journal they sum up.
  const journalCash = sql`select (t.created_at at time zone z.tz)::date as day, t.member_id, t.kind,
      count(*) as count, sum(abs(p.amount)) as amount
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id
    join ledger_accounts a on a.id = p.account_id and a.kind = 'MEMBER_MAIN' and a.member_id = t.member_id
    cross join (select coalesce((select config->>'timeZone' from brand_config where id = 1),
      ${DEFAULT_BRAND.timeZone}) as tz) z
    where t.kind in ('DEPOSIT', 'WITHDRAWAL_PAID', 'BONUS', 'REBATE')
      and (t.kind in ('DEPOSIT', 'WITHDRAWAL_PAID') or p.amount > 0)
    group by 1, 2, 3`;
  const firstDeposits = sql`select distinct on (t.member_id) t.member_id, t.created_at as at, abs(p.amount) as amount
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id
    join ledger_accounts a on a.id = p.account_id and a.kind = 'MEMBER_MAIN' and a.member_id = t.member_id
    where t.kind = 'DEPOSIT'
    order by t.member_id, t.created_at, t.id`;
  add(
    'CASH_TOTALS_MISMATCH',
    (
      await db.execute(sql`select coalesce(j.member_id, c.member_id) as member_id, coalesce(j.day, c.day) as day,
          coalesce(j.kind, c.kind) as kind, j.count as journal_count, j.amount as journal_amount,
          c.count as total_count, c.amount as total_amount
        from (${journalCash}) j
        full join cash_daily_totals c on c.member_id = j.member_id and c.day = j.day and c.kind = j.kind
        where j.count is distinct from c.count or j.amount is distinct from c.amount
        union all
        select coalesce(j.member_id, f.member_id), null, 'FIRST_DEPOSIT', null, j.amount, null, f.amount
        from (${firstDeposits}) j
        full join member_first_deposits f on f.member_id = j.member_id
        where j.at is distinct from f.at or j.amount is distinct from f.amount
        limit ${LIMIT}`)
    ).rows,
    (row) =>
      `${row.kind} of ${row.member_id}${row.day ? ` on ${String(row.day)}` : ''}: journal ${row.journal_count ?? '-'}×${row.journal_amount ?? '-'}, totals ${row.total_count ?? '-'}×${row.total_amount ?? '-'}`,
  );

  return problems;
}
