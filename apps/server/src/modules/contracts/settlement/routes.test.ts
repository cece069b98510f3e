import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { listAuditEntries } from '../../system/repository';
import { createPlayer, createWalletTestApp, type TestPlayer } from '../../wallet/testing';
import { createContractSettings, DEFAULT_CONTRACT_SETTINGS } from '../settings';
import { insertBet, insertContract, terms } from './testing';

/**
 * The agent centre's record pages and "my income", and the operator's records, review and settle calls,
 * over HTTP. An agent A (daily salary 1 % from 100 valid bet) with a sub-agent S (0.5 %) and a player p
 * under S; p bets 1,000 on 2026-05-04: A's gross 10.00 − S's 5.00 = 5.00, S 5.00.
 */
const local = (day: string, time: string) => new Date(`${day}T${time}-06:00`);

let app: FastifyInstance;
let db: Db;
let agent: TestPlayer;
let sub: TestPlayer;
let player: TestPlayer;

const get = (url: string, headers: { authorization: string }) => app.inject({ method: 'GET', url, headers });
const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ({ app, db } = await createWalletTestApp());
  await db.execute(sql`delete from contract_settlements`);
  await db.execute(sql`delete from contract_runs`);
  await db.execute(sql`delete from agent_contracts`);
  agent = await createPlayer(app, db, { type: 1 });
  sub = await createPlayer(app, db, { type: 1, uplineId: agent.id });
  player = await createPlayer(app, db, { uplineId: sub.id });
  const start = local('2026-05-01', '00:00:00');
  for (const [member, rate] of [
    [agent, 1],
    [sub, 0.5],
  ] as const) {
    await insertContract(db, {
      memberId: member.id,
      type: 'DAILY_SALARY',
      period: 'DAILY',
      startedAt: start,
      terms: terms({ tiers: [{ validBet: 100, activeMembers: 1, minBet: 10, rate }] }),
    });
  }
  const other = await createTestMember(db, { uplineId: sub.id });
  await insertBet(db, {
    memberId: player.id,
    stake: 1_000,
    placedAt: local('2026-05-04', '09:00:00'),
    settledAt: local('2026-05-04', '09:01:00'),
  });
  await insertBet(db, {
    memberId: other.id,
    stake: 5,
    placedAt: local('2026-05-04', '09:00:00'),
    settledAt: local('2026-05-04', '09:02:00'),
  });
  const settled = await admin('POST', '/admin-api/contracts/settle', {
    at: local('2026-05-05', '00:10:00').toISOString(),
  });
  expect(settled.statusCode, settled.body).toBe(200);
  expect(settled.json().value).toMatchObject({ records: 2, paid: 2, more: false });
}, 60_000);

describe('GET /wps/agent/contracts/records', () => {
  it('lists the caller’s records with the figures, the downline deductions and the totals', async () => {
    const reply = await get(
      '/wps/agent/contracts/records?type=DAILY_SALARY&startDate=2026-05-01&endDate=2026-05-31',
      agent.headers,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json().value;
    expect(value).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-31', totalElements: 1 });
    expect(value.totals).toEqual({
      validBet: 1_005,
      loss: 1_005,
      gross: 10.05,
      downlineTotal: 5.02,
      paid: 5.03,
    });
    expect(value.content[0]).toMatchObject({
      type: 'DAILY_SALARY',
      period: 'DAILY',
      periodLabel: '2026-05-04',
      validBet: 1_005,
      activeMembers: 1,
      bets: 2,
      tier: 1,
      rate: 1,
      gross: 10.05,
      downlines: [{ memberId: sub.id, account: sub.account, gross: 5.02 }],
      downlineTotal: 5.02,
      carryIn: 0,
      net: 5.03,
      carryOut: 0,
      paid: 5.03,
      status: 'PAID',
    });
    expect(value.content[0].paidAt).not.toBeNull();
    const subPage = (
      await get(
        '/wps/agent/contracts/records?type=DAILY_SALARY&startDate=2026-05-01&endDate=2026-05-31',
        sub.headers,
      )
    ).json().value;
    expect(
      subPage.content.map((record: { gross: number; net: number }) => [record.gross, record.net]),
    ).toEqual([[5.02, 5.02]]);
    const otherType = (
      await get(
        '/wps/agent/contracts/records?type=DIVIDEND&startDate=2026-05-01&endDate=2026-05-31',
        agent.headers,
      )
    ).json().value;
    expect(otherType.totalElements).toBe(0);
  });

  it('refuses a range too long or reversed, and players', async () => {
    const long = await get(
      '/wps/agent/contracts/records?type=DAILY_SALARY&startDate=2026-01-01&endDate=2026-06-30',
      agent.headers,
    );
    expect([long.statusCode, long.json().code]).toEqual([400, 'DATE_RANGE_TOO_LONG']);
    const reversed = await get(
      '/wps/agent/contracts/records?type=DAILY_SALARY&startDate=2026-05-10&endDate=2026-05-01',
      agent.headers,
    );
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'DATE_RANGE_REVERSED']);
    const byPlayer = await get('/wps/agent/contracts/records?type=DAILY_SALARY', player.headers);
    expect(byPlayer.statusCode).toBe(403);
  });
});

