import type { TBonus } from '@platform/contracts/bonuses';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { listAuditEntries } from '../../system/repository';
import { issueLaunchToken } from '../../vendors/launch-tokens';
import { createDemoRoundPlayer } from '../../vendors/seed';
import { callVendor, gameOf, uid } from '../../vendors/wallet-testing';
import { readBrand } from '../../wallet/brand';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  requestId,
  TEST_PAYMENT_PASSWORD,
  type TestPlayer,
  type WalletTestApp,
} from '../../wallet/testing';

/**
 * Bonuses and turnover end to end: bonuses issued by the operator API, bets through the vendor wallet
 * API (placed at the test clock's time), bonusDetails, the withdrawal guard on the real withdrawal route,
 * forfeits and expiry. Every money figure below is worked out by hand in the comments.
 */

const clock = {
  at: new Date(Math.floor(Date.now() / 60_000) * 60_000),
  now() {
    return this.at;
  },
};
const MINUTE = 60_000;
const tick = (ms = MINUTE) => {
  clock.at = new Date(clock.at.getTime() + ms);
  return clock.at;
};

let t: WalletTestApp;
let db: Db;
let playRound: Awaited<ReturnType<typeof createDemoRoundPlayer>>;

beforeAll(async () => {
  t = await createWalletTestApp({ clock });
  db = t.db;
  playRound = await createDemoRoundPlayer(db, await readBrand(db));
});

const get = (player: TestPlayer, url: string, lang = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { ...player.headers, 'accept-language': lang } });

/** Issues a MANUAL bonus through the operator API (granted at the clock's time). */
async function issue(
  player: TestPlayer,
  body: {
    amount: number;
    turnoverMultiple: number;
    turnoverBase?: 'BONUS' | 'BONUS_PLUS_DEPOSIT';
    depositAmount?: number;
    validDays?: number | null;
  },
  id = requestId('bonus'),
) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/admin-api/promotions/bonuses',
    headers: operatorHeaders,
    payload: {
      account: player.account,
      validDays: 30,
      title: { es: 'Bono de prueba', en: 'Test bonus' },
      requestId: id,
      ...body,
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as { bonusId: string; replayed: boolean };
}

/** One round through the vendor wallet API, placed now on the test clock. */
async function play(player: TestPlayer, nodeId: 'PG-RNG001' | 'LIVE1-LIVE001', stake: number, payout = 0) {
  const played = await playRound({
    account: player.account,
    memberId: player.id,
    nodeId,
    round: uid('bonus-round'),
    at: tick(),
    stake,
    payout,
  });
  expect(played).toBe(true);
}

async function bonuses(player: TestPlayer, query = '', lang = 'es'): Promise<TBonus[]> {
  const reply = await get(player, `/wps/promotions/bonuses${query}`, lang);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.content;
}

async function bonus(player: TestPlayer, id: string): Promise<TBonus> {
  return (await bonuses(player)).find((row) => row.id === id)!;
}

describe('the turnover a bonus asks for', () => {
  it('is the multiple of the bonus, or of bonus plus deposit', async () => {
    const player = await createPlayer(t.app, db);
    const plain = await issue(player, { amount: 100, turnoverMultiple: 10 });
    tick();
    const withDeposit = await issue(player, {
      amount: 50,
      turnoverMultiple: 5,
      turnoverBase: 'BONUS_PLUS_DEPOSIT',
      depositAmount: 200,
    });
    // 100.00 × 10 = 1,000.00; (50.00 + 200.00) × 5 = 1,250.00
    expect(await bonus(player, plain.bonusId)).toMatchObject({
      title: 'Bono de prueba',
      source: 'MANUAL',
      amount: 100,
      turnoverRequired: 1000,
      turnoverDone: 0,
      turnoverLeft: 1000,
      percent: 0,
      status: 'ACTIVE',
      forfeitAmount: 100,
    });
    expect(await bonus(player, withDeposit.bonusId)).toMatchObject({
      turnoverBase: 'BONUS_PLUS_DEPOSIT',
      turnoverMultiple: 5,
      turnoverRequired: 1250,
    });
    const summary = await get(player, '/wps/promotions/bonuses/summary');
    expect(summary.json().value).toEqual({ activeCount: 2, turnoverLeft: 2250, lockedBonus: 150 });
    expect((await bonuses(player, '', 'en'))[0]!.title).toBe('Test bonus');
    await expectLedgerClean(db);
  });

  it('is issued once per request id', async () => {
    const player = await createPlayer(t.app, db);
    const id = requestId('bonus');
    const first = await issue(player, { amount: 20, turnoverMultiple: 1 }, id);
    const again = await issue(player, { amount: 20, turnoverMultiple: 1 }, id);
    expect(again).toMatchObject({ bonusId: first.bonusId, replayed: true });
    expect(await bonuses(player)).toHaveLength(1);
    expect((await balanceOf(t.app, player)).balance).toBe(20);
    const audit = await listAuditEntries(db, { target: `bonus:${first.bonusId}` });
    expect(audit.map((entry) => entry.action)).toEqual(['promotions.bonuses.issue']);
  });
});

