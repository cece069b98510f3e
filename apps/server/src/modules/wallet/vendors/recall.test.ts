import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { findMemberByAccount } from '../../identity/repository';
import { sandboxVendor } from '../repository';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  ledgerSnapshot,
  requestId,
  type TestPlayer,
  type WalletTestApp,
} from '../testing';
import { walletDemoSubWalletsSeeder } from './seed';

let t: WalletTestApp;
let db: Db;

beforeAll(async () => {
  t = await createWalletTestApp();
  db = t.db;
});

afterEach(() => t.sandbox.setMode('normal'));

const transfer = (player: TestPlayer, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: player.headers,
    payload: body,
  });

const recall = async (player: TestPlayer) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/wps/v2/wallets/recall',
    headers: player.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as {
    transfers: Array<{ vendor: string; amount: number | null; status: string; transferId: string | null }>;
    funds: {
      main: { balance: number };
      subWallets: Array<{ vendor: string; balance: number; pending: boolean }>;
    };
  };
};

/** A player with `main` in the main wallet after moving `sub` to the sandbox vendor SBX. */
async function playerWith(main: number, sub: number) {
  const player = await createPlayer(t.app, db, { balance: main + sub });
  const moved = await transfer(player, { from: 'MAIN', to: 'SBX', amount: sub, reference: requestId('ref') });
  expect(moved.json().value).toMatchObject({ status: 'SUCCESS', main, subWallet: sub });
  return player;
}

describe('POST /wps/v2/wallets/recall', () => {
  it('brings the sub-wallet back in one transfer; a second click moves nothing', async () => {
    const player = await playerWith(100, 250.5);
    const first = await recall(player);
    expect(first.transfers).toEqual([
      {
        vendor: 'SBX',
        displayName: 'Sandbox Games',
        amount: 250.5,
        status: 'SUCCESS',
        transferId: expect.any(String),
      },
    ]);
    expect(first.funds.main.balance).toBe(350.5);
    expect(first.funds.subWallets).toEqual([
      { vendor: 'SBX', displayName: 'Sandbox Games', balance: 0, pending: false },
    ]);
    const before = await ledgerSnapshot(db);
    const again = await recall(player);
    expect(again.transfers).toEqual([]);
    expect(await ledgerSnapshot(db)).toEqual(before);
    await expectLedgerClean(db);
  });

  it('a sub-wallet whose vendor does not answer stays PENDING, is not credited, and completes later', async () => {
    const player = await playerWith(0, 80);
    t.sandbox.setMode('timeout-after');
    const pending = await recall(player);
    expect(pending.transfers).toMatchObject([{ vendor: 'SBX', amount: 80, status: 'PENDING' }]);
    expect(pending.funds.main.balance).toBe(0);
    expect(pending.funds.subWallets[0]).toMatchObject({ pending: true });
    // Asked again while it waits: shown as pending, no second transfer.
    t.sandbox.setMode('normal');
    expect((await recall(player)).transfers).toEqual([
      { vendor: 'SBX', displayName: 'Sandbox Games', amount: 80, status: 'PENDING', transferId: null },
    ]);
    await t.app.scheduledJobs[0]!.run(new Date(Date.now() + 60_000));
    expect((await balanceOf(t.app, player)).balance).toBe(80);
    expect((await recall(player)).transfers).toEqual([]);
    await expectLedgerClean(db);
  });

  it('a refusal leaves the money at the vendor; the next recall tries again with a new key', async () => {
    const player = await playerWith(10, 40);
    t.sandbox.setMode('refuse');
    expect((await recall(player)).transfers).toMatchObject([{ vendor: 'SBX', amount: 40, status: 'FAILED' }]);
    expect((await balanceOf(t.app, player)).balance).toBe(10);
    t.sandbox.setMode('normal');
    expect((await recall(player)).transfers).toMatchObject([
      { vendor: 'SBX', amount: 40, status: 'SUCCESS' },
    ]);
    expect((await balanceOf(t.app, player)).balance).toBe(50);
    await expectLedgerClean(db);
  });

  it('a vendor that is down is reported UNAVAILABLE and nothing moves', async () => {
    const player = await playerWith(5, 5);
    t.sandbox.setMode('down');
    const before = await ledgerSnapshot(db);
    expect((await recall(player)).transfers).toMatchObject([
      { vendor: 'SBX', amount: null, status: 'UNAVAILABLE' },
    ]);
    expect(await ledgerSnapshot(db)).toEqual(before);
  });

  it('concurrent recalls (one process) bring the balance back once', async () => {
    const player = await playerWith(0, 120);
    const replies = await Promise.all(Array.from({ length: 6 }, () => recall(player)));
    const ids = new Set(replies.flatMap((reply) => reply.transfers.map((item) => item.transferId)));
    ids.delete(null);
    expect(ids.size).toBe(1);
    expect((await balanceOf(t.app, player)).balance).toBe(120);
    await expectLedgerClean(db);
  });

  it('refuses visitors (401) and trial accounts (403)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/wps/v2/wallets/recall' })).statusCode).toBe(401);
    const trial = await createPlayer(t.app, db, { type: 4 });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/recall',
      headers: trial.headers,
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe('GET /wps/game/vendorWallets', () => {
  it('names the wallet each vendor plays from: PT from the SBX sub-wallet, the rest from the main wallet', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/wps/game/vendorWallets' });
    const vendors = reply.json().value.vendors as Array<{
      vassalage: string;
      mode: string;
      walletVendor: string | null;
    }>;
    expect(vendors).toContainEqual({ vassalage: 'PT', mode: 'transfer', walletVendor: 'SBX' });
    expect(vendors).toContainEqual({ vassalage: 'PG', mode: 'seamless', walletVendor: null });
    expect(vendors.filter((vendor) => vendor.mode === 'seamless').every((v) => v.walletVendor === null)).toBe(
      true,
    );
  });
});

describe('demo sub-wallets', () => {
  it('demo_player starts with money at SBX, moved there by a settled transfer; seeding again changes nothing', async () => {
    const member = (await findMemberByAccount(db, 'demo_player'))!;
    expect(await sandboxVendor.balance(db, member.id)).toBe(25_000n);
    // The money is at the vendor (its clearing account), nothing left in transit.
    const transit = await db.execute(
      sql`select balance from ledger_accounts where member_id = ${member.id} and kind = 'MEMBER_VENDOR'`,
    );
    expect(transit.rows.map((row) => String(row.balance))).toEqual(['0']);
    const before = await ledgerSnapshot(db);
    await db.transaction((tx) =>
      walletDemoSubWalletsSeeder.run(tx, { demo: true, log: () => {}, announce: () => {} }),
    );
    expect(await ledgerSnapshot(db)).toEqual(before);
    expect(await sandboxVendor.balance(db, member.id)).toBe(25_000n);
    await expectLedgerClean(db);
  });
});
