// npm run bench:vendor — signed bet+win callback pairs per second through the vendor wallet API, end to
// end over HTTP (POST /vendor-api/PG/transaction/bet then …/transaction/win, HMAC-signed raw bodies) on
// the built server running on PostgreSQL, against the wallet issue's raw SQL baseline (the same
// statements bench/wallet.ts issues directly: claim the key, the guarded balance update, postings and
// reply; a debit then a credit), both measured in this run on the same database.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test,
// must allow CREATE DATABASE; a scratch database is made and dropped. BENCH_SECONDS sets each phase's
// length (default 5); BENCH_CLIENTS the concurrent HTTP clients and raw workers (default 8).
// Round trips to the database per pair: the raw baseline 10 (BEGIN, 3 statements, COMMIT, twice); the API
// 12 — a bet 6 (the member's status, BEGIN, the ledger's claim and balance update, its postings joined to
// the bet record and idempotency record, COMMIT), a win 6 (BEGIN, the bet record's lock, the ledger's
// claim and balance update, its postings joined to the settlement, COMMIT) — plus the balance NOTIFY
// after each commit (batched under load) and the two HTTP requests. The machine is shared: the server,
// PostgreSQL and this process compete for the same cores, so the ratio is what to compare.
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { bestPhase, measure, perSecond, scratchDatabase, type TPhase } from './support';
import { startServer, type TRunningServer } from '../e2e/support/server';
import { issueLaunchToken } from '../apps/server/src/modules/vendors/launch-tokens';
import { createVendorSecrets, signVendorBody } from '../apps/server/src/modules/vendors/secrets';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger/check';
import { createBalancePublisher } from '../apps/server/src/modules/wallet/ledger/events';
import { createLedger, HOUSE } from '../apps/server/src/modules/wallet/ledger/ledger';
import { systemClock } from '../apps/server/src/platform/clock';
import { openPostgres } from '../apps/server/src/platform/database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const VENDOR = 'PG';

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

/** One signed POST; resolves with the parsed reply. */
function post(
  server: TRunningServer,
  path: string,
  raw: string,
  signature: string,
): Promise<{ status: string }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-signature': signature,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { status: string });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}

const scratch = await scratchDatabase('vendor');

