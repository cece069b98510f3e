// npm run bench:records — a member's reads of bet records at scale: the betting record
// (GET /wps/game/betRecords: a page of the member's bets, newest first, with totals over the whole filter)
// and the P&L (GET /wps/game/profit, from bet_daily_totals), end to end over HTTP on the built server
// running on PostgreSQL, logged in as the members. The baseline is measured in the same run: the same
// requests when bet_records holds only the first 1% of its rows (30k), then the rest is filled (3M rows,
// 20,000 members over 120 days, four heavy members with ~120k records each) and they are measured again.
// The light member's whole history (150 records) lies in the first 1%, so its ratio shows whether a read
// depends on the size of the table; the heavy members' rows grow a hundredfold with the table, so their
// ratio shows whether a read costs its page (≈ 1) or the member's whole range (≈ its rows' growth). The
// idle heavy member stopped playing 60 days ago: a plan that walks everyone's records newest first and
// filters for the member reads every record since then. Prints p50/p99 per request, the ratio of the
// p50s, and EXPLAIN (ANALYZE, BUFFERS) of the heavy member's 90-day first page and totals queries (the SQL
// the repository runs, captured from its Drizzle client).
//
// Measured on 2 shared CPUs (p50 at 3M rows, before → after migration 0008_bet_records_covering): heavy
// member 90 days 160 → 21 ms (the totals read one heap page per record, 60k pages; now an index-only scan
// of the covering member index), idle heavy member 90 days 315 → 16 ms and 7 days 31 → 2.4 ms (the
// planner walked the placed_at B-tree over everyone; it is a BRIN index now), heavy member 7 days
// 16 → 3.3 ms; the light member's reads stay at ~2 ms (ratio ≈ 1). What remains for a heavy member is
// linear in their own rows in range (the totals: ~20 ms for 90k records), not in the table.
//
// Time partitioning of bet_records was evaluated with these numbers and is not used: every read here is
// one member's range, served by the member index whatever the table's size (the light member's reads do
// not change from 30k to 3M rows), so pruning by time would add nothing but one index descent per
// partition; the reports over all members by day read bet_daily_totals, not the records. It would also
// cost a guarantee the wallet API relies on: a unique constraint of a partitioned table must contain the
// partition key, so (vendor, transaction_uuid) — the idempotency of vendor callbacks — could no longer be
// enforced across months. Dropping old months (retention) is the one thing it would make cheaper; that
// becomes worth it when deleting old records costs too much, not for the speed of these reads.
//
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test,
// must allow CREATE DATABASE; a scratch database is made and dropped (about 1.5 GB while it runs, 1–2
// minutes). BENCH_SECONDS caps each phase's measuring time (default 30). The machine is shared: compare
// ratios, not absolute times.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { scratchDatabase } from './support';
import { startServer, type TRunningServer } from '../e2e/support/server';
import { createArgon2Hasher } from '../apps/server/src/modules/identity/password-hasher';
import { DEFAULT_BRAND } from '../apps/server/src/modules/system/brand.default';
import * as repository from '../apps/server/src/modules/vendors/reads-repository';
import { openPostgres } from '../apps/server/src/platform/database';
import { dateIn, nextDate, startOfDay } from '../apps/server/src/platform/zoned-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const MEMBERS = 20_000;
const HEAVY_MEMBERS = 4;
const BASELINE_ROWS = 30_000;
const TOTAL_ROWS = 3_000_000;
const DAYS = 120;
const PASSWORD = 'benchRecords2026';
const CATEGORY = 'LIVE';
const TIME_ZONE = DEFAULT_BRAND.timeZone;

