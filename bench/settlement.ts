// npm run bench:settlement — contract settlement at scale, on PostgreSQL: a 10,000-agent tree (4 levels
// under one root, 10 direct downline agents per agent) with 100,000 players (10 per agent), 1,000,000
// bets settled in one day (10,000 of them in one 5-minute window), BONUS and REBATE credits, and a
// contract of every type for every agent (rates decreasing with depth, so every level keeps a level
// difference). Data is generated with set-based SQL straight into the tables.
//
// Times, each with its ratio to a baseline measured in the same run — a plain
// `SELECT member_id, sum(valid_bet) FROM bet_records GROUP BY member_id` over the same 1,000,000 bets:
// - the daily settlement of DAILY_SALARY and of the daily DIVIDEND (compute: figures of all 10,000
//   contracts in one statement, records and run row in one transaction; pay: one ledger transaction per
//   500 records) — target ≤ 30 s and ratio ≤ 5;
// - one HOURLY_SALARY period (bet_records by settled_at) — same targets;
// - one REALTIME_SALARY window with 10,000 bets — target ≤ 1 s.
// Prints the plan of the daily figures join.
//
// Measured on this 2-CPU machine (load ≈ 1.5), kept database, baseline 224–241 ms: daily salary 1.08 s
// compute + 0.62 s pay = 1.70 s (ratio 7.6); daily dividend 1.02 + 0.34 = 1.36 s (6.05; 6,117 paid);
// hourly 0.80 + 0.46 = 1.26 s (5.6); real-time window 0.41 + 0.30 = 0.71 s (met). Every time is far under
// 30 s and the real-time window under 1 s; the ratio of 5 is missed by 1.1–1.5×. History: 11.3 / 9.2 /
// 5.6 before the figures statement grouped the team join by threshold bucket (no per-contract columns in
// the 500,000-row join: 1.5 s → 0.9 s), and the payment was 7.1 s before the ledger's bulk path for
// movements with many member legs (one locking SELECT and one UPDATE … FROM unnest for all accounts).
// What is left: the figures join itself (≈ 0.6 s of hash join and aggregate, not run in parallel because
// of the full join of bets and credits), storing 10,000 records (≈ 0.2 s) and the payment (≈ 0.3–0.6 s).
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, must
// allow CREATE DATABASE; a scratch database is made and dropped (about 1 GB, 2–3 minutes).
// BENCH_SETTLEMENT_KEEP=1 keeps the filled database (bench_settlement_keep) and reuses it (the settlement
// records of the previous run are deleted first). The machine is shared: compare ratios, not absolute times.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { BENCH_ADMIN_URL, scratchDatabase } from './support';
import {
  createContractSettings,
  DEFAULT_CONTRACT_SETTINGS,
} from '../apps/server/src/modules/contracts/settings';
import { createSettlement } from '../apps/server/src/modules/contracts/settlement/index';
import { periodAt } from '../apps/server/src/modules/contracts/settlement/periods';
import { DEFAULT_BRAND } from '../apps/server/src/modules/system/brand.default';
import { createBalancePublisher } from '../apps/server/src/modules/wallet/ledger/events';
import { createLedger } from '../apps/server/src/modules/wallet/ledger/ledger';
import { openPostgres } from '../apps/server/src/platform/database';
import { startOfDay } from '../apps/server/src/platform/zoned-time';

const AGENTS = 10_000;
const BRANCHING = 10;
const PLAYERS = 100_000;
const BETS = 1_000_000;
const WINDOW_BETS = 10_000;
const TIME_ZONE = DEFAULT_BRAND.timeZone;
const DAY = '2026-01-14';
const DAY_START = startOfDay(TIME_ZONE, DAY);
const NEXT_DAY_START = startOfDay(TIME_ZONE, '2026-01-15');
const HOUR = 12;
const HOUR_START = new Date(DAY_START.getTime() + HOUR * 3_600_000);

