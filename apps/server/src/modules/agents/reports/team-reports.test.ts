import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { createTestApp, operatorHeaders } from '../../../test/app';
import { bearer, createTestClock, login, PLAIN_PAYLOADS, uniqueAccount } from '../../identity/testing';
import { issueLaunchToken } from '../../vendors/launch-tokens';
import { callVendor, gameOf, uid, type CatalogueGameRow } from '../../vendors/wallet-testing';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger, HOUSE, type Ledger } from '../../wallet/ledger/ledger';
import { createPlayer, requestId, TEST_PAYMENT_PASSWORD } from '../../wallet/testing';

/*
 * A hand-computed team, built through the real paths (deposits approved by the operator API, withdrawals
 * paid by it, bets and wins through the signed vendor wallet API, which fills bet_daily_totals):
 *
 *   T (agent) ── A (agent, the caller) ─┬─ S (agent) ─┬─ Q1
 *                                       │             └─ Q2
 *                                       ├─ P1
 *                                       └─ P2 (never active)
 *   X (agent, another tree) ── XP
 *
 * Brand zone America/Mexico_City (GMT-6). D1 = 2026-03-03, D2 = 2026-03-04; times below are the zone's.
 * Every expected figure is worked out by hand from this list and written as a literal.
 */
const D0 = '2026-03-02';
const D1 = '2026-03-03';
const D2 = '2026-03-04';
const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

const clock = createTestClock(at('2026-02-01', '12:00'));
let app: FastifyInstance;
let db: Db;
let ledger: Ledger;
let game: CatalogueGameRow;

type Member = { id: string; account: string; password: string };
const m = {} as Record<'T' | 'A' | 'S' | 'P1' | 'P2' | 'Q1' | 'Q2' | 'X' | 'XP', Member>;
let agentHeaders: { authorization: string };

async function member(name: keyof typeof m, when: Date, type: number, upline: keyof typeof m | null) {
  clock.set(when);
  const created = await createPlayer(app, db, {
    account: `${name.toLowerCase()}${uniqueAccount('r').slice(1, 9)}`,
    type,
    uplineId: upline ? m[upline].id : null,
    createdAt: when,
  });
  m[name] = { id: created.id, account: created.account, password: created.password };
}

async function headersOf(who: Member) {
  const { token } = await login(app, { username: who.account, password: who.password });
  return bearer(token);
}

async function expectOk(reply: { statusCode: number; body: string }) {
  expect(reply.statusCode, reply.body).toBe(200);
}

async function deposit(who: Member, amount: number, when: Date) {
  clock.set(when);
  const created = await app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: await headersOf(who),
    payload: {
      channelId: 'spei',
      amount,
      transferReference: 'SPEI-1',
      payerName: 'Ana',
      requestId: requestId(),
    },
  });
  await expectOk(created);
  const approved = await app.inject({
    method: 'POST',
    url: `/admin-api/wallet/deposits/${created.json().value.orderId}/approve`,
    headers: operatorHeaders,
    payload: {},
  });
  await expectOk(approved);
}

async function requestWithdrawal(who: Member, amount: number, when: Date): Promise<string> {
  clock.set(when);
  const headers = await headersOf(who);
  const payee = await app.inject({
    method: 'POST',
    url: '/wps/cashier/payee-accounts',
    headers,
    payload: {
      bankName: 'Banorte',
      accountName: 'Test',
      accountNumber: '0123456789012',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    },
  });
  await expectOk(payee);
  const order = await app.inject({
    method: 'POST',
    url: '/wps/cashier/withdraw',
    headers,
    payload: {
      amount,
      payeeAccountId: payee.json().value.id,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      requestId: requestId('wd'),
    },
  });
  await expectOk(order);
  return order.json().value.orderId as string;
}

async function payWithdrawal(orderId: string, when: Date) {
  clock.set(when);
  await expectOk(
    await app.inject({
      method: 'POST',
      url: `/admin-api/wallet/withdrawals/${orderId}/pay`,
      headers: operatorHeaders,
      payload: {},
    }),
  );
}

