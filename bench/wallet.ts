// npm run bench:wallet — debit+credit round trips per second through the ledger module (ledger.post in
// ledger.transaction, as every module moves money) against a raw SQL baseline issuing the same statements
// directly (claim the idempotency key, the guarded balance update, postings and reply), both measured in
// this run: on an in-memory PGlite (one worker: PGlite runs one query at a time) and on PostgreSQL with 8
// concurrent workers, each on its own member wallet (house accounts are shared, never locked).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow CREATE
// DATABASE; a scratch database is made and dropped. BENCH_SECONDS sets each phase's length (default 5).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { bestPhase, measure, perSecond, type TPhase } from './support';
import { createBalancePublisher } from '../apps/server/src/modules/wallet/ledger/events';
import { createLedger, HOUSE, type Ledger } from '../apps/server/src/modules/wallet/ledger/ledger';
import { systemClock } from '../apps/server/src/platform/clock';
import { openPostgres, wrapPglite, type Database, type Db } from '../apps/server/src/platform/database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = 8;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
/** One worker's raw connection: BEGIN … COMMIT around `run`. */
type RawSession = { query: Query; release(): void };

async function setUp(database: Database, query: Query, members: number) {
  await database.migrate();
  const ids: string[] = [];
  for (let i = 0; i < members; i += 1) {
    const { rows } = await query(
      `insert into members (account, register_method) values ($1, 'SEED') returning id`,
      [`bench_${process.pid}_${i}`],
    );
    ids.push(String(rows[0]!.id));
  }
  return ids;
}

function ledgerOn(database: Database): Ledger {
  return createLedger({
    clock: systemClock,
    publisher: createBalancePublisher({ database }),
    currency: async () => 'MXN',
  });
}

async function fund(ledger: Ledger, db: Db, memberId: string) {
  await ledger.transaction(db, async (tx) =>
    ledger.post(tx, {
      key: `bench-fund:${memberId}`,
      kind: 'OPENING_BALANCE',
      memberId,
      legs: [
        { account: await ledger.mainAccount(tx, memberId), amount: 1_000_000_00n },
        { account: await ledger.houseAccount(tx, HOUSE.OPENING_BALANCE), amount: -1_000_000_00n },
      ],
    }),
  );
}

/** One movement through the ledger module: a bet (debit) or a win (credit) of 1.00. */
async function ledgerMove(ledger: Ledger, db: Db, memberId: string, key: string, amount: bigint) {
  await ledger.transaction(db, async (tx) => {
    const main = await ledger.mainAccount(tx, memberId);
    await ledger.post(tx, {
      key,
      kind: amount < 0n ? 'BET' : 'WIN',
      memberId,
      reference: key,
      legs: [
        { account: main, amount },
        { account: await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, 'BENCH'), amount: -amount },
      ],
      reply: (posted) => ({
        transactionId: posted.transactionId.toString(),
        balance: posted.stateOf(main).balance.toString(),
      }),
    });
  });
}

/** The same statements issued directly: claim, guarded update, postings and reply in one statement. */
async function rawMove(
  session: RawSession,
  accounts: { main: string; house: string },
  memberId: string,
  key: string,
  amount: bigint,
) {
  const at = new Date().toISOString();
  await session.query('begin', []);
  try {
    const claimed = await session.query(
      `insert into ledger_transactions (kind, idempotency_key, request_hash, member_id, reference, remark, actor, created_at)
       values ($1, $2, $3, $4, $5, null, null, $6::timestamptz) on conflict (idempotency_key) do nothing returning id`,
      [amount < 0n ? 'BET' : 'WIN', key, key, memberId, key, at],
    );
    const id = String(claimed.rows[0]!.id);
    const updated = await session.query(
      `update ledger_accounts set balance = balance + $1::bigint, held = held + 0, version = version + 1, updated_at = $2::timestamptz
       where id = $3::bigint and balance + $1::bigint - held >= 0 returning balance, held, version`,
      [amount.toString(), at, accounts.main],
    );
    const balance = String(updated.rows[0]!.balance);
    await session.query(
      `with inserted as (insert into ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
         values ($1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::timestamptz), ($1::bigint, $6::bigint, $7::bigint, null, $5::timestamptz))
       update ledger_transactions set reply = $8::jsonb where id = $1::bigint`,
      [
        id,
        accounts.main,
        amount.toString(),
        balance,
        at,
        accounts.house,
        (-amount).toString(),
        JSON.stringify({ transactionId: id, balance }),
      ],
    );
    await session.query('commit', []);
  } catch (error) {
    await session.query('rollback', []);
    throw error;
  }
}

async function accountsOf(ledger: Ledger, db: Db, memberId: string) {
  return ledger.transaction(db, async (tx) => ({
    main: String((await ledger.mainAccount(tx, memberId)).id),
    house: String((await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, 'BENCH')).id),
  }));
}

/** Runs `workers` loops of round trips (debit then credit) for `seconds`. */
function report(label: string, ledger: TPhase, raw: TPhase, target: number, extra = '') {
  const ratio = perSecond(ledger) / perSecond(raw);
  console.log(
    `${label.padEnd(34)} ledger ${perSecond(ledger).toFixed(0).padStart(6)} rt/s   raw SQL ${perSecond(raw).toFixed(0).padStart(6)} rt/s   ratio ${ratio.toFixed(2)}${extra}`,
  );
  return ratio;
}

