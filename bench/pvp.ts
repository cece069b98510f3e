// npm run bench:pvp — the in-house PVP Niu-Niu (issue 18) on the built server, bots playing over /ws.
//
// Baseline, measured in the same run on the same server: the vendor wallet pair (a signed bet then its win
// through /vendor-api/PG, as bench:vendor and bench:house-slots measure it) with BENCH_CLIENTS clients
// (default 8), and with one client (one pair at a time, as a table plays its moves one at a time).
// A. One table, 6 seated bots (6 sockets each: /ws allows 5 messages a second per connection), phases
//    shortened (PVP_TIMINGS_MS: starting=25 so that the six readies make one hand, result=0, tick=10) and
//    the bots acting at once, hands back to back for BENCH_PVP_SECONDS (default 10): hands/s, and the cost
//    of a hand against a vendor pair (a hand: two ledger movements for 6 members — the holds, then the
//    settlement with 6 bet records and the rake — plus 23 moves, each a transaction on the table's row):
//    time per hand ÷ time per pair.
// B. 200 tables at once (BENCH_PVP_TABLES), 3 bots each (BENCH_PVP_BOTS), each following its table; a bot
//    presses ready at once and thinks 0–4 s (BENCH_PVP_THINK_MS mean 2,000) before a bid, a stake or a show,
//    as people do. Each move → the time until every follower of its table received the event carrying it
//    (the ack's `version`): p50/p95/p99 over BENCH_PVP_B_SECONDS (default 20). Target p99 ≤ 100 ms.
// Then checked with the server stopped: no hand left OPEN, a bet record per participant of every settled
// hand, the ledger checker clean.
// Databases: PGlite (a fresh data directory: members, sessions, money and rooms are written into it while the
// server is stopped) by default; PostgreSQL too (a scratch database) when BENCH_DATABASE_URL is set, or as
// BENCH_PVP_DATABASES=pglite,postgres says. Exits 0 when a target is missed (printed ✗); 1 when unsound.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import WebSocket from 'ws';
import type { TPvpMe, TPvpTableView } from '@platform/contracts/pvp';
import { jsonPoster, measure, perSecond, scratchDatabase, type TPhase } from './support';
import { startServer, type TRunningServer } from '../e2e/support/server';
import { issueLaunchToken } from '../apps/server/src/modules/vendors/launch-tokens';
import { createVendorSecrets, signVendorBody } from '../apps/server/src/modules/vendors/secrets';
import { pvpRooms } from '../apps/server/src/modules/vendors/tables';
import { readBrand } from '../apps/server/src/modules/wallet/brand';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger/check';
import { createBalancePublisher } from '../apps/server/src/modules/wallet/ledger/events';
import { createLedger, HOUSE } from '../apps/server/src/modules/wallet/ledger/ledger';
import { systemClock } from '../apps/server/src/platform/clock';
import { openPostgres, wrapPglite, type Database } from '../apps/server/src/platform/database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const A_SECONDS = Number(process.env.BENCH_PVP_SECONDS ?? 10);
const B_SECONDS = Number(process.env.BENCH_PVP_B_SECONDS ?? 20);
const TABLES = Number(process.env.BENCH_PVP_TABLES ?? 200);
const BOTS = Number(process.env.BENCH_PVP_BOTS ?? 3);
const THINK_MS = Number(process.env.BENCH_PVP_THINK_MS ?? 2_000);
const A_SEATS = 6;
const A_SOCKETS_PER_BOT = 6;
const TARGET_P99_MS = 100;
const TIMINGS = 'starting=25,bidding=5000,staking=5000,showing=5000,result=0,tick=10';
const DATABASES = (
  process.env.BENCH_PVP_DATABASES ?? (process.env.BENCH_DATABASE_URL ? 'pglite,postgres' : 'pglite')
).split(',');
const NODE_ID = 'TA-INHOUSE007';

type Message = { type: string; ref?: string; code?: string; view?: TPvpTableView; me?: TPvpMe };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const begun = performance.now();
/** Progress on stderr (BENCH_VERBOSE=1). */
const step = (text: string) =>
  process.env.BENCH_VERBOSE &&
  process.stderr.write(`  [${((performance.now() - begun) / 1000).toFixed(1)} s] ${text}\n`);

