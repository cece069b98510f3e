import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  requestId,
  type TestPlayer,
  type WalletTestApp,
} from '../testing';

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

const subWallet = async (player: TestPlayer) =>
  (
    await t.app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: player.headers })
  ).json().value.subWallets[0] as { vendor: string; balance: number; pending: boolean };

/** Runs the wallet jobs as if `minutes` had passed. */
const runJobs = (minutes: number) => t.app.scheduledJobs[0]!.run(new Date(Date.now() + minutes * 60_000));

describe('GCS_walletTransfer', () => {
  it('moves money to the vendor and back; a retry with the same reference moves nothing twice', async () => {
    const player = await createPlayer(t.app, db, { balance: 1000 });
    const reference = requestId('ref');
    const first = await transfer(player, { from: 'MAIN', to: 'SBX', amount: 300, reference });
    expect(first.json().value).toMatchObject({ status: 'SUCCESS', main: 700, subWallet: 300 });
    const retry = await transfer(player, { from: 'MAIN', to: 'sbx', amount: 300, reference });
    expect(retry.json().value).toEqual(first.json().value);
    const back = await transfer(player, {
      from: 'SBX',
      to: 'MAIN',
      amount: 100.5,
      reference: requestId('ref'),
    });
    expect(back.json().value).toMatchObject({ status: 'SUCCESS', main: 800.5, subWallet: 199.5 });
    const funds = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/member/info/funds/consolidated',
        headers: player.headers,
      })
    ).json().value;
    expect(funds).toMatchObject({
      total: 1000,
      subWallets: [{ vendor: 'SBX', balance: 199.5, pending: false }],
    });
    await expectLedgerClean(db);
  });

  it('refuses the same reference with other content (409) and moves nothing', async () => {
    const player = await createPlayer(t.app, db, { balance: 1000 });
    const reference = requestId('ref');
    await transfer(player, { from: 'MAIN', to: 'SBX', amount: 10, reference });
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: player.headers,
        payload: { from: 'MAIN', to: 'SBX', amount: 11, reference },
      },
      { status: 409, code: 'IDEMPOTENCY_CONFLICT' },
    );
  });

  it('a refusal of the vendor is FAILED: money to the vendor comes back, money from it never arrives', async () => {
    const player = await createPlayer(t.app, db, { balance: 500 });
    t.sandbox.setMode('refuse');
    const toVendor = (
      await transfer(player, { from: 'MAIN', to: 'SBX', amount: 200, reference: requestId('ref') })
    ).json().value;
    expect(toVendor).toMatchObject({ status: 'FAILED', main: 500, subWallet: 0 });
    t.sandbox.setMode('normal');
    const fromVendor = (
      await transfer(player, { from: 'SBX', to: 'MAIN', amount: 50, reference: requestId('ref') })
    ).json().value;
    expect(fromVendor).toMatchObject({ status: 'FAILED', main: 500 });
    expect((await balanceOf(t.app, player)).balance).toBe(500);
    await expectLedgerClean(db);
  });

  it('no answer after the vendor applied it: PENDING, then the resolver asks and completes it', async () => {
    const player = await createPlayer(t.app, db, { balance: 500 });
    t.sandbox.setMode('timeout-after');
    const reference = requestId('ref');
    const pending = (await transfer(player, { from: 'MAIN', to: 'SBX', amount: 200, reference })).json()
      .value;
    expect(pending).toMatchObject({ status: 'PENDING', main: 300 });
    expect(await subWallet(player)).toMatchObject({ pending: true });
    t.sandbox.setMode('normal');
    await runJobs(1);
    expect(await subWallet(player)).toMatchObject({ balance: 200, pending: false });
    const settled = (await transfer(player, { from: 'MAIN', to: 'SBX', amount: 200, reference })).json()
      .value;
    expect(settled).toMatchObject({
      transferId: pending.transferId,
      status: 'SUCCESS',
      main: 300,
      subWallet: 200,
    });
    await expectLedgerClean(db);
  });

  it('no answer and never applied: PENDING until the vendor says it never got it, then refunded', async () => {
    const player = await createPlayer(t.app, db, { balance: 500 });
    t.sandbox.setMode('timeout-before');
    const reference = requestId('ref');
    expect(
      (await transfer(player, { from: 'MAIN', to: 'SBX', amount: 150, reference })).json().value,
    ).toMatchObject({
      status: 'PENDING',
      main: 350,
    });
    t.sandbox.setMode('down');
    await runJobs(5);
    expect((await balanceOf(t.app, player)).balance).toBe(350);
    t.sandbox.setMode('normal');
    // Within the grace period an unknown transfer may still be on its way: nothing is decided.
    await t.app.scheduledJobs[0]!.run(new Date(Date.now() + 35_000));
    expect((await balanceOf(t.app, player)).balance).toBe(350);
    await runJobs(2);
    expect((await balanceOf(t.app, player)).balance).toBe(500);
    const final = (await transfer(player, { from: 'MAIN', to: 'SBX', amount: 150, reference })).json().value;
    expect(final).toMatchObject({ status: 'FAILED', main: 500, subWallet: 0 });
    await expectLedgerClean(db);
  });

  it('money from the vendor is credited only once the vendor confirms it took it', async () => {
    const player = await createPlayer(t.app, db, { balance: 400 });
    await transfer(player, { from: 'MAIN', to: 'SBX', amount: 400, reference: requestId('ref') });
    t.sandbox.setMode('timeout-after');
    const reference = requestId('ref');
    expect(
      (await transfer(player, { from: 'SBX', to: 'MAIN', amount: 250, reference })).json().value,
    ).toMatchObject({
      status: 'PENDING',
      main: 0,
    });
    t.sandbox.setMode('normal');
    const retried = (await transfer(player, { from: 'SBX', to: 'MAIN', amount: 250, reference })).json()
      .value;
    expect(retried).toMatchObject({ status: 'SUCCESS', main: 250, subWallet: 150 });
    await expectLedgerClean(db);
  });

  describe('refusals move nothing', () => {
    let player: TestPlayer;
    beforeAll(async () => {
      player = await createPlayer(t.app, db, { balance: 50 });
    });
    const body = (patch: Record<string, unknown>) => ({
      from: 'MAIN',
      to: 'SBX',
      amount: 10,
      reference: requestId('ref'),
      ...patch,
    });

    it.each([
      ['three decimals', { amount: 10.005 }, 400, 'VALIDATION_FAILED'],
      ['a negative amount', { amount: -5 }, 400, 'VALIDATION_FAILED'],
      ['a zero amount', { amount: 0 }, 400, 'VALIDATION_FAILED'],
      ['MAIN to MAIN', { to: 'MAIN' }, 400, 'VALIDATION_FAILED'],
      ['vendor to vendor', { from: 'SBX', to: 'XYZ' }, 400, 'VALIDATION_FAILED'],
      ['an unknown vendor', { to: 'NOPE' }, 404, 'WALLET_NOT_FOUND'],
      ['more than the main wallet has', { amount: 50.01 }, 409, 'INSUFFICIENT_BALANCE'],
      ['above the limit', { amount: 100_000.01 }, 400, 'AMOUNT_OUT_OF_RANGE'],
    ])('%s', async (_name, patch, status, code) => {
      const { en } = await expectRefusedWithoutMoney(
        t.app,
        db,
        {
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: player.headers,
          payload: body(patch),
        },
        { status, code },
      );
      if (code === 'AMOUNT_OUT_OF_RANGE') expect(en.value).toMatchObject({ minAmount: 1, maxAmount: 100000 });
    });
  });
});