describe('counting bets', () => {
  it('weighs each bet by its category: a 300.00 live bet at 10 % counts 30.00', async () => {
    const player = await createPlayer(t.app, db, { balance: 1000 });
    const { bonusId } = await issue(player, { amount: 100, turnoverMultiple: 10 });
    await play(player, 'LIVE1-LIVE001', 300, 0);
    expect(await bonus(player, bonusId)).toMatchObject({
      turnoverDone: 30,
      turnoverLeft: 970,
      percent: 3,
    });
    // A slot bet counts whole: 30.00 + 70.00 = 100.00 of 1,000.00.
    await play(player, 'PG-RNG001', 70, 10);
    expect(await bonus(player, bonusId)).toMatchObject({ turnoverDone: 100, percent: 10 });
  });

  it('counts neither a bet placed before the grant nor a rolled-back bet', async () => {
    const player = await createPlayer(t.app, db, { balance: 500 });
    await play(player, 'PG-RNG001', 100, 0);
    tick();
    const { bonusId } = await issue(player, { amount: 50, turnoverMultiple: 2 });
    // A bet opened and rolled back by the vendor (never settled).
    const game = await gameOf(db, 'PG');
    const { token } = await issueLaunchToken(db, {
      memberId: player.id,
      vendor: 'PG',
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      now: tick(),
    });
    const bet = {
      request_uuid: uid('req'),
      user: player.account,
      currency: 'MXN',
      token,
      transaction_uuid: uid('bet'),
      round: uid('round'),
      round_closed: false,
      game_code: game.gameCode,
      amount: 8_000,
    };
    expect((await callVendor(t.app, 'PG', 'transaction/bet', bet)).reply.status).toBe('RS_OK');
    const rollback = {
      request_uuid: uid('req'),
      user: player.account,
      currency: 'MXN',
      token,
      transaction_uuid: uid('rollback'),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      game_code: game.gameCode,
    };
    expect((await callVendor(t.app, 'PG', 'transaction/rollback', rollback)).reply.status).toBe('RS_OK');
    expect(await bonus(player, bonusId)).toMatchObject({ turnoverDone: 0, turnoverLeft: 100 });
    await expectLedgerClean(db);
  });

  it('fills the oldest bonus first and carries what is left to the next', async () => {
    const player = await createPlayer(t.app, db, { balance: 1000 });
    // B1: 100.00 × 1 = 100.00; B2: 50.00 × 2 = 100.00, granted later.
    const b1 = await issue(player, { amount: 100, turnoverMultiple: 1 });
    await play(player, 'PG-RNG001', 30, 0); // before B2: B1 30.00
    tick();
    const b2 = await issue(player, { amount: 50, turnoverMultiple: 2 });
    await play(player, 'PG-RNG001', 150, 100); // B1 takes 70.00 (met), B2 the 80.00 left
    const rows = await bonuses(player);
    expect(rows.find((row) => row.id === b1.bonusId)).toMatchObject({
      status: 'COMPLETED',
      turnoverDone: 100,
      turnoverLeft: 0,
      percent: 100,
      forfeitAmount: null,
    });
    expect(rows.find((row) => row.id === b2.bonusId)).toMatchObject({
      status: 'ACTIVE',
      turnoverDone: 80,
      turnoverLeft: 20,
      percent: 80,
    });
    // Reading again counts nothing twice.
    expect(await bonus(player, b2.bonusId)).toMatchObject({ turnoverDone: 80 });
    const completed = await bonuses(player, '?status=COMPLETED');
    expect(completed.map((row) => row.id)).toEqual([b1.bonusId]);
  });
});

