import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { silentLog } from '../contracts/lifecycle-testing';
import { createGamesService } from '../games/service';
import { createTestClock, createTestIdentityService } from '../identity/testing';
import { createInHouseWallet } from '../vendors/in-house-wallet';
import { readBrand } from '../wallet/brand';
import { createPlayer, createWalletTestApp, type TestPlayer, type WalletTestApp } from '../wallet/testing';
import type { HouseContext } from './context';
import { buildHouseGames, type HouseGames } from './plugin';
import { createTestLedger } from '../wallet/ledger/testing';

/**
 * Test helpers of the house games module (shared by every part's tests). API (kept stable):
 *
 * - `buildTestHouse(db, clock)` → `{ house, ctx }`: a whole module (every part, as app.ts builds it, with
 *   its own in-house wallet) on a database — the test file's or a PostgreSQL race pool. Call use cases
 *   with `ctx` or the parts.
 * - `createHouseTestApp({ clock?, at? })` → a wallet test app (plain payloads allowed; the whole app, with
 *   the module's routes) with a test clock (`clock.advance(ms)`, `clock.set(date)`) plus `house` and
 *   `ctx` from `buildTestHouse` on the same database and clock.
 * - `createFundedMember(t, balance?)` → a logged-in member (`headers` for `app.inject`, `id`) with
 *   `balance` (decimal, default 1000) credited through the operator API.
 */

export type TestHouseClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function buildTestHouse(db: Db, clock: Clock): { house: HouseGames; ctx: HouseContext } {
  const identity = createTestIdentityService(db, clock);
  const ledger = createTestLedger(clock);
  const brand = () => readBrand(db);
  const wallet = createInHouseWallet({ db, clock, log: silentLog, ledger, brand, members: identity });
  const house = buildHouseGames({
    db,
    clock,
    log: silentLog,
    brand,
    ledger,
    identity,
    games: createGamesService({ db, clock }),
    wallet,
  });
  return { house, ctx: house.ctx };
}

export type HouseTestApp = WalletTestApp & { clock: TestHouseClock; house: HouseGames; ctx: HouseContext };

export async function createHouseTestApp(
  options: { clock?: TestHouseClock; at?: Date } = {},
): Promise<HouseTestApp> {
  const clock = options.clock ?? createTestClock(options.at ?? new Date());
  const t = await createWalletTestApp({ clock });
  const { house, ctx } = buildTestHouse(t.db, clock);
  return { ...t, clock, house, ctx };
}

export function createFundedMember(
  t: Pick<WalletTestApp, 'app' | 'db'>,
  balance = 1000,
): Promise<TestPlayer> {
  return createPlayer(t.app, t.db, { balance });
}
