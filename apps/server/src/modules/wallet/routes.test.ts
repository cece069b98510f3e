import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { dateIn } from '../../platform/zoned-time';
import { createTestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../identity/seed';
import { bearer, login, PLAIN_PAYLOADS, uniqueIp } from '../identity/testing';
import { DEFAULT_BRAND } from '../system/brand.default';
import {
  adjust,
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  type WalletTestApp,
} from './testing';

let t: WalletTestApp;
let db: Db;
const today = () => dateIn(DEFAULT_BRAND.timeZone, new Date());

beforeAll(async () => {
  t = await createWalletTestApp();
  db = t.db;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('balances', () => {
  it('answers the main wallet in decimals, and member info carries the real balance', async () => {
    const player = await createPlayer(t.app, db, { balance: 1234.5 });
    expect(await balanceOf(t.app, player)).toEqual({
      balance: 1234.5,
      held: 0,
      available: 1234.5,
      withdrawable: 1234.5,
      currency: 'MXN',
      currencySymbol: '$',
    });
    const info = await get('/wps/member/info', player.headers);
    expect(info.json().value).toMatchObject({ balance: 1234.5, currency: 'MXN' });
    expect((await get('/wps/v2/wallets/balance')).statusCode).toBe(401);
  });

  it('sums the main wallet and the transfer-mode sub-wallets', async () => {
    const player = await createPlayer(t.app, db, { balance: 100 });
    const value = (await get('/wps/member/info/funds/consolidated', player.headers)).json().value;
    expect(value).toEqual({
      main: {
        balance: 100,
        held: 0,
        available: 100,
        withdrawable: 100,
        currency: 'MXN',
        currencySymbol: '$',
      },
      subWallets: [{ vendor: 'SBX', displayName: 'Sandbox Games', balance: 0, pending: false }],
      total: 100,
    });
  });

  it('says isSingle false while a transfer-mode vendor exists, true without any', async () => {
    expect((await get('/wps/relay/GCS_merchantWallet')).json()).toEqual({
      success: true,
      value: { isSingle: false },
      message: null,
    });
    const { app } = await createTestApp({ env: PLAIN_PAYLOADS, transferVendors: [] });
    expect((await app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet' })).json().value).toEqual({
      isSingle: true,
    });
  });
});

describe('trial accounts', () => {
  it('start with the configured trial balance, which is never withdrawable nor transferable', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      remoteAddress: uniqueIp(),
    });
    const headers = bearer(reply.json().value.token);
    const balance = (await get('/wps/v2/wallets/balance', headers)).json().value;
    expect(balance).toMatchObject({ balance: 2000, available: 2000, withdrawable: 0 });
    for (const [method, url, payload] of [
      [
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: 'MAIN', to: 'SBX', amount: 10, reference: 'trial-ref-1' },
      ],
      [
        'POST',
        '/wps/cashier/withdraw',
        { amount: 100, payeeAccountId: 'x', paymentPassword: '1', requestId: 'trial-req-1' },
      ],
      [
        'POST',
        '/wps/cashier/transfer',
        { direction: 'TO_UPLINE', amount: 10, paymentPassword: '1', requestId: 'trial-req-2' },
      ],
      ['GET', `/wps/relay/ODSFE2_MemTransDet?startDate=${today()}&endDate=${today()}`, undefined],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers, payload });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
    }
    expect((await get('/wps/v2/wallets/balance', headers)).json().value.balance).toBe(2000);
    await expectLedgerClean(db);
  });
});

describe('account record (ODSFE2_MemTransDet)', () => {
  it('lists main-wallet movements of a date range, newest first, by kind, paged', async () => {
    const player = await createPlayer(t.app, db, { balance: 500 });
    await adjust(t.app, player.account, -120.25, 'correction');
    await adjust(t.app, player.account, 30, 'goodwill');
    const url = (query: string) =>
      `/wps/relay/ODSFE2_MemTransDet?startDate=${today()}&endDate=${today()}${query}`;
    const page = (await get(url(''), player.headers)).json().value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 3 });
    expect(
      page.content.map((row: { amount: number; balanceAfter: number; kind: string; remark: string }) => [
        row.kind,
        row.amount,
        row.balanceAfter,
        row.remark,
      ]),
    ).toEqual([
      ['MANUAL_ADJUSTMENT', 30, 409.75, 'goodwill'],
      ['MANUAL_ADJUSTMENT', -120.25, 379.75, 'correction'],
      ['MANUAL_ADJUSTMENT', 500, 500, 'test funding'],
    ]);
    expect(Date.parse(page.content[0].time)).not.toBeNaN();
    const second = (await get(url('&pageSize=2&pageNo=2'), player.headers)).json().value;
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, totalPages: 2, totalElements: 3 });
    expect(second.content).toHaveLength(1);
    expect((await get(url('&kind=DEPOSIT'), player.headers)).json().value.totalElements).toBe(0);
    const past = (
      await get('/wps/relay/ODSFE2_MemTransDet?startDate=2020-01-01&endDate=2020-01-31', player.headers)
    ).json();
    expect(past.value.totalElements).toBe(0);
  });

  it('names the game of a bet or a win in the request language, not its code', async () => {
    const { token } = await login(t.app, { username: 'demo_player', password: DEMO_PASSWORD });
    const start = dateIn(DEFAULT_BRAND.timeZone, new Date(Date.now() - 6 * 86_400_000));
    const url = `/wps/relay/ODSFE2_MemTransDet?startDate=${start}&endDate=${today()}&kind=BET&pageSize=100`;
    const remarks = async (language: string) =>
      (await get(url, { ...bearer(token), 'accept-language': language }))
        .json()
        .value.content.map((row: { remark: string | null }) => row.remark);
    const spanish = await remarks('es');
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish).toContain('Fortuna de Oro'); // PG RNG001
    for (const remark of spanish) expect(remark).not.toMatch(/^[A-Z]+\d{3}$/);
    expect(await remarks('en')).toContain('Fortune of Gold');
  });

  it.each([
    ['startDate=2026-02-30&endDate=2026-03-01', 'startDate'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'endDate'],
    ['startDate=2024-01-01&endDate=2026-01-01', 'startDate'],
    ['startDate=2026-03-01', 'endDate'],
    ['startDate=2026-03-01&endDate=2026-03-01&kind=NOPE', 'kind'],
    ['startDate=2026-03-01&endDate=2026-03-01&pageSize=1000', 'pageSize'],
  ])('refuses %s (400, naming %s)', async (query, field) => {
    const player = await createPlayer(t.app, db);
    const reply = await get(`/wps/relay/ODSFE2_MemTransDet?${query}`, player.headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().value.fields).toContain(field);
  });
});

describe('guards', () => {
  it('every wallet and cashier route that needs a session refuses visitors (401) and, when real, trial accounts (403)', async () => {
    const spec = (await get('/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { security?: Array<Record<string, unknown>>; tags?: string[]; description?: string }>
      >;
    };
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      remoteAddress: uniqueIp(),
    });
    const trialHeaders = bearer(trial.json().value.token);
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.tags?.some((tag) => ['wallet', 'cashier'].includes(tag))) continue;
        if (!operation.security?.some((entry) => 'sessionToken' in entry)) continue;
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const anonymous = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
        if (operation.description?.includes('trial accounts get 403')) {
          const refused = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: trialHeaders,
          });
          expect(refused.json().code, `${method} ${path}`).toBe('TRIAL_FORBIDDEN');
        }
        checked += 1;
      }
    }
    expect(checked).toBe(18);
  });
});
