import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { silentLog } from '../contracts/lifecycle-testing';
import { createGamesService } from '../games/service';
import { createTestClock, createTestIdentityService } from '../identity/testing';
import { createTestOperator, operatorSession } from '../operators/testing';
import { createMemberEventPublisher, type MemberEventEnvelope } from '../realtime/hub';
import { createInHouseWallet } from '../vendors/in-house-wallet';
import { readBrand } from '../wallet/brand';
import { createPlayer, createWalletTestApp, type TestPlayer, type WalletTestApp } from '../wallet/testing';
import type { LotteryContext } from './context';
import type { LotteryResultsProvider } from './draws/results-provider';
import { lotteryGame } from './games/definitions';
import { drawSellingAt } from './games/schedule';
import { buildLottery, type Lottery } from './plugin';
import { lotteryDraws } from './tables';
import { createTestLedger } from '../wallet/ledger/testing';

/**
 * Test helpers of the lottery module (shared by every part's tests). API (kept stable):
 *
 * - `buildTestLottery(db, clock, { results? })` → `{ lottery, ctx, events }`: a whole lottery module (every part, as
 *   app.ts builds it, with its own in-house wallet) on a database — the test file's, or a PostgreSQL race
 *   pool. `events` records the realtime member events published. Call use cases with `ctx`.
 * - `createLotteryTestApp({ clock?, at?, results? })` → a wallet test app (plain payloads allowed) with a test clock
 *   (`at`, default now rounded down to the minute; `clock.advance(ms)` / `clock.set(date)`) plus
 *   `lottery`, `ctx`, `events` from `buildTestLottery` on the same database and clock. The app has its own
 *   lottery instance behind its routes; both share the database and the clock.
 * - `createFundedMember(t, balance?)` → a logged-in member (`headers` for `app.inject`) with `balance`
 *   (decimal, default 1000) credited through the operator API, and the wallet's test payment password.
 * - `createOpenDraw(ctx, gameCode, options?)` → the draw row (OPEN unless `status` says otherwise) (`LotteryDrawRow`) of a game selling at
 *   `options.at` (default `ctx.clock.now()`), with the schedule's numero and times (brand zone, the
 *   settings' cut-offs) and a fresh seed; any of numero / opensAt / closesAt / drawAt / seed / status may be
 *   overridden. If that draw exists already (same game and numero, e.g. made by the job) the existing row
 *   is returned unchanged (overrides ignored). Tests of one file share its database and a job run handles
 *   every draw due before its clock: move forward in time across a file's tests.
 * - `runDrawsJob(lottery)` → one run of the `lottery-draws` job at the clock's now (create, close, draw,
 *   settle).
 * - `newOperatorHeaders(app)` → the session headers of a new ADMIN operator (two calls: two different
 *   operators, for the two-operator result entry; the operator key counts as one operator).
 * - The test database holds the demo draw history (the last 20 draws of every game before the snapshot was
 *   made): pick a clock in the future (e.g. 2030) when a test needs draws of fixed numeros.
 * - `sha256Hex(hex)`: SHA-256 (hex) of the bytes of a hex string (a seed's commitment).
 */

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export type TestLotteryClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function buildTestLottery(db: Db, clock: Clock, options: { results?: LotteryResultsProvider } = {}) {
  const identity = createTestIdentityService(db, clock);
  const ledger = createTestLedger(clock);
  const brand = () => readBrand(db);
  const wallet = createInHouseWallet({ db, clock, log: silentLog, ledger, brand, members: identity });
  const publisher = createMemberEventPublisher({});
  const events: MemberEventEnvelope[] = [];
  publisher.subscribe((event) => events.push(event));
  const lottery: Lottery = buildLottery({
    db,
    clock,
    log: silentLog,
    brand,
    ledger,
    identity,
    games: createGamesService({ db, clock }),
    wallet,
    events: publisher,
    results: options.results,
  });
  return { lottery, ctx: lottery.ctx, events };
}

export type LotteryTestApp = WalletTestApp & {
  clock: TestLotteryClock;
  lottery: Lottery;
  ctx: LotteryContext;
  events: MemberEventEnvelope[];
};

export async function createLotteryTestApp(
  options: { clock?: TestLotteryClock; at?: Date; results?: LotteryResultsProvider } = {},
): Promise<LotteryTestApp> {
  const clock =
    options.clock ?? createTestClock(options.at ?? new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const t = await createWalletTestApp({ clock });
  const { lottery, ctx, events } = buildTestLottery(t.db, clock, { results: options.results });
  return { ...t, clock, lottery, ctx, events };
}

export function createFundedMember(
  t: Pick<WalletTestApp, 'app' | 'db'>,
  balance = 1000,
): Promise<TestPlayer> {
  return createPlayer(t.app, t.db, { balance });
}

export const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export async function createOpenDraw(
  ctx: Pick<LotteryContext, 'db' | 'clock' | 'settings'>,
  gameCode: string,
  options: Partial<
    Pick<LotteryDrawRow, 'numero' | 'province' | 'opensAt' | 'closesAt' | 'drawAt' | 'seed' | 'status'>
  > & { at?: Date } = {},
): Promise<LotteryDrawRow> {
  const game = lotteryGame(gameCode);
  if (!game) throw new Error(`unknown lottery game ${gameCode}`);
  const settings = await ctx.settings.get();
  const { timeZone } = await readBrand(ctx.db);
  const slot = drawSellingAt(game, options.at ?? ctx.clock.now(), {
    timeZone,
    houseCutoffSeconds: settings.houseCutoffSeconds,
    officialCutoffMinutes: settings.officialCutoffMinutes,
  });
  const seed = options.seed ?? randomBytes(32).toString('hex');
  const inserted = await ctx.db
    .insert(lotteryDraws)
    .values({
      gameCode,
      vendor: game.vendor,
      numero: options.numero ?? slot.numero,
      province: options.province !== undefined ? options.province : slot.province,
      status: options.status ?? 'OPEN',
      opensAt: options.opensAt ?? slot.opensAt,
      closesAt: options.closesAt ?? slot.closesAt,
      drawAt: options.drawAt ?? slot.drawAt,
      seed,
      seedHash: sha256Hex(seed),
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  const existing = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.numero, options.numero ?? slot.numero)));
  return existing[0]!;
}

export async function newOperatorHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  return operatorSession(app, await createTestOperator(app, 'ADMIN'));
}

export function runDrawsJob(lottery: Lottery) {
  return lottery.draws.runJob();
}
