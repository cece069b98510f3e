import { PVP_DEFAULT_TIMINGS, type TPvpTimings } from '@platform/contracts/pvp';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Clock } from '../../platform/clock';
import type { Database, Db } from '../../platform/database';
import { getTestKeyring, TEST_OPERATOR_API_KEY, testConfig } from '../../test/app';
import { silentLog } from '../contracts/lifecycle-testing';
import { createGamesService } from '../games/service';
import { createTestClock, createTestIdentityService, PLAIN_PAYLOADS } from '../identity/testing';
import { FAST_REALTIME } from '../realtime/testing';
import { createInHouseHands } from '../vendors/in-house-hands';
import { pvpRooms } from '../vendors/tables';
import { readBrand } from '../wallet/brand';
import { createPlayer, createWalletTestApp, type TestPlayer, type WalletTestApp } from '../wallet/testing';
import { buildPvp, type Pvp } from './plugin';
import { NIUNIU_NODE_ID } from './table/store';
import { createTestLedger } from '../wallet/ledger/testing';

/**
 * Test helpers of the PVP module (kept stable: other suites use them).
 *
 * - `createTestRoom(db, room?)` → a PVP room of the Niu-Niu game (a table), amounts in minor units.
 * - `buildTestPvp(db, clock, timings?)` → a whole module (its own ledger and hands) on a database — the test
 *   file's or a PostgreSQL race pool; call `pvp.tables.*`.
 * - `createPvpTestApp({ timings?, at? })` → a wallet test app (`app.inject`) with the test clock and PVP
 *   timings, `pvpJob()` (the app's `pvp-tables` job: `pvpJob().run(clock.now())` runs the timeouts and
 *   the recovery) and `pvp`/`tables` from `buildTestPvp` on the same database and clock.
 * - `listeningPvpApp(database, { clock, timings? })` → the whole app listening on a random port for real
 *   sockets (`url` for realtime/testing's `connectAs`), plus its `pvpJob()`.
 * - `createFundedMember(t, balance?)` → a logged-in member with `balance` (decimal) credited.
 */

export type TestPvpClock = Clock & { advance(ms: number): void; set(date: Date): void };

/** Phases as in production (the test clock decides when they end). */
export const TEST_PVP_TIMINGS: TPvpTimings = { ...PVP_DEFAULT_TIMINGS };

let roomCount = 0;

/** A Niu-Niu table: base 1.00 and entry 20.00 by default (scale 2), 6 seats. */
export async function createTestRoom(
  db: Db,
  room: { id?: string; baseBet?: bigint; minBalance?: bigint; seats?: number } = {},
): Promise<string> {
  roomCount += 1;
  const id = room.id ?? `${NIUNIU_NODE_ID}-t${process.pid}-${roomCount}-${Date.now() % 100_000}`;
  await db.insert(pvpRooms).values({
    id,
    nodeId: NIUNIU_NODE_ID,
    names: { es: 'Mesa de prueba', en: 'Test table' },
    baseBet: room.baseBet ?? 100n,
    minBalance: room.minBalance ?? 2_000n,
    seats: room.seats ?? 6,
  });
  return id;
}

export function buildTestPvp(db: Db, clock: Clock, timings: Partial<TPvpTimings> = TEST_PVP_TIMINGS): Pvp {
  const identity = createTestIdentityService(db, clock);
  const ledger = createTestLedger(clock);
  return buildPvp({
    db,
    clock,
    log: silentLog,
    brand: () => readBrand(db),
    ledger,
    identity,
    games: createGamesService({ db, clock }),
    hands: createInHouseHands({ clock, ledger, log: silentLog }),
    timings,
  });
}

const jobOf = (app: FastifyInstance) => () => app.scheduledJobs.find((job) => job.name === 'pvp-tables')!;

export type PvpTestApp = WalletTestApp & {
  clock: TestPvpClock;
  pvp: Pvp;
  tables: Pvp['tables'];
  pvpJob: () => FastifyInstance['scheduledJobs'][number];
};

export async function createPvpTestApp(
  options: { clock?: TestPvpClock; at?: Date; timings?: Partial<TPvpTimings> } = {},
): Promise<PvpTestApp> {
  const clock = options.clock ?? createTestClock(options.at ?? new Date());
  const timings = options.timings ?? TEST_PVP_TIMINGS;
  const t = await createWalletTestApp({ clock, pvpTimings: timings });
  const pvp = buildTestPvp(t.db, clock, timings);
  return { ...t, clock, pvp, tables: pvp.tables, pvpJob: jobOf(t.app) };
}

export async function listeningPvpApp(
  database: Database,
  options: { clock: Clock; timings?: Partial<TPvpTimings> },
): Promise<{ app: FastifyInstance; url: string; pvpJob: () => FastifyInstance['scheduledJobs'][number] }> {
  const app = await buildApp({
    config: testConfig({ ...PLAIN_PAYLOADS, CAPTCHA_CHECK: 'off' }),
    database,
    operatorApiKey: TEST_OPERATOR_API_KEY,
    keyring: await getTestKeyring(),
    realtime: FAST_REALTIME,
    clock: options.clock,
    pvpTimings: options.timings ?? TEST_PVP_TIMINGS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, url: `ws://127.0.0.1:${address.port}/ws`, pvpJob: jobOf(app) };
}

export function createFundedMember(
  t: Pick<WalletTestApp, 'app' | 'db'>,
  balance = 1000,
): Promise<TestPlayer> {
  return createPlayer(t.app, t.db, { balance });
}