/** One authenticated /ws connection. */
class Socket {
  readonly ws: WebSocket;
  private waiters: Array<(message: Message) => boolean> = [];
  onMessage: (message: Message, at: number) => void = () => {};

  constructor(url: string) {
    this.ws = new WebSocket(url, { perMessageDeflate: false });
    this.ws.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as Message;
      this.waiters = this.waiters.filter((waiter) => !waiter(message));
      this.onMessage(message, at);
    });
    this.ws.on('error', () => {});
  }

  static async open(url: string, token: string): Promise<Socket> {
    const socket = new Socket(url);
    await new Promise<void>((resolve, reject) => {
      socket.ws.once('open', () => resolve());
      socket.ws.once('error', reject);
    });
    socket.send({ type: 'auth', kind: 'member', token });
    await socket.next((m) => m.type === 'hello');
    return socket;
  }

  send(message: Record<string, unknown>) {
    this.ws.send(JSON.stringify(message));
  }

  next(match: (message: Message) => boolean, timeoutMs = 30_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      this.waiters.push((message) => {
        if (!match(message)) return false;
        clearTimeout(timer);
        resolve(message);
        return true;
      });
    });
  }
}

type Member = { id: string; account: string; token: string };

/**
 * A bot at a table: follows it on its first socket, moves through its sockets in turn, and plays each phase
 * once per hand (ready, a bid, stake 1×, show) `think` ms after it sees the phase (ready at once).
 */
class Bot {
  playing = true;
  private sent = new Set<string>();
  private turn = 0;
  private refs = 0;
  /** The bot's moves: when sent, and the version its ack carried. */
  readonly moves: Array<{ sentAt: number; version: number | null }> = [];
  refusals = new Map<string, number>();
  lastView: TPvpTableView | null = null;

  constructor(
    readonly member: Member,
    readonly tableId: string,
    readonly sockets: Socket[],
    readonly think: () => number,
    onEvent: (view: TPvpTableView, at: number) => void,
  ) {
    sockets[0]!.onMessage = (message, at) => {
      if (message.type !== 'pvp' || !message.view) return;
      onEvent(message.view, at);
      this.react(message.view, message.me);
    };
  }

  async sit() {
    const follower = this.sockets[0]!;
    follower.send({ type: 'game.subscribe', topic: `pvp:${this.tableId}` });
    await follower.next((m) => m.type === 'game.subscribed' || m.type === 'error');
    follower.send({ type: 'pvp.sit', tableId: this.tableId, ref: 'sit' });
    const reply = await follower.next((m) => m.ref === 'sit');
    if (reply.type !== 'pvp.ack') throw new Error(`sit refused: ${JSON.stringify(reply)}`);
    this.react(reply.view!, reply.me);
  }

  private react(view: TPvpTableView, me: TPvpMe | undefined) {
    if (this.lastView && view.version < this.lastView.version) return;
    this.lastView = view;
    const seat = view.occupants.find((o) => o.seat === me?.seat);
    if (!seat || !me) return;
    const hand = view.handNumber;
    if (view.phase === 'WAITING' && !seat.ready && this.playing)
      this.move(`${hand}:ready`, 'pvp.ready', {}, 0);
    if (!seat.inHand) return;
    if (view.phase === 'BIDDING' && seat.bid === null)
      this.move(`${hand}:bid`, 'pvp.bid', { multiplier: Math.floor(Math.random() * 5) }, this.think());
    if (view.phase === 'STAKING' && !seat.banker && seat.stake === null)
      this.move(`${hand}:stake`, 'pvp.stake', { multiple: 1 }, this.think());
    if (view.phase === 'SHOWING' && seat.cards.length === 0)
      this.move(`${hand}:show`, 'pvp.show', {}, this.think());
  }