/** A bet (minor units) at `placed`, settled by a win of `win` at `settled` (null: left open). */
async function bet(who: Member, stake: number, placed: Date, win: number | null, settled?: Date) {
  clock.set(placed);
  const { token } = await issueLaunchToken(db, {
    memberId: who.id,
    vendor: 'PG',
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    now: placed,
  });
  const common = { user: who.account, currency: 'MXN', token, game_code: game.gameCode };
  const body = {
    ...common,
    request_uuid: uid('req'),
    transaction_uuid: uid('bet'),
    round: uid('round'),
    round_closed: false,
    amount: stake,
  };
  const placedReply = await callVendor(app, 'PG', 'transaction/bet', body);
  expect(placedReply.reply.status, JSON.stringify(placedReply.reply)).toBe('RS_OK');
  if (win === null) return;
  clock.set(settled!);
  const won = await callVendor(app, 'PG', 'transaction/win', {
    ...common,
    request_uuid: uid('req'),
    transaction_uuid: uid('win'),
    reference_transaction_uuid: body.transaction_uuid,
    round: body.round,
    round_closed: true,
    amount: win,
  });
  expect(won.reply.status, JSON.stringify(won.reply)).toBe('RS_OK');
}

/** A BONUS or REBATE credit (minor units), as the promotions will post it. */
async function credit(who: Member, kind: 'BONUS' | 'REBATE', amount: bigint, when: Date) {
  clock.set(when);
  await ledger.transaction(db, async (tx) =>
    ledger.post(tx, {
      key: `${kind}:${randomUUID()}`,
      kind,
      memberId: who.id,
      legs: [
        { account: await ledger.mainAccount(tx, who.id), amount },
        { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -amount },
      ],
    }),
  );
}

beforeAll(async () => {
  ({ app, db } = await createTestApp({ clock, env: PLAIN_PAYLOADS }));
  ledger = createLedger({
    clock,
    publisher: createBalancePublisher(),
    currency: async (executor) => (await readBrand(executor)).currency.code,
  });
  game = await gameOf(db, 'PG');

  // Before the period.
  await member('T', at('2026-02-01', '12:00'), 1, null);
  await member('A', at('2026-02-01', '13:00'), 1, 'T');
  await member('X', at('2026-02-01', '14:00'), 1, null);
  await member('XP', at('2026-02-01', '15:00'), 0, 'X');
  await member('S', at('2026-02-10', '12:00'), 1, 'A');
  await member('P2', at('2026-02-15', '12:00'), 0, 'A');
  await member('Q2', at('2026-02-20', '12:00'), 0, 'S');
  await deposit(m.Q2, 100, at('2026-02-25', '12:00'));
  await bet(m.Q2, 7_000, at(D0, '12:00'), 0, at(D0, '12:01'));

  // D1.
  await member('P1', at(D1, '07:00'), 0, 'A');
  await deposit(m.S, 1000, at(D1, '08:00'));
  await bet(m.S, 3_000, at(D1, '09:00'), 6_000, at(D1, '09:01'));
  await deposit(m.P1, 500, at(D1, '10:00'));
  await deposit(m.A, 100, at(D1, '11:00'));
  await bet(m.A, 1_000, at(D1, '11:30'), 0, at(D1, '11:31'));
  await deposit(m.XP, 999, at(D1, '11:40'));
  await bet(m.XP, 5_000, at(D1, '11:50'), 0, at(D1, '11:51'));
  await bet(m.P1, 6_000, at(D1, '12:00'), 0, at(D1, '12:01'));
  await deposit(m.Q2, 150, at(D1, '15:00'));
  const q2Withdrawal = await requestWithdrawal(m.Q2, 120, at(D1, '16:00'));
  const p1Withdrawal = await requestWithdrawal(m.P1, 100, at(D1, '19:00'));
  await payWithdrawal(p1Withdrawal, at(D1, '20:00'));
  await credit(m.P1, 'BONUS', 2_000n, at(D1, '21:00'));
  // Placed on D1 five minutes before midnight, settled on D2: a D1 record, a D2 daily total.
  await bet(m.P1, 10_000, at(D1, '23:50'), 15_000, at(D2, '00:10'));

  // D2.
  await member('Q1', at(D2, '08:00'), 0, 'S');
  await deposit(m.Q1, 300, at(D2, '09:00'));
  await payWithdrawal(q2Withdrawal, at(D2, '10:00'));
  await deposit(m.Q1, 200, at(D2, '12:00'));
  await credit(m.Q1, 'REBATE', 550n, at(D2, '13:00'));
  await bet(m.Q1, 20_000, at(D2, '14:00'), 5_000, at(D2, '14:01'));
  await bet(m.Q1, 2_500, at(D2, '15:00'), null);

  clock.set(at(D2, '18:00'));
  agentHeaders = await headersOf(m.A);
}, 120_000);