describe('GET /wps/agent/income', () => {
  it('shows the salary paid today (the day of the payment) with the totals', async () => {
    const reply = await get('/wps/agent/income', agent.headers);
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json().value;
    expect(value.rows).toEqual([
      {
        day: value.endDate,
        dividend: 0,
        dailySalary: 5.03,
        hourlySalary: 0,
        realtimeSalary: 0,
        rebate: 0,
        total: 5.03,
      },
    ]);
    expect(value.totals).toMatchObject({ dailySalary: 5.03, total: 5.03 });
  });
});

describe('operator: records, review, settle', () => {
  it('lists what waits for review, approves it once and rejects with a reason (audited)', async () => {
    const settings = createContractSettings({ db, now: () => new Date() });
    await settings.update(
      { ...DEFAULT_CONTRACT_SETTINGS, payoutMode: 'REVIEW' },
      { actor: 'test', requestId: null },
    );
    await insertBet(db, {
      memberId: player.id,
      stake: 200,
      placedAt: local('2026-05-06', '09:00:00'),
      settledAt: local('2026-05-06', '09:01:00'),
    });
    await admin('POST', '/admin-api/contracts/settle', { at: local('2026-05-07', '00:10:00').toISOString() });
    const list = await admin(
      'GET',
      '/admin-api/contracts/records?status=PENDING_REVIEW&startDate=2026-05-01&endDate=2026-05-31',
    );
    expect(list.statusCode, list.body).toBe(200);
    const waiting = list.json().value.content as Array<{ id: string; account: string; paid: number }>;
    expect(waiting.map((record) => [record.account, record.paid]).sort()).toEqual(
      [
        [agent.account, 1],
        [sub.account, 1],
      ].sort(),
    );
    const [first, second] = waiting;
    const approve = await admin('POST', `/admin-api/contracts/records/${first!.id}/review`, {
      action: 'APPROVE',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().value).toMatchObject({ status: 'PAID', paid: 1 });
    const twice = await admin('POST', `/admin-api/contracts/records/${first!.id}/review`, {
      action: 'REJECT',
      reason: 'late',
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'SETTLEMENT_NOT_REVIEWABLE']);
    const noReason = await admin('POST', `/admin-api/contracts/records/${second!.id}/review`, {
      action: 'REJECT',
    });
    expect(noReason.statusCode).toBe(400);
    const reject = await admin('POST', `/admin-api/contracts/records/${second!.id}/review`, {
      action: 'REJECT',
      reason: 'cuenta en revisión',
    });
    expect(reject.json().value).toMatchObject({ status: 'REJECTED', reason: 'cuenta en revisión' });
    const [entry] = await listAuditEntries(db, { target: `contract-settlement:${second!.id}`, limit: 1 });
    expect(entry).toMatchObject({ action: 'contracts.settlement.reject', actor: expect.any(String) });
    await settings.update(
      { ...DEFAULT_CONTRACT_SETTINGS, payoutMode: 'AUTOMATIC' },
      { actor: 'test', requestId: null },
    );
  });
});