  private move(key: string, type: string, fields: Record<string, unknown>, delayMs: number) {
    if (this.sent.has(key)) return;
    this.sent.add(key);
    const send = () => {
      const socket = this.sockets[this.turn++ % this.sockets.length]!;
      const ref = `m${(this.refs += 1)}`;
      const record = { sentAt: performance.now(), version: null as number | null };
      this.moves.push(record);
      socket.send({ type, tableId: this.tableId, ...fields, ref });
      void socket
        .next((m) => m.ref === ref, 60_000)
        .then((reply) => {
          if (reply.type === 'pvp.ack') record.version = reply.view!.version;
          else
            this.refusals.set(
              reply.code ?? reply.type,
              (this.refusals.get(reply.code ?? reply.type) ?? 0) + 1,
            );
        })
        .catch(() => this.refusals.set('NO_ANSWER', (this.refusals.get('NO_ANSWER') ?? 0) + 1));
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  }

  close() {
    for (const socket of this.sockets) socket.ws.terminate();
  }
}

/** Waits until every bot's table is back in WAITING (the hands under way finished), at most `timeoutMs`. */
async function handsFinished(bots: Bot[], timeoutMs: number): Promise<number> {
  const until = performance.now() + timeoutMs;
  const busy = () => bots.filter((bot) => bot.lastView && bot.lastView.phase !== 'WAITING').length;
  while (busy() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  return busy();
}

/** Raw SQL on the bench's way into the database. */
type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
type Opened = { database: Database; query: Query; close: () => Promise<void> };

/** The bench's database: where the server keeps its data, and a way in for the bench while it is stopped. */
type BenchDatabase = {
  label: string;
  env: Record<string, string>;
  open: () => Promise<Opened>;
  drop: () => Promise<void>;
};

async function benchDatabase(kind: string): Promise<BenchDatabase> {
  if (kind === 'postgres') {
    const scratch = await scratchDatabase('pvp');
    return {
      label: 'PostgreSQL (scratch database)',
      env: { DATABASE_URL: scratch.url },
      open: async () => {
        const database = openPostgres(scratch.url, 4, { onError: () => {} });
        const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
        pool.on('error', () => {});
        const query: Query = async (text, params) => (await pool.query(text, params)).rows;
        return {
          database,
          query,
          close: async () => void (await Promise.all([database.close(), pool.end()])),
        };
      },
      drop: scratch.drop,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pvp-'));
  return {
    label: 'PGlite (fresh data directory)',
    env: { DATA_DIR: dir },
    // The server is stopped meanwhile (PGlite: one process at a time).
    open: async () => {
      const client = await PGlite.create(path.join(dir, 'pglite'));
      const database = wrapPglite(client);
      const query: Query = async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows;
      return { database, query, close: () => database.close() };
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Members with sessions (their tokens) and 100,000.00 each; PVP rooms; launch tokens of a PG game. */
async function setUp({ database, query }: Opened, members: number, tables: number, run: string) {
  const { db } = database;
  const brand = await readBrand(db);
  const unit = 10n ** BigInt(brand.currency.scale);
  const secret = randomBytes(16).toString('hex');
  const rows = await query<{ id: string; account: string }>(
    `insert into members (account, register_method, created_at, updated_at)
     select $1 || n, 'SEED', now(), now() from generate_series(1, $2::int) n
     returning id::text as id, account`,
    [`bp${run}`, members],
  );
  const list: Member[] = rows.map((row) => ({
    id: row.id,
    account: row.account,
    token: `bench-pvp-${row.account}-${secret}`,
  }));
  for (const member of list) {
    const hash = createHash('sha256').update(member.token).digest('hex');
    await query(
      `insert into sessions (token_hash, member_id, portal, method, created_at, last_seen_at, idle_expires_at, expires_at)
       values ($1, $2::uuid, 'member', 'password', now(), now(), now() + interval '1 day', now() + interval '1 day')`,
      [hash, member.id],
    );
  }
  const ledger = createLedger({
    clock: systemClock,
    publisher: createBalancePublisher(),
    currency: async () => brand.currency.code,
  });
  const funds = 100_000n * unit;
  await ledger.transaction(db, async (tx) => {
    const mains = await ledger.mainAccounts(
      tx,
      list.map((member) => member.id),
    );
    await ledger.post(tx, {
      key: `bench-pvp:funds:${run}`,
      kind: 'OPENING_BALANCE',
      legs: [
        ...mains.map((account) => ({ account, amount: funds })),
        {
          account: await ledger.houseAccount(tx, HOUSE.OPENING_BALANCE),
          amount: -funds * BigInt(list.length),
        },
      ],
    });
  });
  const tableIds = Array.from({ length: tables }, (_, i) => `bench-pvp-${run}-${i}`);
  await db.insert(pvpRooms).values(
    tableIds.map((id, i) => ({
      id,
      nodeId: NODE_ID,
      names: { es: `Mesa ${i}`, en: `Table ${i}` },
      baseBet: unit,
      minBalance: 20n * unit,
      seats: A_SEATS,
      sortOrder: 100 + i,
    })),
  );
  const games = await query<{ game_code: string; node_id: string }>(
    `select game_code, node_id from games where vendor = 'PG' order by id limit 1`,
  );
  const game = games[0];
  if (!game) throw new Error('no PG game in the catalogue');
  const launches: string[] = [];
  for (const member of list.slice(0, CLIENTS)) {
    const { token } = await issueLaunchToken(db, {
      memberId: member.id,
      vendor: 'PG',
      gameCode: game.game_code,
      nodeId: game.node_id,
      now: new Date(),
    });
    launches.push(token);
  }
  return { members: list, tableIds, game, launches };
}

/** Plays the bench on one database; returns false when unsound. */
async function benchOn(kind: string): Promise<boolean> {
  const database = await benchDatabase(kind);
  const operatorKey = randomBytes(24).toString('hex');
  const env = {
    ...database.env,
    OPERATOR_API_KEY: operatorKey,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    ALLOW_PLAIN_PAYLOADS: 'true',
    PVP_TIMINGS_MS: TIMINGS,
  };
  let server: TRunningServer | null = null;
  const bots: Bot[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
  let sound = true;
  try {
    console.log(
      `\n${database.label}: ${availableParallelism()} CPUs, load ${loadavg()[0]!.toFixed(1)}; PVP_TIMINGS_MS=${TIMINGS}`,
    );
    // The first start migrates and seeds the catalogue; then the bench writes its data with the server stopped.
    server = await startServer(env);
    await server.stop();
    server = null;
    step('seeded; setting up');
    const run = Date.now().toString(36).slice(-5);
    let setup: Awaited<ReturnType<typeof setUp>>;
    const opened = await database.open();
    try {
      setup = await setUp(opened, CLIENTS + A_SEATS + TABLES * BOTS, 1 + TABLES, run);
    } finally {
      await opened.close();
    }
    step('set up; starting');
    server = await startServer(env);
    const running = server;
    const wsUrl = `${running.url.replace('http', 'ws')}/ws`;
    const post = jsonPoster(agent, () => running.url);

    // ---------- baseline: vendor pairs ----------
    const secret = createVendorSecrets({ base: operatorKey, env: {} }).secretOf('PG');
    const pairMembers = setup.members.slice(0, CLIENTS);
    let refusedPairs = 0;
    const vendorPair = (prefix: string) => async (worker: number, index: number) => {
      const member = pairMembers[worker]!;
      const round = `${prefix}:${run}:${worker}:${index}`;
      const common = {
        user: member.account,
        currency: 'MXN',
        token: setup.launches[worker]!,
        game_code: setup.game.game_code,
        round,
      };
      const bet = JSON.stringify({
        ...common,
        request_uuid: `${round}:rb`,
        transaction_uuid: `${round}:bet`,
        round_closed: false,
        amount: 100,
      });
      const betReply = await post('/vendor-api/PG/transaction/bet', bet, {
        'x-signature': signVendorBody(secret, bet),
      });
      const win = JSON.stringify({
        ...common,
        request_uuid: `${round}:rw`,
        transaction_uuid: `${round}:win`,
        reference_transaction_uuid: `${round}:bet`,
        round_closed: true,
        amount: 100,
      });
      const winReply = await post('/vendor-api/PG/transaction/win', win, {
        'x-signature': signVendorBody(secret, win),
      });
      if (!betReply.body.includes('RS_OK') || !winReply.body.includes('RS_OK')) refusedPairs += 1;
    };
    step('vendor pairs');
    await measure(CLIENTS, 1, vendorPair('warm'));
    const pairs: TPhase = await measure(CLIENTS, SECONDS, vendorPair('pairs'));
    const single: TPhase = await measure(1, SECONDS, vendorPair('single'));

    // ---------- A: one table, 6 bots, hands back to back ----------
    step('A');
    const tableA = setup.tableIds[0]!;
    const hands = new Map<string, number>();
    let firstResultAt = 0;
    let lastResultAt = 0;
    const aMembers = setup.members.slice(CLIENTS, CLIENTS + A_SEATS);
    for (const member of aMembers) {
      const sockets = await Promise.all(
        Array.from({ length: A_SOCKETS_PER_BOT }, () => Socket.open(wsUrl, member.token)),
      );
      const bot = new Bot(
        member,
        tableA,
        sockets,
        () => 0,
        (view, at) => {
          if (bots[0]?.member !== member || view.phase !== 'RESULT' || !view.handId || hands.has(view.handId))
            return;
          hands.set(view.handId, view.occupants.filter((o) => o.inHand).length);
          firstResultAt ||= at;
          lastResultAt = at;
        },
      );
      bots.push(bot);
    }
    // Sitting down one by one; the first two readies start hands at once: the measure starts at a result.
    for (const bot of bots) await bot.sit();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    hands.clear();
    firstResultAt = 0;
    await new Promise((resolve) => setTimeout(resolve, A_SECONDS * 1000));
    for (const bot of bots) bot.playing = false;
    const aCount = hands.size - 1;
    const aSeconds = (lastResultAt - firstResultAt) / 1000;
    const handsPerSecond = aCount / aSeconds;
    const players = [...hands.values()].reduce((sum, n) => sum + n, 0) / Math.max(hands.size, 1);
    const aRefusals = new Map<string, number>();
    for (const bot of bots)
      for (const [code, n] of bot.refusals) aRefusals.set(code, (aRefusals.get(code) ?? 0) + n);
    await handsFinished(bots, 20_000);
    for (const bot of bots.splice(0)) bot.close();

    // ---------- B: TABLES tables × BOTS bots, the broadcast of each move ----------
    step('B');
    const bMembers = setup.members.slice(CLIENTS + A_SEATS);
    /** Per table: version → when each follower received the event carrying it. */
    const arrivals = setup.tableIds.slice(1).map(() => new Map<number, number[]>());
    const think = () => Math.random() * 2 * THINK_MS;
    const connectStarted = performance.now();
    for (let table = 0; table < TABLES; table += 1) {
      const tableId = setup.tableIds[table + 1]!;
      const group = await Promise.all(
        bMembers.slice(table * BOTS, (table + 1) * BOTS).map(async (member) => {
          const socket = await Socket.open(wsUrl, member.token);
          return new Bot(member, tableId, [socket], think, (view, at) => {
            const list = arrivals[table]!.get(view.version);
            if (list) list.push(at);
            else arrivals[table]!.set(view.version, [at]);
          });
        }),
      );
      for (const bot of group) await bot.sit();
      bots.push(...group);
      if (table % 20 === 19) step(`B: ${table + 1} tables seated`);
    }
    console.log(
      `  B: ${TABLES} tables × ${BOTS} bots seated and following in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
    );
    step('B playing');
    const bStarted = performance.now();
    for (const bot of bots) bot.moves.length = 0;
    await new Promise((resolve) => setTimeout(resolve, B_SECONDS * 1000));
    for (const bot of bots) bot.playing = false;
    const bEnded = performance.now();
    const unfinished = await handsFinished(bots, 30_000);
    if (unfinished > 0) console.log(`  B: ${unfinished} bots' tables still in a hand 30 s after the end`);
    const latencies: number[] = [];
    let incomplete = 0;
    let moves = 0;
    const bRefusals = new Map<string, number>();
    bots.forEach((bot, index) => {
      const table = Math.floor(index / BOTS);
      for (const [code, n] of bot.refusals) bRefusals.set(code, (bRefusals.get(code) ?? 0) + n);
      for (const move of bot.moves) {
        if (move.version === null || move.sentAt > bEnded) continue;
        moves += 1;
        const got = arrivals[table]!.get(move.version) ?? [];
        if (got.length < BOTS) incomplete += 1;
        else latencies.push(Math.max(...got) - move.sentAt);
      }
    });
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    for (const bot of bots.splice(0)) bot.close();

    // ---------- the figures ----------
    const pairMs = 1000 / perSecond(pairs);
    const singleMs = 1000 / perSecond(single);
    const handMs = 1000 / handsPerSecond;
    const refusals = (map: Map<string, number>) =>
      map.size === 0 ? 'none' : [...map].map(([code, n]) => `${code} ×${n}`).join(', ');
    console.log(
      `  vendor pairs, ${CLIENTS} clients          ${perSecond(pairs).toFixed(0).padStart(7)} pairs/s   ${ms(pairMs)} a pair`,
    );
    console.log(
      `  vendor pairs, 1 client           ${perSecond(single).toFixed(0).padStart(7)} pairs/s   ${ms(singleMs)} a pair`,
    );
    console.log(
      `  A: 1 table, ${A_SEATS} bots              ${handsPerSecond.toFixed(2).padStart(7)} hands/s   ${ms(handMs)} a hand (${aCount} hands in ${aSeconds.toFixed(1)} s, ${players.toFixed(1)} players a hand; refusals: ${refusals(aRefusals)})`,
    );
    console.log(
      `     a hand ÷ a pair (${CLIENTS} clients): ${(handMs / pairMs).toFixed(1)}   a hand ÷ a pair (1 client): ${(handMs / singleMs).toFixed(1)}`,
    );
    console.log(
      `  B: ${TABLES} tables × ${BOTS} bots        ${moves} moves (${(moves / ((bEnded - bStarted) / 1000)).toFixed(0)}/s), broadcast to every follower: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(p99)}  (target ≤ ${TARGET_P99_MS} ms ${p99 <= TARGET_P99_MS ? '✓' : '✗'}); ${incomplete} moves not seen by every follower; refusals: ${refusals(bRefusals)}`,
    );
    await running.stop();
    server = null;

    step('checking');
    // ---------- sound? ----------
    const check = await database.open();
    try {
      const [f] = await check.query<{ open: string; settled: string; participants: string; records: string }>(
        `select (select count(*) from pvp_hands where status = 'OPEN')::text as open,
           (select count(*) from pvp_hands where status = 'SETTLED')::text as settled,
           (select coalesce(sum(jsonb_array_length(participants)), 0) from pvp_hands where status = 'SETTLED')::text
             as participants,
           (select count(*) from bet_records where game_type = 'PVP' and vendor = 'TA')::text as records`,
      );
      if (!f) throw new Error('no figures');
      const problems = await checkLedger(check.database.db);
      sound = f.open === '0' && f.participants === f.records && problems.length === 0 && refusedPairs === 0;
      console.log(
        `  ${f.settled} hands settled (${f.records} bet records of category PVP for ${f.participants} participants), ${f.open} left open; ${refusedPairs} refused vendor pairs; ledger ${problems.length === 0 ? 'checker clean' : `problems: ${JSON.stringify(problems.slice(0, 3))}`}${sound ? '' : ' — NOT sound'}`,
      );
    } finally {
      await check.close();
    }
  } catch (error) {
    sound = false;
    console.error(error);
    if (server) console.error(server.logs().slice(-4000));
  } finally {
    for (const bot of bots) bot.close();
    await server?.stop();
    agent.destroy();
    await database.drop();
  }
  return sound;
}

console.log(
  `bench:pvp — Niu-Niu over /ws; baseline the vendor pair; A: 1 table × ${A_SEATS} bots for ${A_SECONDS} s; B: ${TABLES} tables × ${BOTS} bots for ${B_SECONDS} s (think ${THINK_MS} ms on average)`,
);
let failed = false;
for (const kind of DATABASES) if (!(await benchOn(kind.trim()))) failed = true;
process.exit(failed ? 1 : 0);