/** Payment batches at a time (the job's default: 3). */
const PAY_CONCURRENCY = Number(process.env.BENCH_PAY_CONCURRENCY ?? 3);

const KEEP = process.env.BENCH_SETTLEMENT_KEEP === '1';
async function keptDatabase(): Promise<{ url: string; drop: () => Promise<void>; fresh: boolean }> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query(`select 1 from pg_database where datname = 'bench_settlement_keep'`);
  if (rows.length === 0) await admin.query('create database bench_settlement_keep');
  await admin.end();
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = '/bench_settlement_keep';
  return { url: url.toString(), drop: async () => {}, fresh: rows.length === 0 };
}
const scratch = KEEP ? await keptDatabase() : { ...(await scratchDatabase('settlement')), fresh: true };
const database = openPostgres(scratch.url, 4, { onError: () => {} });
const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
pool.on('error', () => {});
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

async function fill(): Promise<void> {
  await database.migrate();
  console.log(`building ${AGENTS} agents and ${PLAYERS} players…`);
  // Node n: agents 0 … AGENTS − 1 (n's parent (n − 1) / BRANCHING), then players, 10 under each agent.
  await pool.query(
    `create table bench_nodes (n int primary key, parent int, id uuid not null default gen_random_uuid())`,
  );
  await pool.query(
    `insert into bench_nodes (n, parent)
     select n, case when n = 0 then null when n < ${AGENTS} then (n - 1) / ${BRANCHING} else (n - ${AGENTS}) % ${AGENTS} end
     from generate_series(0, ${AGENTS + PLAYERS - 1}) n`,
  );
  await pool.query(
    `insert into members (id, account, type, upline_id, register_method)
     select b.id, 'bs' || b.n, case when b.n < ${AGENTS} then 1 else 0 end, p.id, 'SEED'
     from bench_nodes b left join bench_nodes p on p.n = b.parent order by b.n`,
  );
  await pool.query(
    `with recursive up(member_n, ancestor_n, depth) as (
       select n, n, 0 from bench_nodes
       union all
       select up.member_n, b.parent, up.depth + 1 from up join bench_nodes b on b.n = up.ancestor_n where b.parent is not null)
     insert into member_tree (ancestor_id, member_id, depth)
     select a.id, m.id, up.depth from up join bench_nodes a on a.n = up.ancestor_n join bench_nodes m on m.n = up.member_n`,
  );
  await pool.query(
    `insert into ledger_accounts (kind, member_id, currency) select 'MEMBER_MAIN', id, 'MXN' from bench_nodes`,
  );
  console.log(`  [${elapsed()}] members and tree`);
  // Bets: stake 1.00–100.00, lost 52 %, else won twice the stake; the first WINDOW_BETS settle in
  // HOUR:00–HOUR:05, the rest anywhere in the day but that window.
  await pool.query(
    `insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, round, kind, bet_amount,
       valid_bet, payout, win_loss, status, placed_at, settled_at)
     select 'TA', 'b' || g, p.id, 'RNG001', 'RNG', 'r' || g, 'BET', s.stake, s.stake, s.payout, s.payout - s.stake,
       'SETTLED', s.at - interval '20 seconds', s.at
     from generate_series(1, ${BETS}) g
     cross join lateral (select ${AGENTS} + (hashint4(g) & 2147483647) % ${PLAYERS} as n) pick
     join bench_nodes p on p.n = pick.n
     cross join lateral (select
       (100 + (hashint4(g * 7) & 2147483647) % 9901)::bigint as stake,
       case when g <= ${WINDOW_BETS} then $2::timestamptz + ((g % 300) * interval '1 second')
         else $1::timestamptz + (case when o >= ${HOUR * 3600} then o + 300 else o end) * interval '1 second' end as at
       from (select (hashint4(g * 13) & 2147483647) % ${86_400 - 300} as o) offs) t
     cross join lateral (select t.stake, t.at,
       case when (hashint4(g * 3) & 2147483647) % 100 < 52 then 0 else t.stake * 2 end::bigint as payout) s`,
    [DAY_START.toISOString(), HOUR_START.toISOString()],
  );
  await pool.query(
    `insert into bet_daily_totals (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet, payout, win_loss)
     select $1::date, member_id, game_type, vendor, count(*), sum(bet_amount), sum(valid_bet), sum(payout), sum(win_loss)
     from bet_records group by member_id, game_type, vendor`,
    [DAY],
  );
  await pool.query(
    `insert into cash_daily_totals (day, member_id, kind, count, amount)
     select $1::date, b.id, k.kind, 1, 500 + b.n % 1000 from bench_nodes b
     cross join (values ('BONUS'), ('REBATE')) k(kind) where b.n >= ${AGENTS} and b.n % 10 = 0`,
    [DAY],
  );
  console.log(`  [${elapsed()}] ${BETS} bets, their daily totals, bonuses and rebates`);
  // Contracts: every agent, every type, from the day's start; rates fall with the depth (level difference).
  const tiers = (rate: string) => `jsonb_build_object('tiers', jsonb_build_array(
      jsonb_build_object('validBet', '10000', 'loss', '0', 'activeMembers', 1, 'minBet', '1000', 'rateBp', (${rate})::int),
      jsonb_build_object('validBet', '1000000', 'loss', '0', 'activeMembers', 5, 'minBet', '5000', 'rateBp', (${rate})::int + 10)))`;
  await pool.query(
    `insert into agent_contracts (type, period, member_id, status, terms, offered_by, offered_at, answered_at, started_at)
     select c.type, c.period, b.id, 'ACTIVE', c.terms, 'operator:bench', $1::timestamptz, $1::timestamptz, $1::timestamptz
     from bench_nodes b join (select member_id, max(depth) as depth from member_tree group by member_id) d on d.member_id = b.id
     cross join lateral (values
       ('DAILY_SALARY', 'DAILY', ${tiers('100 - d.depth * 20')}),
       ('HOURLY_SALARY', 'HOURLY', ${tiers('100 - d.depth * 20')}),
       ('DIVIDEND', 'DAILY', ${tiers('3000 - d.depth * 500')}),
       ('REALTIME_SALARY', 'REALTIME', jsonb_build_object('realtime', jsonb_build_object(
         'profitRateBp', 50 - d.depth * 10, 'lossRateBp', 100 - d.depth * 20, 'singleBet', '1000')))) c(type, period, terms)
     where b.n < ${AGENTS}`,
    [DAY_START.toISOString()],
  );
  await pool.query('vacuum (analyze)');
  console.log(`  [${elapsed()}] ${AGENTS * 4} contracts`);
}

