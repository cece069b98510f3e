import type { TLotteryLine } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createPlayer, requestId, type TestPlayer } from '../../wallet/testing';
import { DEFAULT_LOTTERY_SETTINGS } from '../settings';
import {
  createFundedMember,
  createLotteryTestApp,
  createOpenDraw,
  type LotteryDrawRow,
  type LotteryTestApp,
} from '../testing';

/**
 * Buying tickets through POST /wps/lottery/tickets (issue 16): a lô on three numbers is three tickets and
 * three bet records of the vassalage; a retry moves nothing; every refusal stores nothing and answers in
 * the request's language; the per-number limits name the amount still accepted.
 */

let t: LotteryTestApp;
const author = { actor: 'test', requestId: null };

beforeAll(async () => {
  // Past the seeded draws of the test database (the snapshot's lottery days).
  t = await createLotteryTestApp({ at: new Date('2031-03-05T12:00:00Z') });
});
afterEach(async () => {
  await t.ctx.settings.update(DEFAULT_LOTTERY_SETTINGS, author);
});

type Body = { requestId?: string; drawId: string; prizeMode?: string; lines: Partial<TLotteryLine>[] };

function buy(player: Pick<TestPlayer, 'headers'> | null, body: Body, lang = 'es') {
  return t.app.inject({
    method: 'POST',
    url: '/wps/lottery/tickets',
    headers: { ...(player?.headers ?? {}), 'accept-language': lang },
    payload: { requestId: requestId('buy'), prizeMode: 'LOTT', ...body },
  });
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: string | number }>(query)).rows[0]!.n);

/** Nothing of the member's moved: no ticket, no bet record, no ledger movement, the balance as funded. */
async function expectNothingStored(player: TestPlayer, funded: number) {
  expect(
    await count(sql`select count(*) as n from lottery_tickets where member_id = ${player.id}::uuid`),
  ).toBe(0);
  expect(await count(sql`select count(*) as n from bet_records where member_id = ${player.id}::uuid`)).toBe(
    0,
  );
  expect(
    await count(sql`select count(*) as n from ledger_transactions where member_id = ${player.id}::uuid
      and kind <> 'MANUAL_ADJUSTMENT'`),
  ).toBe(0);
  expect((await balanceOf(t.app, player)).balance).toBe(funded);
}

let fastDraw: LotteryDrawRow;

