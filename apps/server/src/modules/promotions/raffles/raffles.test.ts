import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { listAuditEntries } from '../../system/repository';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  type TestPlayer,
  type WalletTestApp,
} from '../../wallet/testing';
import { insertCreditedDeposit, raffleBody } from './testing';

const clock = createTestClock(new Date('2026-04-20T18:00:00Z'));
let t: WalletTestApp;
let db: Db;

beforeAll(async () => {
  t = await createWalletTestApp({ clock });
  db = t.db;
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin-api${url}`, headers: operatorHeaders, payload });

async function createRaffle(body: ReturnType<typeof raffleBody>) {
  const reply = await admin('POST', '/promotions/raffles', body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value as { id: string; prizes: { id: string }[] };
}

const claim = (player: TestPlayer, raffleId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    headers: player.headers,
    payload: { raffleId, token: player.token },
  });

async function raffleOf(player: TestPlayer, raffleId: string, lang = 'es') {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/wps/promotions/raffles',
    headers: { ...player.headers, 'accept-language': lang },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.raffles.find((raffle: { id: string }) => raffle.id === raffleId);
}

const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * 3_600_000);

describe('the lucky draw', () => {
  it('earns one draw per 100.00 deposited in the window: 250.00 + 60.00 → 3; two drawn → 1 left', async () => {
    const raffle = await createRaffle(raffleBody(clock.now(), [{ amount: 5, weight: 1, stock: null }]));
    const player = await createPlayer(t.app, db);
    await insertCreditedDeposit(db, player.id, 25_000n, hoursAgo(3));
    await insertCreditedDeposit(db, player.id, 6_000n, hoursAgo(1));
    // Before the window: not counted.
    await insertCreditedDeposit(db, player.id, 50_000n, hoursAgo(30));
    expect(await raffleOf(player, raffle.id)).toMatchObject({
      title: 'Sorteo de la suerte',
      progress: 310,
      drawsEarned: 3,
      drawsUsed: 0,
      drawsAvailable: 3,
      prizes: [{ name: 'Premio 5', amount: 5, stockLeft: null, chance: 100 }],
    });
    const badges = (
      await t.app.inject({ method: 'GET', url: '/wps/promotions/badges', headers: player.headers })
    ).json().value;
    expect(badges.availablePromoCount).toBeGreaterThanOrEqual(3);

    const first = await claim(player, raffle.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      raffleId: raffle.id,
      prize: { name: 'Premio 5', amount: 5 },
      won: true,
      drawsAvailable: 2,
    });
    expect((await claim(player, raffle.id)).json().value.drawsAvailable).toBe(1);
    expect(await raffleOf(player, raffle.id, 'en')).toMatchObject({
      title: 'Lucky draw',
      drawsUsed: 2,
      drawsAvailable: 1,
      recentDraws: [
        { prizeName: 'Prize 5', amount: 5 },
        { prizeName: 'Prize 5', amount: 5 },
      ],
    });
    expect((await balanceOf(t.app, player)).balance).toBe(10);
    const bonuses = (
      await db.execute<{ key: string; source: string; turnover_required: string }>(
        sql`select key, source, turnover_required::text from promotion_bonuses where member_id = ${player.id}::uuid`,
      )
    ).rows;
    expect(bonuses).toHaveLength(2);
    expect(bonuses[0]).toMatchObject({ source: 'RAFFLE', turnover_required: '500' });
    expect(bonuses[0]!.key).toMatch(/^raffle:[0-9a-f-]{36}$/);
    await claim(player, raffle.id);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        headers: player.headers,
        payload: { raffleId: raffle.id },
      },
      { status: 409, code: 'RAFFLE_NO_DRAWS' },
    );
    await expectLedgerClean(db);
  });

  it('takes prizes out of stock; with every prize gone the claim is RAFFLE_SOLD_OUT', async () => {
    const raffle = await createRaffle(
      raffleBody(clock.now(), [
        { amount: 20, weight: 1, stock: 1 },
        { amount: 0, weight: 1, stock: 1, name: 'Siga intentando' },
      ]),
    );
    const player = await createPlayer(t.app, db);
    await insertCreditedDeposit(db, player.id, 50_000n, hoursAgo(1));
    const won = [
      (await claim(player, raffle.id)).json().value,
      (await claim(player, raffle.id)).json().value,
    ];
    // One of each, in whatever order the draw gave them: 20.00 paid, the "try again" paid nothing.
    expect(won.map((draw) => draw.prize.amount).sort()).toEqual([0, 20]);
    expect(won.find((draw) => draw.prize.amount === 0)).toMatchObject({ won: false, bonusId: null });
    expect((await balanceOf(t.app, player)).balance).toBe(20);
    expect(
      (await raffleOf(player, raffle.id)).prizes.map((prize: { stockLeft: number }) => prize.stockLeft),
    ).toEqual([0, 0]);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        headers: player.headers,
        payload: { raffleId: raffle.id },
      },
      { status: 409, code: 'RAFFLE_SOLD_OUT' },
    );
  });

  it('caps the draws a day, and counts valid bet for a VALID_BET raffle', async () => {
    const raffle = await createRaffle(
      raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }], { per: 100, dailyCap: 1 }),
    );
    const player = await createPlayer(t.app, db);
    await insertCreditedDeposit(db, player.id, 30_000n, hoursAgo(1));
    expect((await raffleOf(player, raffle.id)).drawsAvailable).toBe(1);
    expect((await claim(player, raffle.id)).statusCode).toBe(200);
    expect(await raffleOf(player, raffle.id)).toMatchObject({
      drawsEarned: 3,
      drawsUsed: 1,
      drawsAvailable: 0,
    });
    expect((await claim(player, raffle.id)).json().code).toBe('RAFFLE_NO_DRAWS');

    const betRaffle = await createRaffle(
      raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }], { per: 500, kind: 'VALID_BET' }),
    );
    expect((await raffleOf(player, betRaffle.id)).drawsAvailable).toBe(0);
  });

  it('refuses unknown raffles, bad bodies and visitors; lists the latest winners masked', async () => {
    const player = await createPlayer(t.app, db);
    const unknown = await claim(player, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('RAFFLE_NOT_FOUND');
    expect((await claim(player, 'nope')).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      payload: { raffleId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(visitor.statusCode).toBe(401);
    const winners = await t.app.inject({ method: 'GET', url: '/wps/promotions/raffles/winners' });
    expect(winners.statusCode).toBe(200);
    const list = winners.json().value.list as { account: string; amount: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(row.account).toContain('***');
      expect(row.amount).toBeGreaterThan(0);
    }
    // A visitor sees the open raffles without draws.
    const open = await t.app.inject({ method: 'GET', url: '/wps/promotions/raffles' });
    expect(open.statusCode).toBe(200);
    for (const raffle of open.json().value.raffles) expect(raffle.drawsAvailable).toBe(0);
  });
});

describe('the lucky draw’s operator API', () => {
  it('creates, updates the prize table, lists draws, deletes or switches off; audited', async () => {
    const raffle = await createRaffle(
      raffleBody(clock.now(), [
        { amount: 1, weight: 9, stock: null },
        { amount: 50, weight: 1, stock: 2 },
      ]),
    );
    const body = raffleBody(clock.now(), [
      { amount: 1, weight: 9, stock: null },
      { amount: 50, weight: 1, stock: 5 },
    ]);
    const updated = await admin('PUT', `/promotions/raffles/${raffle.id}`, {
      ...body,
      prizes: [{ ...body.prizes[1], id: raffle.prizes[1]!.id }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().value.prizes).toMatchObject([
      { amount: 50, stock: 5, active: true },
      { amount: 1, active: false },
    ]);
    const player = await createPlayer(t.app, db);
    await insertCreditedDeposit(db, player.id, 10_000n, hoursAgo(1));
    expect((await claim(player, raffle.id)).json().value.prize.amount).toBe(50);
    const draws = await admin('GET', `/promotions/raffles/${raffle.id}/draws?account=${player.account}`);
    expect(draws.json().value).toMatchObject({
      totalElements: 1,
      content: [{ account: player.account, amount: 50 }],
    });
    expect((await admin('DELETE', `/promotions/raffles/${raffle.id}`)).json().value).toEqual({
      deleted: false,
    });
    expect((await admin('GET', `/promotions/raffles/${raffle.id}`)).json().value.enabled).toBe(false);
    expect(await raffleOf(player, raffle.id)).toBeUndefined();
    expect(
      (await listAuditEntries(db, { target: `raffle:${raffle.id}` })).map((entry) => entry.action),
    ).toEqual(['promotions.raffle.disable', 'promotions.raffle.update', 'promotions.raffle.create']);
    const fresh = await createRaffle(raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }]));
    expect((await admin('DELETE', `/promotions/raffles/${fresh.id}`)).json().value).toEqual({
      deleted: true,
    });
    expect((await admin('GET', `/promotions/raffles/${fresh.id}`)).statusCode).toBe(404);
  });

  it('refuses bad raffles: window backwards, no prizes, negative weight, too many decimals', async () => {
    const good = raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }]);
    const bad = [
      { ...good, endsAt: good.startsAt },
      { ...good, prizes: [] },
      { ...good, prizes: [{ ...good.prizes[0], weight: -1 }] },
      { ...good, prizes: [{ ...good.prizes[0], amount: 1.005 }] },
      { ...good, rule: { ...good.rule, per: 0 } },
    ];
    for (const body of bad) {
      const reply = await admin('POST', '/promotions/raffles', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