if (scratch.fresh) await fill();
else {
  await pool.query(`delete from contract_settlements`);
  await pool.query(`delete from contract_runs`);
  await pool.query(
    `delete from ledger_postings where transaction_id in (select id from ledger_transactions where idempotency_key like 'contract-pay:%')`,
  );
  await pool.query(`delete from ledger_transactions where idempotency_key like 'contract-pay:%'`);
  await pool.query(`update ledger_accounts set balance = 0, version = 0 where kind = 'MEMBER_MAIN'`);
  console.log('reusing bench_settlement_keep');
}

const clock = { now: () => new Date() };
const ledger = createLedger({ clock, publisher: createBalancePublisher(), currency: async () => 'MXN' });
const settings = createContractSettings({ db: database.db, now: () => new Date() });
const settlement = createSettlement({
  db: database.db,
  clock,
  log: { info: () => {}, error: () => {} },
  brand: async () => DEFAULT_BRAND,
  ledger,
  settings,
});

async function baseline(): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const at = performance.now();
    await pool.query('select member_id, sum(valid_bet) from bet_records group by member_id');
    times.push(performance.now() - at);
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** Marks the period before `start` DONE so that the stream settles exactly the period from `start`. */
async function startAt(type: string, period: 'HOURLY' | 'REALTIME', start: Date) {
  const before = periodAt(period, new Date(start.getTime() - 1), TIME_ZONE);
  await pool.query(
    `insert into contract_runs (type, period, period_start, period_end, status, records, computed_at, finished_at)
     values ($1, $2, $3, $4, 'DONE', 0, now(), now()) on conflict do nothing`,
    [type, period, before.start.toISOString(), before.end.toISOString()],
  );
}