describe('buying tickets', () => {
  beforeAll(async () => {
    fastDraw = await createOpenDraw(t.ctx, 'VNFAST');
  });

  it('a lô on three numbers is three tickets, three OPEN bet records of TCG_LOTTO_VN, the stake taken once', async () => {
    const player = await createFundedMember(t, 1000);
    const body = {
      requestId: requestId('lo'),
      drawId: String(fastDraw.id),
      lines: [{ betType: 'LO2' as const, picks: ['07', '23', '99'], units: 2 }],
    };
    const reply = await buy(player, body);
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json().value;
    // 3 tickets × 2 units × 27 (Miền Bắc-shaped lô multiplier) × 1.00 unit price = 162.00; 1000 − 162 = 838.
    expect(value.cost).toBe(162);
    expect(value.balance).toBe(838);
    expect(value.tickets).toHaveLength(3);
    expect(value.tickets.map((ticket: { picks: string[] }) => ticket.picks)).toEqual([
      ['07'],
      ['23'],
      ['99'],
    ]);
    for (const ticket of value.tickets) {
      expect(ticket).toMatchObject({
        drawId: String(fastDraw.id),
        gameCode: 'VNFAST',
        numero: fastDraw.numero,
        prizeMode: 'LOTT',
        betType: 'LO2',
        units: 2,
        cost: 54,
        status: 'PENDING',
        win: 0,
        settledAt: null,
      });
      expect(ticket.potentialWin).toBeGreaterThan(0);
    }
    expect((await balanceOf(t.app, player)).balance).toBe(838);
    const records = await t.db.execute<
      Record<string, unknown>
    >(sql`select vendor, transaction_uuid, game_code,
        game_type, round, status, bet_amount::text as bet from bet_records where member_id = ${player.id}::uuid
      order by transaction_uuid`);
    expect(records.rows).toEqual(
      [...value.tickets]
        .map((ticket: { ticketId: string }) => ticket.ticketId)
        .sort()
        .map((id: string) => ({
          vendor: 'TCG_LOTTO_VN',
          transaction_uuid: id,
          game_code: 'VNFAST',
          game_type: 'ELOTT',
          round: `VNFAST:${fastDraw.numero}`,
          status: 'OPEN',
          bet: '5400',
        })),
    );

    // The same requestId again: the same tickets, nothing moves.
    const again = await buy(player, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again
        .json()
        .value.tickets.map((ticket: { ticketId: string }) => ticket.ticketId)
        .sort(),
    ).toEqual(value.tickets.map((ticket: { ticketId: string }) => ticket.ticketId).sort());
    expect(again.json().value.balance).toBe(838);
    expect(await count(sql`select count(*) as n from bet_records where member_id = ${player.id}::uuid`)).toBe(
      3,
    );

    // Other content under the same requestId: 409 IDEMPOTENCY_CONFLICT, nothing moves.
    const other = await buy(player, { ...body, lines: [{ betType: 'LO2', picks: ['07'], units: 1 }] });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // After the draw closed, the retry still answers the first purchase.
    await t.db.execute(
      sql`update lottery_draws set status = 'CLOSED' where id = ${String(fastDraw.id)}::bigint`,
    );
    const late = await buy(player, body);
    await t.db.execute(
      sql`update lottery_draws set status = 'OPEN' where id = ${String(fastDraw.id)}::bigint`,
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().value.tickets).toHaveLength(3);
    expect((await balanceOf(t.app, player)).balance).toBe(838);
    expect(await count(sql`select count(*) as n from bet_records where member_id = ${player.id}::uuid`)).toBe(
      3,
    );

    // The play is recorded: the lottery's recent games and GCS_recentGame show it.
    const recent = await t.app.inject({
      method: 'GET',
      url: '/lgw/vn/games/game_menu/recent',
      headers: player.headers,
    });
    expect(recent.json().value.games[0]).toMatchObject({ gameCode: 'VNFAST', vassalage: 'TCG_LOTTO_VN' });
    const played = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame',
      headers: player.headers,
    });
    expect(played.json().value.list[0]).toMatchObject({ nodeId: 'TCG_LOTTO_VN-VNFAST' });
  });

  it('refuses every bad input with a message in the request’s language and stores nothing', async () => {
    const player = await createFundedMember(t, 100);
    const drawId = String(fastDraw.id);
    const closed = await createOpenDraw(t.ctx, 'VNFAST', { numero: '20000101-0001', status: 'CLOSED' });
    const cases: { body: Body; status: number; code: string; es: RegExp; en: RegExp }[] = [
      // Out of range, wrong length.
      {
        body: { drawId, lines: [{ betType: 'LO2', picks: ['100'], units: 1 }] },
        status: 400,
        code: 'LOTTERY_BET_INVALID',
        es: /^La apuesta no es válida/,
        en: /^The bet is not valid/,
      },
      {
        body: { drawId, lines: [{ betType: 'LO2', picks: ['7'], units: 1 }] },
        status: 400,
        code: 'LOTTERY_BET_INVALID',
        es: /^La apuesta no es válida/,
        en: /^The bet is not valid/,
      },
      // A xiên repeating a number.
      {
        body: { drawId, lines: [{ betType: 'XIEN2', picks: ['12', '12'], units: 1 }] },
        status: 400,
        code: 'LOTTERY_BET_INVALID',
        es: /^La apuesta no es válida/,
        en: /^The bet is not valid/,
      },
      // A bet type of another game.
      {
        body: { drawId, lines: [{ betType: 'K3_SUM', picks: ['10'], units: 1 }] },
        status: 400,
        code: 'LOTTERY_BET_INVALID',
        es: /^La apuesta no es válida/,
        en: /^The bet is not valid/,
      },
      // Zero and fractional units.
      {
        body: { drawId, lines: [{ betType: 'LO2', picks: ['12'], units: 0 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
        es: /^Revise los campos/,
        en: /^Please check the fields/,
      },
      {
        body: { drawId, lines: [{ betType: 'LO2', picks: ['12'], units: 1.5 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
        es: /^Revise los campos/,
        en: /^Please check the fields/,
      },
      // A closed draw, an unknown one, an id that is not a number.
      {
        body: { drawId: String(closed.id), lines: [{ betType: 'LO2', picks: ['12'], units: 1 }] },
        status: 409,
        code: 'LOTTERY_DRAW_CLOSED',
        es: /^Las ventas de este sorteo ya cerraron/,
        en: /^Sales for this draw have closed/,
      },
      {
        body: { drawId: '999999999', lines: [{ betType: 'LO2', picks: ['12'], units: 1 }] },
        status: 404,
        code: 'LOTTERY_DRAW_NOT_FOUND',
        es: /^El sorteo no existe/,
        en: /^The draw does not exist/,
      },
      {
        body: { drawId: 'abc', lines: [{ betType: 'LO2', picks: ['12'], units: 1 }] },
        status: 404,
        code: 'LOTTERY_DRAW_NOT_FOUND',
        es: /^El sorteo no existe/,
        en: /^The draw does not exist/,
      },
      // A prize mode the game does not have (SEA is 4D's).
      {
        body: { drawId, prizeMode: 'SEA', lines: [{ betType: 'LO2', picks: ['12'], units: 1 }] },
        status: 400,
        code: 'LOTTERY_PRIZE_MODE_NOT_OFFERED',
        es: /^Este modo de premios no está disponible/,
        en: /^This prize mode is not available/,
      },
    ];
    for (const { body, status, code, es, en } of cases) {
      for (const [lang, message] of [
        ['es', es],
        ['en', en],
      ] as const) {
        const reply = await buy(player, body, lang);
        expect(reply.statusCode, `${JSON.stringify(body)} ${reply.body}`).toBe(status);
        expect(reply.json()).toMatchObject({ success: false, code });
        expect(reply.json().message, reply.body).toMatch(message);
      }
    }
    await expectNothingStored(player, 100);
  });

  it('refuses a prize mode the brand does not offer', async () => {
    const player = await createFundedMember(t, 100);
    await t.ctx.settings.update(
      { ...DEFAULT_LOTTERY_SETTINGS, prizeModes: ['LOTT', 'ELOTT', 'SEA'] },
      author,
    );
    const body = {
      drawId: String(fastDraw.id),
      prizeMode: 'ZY',
      lines: [{ betType: 'LO2' as const, picks: ['12'], units: 1 }],
    };
    const reply = await buy(player, body, 'en');
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'LOTTERY_PRIZE_MODE_NOT_OFFERED',
      message: 'This prize mode is not available.',
    });
    await expectNothingStored(player, 100);
  });

  it('the stake limit per number names the stake still accepted, in the request’s language', async () => {
    const draw = await createOpenDraw(t.ctx, 'VNFAST', {
      numero: '20000101-0002',
      closesAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    await t.ctx.settings.update({ ...DEFAULT_LOTTERY_SETTINGS, maxStakePerNumber: 100 }, author);
    const player = await createFundedMember(t, 1000);
    // 3 units × 27 × 1.00 = 81.00 on 07: within 100.00.
    const first = await buy(player, {
      drawId: String(draw.id),
      lines: [{ betType: 'LO2', picks: ['07'], units: 3 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    // 1 more unit: 81 + 27 = 108.00 > 100.00; still accepted on 07: 100 − 81 = 19.00.
    const line = {
      drawId: String(draw.id),
      lines: [{ betType: 'LO2' as const, picks: ['07', '08'], units: 1 }],
    };
    const es = await buy(player, line, 'es');
    expect(es.statusCode, es.body).toBe(409);
    expect(es.json()).toMatchObject({ code: 'LOTTERY_STAKE_LIMIT', value: { accepted: 19 } });
    expect(es.json().message).toContain('19,00');
    const en = await buy(player, line, 'en');
    expect(en.json().message).toContain('19.00');
    // Nothing of the refused purchase: 08 has no exposure, 07 still 81.00, one ticket, balance 919.
    const exposure = await t.db.execute(sql`select number, stake::text as stake from lottery_exposure
      where draw_id = ${String(draw.id)}::bigint order by number`);
    expect(exposure.rows).toEqual([{ number: '07', stake: '8100' }]);
    expect((await balanceOf(t.app, player)).balance).toBe(919);
    expect(
      await count(sql`select count(*) as n from lottery_tickets where member_id = ${player.id}::uuid`),
    ).toBe(1);
  });

  it('the payout limit per number names the largest stake still accepted', async () => {
    const draw = await createOpenDraw(t.ctx, 'VNFAST', {
      numero: '20000101-0003',
      closesAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    await t.ctx.settings.update({ ...DEFAULT_LOTTERY_SETTINGS, maxPayoutPerNumber: 500 }, author);
    const player = await createFundedMember(t, 1000);
    // Đề on 15: one occurrence at most, pays 99 per unit. 4 units: 396.00 of 500.00.
    const first = await buy(player, {
      drawId: String(draw.id),
      lines: [{ betType: 'DE', picks: ['15'], units: 4 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    // 2 more units would pay 594.00 > 500.00. Room 104.00; stake 2.00 pays 198.00: 104 × 2 / 198 = 1.0505… → 1.05.
    const reply = await buy(
      player,
      { drawId: String(draw.id), lines: [{ betType: 'DE', picks: ['15'], units: 2 }] },
      'en',
    );
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'LOTTERY_PAYOUT_LIMIT', value: { accepted: 1.05 } });
    expect(reply.json().message).toContain('1.05');
    expect((await balanceOf(t.app, player)).balance).toBe(996);
  });

  it('a purchase at closes_at − 1 ms is accepted, at closes_at refused', async () => {
    const closesAt = new Date(t.clock.now().getTime() + 60_000);
    const draw = await createOpenDraw(t.ctx, 'VNFAST', { numero: '20000101-0004', closesAt });
    const player = await createFundedMember(t, 100);
    const line = (drawId: string) => ({
      drawId,
      lines: [{ betType: 'DE' as const, picks: ['01'], units: 1 }],
    });
    t.clock.set(new Date(closesAt.getTime() - 1));
    const before = await buy(player, line(String(draw.id)));
    t.clock.set(closesAt);
    const at = await buy(player, line(String(draw.id)), 'en');
    t.clock.set(new Date(closesAt.getTime() - 60_000));
    expect(before.statusCode, before.body).toBe(200);
    expect(at.statusCode, at.body).toBe(409);
    expect(at.json()).toMatchObject({ code: 'LOTTERY_DRAW_CLOSED' });
    expect(
      await count(sql`select count(*) as n from lottery_tickets where member_id = ${player.id}::uuid`),
    ).toBe(1);
  });

  it('a draw created ahead takes no ticket before it opens: 409 LOTTERY_DRAW_NOT_OPEN, nothing stored', async () => {
    const now = t.clock.now().getTime();
    const draw = await createOpenDraw(t.ctx, 'VNFAST', {
      numero: '20000101-0005',
      opensAt: new Date(now + 60_000),
      closesAt: new Date(now + 110_000),
      drawAt: new Date(now + 120_000),
    });
    const player = await createFundedMember(t, 100);
    const reply = await buy(player, {
      drawId: String(draw.id),
      lines: [{ betType: 'DE', picks: ['01'], units: 1 }],
    });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'LOTTERY_DRAW_NOT_OPEN',
      message: 'Este sorteo todavía no está a la venta. Elija el sorteo en curso.',
    });
    await expectNothingStored(player, 100);
  });

  it('a game under maintenance sells nothing: 503 GAME_MAINTENANCE', async () => {
    const player = await createFundedMember(t, 100);
    await t.db.execute(sql`update games set maintenance = true where node_id = 'TCG_LOTTO_VN-VNFAST'`);
    const reply = await buy(player, {
      drawId: String(fastDraw.id),
      lines: [{ betType: 'LO2', picks: ['12'], units: 1 }],
    });
    await t.db.execute(sql`update games set maintenance = false where node_id = 'TCG_LOTTO_VN-VNFAST'`);
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.json().code).toBe('GAME_MAINTENANCE');
    await expectNothingStored(player, 100);
  });

  it('a visitor gets 401 and a trial account 403 TRIAL_FORBIDDEN', async () => {
    const body = {
      drawId: String(fastDraw.id),
      lines: [{ betType: 'LO2' as const, picks: ['12'], units: 1 }],
    };
    const visitor = await buy(null, body);
    expect(visitor.statusCode).toBe(401);
    const trial = await createPlayer(t.app, t.db, { type: 4, paymentPassword: null });
    const reply = await buy(trial, body);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('TRIAL_FORBIDDEN');
    expect(
      await count(sql`select count(*) as n from lottery_tickets where member_id = ${trial.id}::uuid`),
    ).toBe(0);
  });
});