/**
 * Row g (1…TOTAL_ROWS) of bet_records: the measured light member (n = 0) gets every 200th of the first
 * BASELINE_ROWS, the heavy members (n = 1…4) 4 of every 25, the others (n = 5…) one at random; a game of
 * the catalogue at random, a stake of 1–50, placed at random in the last DAYS days (the idle heavy member,
 * n = 2, in the first half only: stopped playing DAYS / 2 days ago); 1% rolled back, 1% open, the rest
 * settled within 90 s with a payout 45% of the time. Inserted in time order, as bets arrive: a member's
 * records lie scattered over the heap pages of their period.
 */
const FILL = `
insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
  bet_amount, valid_bet, payout, win_loss, status, round_closed, placed_at, settled_at)
select g.vendor, 'bench-' || s.g, m.id, g.game_code, g.game_type, g.node_id, 'round-' || s.g, 'BET',
  s.bet, case when s.status = 'SETTLED' then s.bet else 0 end, s.payout,
  case when s.status = 'SETTLED' then s.payout - s.bet else 0 end,
  s.status, s.status = 'SETTLED', s.placed, case when s.status = 'SETTLED' then s.placed + s.delay end
from (
  select g, member, game, bet, delay, status,
    now() - (case when member = 2 then 0.5 + age / 2 else age end) * interval '${DAYS} days' as placed,
    case when status = 'SETTLED' and luck < 0.45 then (bet * luck * 5)::bigint else 0 end as payout
  from (
    select g,
      case when g <= ${BASELINE_ROWS} and g % 200 = 0 then 0
           when g % 25 < ${HEAVY_MEMBERS} then 1 + g % 25
           else ${HEAVY_MEMBERS + 1} + floor(random() * ${MEMBERS - HEAVY_MEMBERS - 1})::int end as member,
      1 + floor(random() * (select count(*) from bench_games))::int as game,
      100 * (1 + floor(random() * 50))::bigint as bet,
      random() as age,
      random() * interval '90 seconds' as delay,
      random() as luck,
      case when random() < 0.01 then 'ROLLED_BACK' when random() < 0.0101 then 'OPEN' else 'SETTLED' end as status
    from generate_series($1::int, $2::int) g) r) s
join bench_members m on m.n = s.member
join bench_games g on g.n = s.game
order by s.placed`;

/** The daily totals the settlements would have written: per member, brand-zone day, category and vendor. */
const TOTALS = `
insert into bet_daily_totals (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet, payout, win_loss)
select (settled_at at time zone '${TIME_ZONE}')::date, member_id, game_type, vendor,
  count(*), sum(bet_amount), sum(valid_bet), sum(payout), sum(win_loss)
from bet_records where status = 'SETTLED'
group by 1, 2, 3, 4`;

type Request = { name: string; path: string };
type Sample = { p50: number; p99: number; n: number; rows: number };

const daysAgo = (days: number) => dateIn(TIME_ZONE, new Date(Date.now() - days * 86_400_000));
const today = daysAgo(0);
const range = (days: number) => `startDate=${daysAgo(days - 1)}&endDate=${today}`;