const rows: Array<{ name: string; computeMs: number; totalMs: number; records: number; paid: number }> = [];
async function measure(
  name: string,
  type: 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY' | 'REALTIME_SALARY',
  at: Date,
) {
  await settings.update(
    { ...DEFAULT_CONTRACT_SETTINGS, enabledTypes: [type] },
    { actor: 'bench', requestId: null },
  );
  let computedAt = 0;
  const begin = performance.now();
  const result = await settlement.settle(at, {
    payConcurrency: PAY_CONCURRENCY,
    afterCompute: (_stream, _period, computed) => {
      if (computed.records > 0) computedAt = performance.now();
    },
  });
  const totalMs = performance.now() - begin;
  rows.push({ name, computeMs: computedAt - begin, totalMs, records: result.records, paid: result.paid });
}

const base = await baseline();
console.log(
  `baseline: select member_id, sum(valid_bet) from bet_records group by member_id — ${base.toFixed(0)} ms`,
);
await measure('daily salary (one day)', 'DAILY_SALARY', new Date(NEXT_DAY_START.getTime() + 10 * 60_000));
await measure('dividend, daily (one day)', 'DIVIDEND', new Date(NEXT_DAY_START.getTime() + 10 * 60_000));
await startAt('HOURLY_SALARY', 'HOURLY', HOUR_START);
await measure(
  `hourly salary (${HOUR}:00 hour)`,
  'HOURLY_SALARY',
  new Date(HOUR_START.getTime() + 65 * 60_000),
);
await startAt('REALTIME_SALARY', 'REALTIME', HOUR_START);
await measure(
  `real-time (${HOUR}:00 window, ${WINDOW_BETS} bets)`,
  'REALTIME_SALARY',
  new Date(HOUR_START.getTime() + 6 * 60_000),
);
const base2 = await baseline();

const { rows: plan } = await pool.query(
  `explain (analyze, buffers, costs off)
   with bets as (select member_id, sum(valid_bet) as valid_bet, sum(valid_bet - payout) as house, sum(bet_count) as bets
     from bet_daily_totals where day >= $1::date and day < $1::date + 1 group by member_id)
   select t.ancestor_id, sum(b.valid_bet) from bets b join member_tree t on t.member_id = b.member_id and t.depth >= 1
   group by t.ancestor_id`,
  [DAY],
);

console.log(
  `\nmachine: ${availableParallelism()} CPUs, load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(`baseline (median of 3, before / after): ${base.toFixed(0)} / ${base2.toFixed(0)} ms`);
const reference = Math.min(base, base2);
for (const row of rows) {
  const target = row.name.startsWith('real-time')
    ? row.totalMs <= 1000
    : row.totalMs <= 30_000 && row.totalMs / reference <= 5;
  console.log(
    `${row.name.padEnd(36)} compute ${row.computeMs.toFixed(0).padStart(6)} ms  pay ${(row.totalMs - row.computeMs).toFixed(0).padStart(6)} ms  total ${row.totalMs.toFixed(0).padStart(6)} ms  ` +
      `ratio ${(row.totalMs / reference).toFixed(2).padStart(5)}  records ${String(row.records).padStart(6)}  paid ${String(row.paid).padStart(6)}  ${target ? 'met' : 'MISSED'}`,
  );
}
console.log('\nplan of the daily figures join (team sums per ancestor):');
for (const line of plan) console.log(`  ${(line as Record<string, string>)['QUERY PLAN']}`);

await pool.end();
await database.close();
await scratch.drop();
