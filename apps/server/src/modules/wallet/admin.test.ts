import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { operatorHeaders } from '../../test/app';
import { bearer, uniqueIp } from '../identity/testing';
import { DEMO_OPERATOR_PASSWORD } from '../operators/seed';
import { listAuditEntries } from '../system/repository';
import { DEFAULT_WALLET_SETTINGS } from './settings.default';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  requestId,
  type TestPlayer,
  type WalletTestApp,
} from './testing';

let t: WalletTestApp;
let db: Db;
let finance: { authorization: string };
let support: { authorization: string };

beforeAll(async () => {
  t = await createWalletTestApp();
  db = t.db;
  const token = async (username: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/session/login',
        payload: { username, password: DEMO_OPERATOR_PASSWORD },
        remoteAddress: uniqueIp(),
      })
    ).json().value.token as string;
  finance = bearer(await token('demo_finance'));
  support = bearer(await token('demo_support'));
});

const adjustment = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/wallet/adjustments',
    headers,
    payload: { requestId: requestId('adj'), ...body },
  });

describe('manual adjustments', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await createPlayer(t.app, db);
  });

  it('credit and debit with a reason, idempotent by requestId, audited with who and before/after', async () => {
    const body = {
      account: player.account,
      amount: 300.1,
      reason: 'compensation for an outage',
      requestId: requestId('adj'),
    };
    const credit = await adjustment(finance, body);
    expect(credit.json().value).toMatchObject({ account: player.account, balance: 300.1 });
    expect((await adjustment(finance, body)).json().value).toEqual(credit.json().value);
    expect((await adjustment(finance, { ...body, amount: 300.2 })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    const debit = await adjustment(finance, {
      account: player.account,
      amount: -100.1,
      reason: 'duplicate deposit',
    });
    expect(debit.json().value.balance).toBe(200);
    expect((await balanceOf(t.app, player)).balance).toBe(200);
    const entries = await listAuditEntries(db, { target: `member:${player.id}`, limit: 5 });
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['operator:demo_finance', 'wallet.adjustment'],
      ['operator:demo_finance', 'wallet.adjustment'],
    ]);
    expect(entries[0]).toMatchObject({
      before: { balance: 300.1 },
      after: { amount: -100.1, balance: 200, reason: 'duplicate deposit' },
    });
    const record = await t.app.inject({
      method: 'GET',
      url: `/admin-api/wallet/members/${player.account}/transactions`,
      headers: support,
    });
    expect(record.json().value).toMatchObject({
      account: player.account,
      balance: { balance: 200 },
      page: {
        totalElements: 2,
        content: [
          {
            kind: 'MANUAL_ADJUSTMENT',
            amount: -100.1,
            balanceAfter: 200,
            actor: 'operator:demo_finance',
            remark: 'duplicate deposit',
          },
          { amount: 300.1 },
        ],
      },
    });
    await expectLedgerClean(db);
  });

  it.each([
    ['a debit below zero', { amount: -200.01, reason: 'too much' }, 409, 'INSUFFICIENT_BALANCE'],
    ['no reason', { amount: 10, reason: '' }, 400, 'VALIDATION_FAILED'],
    ['zero', { amount: 0, reason: 'nothing at all' }, 400, 'VALIDATION_FAILED'],
    ['three decimals', { amount: 1.001, reason: 'rounding test' }, 400, 'VALIDATION_FAILED'],
    [
      'an unknown member',
      { account: 'nobody_at_all', amount: 10, reason: 'for nobody' },
      404,
      'USER_NOT_FOUND',
    ],
  ])('refuses %s and moves nothing', async (_name, patch, status, code) => {
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: '/admin-api/wallet/adjustments',
        headers: operatorHeaders,
        payload: { account: player.account, requestId: requestId('adj'), ...patch },
      },
      { status, code },
    );
  });

  it('is refused to a SUPPORT operator (403) and without credentials (401)', async () => {
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: '/admin-api/wallet/adjustments',
        headers: support,
        payload: { account: player.account, amount: 5, reason: 'not allowed', requestId: requestId('adj') },
      },
      { status: 403, code: 'OPERATOR_ROLE_FORBIDDEN' },
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/admin-api/wallet/adjustments',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('operator settings and tools', () => {
  it('reads and replaces the wallet settings (ADMIN; audited); invalid settings are refused', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/admin-api/wallet/settings', headers: support });
    expect(read.json().value).toEqual(DEFAULT_WALLET_SETTINGS);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/admin-api/wallet/settings',
          headers: finance,
          payload: DEFAULT_WALLET_SETTINGS,
        })
      ).statusCode,
    ).toBe(403);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/wallet/settings',
      headers: operatorHeaders,
      payload: {
        ...DEFAULT_WALLET_SETTINGS,
        trialBalance: 1.001,
        withdrawal: { ...DEFAULT_WALLET_SETTINGS.withdrawal, minAmount: 60_000 },
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().value.fields).toEqual(
      expect.arrayContaining(['trialBalance', 'withdrawal.maxAmount']),
    );
    const changed = { ...DEFAULT_WALLET_SETTINGS, trialBalance: 500 };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/admin-api/wallet/settings',
          headers: operatorHeaders,
          payload: changed,
        })
      ).statusCode,
    ).toBe(200);
    const [audit] = await listAuditEntries(db, { target: 'wallet_settings', limit: 1 });
    expect(audit).toMatchObject({ action: 'wallet.settings.update', after: { trialBalance: 500 } });
    await t.app.inject({
      method: 'PUT',
      url: '/admin-api/wallet/settings',
      headers: operatorHeaders,
      payload: DEFAULT_WALLET_SETTINGS,
    });
  });

  it('configures deposit channels; a disabled channel takes no orders', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/wallet/deposit-channels/oxxo',
      headers: operatorHeaders,
      payload: {
        type: 'BANK_TRANSFER',
        name: 'Depósito OXXO',
        minAmount: 50,
        maxAmount: 5000,
        bank: { bankName: 'OXXO', accountName: 'Fortuna', accountNumber: '4152313100000000' },
        enabled: false,
      },
    });
    expect(saved.json().value).toMatchObject({ id: 'oxxo', enabled: false, minAmount: 50 });
    const player = await createPlayer(t.app, db);
    const channels = (
      await t.app.inject({ method: 'GET', url: '/wps/cashier/deposit/channels', headers: player.headers })
    ).json().value;
    expect(channels.map((channel: { id: string }) => channel.id)).not.toContain('oxxo');
    const order = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: player.headers,
      payload: { channelId: 'oxxo', amount: 100, transferReference: 'X', requestId: requestId('dep') },
    });
    expect(order.json().code).toBe('DEPOSIT_CHANNEL_UNAVAILABLE');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/wallet/deposit-channels/pay',
      headers: operatorHeaders,
      payload: { type: 'GATEWAY', name: 'Unknown', minAmount: 5, maxAmount: 1, gateway: 'stripe' },
    });
    expect(bad.statusCode).toBe(400);
    const all = (
      await t.app.inject({ method: 'GET', url: '/admin-api/wallet/deposit-channels', headers: support })
    ).json().value;
    expect(all.map((channel: { id: string }) => channel.id)).toEqual(['oxxo', 'spei', 'sandbox-pay']);
  });

  it('names a channel per language: players see the name of their language, else the default', async () => {
    const payload = {
      type: 'BANK_TRANSFER',
      name: 'Depósito en tienda',
      names: { en: 'Cash deposit at a store' },
      minAmount: 50,
      maxAmount: 5000,
      bank: { bankName: 'OXXO', accountName: 'Fortuna', accountNumber: '4152313100000000' },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/wallet/deposit-channels/store',
      headers: operatorHeaders,
      payload,
    });
    expect(saved.json().value).toMatchObject({
      name: 'Depósito en tienda',
      names: { en: 'Cash deposit at a store' },
    });
    const player = await createPlayer(t.app, db);
    const nameIn = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/cashier/deposit/channels',
          headers: { ...player.headers, 'accept-language': language },
        })
      )
        .json()
        .value.find((channel: { id: string }) => channel.id === 'store').name;
    expect(await nameIn('en')).toBe('Cash deposit at a store');
    expect(await nameIn('es')).toBe('Depósito en tienda');
    // The demo channels come translated.
    const english = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/cashier/deposit/channels',
        headers: { ...player.headers, 'accept-language': 'en' },
      })
    ).json().value;
    expect(english.map((channel: { name: string }) => channel.name)).toContain('Bank transfer (SPEI)');

    const blank = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/wallet/deposit-channels/store',
      headers: operatorHeaders,
      payload: { ...payload, names: { en: ' ' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(await nameIn('en')).toBe('Cash deposit at a store');
  });

  it('runs the ledger checker', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/admin-api/wallet/ledger/check',
      headers: operatorHeaders,
    });
    expect(reply.json().value).toMatchObject({ ok: true, problems: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/wallet/ledger/check', headers: finance }))
        .statusCode,
    ).toBe(403);
  });
});
