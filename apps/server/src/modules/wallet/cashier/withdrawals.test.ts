import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { createTestApp, operatorHeaders } from '../../../test/app';
import { encryptBody, JPEG_BYTES, multipartBody, PNG_BYTES } from '../../identity/testing';
import { listAuditEntries } from '../../system/repository';
import { DEFAULT_WALLET_SETTINGS } from '../settings.default';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  ledgerSnapshot,
  requestId,
  TEST_PAYMENT_PASSWORD,
  type TestPlayer,
  type WalletTestApp,
} from '../testing';
import { PROOF_MAX_BYTES } from './proofs';

let t: WalletTestApp;
let db: Db;

beforeAll(async () => {
  t = await createWalletTestApp();
  db = t.db;
});

const inject = (player: TestPlayer, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: player.headers, payload: payload as Record<string, unknown> });

async function bindPayee(player: TestPlayer, accountNumber = '0123456789012') {
  const reply = await inject(player, 'POST', '/wps/cashier/payee-accounts', {
    bankName: 'Banorte',
    accountName: 'Test Player',
    accountNumber,
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.id as string;
}

async function withdraw(player: TestPlayer, payeeAccountId: string, amount: number) {
  const reply = await inject(player, 'POST', '/wps/cashier/withdraw', {
    amount,
    payeeAccountId,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    requestId: requestId('wd'),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as { orderId: string; status: string };
}

const operator = (url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/wallet/withdrawals${url}`,
    headers: operatorHeaders,
    payload,
  });

function confirm(
  player: TestPlayer,
  orderId: string,
  fields: Record<string, string>,
  proof?: { name: string; type: string; bytes: Buffer },
) {
  if (!proof) return inject(player, 'POST', `/wps/cashier/withdraw/${orderId}/confirm`, fields);
  const { payload, headers } = multipartBody('proof', proof.name, proof.type, proof.bytes);
  // Text fields go before the file part.
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return t.app.inject({
    method: 'POST',
    url: `/wps/cashier/withdraw/${orderId}/confirm`,
    headers: { ...player.headers, ...headers },
    payload: Buffer.concat([Buffer.from(text), payload]),
  });
}

describe('payee accounts', () => {
  it('need the payment password, are listed masked, and the same number binds once', async () => {
    const player = await createPlayer(t.app, db);
    const wrong = await inject(player, 'POST', '/wps/cashier/payee-accounts', {
      bankName: 'Banorte',
      accountName: 'Test Player',
      accountNumber: '0123456789012',
      paymentPassword: '000000',
    });
    expect(wrong.json().code).toBe('WRONG_PAYMENT_PASSWORD');
    const id = await bindPayee(player);
    expect(await bindPayee(player)).toBe(id);
    expect((await inject(player, 'GET', '/wps/cashier/payee-accounts')).json().value).toEqual([
      { id, bankName: 'Banorte', accountName: 'Test Player', accountNumber: '********9012' },
    ]);
    const without = await createPlayer(t.app, db, { paymentPassword: null });
    const notSet = await inject(without, 'POST', '/wps/cashier/payee-accounts', {
      bankName: 'Banorte',
      accountName: 'X Y',
      accountNumber: '0123456789',
      paymentPassword: '123456',
    });
    expect(notSet.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });
});

describe('withdrawals', () => {
  it('hold the amount at once; the operator pays (balance and held drop); the member confirms receipt', async () => {
    const player = await createPlayer(t.app, db, { balance: 1000 });
    const payee = await bindPayee(player);
    expect((await inject(player, 'GET', '/wps/cashier/withdraw/limits')).json().value).toEqual({
      minAmount: 100,
      maxAmount: 50000,
      dailyMaxCount: 5,
      withdrawable: 1000,
      hasPaymentPassword: true,
    });
    const order = await withdraw(player, payee, 400.25);
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: 400.25,
      payee: { accountNumber: '********9012' },
      paidAt: null,
    });
    expect(await balanceOf(t.app, player)).toMatchObject({
      balance: 1000,
      held: 400.25,
      available: 599.75,
      withdrawable: 599.75,
    });

    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/admin-api/wallet/withdrawals?account=${player.account}`,
        headers: operatorHeaders,
      })
    ).json();
    expect(listed.value.content[0]).toMatchObject({
      orderId: order.orderId,
      payeeAccountNumber: '0123456789012',
      status: 'PENDING',
    });

    const paid = await operator(`/${order.orderId}/pay`, { payoutReference: 'SPEI-OUT-1' });
    expect(paid.json().value).toMatchObject({
      status: 'PAID',
      payoutReference: 'SPEI-OUT-1',
      operator: 'operator-key',
    });
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 599.75, held: 0, available: 599.75 });
    expect((await operator(`/${order.orderId}/pay`)).json().code).toBe('ORDER_STATE_CONFLICT');
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 599.75 });
    const [audit] = await listAuditEntries(db, { target: `withdrawal_order:${order.orderId}`, limit: 1 });
    expect(audit).toMatchObject({
      action: 'wallet.withdrawal.pay',
      before: { status: 'PENDING' },
      after: { status: 'PAID' },
    });

    const mine = (await inject(player, 'GET', `/wps/cashier/withdraw/orders/${order.orderId}`)).json().value;
    expect(mine).toMatchObject({ status: 'PAID' });
    expect(Date.parse(mine.confirmDeadline) - Date.parse(mine.paidAt)).toBe(1440 * 60_000);
    const received = await confirm(player, order.orderId, { result: 'RECEIVED' });
    expect(received.json().value).toMatchObject({
      status: 'RECEIVED',
      amountReceived: 400.25,
      amountRemaining: 0,
      confirmDeadline: null,
    });
    expect((await confirm(player, order.orderId, { result: 'RECEIVED' })).json().code).toBe(
      'ORDER_STATE_CONFLICT',
    );
    await expectLedgerClean(db);
  });

  it('a partly received or not received payout is recorded (with the proof image); nothing is refunded', async () => {
    const player = await createPlayer(t.app, db, { balance: 2000 });
    const other = await createPlayer(t.app, db);
    const payee = await bindPayee(player);
    const partial = await withdraw(player, payee, 500);
    const missing = await withdraw(player, payee, 300);
    await operator(`/${partial.orderId}/pay`);
    await operator(`/${missing.orderId}/pay`);
    const snapshot = await ledgerSnapshot(db);

    expect((await confirm(player, partial.orderId, { result: 'PARTIAL' })).json().value.fields).toContain(
      'amountReceived',
    );
    expect(
      (await confirm(player, partial.orderId, { result: 'PARTIAL', amountReceived: '500' })).statusCode,
    ).toBe(400);
    const part = await confirm(
      player,
      partial.orderId,
      { result: 'PARTIAL', amountReceived: '320.5' },
      { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG_BYTES },
    );
    expect(part.json().value).toMatchObject({
      status: 'PARTIAL',
      amountReceived: 320.5,
      amountRemaining: 179.5,
    });

    const noProof = await confirm(player, missing.orderId, { result: 'NOT_RECEIVED' });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().code).toBe('PROOF_REQUIRED');
    const gif = await confirm(
      player,
      missing.orderId,
      { result: 'NOT_RECEIVED' },
      { name: 'p.png', type: 'image/png', bytes: Buffer.from('GIF89a-not-an-image') },
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().code).toBe('UNSUPPORTED_FILE');
    const huge = await confirm(
      player,
      missing.orderId,
      { result: 'NOT_RECEIVED' },
      {
        name: 'p.png',
        type: 'image/png',
        bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(PROOF_MAX_BYTES)]),
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('FILE_TOO_LARGE');
    const proved = await confirm(
      player,
      missing.orderId,
      { result: 'NOT_RECEIVED' },
      { name: 'p.png', type: 'image/png', bytes: PNG_BYTES },
    );
    const value = proved.json().value;
    expect(value).toMatchObject({ status: 'NOT_RECEIVED', amountReceived: 0, amountRemaining: 300 });
    expect(value.proofUrl).toBe(`/wps/cashier/withdraw/${missing.orderId}/proof`);

    const image = await inject(player, 'GET', value.proofUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await inject(other, 'GET', value.proofUrl)).statusCode).toBe(404);
    const forOperator = await t.app.inject({
      method: 'GET',
      url: `/admin-api/wallet/withdrawals/${missing.orderId}/proof`,
      headers: operatorHeaders,
    });
    expect(forOperator.statusCode).toBe(200);
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
  });

  it('a payout not confirmed in time counts as received (the job), and nothing is refunded', async () => {
    const player = await createPlayer(t.app, db, { balance: 700 });
    const order = await withdraw(player, await bindPayee(player), 700);
    await operator(`/${order.orderId}/pay`);
    await t.app.scheduledJobs[0]!.run(new Date(Date.now() + 1439 * 60_000));
    expect(
      (await inject(player, 'GET', `/wps/cashier/withdraw/orders/${order.orderId}`)).json().value.status,
    ).toBe('PAID');
    const snapshot = await ledgerSnapshot(db);
    await t.app.scheduledJobs[0]!.run(new Date(Date.now() + 1441 * 60_000));
    expect(
      (await inject(player, 'GET', `/wps/cashier/withdraw/orders/${order.orderId}`)).json().value.status,
    ).toBe('AUTO_RECEIVED');
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
    expect(
      (
        await confirm(
          player,
          order.orderId,
          { result: 'NOT_RECEIVED' },
          { name: 'p.png', type: 'image/png', bytes: PNG_BYTES },
        )
      ).statusCode,
    ).toBe(409);
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 0, held: 0 });
  });

  it('rejected by the operator: the hold is released', async () => {
    const player = await createPlayer(t.app, db, { balance: 300 });
    const order = await withdraw(player, await bindPayee(player), 250);
    expect((await operator(`/${order.orderId}/reject`, {})).statusCode).toBe(400);
    const rejected = await operator(`/${order.orderId}/reject`, { remark: 'payee name does not match' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', remark: 'payee name does not match' });
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 300, held: 0, available: 300 });
    expect((await operator(`/${order.orderId}/pay`)).json().code).toBe('ORDER_STATE_CONFLICT');
    await expectLedgerClean(db);
  });

  it('accept the encrypted body the web app sends (and a plain one is refused in production mode)', async () => {
    const { app, keyring } = await createTestApp();
    // Sessions live in the database: one made through the test app works on the strict one.
    const player = await createPlayer(t.app, db, { balance: 200 });
    const payeeAccountId = await (async () => {
      const reply = await app.inject({
        method: 'POST',
        url: '/wps/cashier/payee-accounts',
        headers: player.headers,
        payload: {
          bankName: 'Banorte',
          accountName: 'Test Player',
          accountNumber: '99887766',
          paymentPassword: TEST_PAYMENT_PASSWORD,
        },
      });
      return reply.json().value.id as string;
    })();
    const body = {
      amount: 150,
      payeeAccountId,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      requestId: requestId('wd'),
    };
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/cashier/withdraw',
      headers: player.headers,
      payload: body,
    });
    expect(plain.json().code).toBe('PLAIN_PAYLOAD_REFUSED');
    const sealed = await app.inject({
      method: 'POST',
      url: '/wps/cashier/withdraw',
      headers: player.headers,
      payload: await encryptBody(keyring, body),
    });
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect((await balanceOf(app, player)).held).toBe(150);
  });

  describe('refusals move nothing', () => {
    let player: TestPlayer;
    let payee: string;
    beforeAll(async () => {
      player = await createPlayer(t.app, db, { balance: 1000 });
      payee = await bindPayee(player);
    });
    const body = (patch: Record<string, unknown>) => ({
      amount: 200,
      payeeAccountId: payee,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      requestId: requestId('wd'),
      ...patch,
    });
    it.each([
      ['without the payment password', { paymentPassword: '' }, 400, 'VALIDATION_FAILED'],
      ['with a wrong payment password', { paymentPassword: '135790' }, 400, 'WRONG_PAYMENT_PASSWORD'],
      ['above what is withdrawable', { amount: 1000.01 }, 409, 'INSUFFICIENT_BALANCE'],
      ['below the minimum', { amount: 99.99 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['three decimals', { amount: 150.005 }, 400, 'VALIDATION_FAILED'],
      ['a negative amount', { amount: -150 }, 400, 'VALIDATION_FAILED'],
      ['zero', { amount: 0 }, 400, 'VALIDATION_FAILED'],
      [
        'an unknown payee account',
        { payeeAccountId: '00000000-0000-4000-8000-000000000000' },
        404,
        'PAYEE_ACCOUNT_NOT_FOUND',
      ],
    ])('%s', async (_name, patch, status, code) => {
      await expectRefusedWithoutMoney(
        t.app,
        db,
        { method: 'POST', url: '/wps/cashier/withdraw', headers: player.headers, payload: body(patch) },
        { status, code },
      );
    });

    it('without a payment password set', async () => {
      const none = await createPlayer(t.app, db, { balance: 500, paymentPassword: null });
      await expectRefusedWithoutMoney(
        t.app,
        db,
        { method: 'POST', url: '/wps/cashier/withdraw', headers: none.headers, payload: body({}) },
        { status: 400, code: 'PAYMENT_PASSWORD_NOT_SET' },
      );
    });

    it('above the daily count', async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/admin-api/wallet/settings',
        headers: operatorHeaders,
        payload: {
          ...DEFAULT_WALLET_SETTINGS,
          withdrawal: { ...DEFAULT_WALLET_SETTINGS.withdrawal, dailyMaxCount: 1 },
        },
      });
      const busy = await createPlayer(t.app, db, { balance: 1000 });
      const busyPayee = await bindPayee(busy);
      await withdraw(busy, busyPayee, 100);
      await expectRefusedWithoutMoney(
        t.app,
        db,
        {
          method: 'POST',
          url: '/wps/cashier/withdraw',
          headers: busy.headers,
          payload: body({ payeeAccountId: busyPayee }),
        },
        { status: 409, code: 'WITHDRAW_DAILY_LIMIT' },
      );
      await t.app.inject({
        method: 'PUT',
        url: '/admin-api/wallet/settings',
        headers: operatorHeaders,
        payload: DEFAULT_WALLET_SETTINGS,
      });
    });

    it('after five wrong payment passwords every attempt is throttled for a while', async () => {
      const guesser = await createPlayer(t.app, db, { balance: 500 });
      const guesserPayee = await bindPayee(guesser);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = await inject(
          guesser,
          'POST',
          '/wps/cashier/withdraw',
          body({ payeeAccountId: guesserPayee, paymentPassword: '999999' }),
        );
        expect(reply.json().code).toBe('WRONG_PAYMENT_PASSWORD');
      }
      const blocked = await inject(
        guesser,
        'POST',
        '/wps/cashier/withdraw',
        body({ payeeAccountId: guesserPayee }),
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().value.retryAfterSeconds).toBeGreaterThan(0);
    });
  });
});