const get = (url: string, headers = agentHeaders, language?: 'es' | 'en') =>
  app.inject({
    method: 'GET',
    url,
    headers: language ? { ...headers, 'accept-language': language } : headers,
  });

async function value(url: string, headers = agentHeaders) {
  const reply = await get(url, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
}

const custom = `period=custom&startDate=${D1}&endDate=${D2}`;

const zeroActivity = {
  newRegistrations: 0,
  firstDeposits: { count: 0, amount: 0 },
  depositors: 0,
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  activeMembers: 0,
  validBet: 0,
  betAmount: 0,
  payout: 0,
  winLoss: 0,
  bonuses: 0,
  rebates: 0,
  profitLoss: 0,
};

describe('team overview', () => {
  it('gives the caller’s own, its team’s and each direct downline’s figures for a custom period', async () => {
    const overview = await value(`/wps/agent/team/overview?${custom}`);
    expect(overview).toMatchObject({ period: 'custom', startDate: D1, endDate: D2 });
    expect(overview.node).toEqual({ memberId: m.A.id, account: m.A.account, nickname: null });
    expect(overview.breadcrumb).toEqual([{ memberId: m.A.id, account: m.A.account }]);
    expect(overview.self).toEqual({
      ...zeroActivity,
      firstDeposits: { count: 1, amount: 100 },
      depositors: 1,
      deposits: { count: 1, amount: 100 },
      activeMembers: 1,
      validBet: 10,
      betAmount: 10,
      winLoss: -10,
      profitLoss: -10,
    });
    expect(overview.team).toEqual({
      teamSize: 5,
      directDownlines: 3,
      newRegistrations: 2,
      firstDeposits: { count: 3, amount: 1800 },
      depositors: 4,
      deposits: { count: 5, amount: 2150 },
      withdrawals: { count: 2, amount: 220 },
      activeMembers: 3,
      validBet: 390,
      betAmount: 390,
      payout: 260,
      winLoss: -130,
      bonuses: 20,
      rebates: 5.5,
      profitLoss: -104.5,
    });
    const rows = Object.fromEntries(
      overview.downlines.map((row: { memberId: string }) => [row.memberId, row]),
    );
    expect(overview.downlines.map((row: { account: string }) => row.account)).toEqual(
      [m.P1, m.P2, m.S].map((who) => who.account),
    );
    expect(rows[m.S.id]).toEqual({
      memberId: m.S.id,
      account: m.S.account,
      nickname: null,
      type: 1,
      isAgent: true,
      teamSize: 3,
      directDownlines: 2,
      newRegistrations: 1,
      firstDeposits: { count: 2, amount: 1300 },
      depositors: 3,
      deposits: { count: 4, amount: 1650 },
      withdrawals: { count: 1, amount: 120 },
      activeMembers: 2,
      validBet: 230,
      betAmount: 230,
      payout: 110,
      winLoss: -120,
      bonuses: 0,
      rebates: 5.5,
      profitLoss: -114.5,
    });
    expect(rows[m.P1.id]).toMatchObject({
      type: 0,
      isAgent: false,
      teamSize: 1,
      directDownlines: 0,
      newRegistrations: 1,
      firstDeposits: { count: 1, amount: 500 },
      depositors: 1,
      deposits: { count: 1, amount: 500 },
      withdrawals: { count: 1, amount: 100 },
      activeMembers: 1,
      validBet: 160,
      betAmount: 160,
      payout: 150,
      winLoss: -10,
      bonuses: 20,
      rebates: 0,
      profitLoss: 10,
    });
    expect(rows[m.P2.id]).toMatchObject({ ...zeroActivity, teamSize: 1, directDownlines: 0 });
  });

  it('drills down one level with a breadcrumb back to the caller', async () => {
    const overview = await value(`/wps/agent/team/overview?memberId=${m.S.id}&${custom}`);
    expect(overview.breadcrumb).toEqual([
      { memberId: m.A.id, account: m.A.account },
      { memberId: m.S.id, account: m.S.account },
    ]);
    expect(overview.self).toEqual({
      ...zeroActivity,
      firstDeposits: { count: 1, amount: 1000 },
      depositors: 1,
      deposits: { count: 1, amount: 1000 },
      activeMembers: 1,
      validBet: 30,
      betAmount: 30,
      payout: 60,
      winLoss: 30,
      profitLoss: 30,
    });
    expect(overview.team).toEqual({
      teamSize: 2,
      directDownlines: 2,
      newRegistrations: 1,
      firstDeposits: { count: 1, amount: 300 },
      depositors: 2,
      deposits: { count: 3, amount: 650 },
      withdrawals: { count: 1, amount: 120 },
      activeMembers: 1,
      validBet: 200,
      betAmount: 200,
      payout: 50,
      winLoss: -150,
      bonuses: 0,
      rebates: 5.5,
      profitLoss: -144.5,
    });
    expect(overview.downlines.map((row: { memberId: string }) => row.memberId).sort()).toEqual(
      [m.Q1.id, m.Q2.id].sort(),
    );
    // A member's own overview: no team.
    const leaf = await value(`/wps/agent/team/overview?memberId=${m.Q2.id}&${custom}`);
    expect(leaf.team).toEqual({ ...zeroActivity, teamSize: 0, directDownlines: 0 });
    expect(leaf.self).toMatchObject({
      deposits: { count: 1, amount: 150 },
      withdrawals: { count: 1, amount: 120 },
    });
    expect(leaf.downlines).toEqual([]);
  });

  it('cuts today and yesterday at the brand zone’s midnight (a bet counts on its settlement day)', async () => {
    const today = await value('/wps/agent/team/overview');
    expect(today).toMatchObject({ period: 'today', startDate: D2, endDate: D2 });
    expect(today.team).toMatchObject({
      newRegistrations: 1,
      firstDeposits: { count: 1, amount: 300 },
      deposits: { count: 2, amount: 500 },
      withdrawals: { count: 1, amount: 120 },
      validBet: 300,
      payout: 200,
      winLoss: -100,
      rebates: 5.5,
    });
    const yesterday = await value('/wps/agent/team/overview?period=yesterday');
    expect(yesterday).toMatchObject({ startDate: D1, endDate: D1 });
    expect(yesterday.team).toMatchObject({
      newRegistrations: 1,
      firstDeposits: { count: 2, amount: 1500 },
      depositors: 3,
      deposits: { count: 3, amount: 1650 },
      withdrawals: { count: 1, amount: 100 },
      activeMembers: 2,
      validBet: 90,
      payout: 60,
      winLoss: -30,
      bonuses: 20,
      profitLoss: -10,
    });
    const weekly = await value('/wps/agent/team/overview?period=thisWeek');
    expect(weekly).toMatchObject({ startDate: D0, endDate: D2 });
    // Q2's D0 bet (70, lost) joins the week.
    expect(weekly.team).toMatchObject({ validBet: 460, winLoss: -200, activeMembers: 4 });
  });
});

describe('team betting', () => {
  it('lists the team’s records newest first with accounts and totals over the whole filter', async () => {
    const page = await value(`/wps/agent/team/bets?${custom}&pageSize=2`);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, pageNum: 1, startDate: D1, endDate: D2 });
    expect(page.totals).toEqual({ count: 5, betAmount: 415, validBet: 390, payout: 260, winLoss: -130 });
    expect(
      page.content.map((row: Record<string, unknown>) => [row.account, row.betAmount, row.status]),
    ).toEqual([
      [m.Q1.account, 25, 'OPEN'],
      [m.Q1.account, 200, 'SETTLED'],
    ]);
    expect(page.content[0]).toMatchObject({ vassalage: 'PG', gameCode: game.gameCode, memberId: m.Q1.id });
    expect(page.content[0].vendorName).toMatch(/\S/);
    expect(page.content[0].gameName).toMatch(/\S/);
    const third = await value(`/wps/agent/team/bets?${custom}&pageSize=2&pageNo=3`);
    expect(third.content.map((row: { account: string }) => row.account)).toEqual([m.S.account]);
  });

  it('filters by one member (id or account), by status, and shows the caller’s own records on request', async () => {
    const p1 = await value(`/wps/agent/team/bets?${custom}&account=${m.P1.account}`);
    // The 23:50 bet is a D1 record although its win came on D2.
    expect(
      p1.content.map((row: Record<string, unknown>) => [row.betAmount, row.payout, row.winLoss]),
    ).toEqual([
      [100, 150, 50],
      [60, 0, -60],
    ]);
    expect(p1.totals).toEqual({ count: 2, betAmount: 160, validBet: 160, payout: 150, winLoss: -10 });
    const open = await value(`/wps/agent/team/bets?${custom}&status=OPEN`);
    expect(open.totals).toMatchObject({ count: 1, betAmount: 25, validBet: 0 });
    const q2 = await value(
      `/wps/agent/team/bets?period=custom&startDate=${D0}&endDate=${D0}&memberId=${m.Q2.id}`,
    );
    expect(q2.content.map((row: { betAmount: number }) => row.betAmount)).toEqual([70]);
    const own = await value(`/wps/agent/team/bets?${custom}&memberId=${m.A.id}`);
    expect(own.totals).toMatchObject({ count: 1, betAmount: 10 });
  });
});

