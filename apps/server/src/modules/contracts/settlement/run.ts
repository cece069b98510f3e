import type { TContractPeriod, TContractType } from '@platform/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { Ledger } from '../../wallet/ledger/ledger';
import type { ContractSettings } from '../settings';
import { computePeriod } from './compute';
import { PAY_BATCH, payRun } from './pay';
import { graceMs, isDue, nextPeriod, periodAt, periodKindOf, type Period } from './periods';

export type RunDeps = {
  db: Db;
  ledger: Ledger;
  settings: ContractSettings;
  now: () => Date;
  timeZone: () => Promise<string>;
};

export type SettleOptions = {
  /** Periods settled per stream (type and period) and call, so that a backlog never blocks a caller long. */
  maxPeriods?: number;
  batchSize?: number;
  /** Payment batches at a time (default 3; always 1 inside a caller's transaction, as a seeder runs it). */
  payConcurrency?: number;
  /** Test hooks: after a period's records are stored, after each paid batch. */
  afterCompute?: (
    stream: Stream,
    period: Period,
    computed: { records: number; toPay: number },
  ) => Promise<void> | void;
};

export type Stream = { type: TContractType; kind: TContractPeriod };

export type SettleResult = { periods: number; records: number; paid: number; more: boolean };

const iso = (date: Date) => date.toISOString();
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Each (type, period) with contracts, and when its first contract started. */
async function streamsOf(db: Db, enabled: readonly TContractType[]) {
  const { rows } = await db.execute<{ type: TContractType; period: string; first: string | Date }>(sql`
    select type, period, min(started_at) as first from agent_contracts where started_at is not null group by type, period`);
  const streams = new Map<string, Stream & { first: Date }>();
  for (const row of rows) {
    if (!enabled.includes(row.type)) continue;
    const kind = periodKindOf(row.type, row.period);
    const key = `${row.type}:${kind}`;
    const first = toDate(row.first);
    const known = streams.get(key);
    if (!known || first < known.first) streams.set(key, { type: row.type, kind, first });
  }
  return [...streams.values()].sort((a, b) => `${a.type}:${a.kind}`.localeCompare(`${b.type}:${b.kind}`));
}

async function markDone(db: Db, stream: Stream, period: Period, now: Date) {
  await db.execute(sql`update contract_runs set status = 'DONE', finished_at = ${iso(now)}::timestamptz
    where type = ${stream.type} and period = ${stream.kind} and period_start = ${iso(period.start)}::timestamptz
      and status = 'COMPUTED'`);
}

/** Pays a computed period and closes its run. */
async function finish(
  deps: RunDeps,
  stream: Stream,
  period: Period,
  pay: { batchSize: number; parallel: number },
): Promise<number> {
  const run = { type: stream.type, period: stream.kind, periodStart: period.start };
  const paid = await payRun(deps.db, deps.ledger, run, deps.now, pay);
  await markDone(deps.db, stream, period, deps.now());
  return paid;
}

/**
 * The first period of a stream worth computing at or after `from`: skips periods in which no contract of
 * the stream is in force, and (hourly, real-time: read from bet_records) periods in which no bet settled,
 * since those settle no record. Null when nothing is due up to `lastDueEnd`; `skipTo` then names the last
 * due period, closed as an empty run so that the next call starts after it.
 */
async function firstWorthComputing(
  db: Db,
  stream: Stream,
  from: Period,
  lastDueEnd: Date,
  timeZone: string,
): Promise<{ period: Period | null; closeEmpty: Period | null }> {
  let period = from;
  const periodFilter = stream.type === 'DIVIDEND' ? sql`and period = ${stream.kind}` : sql``;
  const { rows } = await db.execute<{ at: string | Date | null }>(sql`
    select min(greatest(started_at, ${iso(period.start)}::timestamptz)) as at from agent_contracts
    where type = ${stream.type} ${periodFilter} and started_at is not null
      and (ended_at is null or ended_at > ${iso(period.start)}::timestamptz)`);
  const inForce = rows[0]?.at ? toDate(rows[0].at) : null;
  if (!inForce) return { period: null, closeEmpty: null };
  if (inForce >= period.end) period = periodAt(stream.kind, inForce, timeZone);
  if (period.end > lastDueEnd) return { period: null, closeEmpty: null };
  if (stream.kind === 'HOURLY' || stream.kind === 'REALTIME') {
    const { rows: bets } = await db.execute<{ at: string | Date | null }>(sql`
      select min(settled_at) as at from bet_records
      where settled_at >= ${iso(period.start)}::timestamptz and settled_at < ${iso(lastDueEnd)}::timestamptz
        and status = 'SETTLED'`);
    const first = bets[0]?.at ? toDate(bets[0].at) : null;
    if (!first) {
      const last = periodAt(stream.kind, new Date(lastDueEnd.getTime() - 1), timeZone);
      return { period: null, closeEmpty: last.start >= period.start ? last : null };
    }
    if (first >= period.end) period = periodAt(stream.kind, first, timeZone);
  }
  return { period, closeEmpty: null };
}