describe('withdrawals while turnover is owed', () => {
  async function bindPayee(player: TestPlayer) {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/payee-accounts',
      headers: player.headers,
      payload: {
        bankName: 'Banorte',
        accountName: 'Test Player',
        accountNumber: '0123456789012',
        paymentPassword: TEST_PAYMENT_PASSWORD,
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().value.id as string;
  }

  const withdraw = (player: TestPlayer, payeeAccountId: string, amount: number, lang = 'es') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/cashier/withdraw',
      headers: { ...player.headers, 'accept-language': lang },
      payload: { amount, payeeAccountId, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: requestId('wd') },
    });

  it('are refused with the exact turnover left, holding nothing, and accepted once it is met', async () => {
    const player = await createPlayer(t.app, db, { balance: 1000 });
    const payee = await bindPayee(player);
    // 100.00 × 10 = 1,000.00 owed; a 234.00 slot bet leaves 766.00.
    const { bonusId } = await issue(player, { amount: 100, turnoverMultiple: 10 });
    await play(player, 'PG-RNG001', 234, 0);
    const refused = await withdraw(player, payee, 200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'BONUS_TURNOVER_PENDING',
      value: { fields: ['766.00 MXN'], turnoverLeft: 766 },
    });
    // The message writes the amount as each language writes money.
    expect(refused.json().message).toContain('$\u00a0766,00');
    expect((await withdraw(player, payee, 200, 'en')).json().message).toContain('$\u00a0766.00');
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 866, held: 0 });

    await play(player, 'PG-RNG001', 766, 766);
    expect(await bonus(player, bonusId)).toMatchObject({ status: 'COMPLETED', turnoverLeft: 0 });
    const accepted = await withdraw(player, payee, 200);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 866, held: 200 });
    await expectLedgerClean(db);
  });
});

describe('giving a bonus up', () => {
  it('takes back the bonus amount, never more than the available balance', async () => {
    const player = await createPlayer(t.app, db);
    const { bonusId } = await issue(player, { amount: 100, turnoverMultiple: 5 });
    // 100.00 credited, a 70.00 slot bet lost: 30.00 left, so only 30.00 can be taken back.
    await play(player, 'PG-RNG001', 70, 0);
    expect(await bonus(player, bonusId)).toMatchObject({ forfeitAmount: 30, turnoverDone: 70 });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/bonuses/${bonusId}/forfeit`,
      headers: player.headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value).toEqual({ id: bonusId, status: 'FORFEITED', forfeitedAmount: 30 });
    expect(await balanceOf(t.app, player)).toMatchObject({ balance: 0 });
    expect(await bonus(player, bonusId)).toMatchObject({
      status: 'FORFEITED',
      forfeitedAmount: 30,
      turnoverLeft: 0,
      forfeitAmount: null,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/bonuses/${bonusId}/forfeit`,
      headers: player.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BONUS_NOT_ACTIVE');
    await expectLedgerClean(db);
  });

  it('takes back the whole bonus when the balance allows; another member’s bonus is not found', async () => {
    const player = await createPlayer(t.app, db, { balance: 500 });
    const other = await createPlayer(t.app, db);
    const { bonusId } = await issue(player, { amount: 80, turnoverMultiple: 3 });
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/bonuses/${bonusId}/forfeit`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('BONUS_NOT_FOUND');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/admin-api/promotions/bonuses/${bonusId}/cancel`,
      headers: operatorHeaders,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().value).toMatchObject({ status: 'FORFEITED', forfeitedAmount: 80 });
    expect((await balanceOf(t.app, player)).balance).toBe(500);
    const { rows } = await db.execute<{ n: string | number }>(
      sql`select count(*) as n from audit_log where action = 'promotions.bonuses.cancel' and target = ${`bonus:${bonusId}`}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    await expectLedgerClean(db);
  });
});

describe('expiry', () => {
  it('ends an unmet bonus past its expiry and takes back its amount, once', async () => {
    const player = await createPlayer(t.app, db, { balance: 200 });
    const { bonusId } = await issue(player, { amount: 40, turnoverMultiple: 10, validDays: 1 });
    tick();
    const met = await issue(player, { amount: 10, turnoverMultiple: 1, validDays: 1 });
    // The 10.00 slot bet goes to the older 40.00 bonus (oldest first; it needs 400.00), so the newer
    // 10.00 bonus (needs 10.00) stays unmet too.
    await play(player, 'PG-RNG001', 10, 10);
    tick(2 * 86_400_000);
    const job = t.app.scheduledJobs.find((entry) => entry.name === 'promotions-bonuses')!;
    expect(await job.run(clock.at)).toMatchObject({ expired: 2 });
    expect(await job.run(clock.at)).toMatchObject({ expired: 0 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/admin-api/promotions/bonuses?account=${player.account}`,
      headers: operatorHeaders,
    });
    const rows = list.json().value.content as TBonus[];
    expect(rows.find((row) => row.id === bonusId)).toMatchObject({ status: 'EXPIRED', forfeitedAmount: 40 });
    expect(rows.find((row) => row.id === met.bonusId)).toMatchObject({
      status: 'EXPIRED',
      forfeitedAmount: 10,
      turnoverDone: 0,
    });
    // 200.00 + 40.00 + 10.00 − 10.00 bet + 10.00 win − 50.00 taken back = 200.00
    const balance = await db.execute<{ balance: string }>(
      sql`select balance from ledger_accounts where member_id = ${player.id} and kind = 'MEMBER_MAIN'`,
    );
    expect(BigInt(balance.rows[0]!.balance)).toBe(20_000n);
    await expectLedgerClean(db);
  });
});

