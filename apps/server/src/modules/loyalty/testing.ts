import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { systemClock, type Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { dateIn } from '../../platform/zoned-time';
import { operatorHeaders } from '../../test/app';
import { silentLog } from '../contracts/lifecycle-testing';
import { createTestClock } from '../identity/testing';
import { buildTestPromotionsContext } from '../promotions/rewards/testing';
import type { MemberEventEnvelope } from '../realtime/hub';
import { readBrand } from '../wallet/brand';
import { checkPaymentPassword } from '../wallet/cashier/payment-password';
import type { WalletContext } from '../wallet/context';
import { checkLedger } from '../wallet/ledger/check';
import { HOUSE, type Ledger } from '../wallet/ledger/ledger';
import { createWalletTestApp, type WalletTestApp } from '../wallet/testing';
import { buildLoyalty, type Loyalty } from './plugin';
import { createTestLedger } from '../wallet/ledger/testing';

/**
 * Test helpers of the loyalty module (shared by every part's tests). API (kept stable):
 *
 * - `buildTestLoyalty(db, clock?)` → `{ loyalty, ctx, ledger, events }`: a whole loyalty module (every part,
 *   as app.ts builds it) on a database — the test file's, or a PostgreSQL race pool — with test services
 *   (identity, the wallet's payment-password check with its lockout, the reward centre). `events` records
 *   the realtime member events published (`loyalty` and `promotions`). Call its use cases directly:
 *   `loyalty.points.accrue(memberId)`, `loyalty.vip.evaluate(memberId)`, …
 * - `createLoyaltyTestApp({ clock? })` → a wallet test app (plain payloads allowed, sandbox vendor) with the
 *   given clock (default: a test clock at now, minute-aligned) plus `loyalty` from `buildTestLoyalty` on the
 *   same database and clock. The app has its own loyalty instance behind its routes; both share the database,
 *   so figures written by a test and counted by `t.loyalty…` show in the app's replies.
 * - `brandDay(db, at)`: the brand-zone date (YYYY-MM-DD) of an instant.
 * - `putBets(db, memberId, day, { gameType, validBet, payout? })`: settled-bet totals of a day as the vendor
 *   wallet keeps them (adds to the day's row; minor units). `gameType` is a game category (RNG, LIVE, …).
 * - `putDeposit(db, ledger, memberId, amount)`: a deposit credited now (a real DEPOSIT movement from the
 *   cashier's clearing account, so cash_daily_totals and the ledger checker agree; minor units). No listener
 *   runs. `putBets` is a fixture of the daily totals only (no ledger movement).
 * - `putLoyaltySettings(app, part, settings)`: PUT /admin-api/loyalty/<part>/settings (throws unless 200).
 * - `expectLedgerClean(db)`: the ledger invariant checker (cash and points) finds nothing.
 */

export type TestLoyalty = ReturnType<typeof buildTestLoyalty>;

export function buildTestLoyalty(db: Db, clock: Clock = systemClock) {
  const { ctx: promotions, events, identity } = buildTestPromotionsContext(db, clock);
  const ledger = createTestLedger(clock);
  const walletCtx = { db, clock, members: identity } as unknown as WalletContext;
  const loyalty: Loyalty = buildLoyalty({
    db,
    clock,
    log: silentLog,
    brand: () => readBrand(db),
    ledger,
    identity,
    wallet: {
      checkPaymentPassword: (memberId, password) => checkPaymentPassword(walletCtx, memberId, password),
    },
    promotions,
    events: promotions.events,
  });
  return { loyalty, ctx: loyalty.ctx, ledger, events: events as MemberEventEnvelope[] };
}

export type LoyaltyTestApp = WalletTestApp & {
  clock: Clock & { advance(ms: number): void; set(date: Date): void };
  loyalty: Loyalty;
  events: MemberEventEnvelope[];
};

export async function createLoyaltyTestApp(
  options: { clock?: LoyaltyTestApp['clock'] } = {},
): Promise<LoyaltyTestApp> {
  const clock = options.clock ?? createTestClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const t = await createWalletTestApp({ clock });
  const { loyalty, events } = buildTestLoyalty(t.db, clock);
  return { ...t, clock, loyalty, events };
}

export async function brandDay(db: Db, at: Date): Promise<string> {
  return dateIn((await readBrand(db)).timeZone, at);
}

export async function putBets(
  db: Db,
  memberId: string,
  day: string,
  figures: { gameType: string; validBet: bigint; payout?: bigint; vendor?: string },
): Promise<void> {
  const payout = figures.payout ?? 0n;
  await db.execute(sql`insert into bet_daily_totals as t (day, member_id, game_type, vendor, bet_count, bet_amount,
      valid_bet, payout, win_loss)
    values (${day}::date, ${memberId}::uuid, ${figures.gameType}, ${figures.vendor ?? 'SBX'}, 1,
      ${String(figures.validBet)}::bigint, ${String(figures.validBet)}::bigint, ${String(payout)}::bigint,
      ${String(payout - figures.validBet)}::bigint)
    on conflict (day, member_id, game_type, vendor) do update set bet_count = t.bet_count + 1,
      bet_amount = t.bet_amount + excluded.bet_amount, valid_bet = t.valid_bet + excluded.valid_bet,
      payout = t.payout + excluded.payout, win_loss = t.win_loss + excluded.win_loss`);
}

export async function putDeposit(db: Db, ledger: Ledger, memberId: string, amount: bigint): Promise<void> {
  await ledger.transaction(db, async (tx) =>
    ledger.post(tx, {
      key: `test-deposit:${randomUUID()}`,
      kind: 'DEPOSIT',
      legs: [
        { account: await ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -amount },
        { account: await ledger.mainAccount(tx, memberId), amount },
      ],
      memberId,
      actor: 'test',
    }),
  );
}

export async function putLoyaltySettings(
  app: FastifyInstance,
  part: 'points' | 'vip' | 'rebate' | 'cashback',
  settings: unknown,
): Promise<void> {
  const reply = await app.inject({
    method: 'PUT',
    url: `/admin-api/loyalty/${part}/settings`,
    headers: operatorHeaders,
    payload: settings as object,
  });
  if (reply.statusCode !== 200)
    throw new Error(`${part} settings answered ${reply.statusCode}: ${reply.body}`);
}

export async function expectLedgerClean(db: Db): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}