/**
 * Settles every period due at `at`, per stream (contract type and period) in order from the stream's last
 * DONE run (the first time: from the period of its earliest contract), at most `maxPeriods` per stream:
 * a run COMPUTED but not DONE (a crash, another process) is paid first; then each next period is computed
 * (records and run row in one transaction), paid in batches and closed. Every step is idempotent, so a
 * re-run, a second process or a restart after a kill finishes what was started and pays nothing twice.
 * A period is due once its end and its grace (5 minutes; 1 for real-time windows) have passed.
 */
export async function settleDue(deps: RunDeps, at: Date, options: SettleOptions = {}): Promise<SettleResult> {
  const maxPeriods = options.maxPeriods ?? 24;
  const inTransaction = typeof (deps.db as { rollback?: unknown }).rollback === 'function';
  const pay = {
    batchSize: options.batchSize ?? PAY_BATCH,
    parallel: inTransaction ? 1 : (options.payConcurrency ?? 3),
  };
  const settings = await deps.settings.get(deps.db);
  const timeZone = await deps.timeZone();
  const result: SettleResult = { periods: 0, records: 0, paid: 0, more: false };
  for (const stream of await streamsOf(deps.db, settings.enabledTypes)) {
    const { rows: open } = await deps.db.execute<{ start: string | Date }>(sql`
      select period_start as start from contract_runs
      where type = ${stream.type} and period = ${stream.kind} and status = 'COMPUTED' order by period_start`);
    for (const row of open) {
      result.paid += await finish(deps, stream, periodAt(stream.kind, toDate(row.start), timeZone), pay);
    }
    const { rows: done } = await deps.db.execute<{ end: string | Date }>(sql`
      select period_end as end from contract_runs
      where type = ${stream.type} and period = ${stream.kind} and status = 'DONE' order by period_start desc limit 1`);
    let next = periodAt(stream.kind, done[0] ? toDate(done[0].end) : stream.first, timeZone);
    const lastDueEnd = periodAt(stream.kind, new Date(at.getTime() - graceMs(stream.kind)), timeZone).start;
    for (let count = 0; ; count += 1) {
      if (count >= maxPeriods) {
        result.more = isDue(next, at);
        break;
      }
      const { period, closeEmpty } = await firstWorthComputing(deps.db, stream, next, lastDueEnd, timeZone);
      if (!period) {
        if (closeEmpty) await closeEmptyRun(deps.db, stream, closeEmpty, deps.now());
        break;
      }
      const computed = await computePeriod(deps.db, {
        type: stream.type,
        period,
        timeZone,
        review: settings.payoutMode === 'REVIEW',
        now: deps.now(),
      });
      await options.afterCompute?.(stream, period, computed);
      result.periods += 1;
      result.records += computed.records;
      if (computed.toPay > 0) result.paid += await finish(deps, stream, period, pay);
      next = nextPeriod(period, timeZone);
    }
  }
  return result;
}

async function closeEmptyRun(db: Db, stream: Stream, period: Period, now: Date) {
  await db.execute(sql`insert into contract_runs (type, period, period_start, period_end, status, records, computed_at, finished_at)
    values (${stream.type}, ${stream.kind}, ${iso(period.start)}::timestamptz, ${iso(period.end)}::timestamptz, 'DONE', 0,
      ${iso(now)}::timestamptz, ${iso(now)}::timestamptz)
    on conflict do nothing`);
}