function requestsOf(who: string): Request[] {
  const records = (days: number, page: number, category?: string) => ({
    name: `${who} records ${days}d p${page}${category ? ` ${category}` : ''}`,
    path: `/wps/game/betRecords?${range(days)}&pageNo=${page}&pageSize=20${category ? `&gameType=${category}` : ''}`,
  });
  return [
    records(7, 1),
    records(7, 3),
    records(7, 1, CATEGORY),
    records(90, 1),
    records(90, 10),
    records(90, 1, CATEGORY),
    { name: `${who} profit 7d`, path: `/wps/game/profit?${range(7)}` },
    { name: `${who} profit 90d`, path: `/wps/game/profit?${range(90)}` },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function get(server: TRunningServer, token: string, path: string): Promise<{ count: number }> {
  const reply = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await reply.json()) as { value?: { totals?: { count: number } } };
  if (!reply.ok || !body.value?.totals) throw new Error(`${path} answered ${reply.status}`);
  return { count: body.value.totals.count };
}

/**
 * Every request once per round, in turn (so caches treat them alike), after two warm-up rounds; up to
 * 100 rounds or SECONDS.
 */
async function measure(
  server: TRunningServer,
  requests: Array<Request & { token: string }>,
): Promise<Map<string, Sample>> {
  const times = new Map<string, number[]>(requests.map((request) => [request.name, []]));
  const rows = new Map<string, number>();
  const until = performance.now() + SECONDS * 1000;
  for (let round = 0; round < 102 && (round < 12 || performance.now() < until); round += 1) {
    for (const request of requests) {
      const started = performance.now();
      const { count } = await get(server, request.token, request.path);
      if (round >= 2) times.get(request.name)!.push(performance.now() - started);
      rows.set(request.name, count);
    }
  }
  return new Map(
    [...times].map(([name, list]) => {
      const sorted = list.sort((a, b) => a - b);
      const sample = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
      return [name, { ...sample, rows: rows.get(name) ?? 0 }];
    }),
  );
}

const scratch = await scratchDatabase('records');

let server: TRunningServer | null = null;
const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
pool.on('error', () => {});
const database = openPostgres(scratch.url, 2, { onError: () => {} });
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
try {
  server = await startServer({
    DATABASE_URL: scratch.url,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    // The bench logs in with a plain JSON body (the site encrypts it; the reads measured are the same).
    ALLOW_PLAIN_PAYLOADS: 'true',
  });

  // Members: n = 0 the light member, 1 the heavy one, 2 the idle heavy one (they log in), the others
  // without password.
  const hash = await createArgon2Hasher().hash(PASSWORD);
  await pool.query(`create table bench_members (n int primary key, id uuid not null)`);
  await pool.query(
    `with inserted as (
       insert into members (account, register_method, password_hash, password_changed_at, created_at, updated_at)
       select case n when 0 then 'benchlight' when 1 then 'benchheavy' when 2 then 'benchidle' else 'bm' || n end,
         'SEED', case when n < 3 then $1 end, now(), now() - interval '200 days', now() - interval '200 days'
       from generate_series(0, ${MEMBERS - 1}) n
       returning id, account)
     insert into bench_members
     select case account when 'benchlight' then 0 when 'benchheavy' then 1 when 'benchidle' then 2
       else substring(account from 3)::int end, id
     from inserted`,
    [hash],
  );
  await pool.query(
    `create table bench_games as
     select (row_number() over (order by id))::int as n, vendor, game_code, game_type, node_id from games`,
  );
  const tokenOf = async (account: string) => {
    const reply = await fetch(`${server!.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password: PASSWORD }),
    });
    const body = (await reply.json()) as { value?: { token?: string } };
    if (!reply.ok || !body.value?.token) throw new Error(`login of ${account} answered ${reply.status}`);
    return body.value.token;
  };
  const light = await tokenOf('benchlight');
  const heavy = await tokenOf('benchheavy');
  const idle = await tokenOf('benchidle');
  const requests = [
    ...requestsOf('light').map((request) => ({ ...request, token: light })),
    ...requestsOf('heavy').map((request) => ({ ...request, token: heavy })),
    // The plan trap of a B-tree on placed_at alone: newest first over everyone, filtered for the member.
    ...requestsOf('idle')
      .filter((request) => / records (7|90)d p1$/.test(request.name))
      .map((request) => ({ ...request, token: idle })),
  ];

  /** Inserts rows first…last of the series, skipping the foreign key triggers when allowed (superuser). */
  const fillRange = async (first: number, last: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('savepoint replica');
      await client
        .query('set local session_replication_role = replica')
        .catch(() => client.query('rollback to savepoint replica'));
      await client.query(FILL, [first, last]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  /** Fills rows first…last of the series (two connections, one half each), rebuilds the totals. */
  const fill = async (first: number, last: number) => {
    const middle = Math.floor((first + last) / 2);
    await Promise.all([fillRange(first, middle), fillRange(middle + 1, last)]);
    await pool.query('truncate bet_daily_totals');
    await pool.query(TOTALS);
    // What autovacuum does on a table in steady use: statistics and the visibility map.
    await pool.query('vacuum (analyze) bet_records, bet_daily_totals');
    const { rows } = await pool.query(
      `select (select count(*) from bet_records) as records, (select count(*) from bet_daily_totals) as totals,
         pg_size_pretty(pg_relation_size('bet_records')) as heap,
         pg_size_pretty(pg_indexes_size('bet_records')) as indexes`,
    );
    const row = rows[0] as { records: string; totals: string; heap: string; indexes: string };
    console.log(
      `  [${elapsed()}] bet_records ${row.records} rows (heap ${row.heap}, indexes ${row.indexes}), bet_daily_totals ${row.totals} rows`,
    );
  };

  console.log(`filling the first 1% (${BASELINE_ROWS} rows)…`);
  await fill(1, BASELINE_ROWS);
  const baseline = await measure(server, requests);
  console.log(`  [${elapsed()}] measured`);
  console.log(`filling the rest (${TOTAL_ROWS} rows)…`);
  await fill(BASELINE_ROWS + 1, TOTAL_ROWS);
  const full = await measure(server, requests);
  console.log(`  [${elapsed()}] measured`);

  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `\n${'request'.padEnd(30)} ${'30k p50'.padStart(7)} ${'p99'.padStart(7)}   ${'3M p50'.padStart(7)} ${'p99'.padStart(7)}   ratio   rows in range 30k → 3M`,
  );
  for (const request of requests) {
    const before = baseline.get(request.name)!;
    const after = full.get(request.name)!;
    console.log(
      `${request.name.padEnd(30)} ${ms(before.p50)} ${ms(before.p99)}   ${ms(after.p50)} ${ms(after.p99)}   ${(after.p50 / before.p50).toFixed(2).padStart(5)}   ${before.rows} → ${after.rows}`,
    );
  }
  const samples = [...full.values()].map((sample) => sample.n);
  console.log(
    `  (ms over HTTP, one request at a time; ${Math.min(...samples)}–${Math.max(...samples)} samples each at 3M; ratio of the p50s; rows in range: the reply's totals.count — the member's records matching the filter, settled bets for the P&L)`,
  );

  // The SQL the repository runs for the heavy member's 90-day first page and totals, and its plans.
  const captured: Array<{ text: string; values: unknown[] }> = [];
  const client = (database.db as unknown as { $client: pg.Pool }).$client;
  const query = client.query.bind(client) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  (client as unknown as { query: unknown }).query = (
    config: string | { text: string },
    values: unknown[],
  ) => {
    captured.push({ text: typeof config === 'string' ? config : config.text, values });
    return query(config, values);
  };
  const { rows: heavyRows } = await pool.query(`select id from bench_members where n = 1`);
  const filter = {
    memberId: String((heavyRows[0] as { id: string }).id),
    from: startOfDay(TIME_ZONE, daysAgo(89)),
    to: startOfDay(TIME_ZONE, nextDate(today)),
  };
  await repository.listBetRecords(database.db, filter, { offset: 0, limit: 20 });
  await repository.totalBetRecords(database.db, filter);
  for (const [title, statement] of [
    ['heavy member, 90 days, first page', captured[0]!],
    ['heavy member, 90 days, totals', captured[1]!],
  ] as const) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
    console.log(`\n${title}:\n${statement.text}`);
    for (const row of rows as Array<{ 'QUERY PLAN': string }>) console.log(`  ${row['QUERY PLAN']}`);
  }
  console.log(
    `\n  [${elapsed()}] load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${availableParallelism()} CPUs (other processes share them: compare ratios, not times)`,
  );
} finally {
  await server?.stop();
  await database.close();
  await pool.end();
  await scratch.drop();
}
