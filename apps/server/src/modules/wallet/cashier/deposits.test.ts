import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { listAuditEntries } from '../../system/repository';
import { paymentCallbacks } from '../tables';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  ledgerSnapshot,
  requestId,
  type TestPlayer,
  type WalletTestApp,
} from '../testing';
import { signBody } from './gateways';

const SECRET = 'sandbox-secret-for-tests-0123456789';

let t: WalletTestApp;
let db: Db;

beforeAll(async () => {
  t = await createWalletTestApp({ env: { SANDBOX_GATEWAY_SECRET: SECRET } });
  db = t.db;
});

const deposit = (player: TestPlayer, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/cashier/deposit', headers: player.headers, payload: body });

const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/admin-api/wallet${url}`, headers: operatorHeaders, payload });

function callback(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/payment-callback/sandbox',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signature ?? signBody(SECRET, raw) },
  });
}

const notice = (orderId: string, amount: string, status = 'PAID') => ({
  orderId,
  amount,
  currency: 'MXN',
  status,
  gatewayReference: 'SBX-TEST',
  sentAt: new Date().toISOString(),
});

async function callbackOutcomes(orderId: string) {
  return (await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, orderId))).map(
    (row) => row.outcome,
  );
}

describe('deposit channels', () => {
  it('lists the configured channels with limits and bank details', async () => {
    const player = await createPlayer(t.app, db);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/wps/cashier/deposit/channels',
      headers: player.headers,
    });
    expect(reply.json().value).toEqual([
      {
        id: 'spei',
        type: 'BANK_TRANSFER',
        name: 'Transferencia bancaria (SPEI)',
        minAmount: 100,
        maxAmount: 100000,
        bank: {
          bankName: 'BBVA México',
          accountName: 'Fortuna Entretenimiento S.A. de C.V.',
          accountNumber: '012180001234567895',
        },
      },
      {
        id: 'sandbox-pay',
        type: 'GATEWAY',
        name: 'Pago en línea (sandbox)',
        minAmount: 50,
        maxAmount: 50000,
        bank: null,
      },
    ]);
  });
});

describe('bank transfer deposits', () => {
  it('stay pending until an operator approves them: credited once, audited with before and after', async () => {
    const player = await createPlayer(t.app, db);
    const body = {
      channelId: 'spei',
      amount: 1500.75,
      transferReference: 'SPEI-778899',
      payerName: 'Ana',
      requestId: requestId('dep'),
    };
    const created = await deposit(player, body);
    expect(created.json().value).toMatchObject({
      channelType: 'BANK_TRANSFER',
      amount: 1500.75,
      status: 'PENDING',
      redirectUrl: null,
    });
    const orderId = created.json().value.orderId as string;
    // A double click is the same order; the same requestId with other content is refused.
    expect((await deposit(player, body)).json().value.orderId).toBe(orderId);
    expect((await deposit(player, { ...body, amount: 1500 })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await balanceOf(t.app, player)).balance).toBe(0);

    const listed = (await admin('GET', `/deposits?status=PENDING&account=${player.account}`)).json().value;
    expect(listed.content).toEqual([
      expect.objectContaining({ orderId, account: player.account, transferReference: 'SPEI-778899' }),
    ]);

    const approved = await admin('POST', `/deposits/${orderId}/approve`, { remark: 'seen in the bank' });
    expect(approved.json().value).toMatchObject({ status: 'CREDITED', operator: 'operator-key' });
    expect((await balanceOf(t.app, player)).balance).toBe(1500.75);
    const again = await admin('POST', `/deposits/${orderId}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_STATE_CONFLICT');
    expect((await balanceOf(t.app, player)).balance).toBe(1500.75);

    const [audit] = await listAuditEntries(db, { target: `deposit_order:${orderId}`, limit: 5 });
    expect(audit).toMatchObject({ actor: 'operator-key', action: 'wallet.deposit.approve' });
    expect(audit!.before).toMatchObject({ status: 'PENDING' });
    expect(audit!.after).toMatchObject({ status: 'CREDITED' });
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/wps/cashier/deposit/orders/${orderId}`,
        headers: player.headers,
      })
    ).json();
    expect(mine.value).toMatchObject({ status: 'CREDITED', remark: 'seen in the bank' });
    await expectLedgerClean(db);
  });

  it('rejected with a reason: nothing credited', async () => {
    const player = await createPlayer(t.app, db);
    const orderId = (
      await deposit(player, {
        channelId: 'spei',
        amount: 200,
        transferReference: 'X1',
        requestId: requestId('dep'),
      })
    ).json().value.orderId as string;
    expect((await admin('POST', `/deposits/${orderId}/reject`, {})).statusCode).toBe(400);
    const rejected = await admin('POST', `/deposits/${orderId}/reject`, { remark: 'no transfer received' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', remark: 'no transfer received' });
    expect((await admin('POST', `/deposits/${orderId}/approve`, {})).statusCode).toBe(409);
    expect((await balanceOf(t.app, player)).balance).toBe(0);
    const page = (
      await t.app.inject({ method: 'GET', url: '/wps/cashier/deposit/orders', headers: player.headers })
    ).json().value;
    expect(page).toMatchObject({ totalElements: 1, content: [{ orderId, status: 'REJECTED' }] });
  });

  describe('refusals move nothing', () => {
    let player: TestPlayer;
    beforeAll(async () => {
      player = await createPlayer(t.app, db, { balance: 10 });
    });
    const body = (patch: Record<string, unknown>) => ({
      channelId: 'spei',
      amount: 500,
      transferReference: 'REF-1',
      requestId: requestId('dep'),
      ...patch,
    });
    it.each([
      ['three decimals', { amount: 100.001 }, 400, 'VALIDATION_FAILED'],
      ['a negative amount', { amount: -100 }, 400, 'VALIDATION_FAILED'],
      ['zero', { amount: 0 }, 400, 'VALIDATION_FAILED'],
      ['below the channel minimum', { amount: 99.99 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['above the channel maximum', { amount: 100_000.01 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['an unknown channel', { channelId: 'nope' }, 404, 'DEPOSIT_CHANNEL_UNAVAILABLE'],
      ['a bank transfer without its reference', { transferReference: undefined }, 400, 'VALIDATION_FAILED'],
    ])('%s', async (_name, patch, status, code) => {
      await expectRefusedWithoutMoney(
        t.app,
        db,
        { method: 'POST', url: '/wps/cashier/deposit', headers: player.headers, payload: body(patch) },
        { status, code },
      );
    });
  });
});

describe('sandbox gateway deposits', () => {
  type TGatewayOrder = { orderId: string; redirectUrl: string; status: string };

  async function gatewayOrder(player: TestPlayer, amount = 250) {
    const reply = await deposit(player, { channelId: 'sandbox-pay', amount, requestId: requestId('dep') });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().value as TGatewayOrder;
  }

  const pageToken = (order: TGatewayOrder) =>
    new URL(order.redirectUrl, 'http://x').searchParams.get('token');

  /** A button of the page, as its form posts it: the page's token in the body (or `token` instead). */
  const press = (order: TGatewayOrder, action: 'pay' | 'cancel', token = pageToken(order)) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${order.orderId}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: token === null ? '' : new URLSearchParams({ token }).toString(),
    });

  it('redirects to the payment page; paying there sends the signed callback that credits once', async () => {
    const player = await createPlayer(t.app, db);
    const order = await gatewayOrder(player, 250.5);
    expect(order.status).toBe('PENDING');
    expect(order.redirectUrl).toMatch(new RegExp(`^/sandbox-pay/${order.orderId}\\?token=[\\w-]{43}$`));
    const page = await t.app.inject({
      method: 'GET',
      url: order.redirectUrl,
      headers: { 'accept-language': 'es' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Written as the Spanish site writes amounts, not "250.50".
    expect(page.body).toContain('$ 250,50 MXN');
    expect(page.body).not.toContain('250.50');
    expect(page.body).toContain('Pagar');
    expect(page.body).toContain(`name="token" value="${pageToken(order)}"`);
    const english = await t.app.inject({ method: 'GET', url: `${order.redirectUrl}&lang=en` });
    expect(english.body).toContain('>Pay<');
    expect(english.body).toContain('$ 250.50 MXN');
    // The language link keeps the token.
    expect(english.body).toContain(`?lang=es&amp;token=${pageToken(order)}`);

    const paid = await press(order, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member/depositv2?orderId=${order.orderId}&result=paid`);
    expect((await balanceOf(t.app, player)).balance).toBe(250.5);
    // A second click on the page does nothing more.
    await press(order, 'pay');
    expect((await balanceOf(t.app, player)).balance).toBe(250.5);
    expect(await callbackOutcomes(order.orderId)).toEqual(['CREDITED']);

    // The gateway sends the same callback again: answered, nothing changes.
    const snapshot = await ledgerSnapshot(db);
    const replay = await callback(notice(order.orderId, '25050'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual({ outcome: 'REPLAYED', orderId: order.orderId });
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
    await expectLedgerClean(db);
  });

  it("acts only with the order's own token: another member's, none or a forged one finds no order", async () => {
    const owner = await createPlayer(t.app, db);
    const other = await createPlayer(t.app, db);
    const order = await gatewayOrder(owner, 120);
    const othersOrder = await gatewayOrder(other, 130);
    const orderStatus = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/wps/cashier/deposit/orders/${order.orderId}`,
          headers: owner.headers,
        })
      ).json().value.status;

    for (const token of [null, '', pageToken(othersOrder)!, 'A'.repeat(43)]) {
      for (const action of ['cancel', 'pay'] as const) {
        const refused = await press(order, action, token);
        expect(refused.statusCode, `${action} with ${token}`).toBe(404);
        expect(refused.json().code).toBe('ORDER_NOT_FOUND');
      }
      const page = await t.app.inject({
        method: 'GET',
        url: `/sandbox-pay/${order.orderId}${token === null ? '' : `?token=${token}`}`,
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toMatch(/120[.,]00/);
    }
    // The token belongs in the form, not in the button's address (a query the route does not know: 400).
    const byQuery = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${order.orderId}/cancel?token=${pageToken(order)}`,
    });
    expect(byQuery.statusCode).toBe(400);
    expect(await orderStatus()).toBe('PENDING');
    expect(await callbackOutcomes(order.orderId)).toEqual([]);
    expect((await balanceOf(t.app, owner)).balance).toBe(0);

    // The owner's page still works.
    expect((await press(order, 'cancel')).statusCode).toBe(303);
    expect(await orderStatus()).toBe('CANCELLED');
  });

  it('refuses and logs a forged signature, an unknown order and a different amount; nothing moves', async () => {
    const player = await createPlayer(t.app, db);
    const order = await gatewayOrder(player, 100);
    const snapshot = await ledgerSnapshot(db);
    const forged = await callback(notice(order.orderId, '10000'), signBody('not-the-secret-0123456789', 'x'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/payment-callback/sandbox',
      payload: JSON.stringify(notice(order.orderId, '10000')),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const amount = await callback(notice(order.orderId, '1000000'));
    expect(amount.statusCode).toBe(409);
    expect(amount.json().code).toBe('AMOUNT_MISMATCH');
    const unknown = await callback(notice('00000000-0000-4000-8000-000000000000', '10000'));
    expect(unknown.json().code).toBe('ORDER_NOT_FOUND');
    const garbage = await callback({ hello: 'world' });
    expect(garbage.statusCode).toBe(400);
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
    expect(await callbackOutcomes(order.orderId)).toEqual(['REFUSED_AMOUNT']);
    const refusedSignatures = await db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.outcome, 'REFUSED_SIGNATURE'));
    expect(refusedSignatures.length).toBeGreaterThanOrEqual(2);
    expect((await balanceOf(t.app, player)).balance).toBe(0);
    // The genuine callback still works afterwards.
    expect((await callback(notice(order.orderId, '10000'))).json().value.outcome).toBe('CREDITED');
    expect((await balanceOf(t.app, player)).balance).toBe(100);
  });

  it('a cancelled order is never credited; an expired one is, when the payment is confirmed late', async () => {
    const player = await createPlayer(t.app, db);
    const cancelled = await gatewayOrder(player, 60);
    const cancel = await press(cancelled, 'cancel');
    expect(cancel.headers.location).toContain('result=cancelled');
    await press(cancelled, 'pay');
    const late = await callback(notice(cancelled.orderId, '6000'));
    expect(late.json().code).toBe('ORDER_STATE_CONFLICT');
    expect((await balanceOf(t.app, player)).balance).toBe(0);

    const expiring = await gatewayOrder(player, 70);
    await t.app.scheduledJobs[0]!.run(new Date(Date.now() + 31 * 60_000));
    const expired = (
      await t.app.inject({
        method: 'GET',
        url: `/wps/cashier/deposit/orders/${expiring.orderId}`,
        headers: player.headers,
      })
    ).json();
    expect(expired.value).toMatchObject({ status: 'EXPIRED', redirectUrl: null });
    expect((await callback(notice(expiring.orderId, '7000'))).json().value.outcome).toBe('CREDITED');
    expect((await balanceOf(t.app, player)).balance).toBe(70);
    await expectLedgerClean(db);
  });
});