let failed = false;
const run = `${process.pid}-${Date.now().toString(36)}`;

// ---------- PGlite ----------
{
  const client = await PGlite.create();
  const database = wrapPglite(client);
  const [memberId] = await setUp(database, (text, params) => client.query(text, params), 1);
  const ledger = ledgerOn(database);
  await fund(ledger, database.db, memberId!);
  const accounts = await accountsOf(ledger, database.db, memberId!);
  const raw: RawSession = { query: (text, params) => client.query(text, params), release: () => {} };
  const roundTrip = async (index: number, mover: (key: string, amount: bigint) => Promise<void>) => {
    await mover(`${run}:pglite:${index}:bet`, -100n);
    await mover(`${run}:pglite:${index}:win`, 100n);
  };
  // Warm-up (JIT, plans, caches), then the measured phases.
  await measure(1, SECONDS, (_w, i) =>
    roundTrip(-i - 1, (key, amount) => ledgerMove(ledger, database.db, memberId!, `warm:${key}`, amount)),
  );
  const ledgerPhase = await measure(1, SECONDS, (_w, i) =>
    roundTrip(i, (key, amount) => ledgerMove(ledger, database.db, memberId!, key, amount)),
  );
  const rawPhase = await measure(1, SECONDS, (_w, i) =>
    roundTrip(i, (key, amount) => rawMove(raw, accounts, memberId!, `raw:${key}`, amount)),
  );
  report('PGlite (in memory, 1 worker)', ledgerPhase, rawPhase, 0);
  const ok = perSecond(ledgerPhase) >= 500;
  console.log(`  target ≥ 500 ledger round trips/s on PGlite: ${ok ? 'met' : 'NOT met'}`);
  failed ||= !ok;
  await database.close();
}

// ---------- PostgreSQL ----------
{
  const name = `bench_wallet_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  let connected = false;
  try {
    await admin.connect();
    connected = true;
  } catch (error) {
    console.log(`PostgreSQL skipped: cannot connect to ${ADMIN_URL} (${(error as Error).message})`);
  }
  if (connected) {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), WORKERS + 2, { onError: () => {} });
    const rawPool = new pg.Pool({ connectionString: url.toString(), max: WORKERS });
    rawPool.on('error', () => {});
    try {
      const members = await setUp(database, (text, params) => rawPool.query(text, params), WORKERS);
      const ledger = ledgerOn(database);
      for (const memberId of members) await fund(ledger, database.db, memberId);
      const accounts = await Promise.all(
        members.map((memberId) => accountsOf(ledger, database.db, memberId)),
      );
      const viaLedger = (worker: number, index: number, prefix: string) => async () => {
        await ledgerMove(ledger, database.db, members[worker]!, `${prefix}:${worker}:${index}:bet`, -100n);
        await ledgerMove(ledger, database.db, members[worker]!, `${prefix}:${worker}:${index}:win`, 100n);
      };
      const viaRaw = (worker: number, index: number) => async () => {
        const client = await rawPool.connect();
        const session: RawSession = {
          query: (text, params) => client.query(text, params),
          release: () => client.release(),
        };
        try {
          await rawMove(
            session,
            accounts[worker]!,
            members[worker]!,
            `raw:${run}:${worker}:${index}:bet`,
            -100n,
          );
          await rawMove(
            session,
            accounts[worker]!,
            members[worker]!,
            `raw:${run}:${worker}:${index}:win`,
            100n,
          );
        } finally {
          session.release();
        }
      };
      await measure(WORKERS, SECONDS, (w, i) => viaLedger(w, i, `warm:${run}`)());
      await measure(WORKERS, SECONDS, (w, i) => viaRaw(w, -i - 1)());
      // Alternate the phases twice and keep each one's best, so a noisy moment does not decide the ratio.
      const ledgerPhases: TPhase[] = [];
      const rawPhases: TPhase[] = [];
      for (const round of [1, 2]) {
        ledgerPhases.push(await measure(WORKERS, SECONDS, (w, i) => viaLedger(w, i, `${run}:${round}`)()));
        rawPhases.push(await measure(WORKERS, SECONDS, (w, i) => viaRaw(w, i + round * 1_000_000)()));
      }
      const ratio = report(
        `PostgreSQL (${WORKERS} workers)`,
        bestPhase(ledgerPhases),
        bestPhase(rawPhases),
        0.7,
      );
      const ok = ratio >= 0.7;
      console.log(
        `  target ledger ≥ 70% of raw SQL on PostgreSQL with ${WORKERS} workers: ${ok ? 'met' : 'NOT met'}`,
      );
      failed ||= !ok;
      const { rows } = await rawPool.query('select count(*) as n from ledger_transactions');
      const n = String(rows[0]!.n);
      console.log(`  (${n} journal transactions written on PostgreSQL)`);
    } finally {
      await rawPool.end();
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (failed) process.exitCode = 1;