describe('user loss', () => {
  it('gives one row per active member, biggest losers first, with totals', async () => {
    const report = await value(`/wps/agent/team/profit?${custom}`);
    expect(report).toMatchObject({ totalElements: 4, startDate: D1, endDate: D2 });
    expect(report.content).toEqual([
      {
        memberId: m.Q1.id,
        account: m.Q1.account,
        type: 0,
        validBet: 200,
        betAmount: 200,
        payout: 50,
        winLoss: -150,
        bonuses: 0,
        rebates: 5.5,
        deposits: 500,
        withdrawals: 0,
        profitLoss: -144.5,
      },
      {
        memberId: m.Q2.id,
        account: m.Q2.account,
        type: 0,
        validBet: 0,
        betAmount: 0,
        payout: 0,
        winLoss: 0,
        bonuses: 0,
        rebates: 0,
        deposits: 150,
        withdrawals: 120,
        profitLoss: 0,
      },
      {
        memberId: m.P1.id,
        account: m.P1.account,
        type: 0,
        validBet: 160,
        betAmount: 160,
        payout: 150,
        winLoss: -10,
        bonuses: 20,
        rebates: 0,
        deposits: 500,
        withdrawals: 100,
        profitLoss: 10,
      },
      {
        memberId: m.S.id,
        account: m.S.account,
        type: 1,
        validBet: 30,
        betAmount: 30,
        payout: 60,
        winLoss: 30,
        bonuses: 0,
        rebates: 0,
        deposits: 1000,
        withdrawals: 0,
        profitLoss: 30,
      },
    ]);
    expect(report.totals).toEqual({
      validBet: 390,
      betAmount: 390,
      payout: 260,
      winLoss: -130,
      bonuses: 20,
      rebates: 5.5,
      deposits: 2150,
      withdrawals: 220,
      profitLoss: -104.5,
    });
  });

  it('sorts, pages and filters by member', async () => {
    const byDeposits = await value(`/wps/agent/team/profit?${custom}&sort=deposits&order=desc&pageSize=1`);
    expect(byDeposits).toMatchObject({ totalElements: 4, totalPages: 4 });
    expect(byDeposits.content.map((row: { account: string }) => row.account)).toEqual([m.S.account]);
    expect(byDeposits.totals.deposits).toBe(2150);
    const byAccount = await value(`/wps/agent/team/profit?${custom}&sort=account`);
    expect(byAccount.content.map((row: { account: string }) => row.account)).toEqual(
      [m.P1, m.Q1, m.Q2, m.S].map((who) => who.account),
    );
    const one = await value(`/wps/agent/team/profit?${custom}&account=${m.P1.account}`);
    expect(one.content.map((row: { account: string }) => row.account)).toEqual([m.P1.account]);
    expect(one.totals.profitLoss).toBe(10);
    const idle = await value(`/wps/agent/team/profit?${custom}&memberId=${m.P2.id}`);
    expect([idle.content, idle.totalElements, idle.totals.profitLoss]).toEqual([[], 0, 0]);
  });
});