let server: TRunningServer | null = null;
const database = openPostgres(scratch.url, CLIENTS + 2, { onError: () => {} });
const rawPool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
rawPool.on('error', () => {});
let failed = false;
try {
  server = await startServer({ DATABASE_URL: scratch.url, LOG_LEVEL: 'error', SEED_DEMO: 'false' });
  const secret = createVendorSecrets({ base: server.operatorKey, env: {} }).secretOf(VENDOR);
  const { rows: games } = await rawPool.query(
    `select game_code, node_id from games where vendor = $1 order by id limit 1`,
    [VENDOR],
  );
  const game = games[0] as { game_code: string; node_id: string } | undefined;
  if (!game) throw new Error(`no ${VENDOR} game in the catalogue`);

  // One member per client (seamless wallets are per member; house accounts are shared, never locked).
  const ledger = createLedger({
    clock: systemClock,
    publisher: createBalancePublisher(),
    currency: async () => 'MXN',
  });
  const members: Array<{ id: string; account: string; token: string; main: string; house: string }> = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const account = `bench${process.pid}${i}`.slice(0, 16);
    const { rows } = await rawPool.query(
      `insert into members (account, register_method) values ($1, 'SEED') returning id`,
      [account],
    );
    const id = String(rows[0]!.id);
    const accounts = await ledger.transaction(database.db, async (tx) => {
      const main = await ledger.mainAccount(tx, id);
      const house = await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, 'BENCH');
      await ledger.post(tx, {
        key: `bench-fund:${id}`,
        kind: 'OPENING_BALANCE',
        memberId: id,
        legs: [
          { account: main, amount: 1_000_000_00n },
          { account: await ledger.houseAccount(tx, HOUSE.OPENING_BALANCE), amount: -1_000_000_00n },
        ],
      });
      return { main: String(main.id), house: String(house.id) };
    });
    const { token } = await issueLaunchToken(database.db, {
      memberId: id,
      vendor: VENDOR,
      gameCode: game.game_code,
      nodeId: game.node_id,
      now: new Date(),
    });
    members.push({ id, account, token, ...accounts });
  }

  const run = Date.now().toString(36);
  let refused = 0;
  /** A signed bet of 1.00 then its win of 1.00 through the API. */
  const viaApi = (prefix: string) => async (worker: number, index: number) => {
    const member = members[worker]!;
    const round = `${prefix}:${run}:${worker}:${index}`;
    const common = {
      user: member.account,
      currency: 'MXN',
      token: member.token,
      game_code: game.game_code,
      round,
    };
    const bet = JSON.stringify({
      ...common,
      request_uuid: `${round}:rb`,
      transaction_uuid: `${round}:bet`,
      round_closed: false,
      amount: 100,
    });
    const betReply = await post(
      server!,
      `/vendor-api/${VENDOR}/transaction/bet`,
      bet,
      signVendorBody(secret, bet),
    );
    const win = JSON.stringify({
      ...common,
      request_uuid: `${round}:rw`,
      transaction_uuid: `${round}:win`,
      reference_transaction_uuid: `${round}:bet`,
      round_closed: true,
      amount: 100,
    });
    const winReply = await post(
      server!,
      `/vendor-api/${VENDOR}/transaction/win`,
      win,
      signVendorBody(secret, win),
    );
    if (betReply.status !== 'RS_OK' || winReply.status !== 'RS_OK') refused += 1;
  };

  /** bench/wallet.ts's raw baseline: the ledger's statements issued directly, a debit then a credit. */
  const rawMove = async (
    client: pg.PoolClient,
    member: (typeof members)[number],
    key: string,
    amount: bigint,
  ) => {
    const at = new Date().toISOString();
    await client.query('begin');
    try {
      const claimed = await client.query(
        `insert into ledger_transactions (kind, idempotency_key, request_hash, member_id, reference, remark, actor, created_at)
         values ($1, $2, $3, $4, $5, null, null, $6::timestamptz) on conflict (idempotency_key) do nothing returning id`,
        [amount < 0n ? 'BET' : 'WIN', key, key, member.id, key, at],
      );
      const id = String(claimed.rows[0]!.id);
      const updated = await client.query(
        `update ledger_accounts set balance = balance + $1::bigint, held = held + 0, version = version + 1, updated_at = $2::timestamptz
         where id = $3::bigint and balance + $1::bigint - held >= 0 returning balance, held, version`,
        [amount.toString(), at, member.main],
      );
      const balance = String(updated.rows[0]!.balance);
      await client.query(
        `with inserted as (insert into ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
           values ($1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::timestamptz), ($1::bigint, $6::bigint, $7::bigint, null, $5::timestamptz))
         update ledger_transactions set reply = $8::jsonb where id = $1::bigint`,
        [
          id,
          member.main,
          amount.toString(),
          balance,
          at,
          member.house,
          (-amount).toString(),
          JSON.stringify({ id, balance }),
        ],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  };
  const viaRaw = (prefix: string) => async (worker: number, index: number) => {
    const client = await rawPool.connect();
    try {
      const key = `raw:${prefix}:${run}:${worker}:${index}`;
      await rawMove(client, members[worker]!, `${key}:bet`, -100n);
      await rawMove(client, members[worker]!, `${key}:win`, 100n);
    } finally {
      client.release();
    }
  };

  // Warm-up (JIT, plans, caches, connections), then alternate the phases twice and keep each one's best.
  await measure(CLIENTS, SECONDS, viaApi('warm'));
  await measure(CLIENTS, SECONDS, viaRaw('warm'));
  const apiPhases: TPhase[] = [];
  const rawPhases: TPhase[] = [];
  for (const round of [1, 2]) {
    apiPhases.push(await measure(CLIENTS, SECONDS, viaApi(`api${round}`)));
    rawPhases.push(await measure(CLIENTS, SECONDS, viaRaw(`raw${round}`)));
  }
  const api = bestPhase(apiPhases);
  const raw = bestPhase(rawPhases);
  const ratio = perSecond(api) / perSecond(raw);
  console.log(
    `PostgreSQL, ${CLIENTS} clients    vendor API ${perSecond(api).toFixed(0).padStart(6)} pairs/s   raw SQL baseline ${perSecond(raw).toFixed(0).padStart(6)} pairs/s   ratio ${ratio.toFixed(2)}`,
  );
  console.log(
    `  (a pair: a signed bet then its win over HTTP — two journal transactions, a bet record opened and settled, two idempotency records, daily totals)`,
  );
  console.log(
    `  load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${availableParallelism()} CPUs (other processes share them: compare ratios, not rates)`,
  );

  // Every accepted callback moved money once and left the ledger sound.
  const { rows: counts } = await rawPool.query(
    `select (select count(*) from vendor_transactions) as vt,
            (select count(*) from bet_records where status = 'SETTLED') as settled,
            (select count(*) from ledger_transactions where actor = 'vendor:${VENDOR}') as journal`,
  );
  const { vt, settled, journal } = counts[0] as { vt: string; settled: string; journal: string };
  console.log(
    `  ${vt} vendor transactions, ${settled} settled bet records, ${journal} journal transactions written`,
  );
  const problems = await checkLedger(database.db);
  if (
    refused > 0 ||
    problems.length > 0 ||
    Number(vt) !== Number(journal) ||
    Number(vt) !== 2 * Number(settled)
  ) {
    console.log(
      `  NOT sound: ${refused} refused pairs, ledger problems ${JSON.stringify(problems.slice(0, 3))}`,
    );
    failed = true;
  } else {
    console.log('  every pair accepted, each movement once, ledger checker clean');
  }
} finally {
  await server?.stop();
  agent.destroy();
  await rawPool.end();
  await database.close();
  await scratch.drop();
}
if (failed) process.exitCode = 1;