describe('operator settings', () => {
  it('change the category weights (audited) and the next recount uses them', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/admin-api/promotions/bonuses/settings',
      headers: operatorHeaders,
    });
    expect(read.json().value).toMatchObject({
      weights: { RNG: 100, LIVE: 10, SPORTS: 50, PVP: 20 },
      expiryAction: 'FORFEIT',
    });
    const next = { ...read.json().value, weights: { ...read.json().value.weights, LIVE: 50 } };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/promotions/bonuses/settings',
      headers: operatorHeaders,
      payload: next,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/promotions/bonuses/settings',
      headers: operatorHeaders,
      payload: { ...next, weights: { LIVE: 150 } },
    });
    expect(bad.statusCode).toBe(400);
    try {
      const player = await createPlayer(t.app, db, { balance: 500 });
      const { bonusId } = await issue(player, { amount: 100, turnoverMultiple: 10 });
      await play(player, 'LIVE1-LIVE001', 300, 0); // 300.00 × 50 % = 150.00
      expect(await bonus(player, bonusId)).toMatchObject({ turnoverDone: 150 });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/admin-api/promotions/bonuses/settings',
        headers: operatorHeaders,
        payload: read.json().value,
      });
    }
  });
});

describe('the demo seed', () => {
  it('gives demo_player a completed welcome bonus and an active reload bonus partly met', async () => {
    const { rows } = await db.execute<{ key: string; status: string; done: string; required: string }>(
      sql`select b.key, b.status, b.turnover_done as done, b.turnover_required as required
        from promotion_bonuses b join members m on m.id = b.member_id
        where m.account = 'demo_player' and b.key like 'demo:%' order by b.granted_at`,
    );
    expect(rows.map((row) => [row.key.split(':')[1], row.status])).toEqual([
      ['welcome', 'COMPLETED'],
      ['reload', 'ACTIVE'],
    ]);
    const reload = rows[1]!;
    // (100.00 + 100.00) × 5 = 1,000.00 owed, some of it played since.
    expect(BigInt(reload.required)).toBe(100_000n);
    expect(BigInt(reload.done)).toBeGreaterThan(0n);
    expect(BigInt(reload.done)).toBeLessThan(100_000n);
  });
});

describe('bad input', () => {
  it('is refused with a clear 4xx and stores nothing', async () => {
    const player = await createPlayer(t.app, db);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/admin-api/promotions/bonuses',
        headers: { ...operatorHeaders, 'accept-language': 'es' },
        payload: {
          account: player.account,
          amount: 10,
          turnoverMultiple: 1,
          validDays: 3,
          title: { es: 'Bono' },
          requestId: requestId('bad'),
          ...payload,
        },
      });
    expect((await post({ amount: 10.123 })).statusCode).toBe(400);
    expect((await post({ turnoverMultiple: 2.555 })).statusCode).toBe(400);
    expect((await post({ title: {} })).statusCode).toBe(400);
    const unknown = await post({ account: 'nobody_here_42' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    const badId = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/bonuses/not-a-uuid/forfeit',
      headers: player.headers,
    });
    expect(badId.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/bonuses/00000000-0000-4000-8000-000000000000/forfeit',
      headers: player.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(await bonuses(player)).toEqual([]);
    await expectLedgerClean(db);
  });
});

describe('expiry with the RELEASE action', () => {
  it('ends the bonus and takes nothing back', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/admin-api/promotions/bonuses/settings',
      headers: operatorHeaders,
    });
    const saved = settings.json().value;
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin-api/promotions/bonuses/settings',
        headers: operatorHeaders,
        payload: payload as Record<string, unknown>,
      });
    expect((await put({ ...saved, expiryAction: 'RELEASE' })).statusCode).toBe(200);
    try {
      const player = await createPlayer(t.app, db);
      const { bonusId } = await issue(player, { amount: 25, turnoverMultiple: 4, validDays: 1 });
      tick(2 * 86_400_000);
      const job = t.app.scheduledJobs.find((entry) => entry.name === 'promotions-bonuses')!;
      await job.run(clock.at);
      const list = await t.app.inject({
        method: 'GET',
        url: `/admin-api/promotions/bonuses?account=${player.account}&status=EXPIRED`,
        headers: operatorHeaders,
      });
      expect(list.json().value.content).toMatchObject([
        { id: bonusId, status: 'EXPIRED', forfeitedAmount: null },
      ]);
      const balance = await db.execute<{ balance: string }>(
        sql`select balance from ledger_accounts where member_id = ${player.id} and kind = 'MEMBER_MAIN'`,
      );
      expect(BigInt(balance.rows[0]!.balance)).toBe(2_500n);
    } finally {
      await put(saved);
    }
    await expectLedgerClean(db);
  });
});