describe('account details', () => {
  it('lists the team’s ledger movements of one kind, newest first, with accounts', async () => {
    const deposits = await value(`/wps/agent/team/transactions?${custom}&kind=DEPOSIT`);
    expect(deposits.totalElements).toBe(5);
    expect(
      deposits.content.map((row: Record<string, unknown>) => [row.account, row.kind, row.amount]),
    ).toEqual([
      [m.Q1.account, 'DEPOSIT', 200],
      [m.Q1.account, 'DEPOSIT', 300],
      [m.Q2.account, 'DEPOSIT', 150],
      [m.P1.account, 'DEPOSIT', 500],
      [m.S.account, 'DEPOSIT', 1000],
    ]);
    expect(deposits.content[0]).toMatchObject({ memberId: m.Q1.id, time: at(D2, '12:00').toISOString() });
  });

  it('gives one member’s movements with the balance after each', async () => {
    const p1 = await value(`/wps/agent/team/transactions?${custom}&memberId=${m.P1.id}`);
    expect(
      p1.content.map((row: Record<string, unknown>) => [row.kind, row.amount, row.balanceAfter]),
    ).toEqual([
      ['WIN', 150, 410],
      ['BET', -100, 260],
      ['BONUS', 20, 360],
      ['WITHDRAWAL_PAID', -100, 340],
      ['BET', -60, 440],
      ['DEPOSIT', 500, 500],
    ]);
    const own = await value(`/wps/agent/team/transactions?${custom}&account=${m.A.account}`);
    expect(own.content.map((row: Record<string, unknown>) => [row.kind, row.amount])).toEqual([
      ['BET', -10],
      ['DEPOSIT', 100],
    ]);
    const paged = await value(`/wps/agent/team/transactions?${custom}&pageSize=3&pageNo=2`);
    expect(paged).toMatchObject({ pageNum: 2, pageSize: 3 });
    expect(paged.content).toHaveLength(3);
  });
});

describe('refusals', () => {
  const reports = ['overview', 'bets', 'profit', 'transactions'];

  async function expectRefused(url: string, status: number, code: string, headers = agentHeaders) {
    const es = await get(url, headers, 'es');
    const en = await get(url, headers, 'en');
    expect(es.statusCode, es.body).toBe(status);
    expect(en.statusCode).toBe(status);
    expect(es.json()).toMatchObject({ success: false, code });
    expect(en.json()).toMatchObject({ success: false, code });
    expect(es.json().message).not.toBe(en.json().message);
    return { es: es.json().message as string, en: en.json().message as string, body: es.body };
  }

  it('refuses members outside the team, unknown or not, alike', async () => {
    for (const report of reports) {
      for (const id of [m.T.id, m.X.id, m.XP.id, randomUUID()]) {
        const refused = await expectRefused(
          `/wps/agent/team/${report}?memberId=${id}`,
          404,
          'MEMBER_NOT_IN_TEAM',
        );
        expect(refused.es).toBe('Ese miembro no existe en su equipo.');
        expect(refused.en).toBe('That member does not exist in your team.');
        expect(refused.body).not.toContain(m.X.account);
      }
    }
    for (const report of ['bets', 'profit', 'transactions']) {
      for (const account of [m.XP.account, m.T.account, 'nobody_here']) {
        await expectRefused(`/wps/agent/team/${report}?account=${account}`, 404, 'MEMBER_NOT_IN_TEAM');
      }
      // memberId and account naming two different members.
      await expectRefused(
        `/wps/agent/team/${report}?memberId=${m.P1.id}&account=${m.S.account}`,
        404,
        'MEMBER_NOT_IN_TEAM',
      );
    }
    // A downline asking about its upline or a sibling's branch.
    const sub = await headersOf(m.S);
    await expectRefused(`/wps/agent/team/overview?memberId=${m.A.id}`, 404, 'MEMBER_NOT_IN_TEAM', sub);
    await expectRefused(`/wps/agent/team/bets?memberId=${m.P1.id}`, 404, 'MEMBER_NOT_IN_TEAM', sub);
  });

  it('refuses malformed ids, bad periods and oversized pages in the request’s language', async () => {
    for (const report of reports) {
      await expectRefused(`/wps/agent/team/${report}?memberId=not-a-uuid`, 400, 'VALIDATION_FAILED');
      const reversed = await expectRefused(
        `/wps/agent/team/${report}?period=custom&startDate=${D2}&endDate=${D1}`,
        400,
        'DATE_RANGE_REVERSED',
      );
      expect(reversed.es).toBe('La fecha de fin es anterior a la fecha de inicio.');
      expect(reversed.en).toBe('The end date is before the start date.');
      const long = await expectRefused(
        `/wps/agent/team/${report}?period=custom&startDate=2026-01-01&endDate=2026-04-04`,
        400,
        'DATE_RANGE_TOO_LONG',
      );
      expect(long.es).toContain('93');
      expect(long.en).toContain('93');
      await expectRefused(
        `/wps/agent/team/${report}?period=custom&startDate=${D1}`,
        400,
        'VALIDATION_FAILED',
      );
      await expectRefused(`/wps/agent/team/${report}?period=lastYear`, 400, 'VALIDATION_FAILED');
    }
    for (const report of ['bets', 'profit', 'transactions']) {
      await expectRefused(`/wps/agent/team/${report}?pageSize=101`, 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses players and visitors', async () => {
    const player = await headersOf(m.P1);
    for (const report of reports) {
      expect((await get(`/wps/agent/team/${report}`, player)).statusCode).toBe(403);
      expect((await get(`/wps/agent/team/${report}`, {} as { authorization: string })).statusCode).toBe(401);
    }
  });
});
