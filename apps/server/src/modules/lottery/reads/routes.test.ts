import { randomUUID } from 'node:crypto';
import type { TLotteryResult } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../wallet/testing';
import { DEFAULT_LOTTERY_SETTINGS } from '../settings';
import { lotteryTickets } from '../tables';
import {
  createFundedMember,
  createLotteryTestApp,
  createOpenDraw,
  type LotteryDrawRow,
  type LotteryTestApp,
} from '../testing';

/**
 * The lottery's player reads (issue 16; spec §7 "Lottery"): shapes, names in the request's language, the
 * seed never shown before a draw is drawn, unknown games and draws, visitors refused.
 */

let t: LotteryTestApp;
let player: TestPlayer;
let open: LotteryDrawRow;
let drawn: LotteryDrawRow;
const author = { actor: 'test', requestId: null };
const MINUTE = 60_000;

function get(url: string, who: Pick<TestPlayer, 'headers'> | null = player, lang = 'es') {
  return t.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), 'accept-language': lang } });
}

/** A draw of the game already drawn (status DRAWN, or SETTLED), with its result, `minutesAgo` before now. */
async function drawnDraw(gameCode: string, numero: string, result: TLotteryResult, minutesAgo: number) {
  const drawAt = new Date(t.clock.now().getTime() - minutesAgo * MINUTE);
  const row = await createOpenDraw(t.ctx, gameCode, {
    numero,
    status: 'DRAWN',
    opensAt: new Date(drawAt.getTime() - 5 * MINUTE),
    closesAt: new Date(drawAt.getTime() - 10_000),
    drawAt,
  });
  await t.db.execute(sql`update lottery_draws set result = ${JSON.stringify(result)}::jsonb,
    result_source = 'HOUSE', drawn_at = ${drawAt.toISOString()}::timestamptz where id = ${String(row.id)}::bigint`);
  return { ...row, result };
}

beforeAll(async () => {
  // Past the seeded draws of the test database (the snapshot's lottery days): this file's draws are the only
  // open ones and the newest drawn.
  t = await createLotteryTestApp({ at: new Date('2031-03-05T12:00:00Z') });
  player = await createFundedMember(t, 100);
  open = await createOpenDraw(t.ctx, 'VNFAST');
  drawn = await drawnDraw(
    'VNFAST',
    '20000101-0001',
    { kind: 'VN_FAST', prizes: { DB: ['12345'], G7: ['01', '02', '03', '45'] } },
    3,
  );
});
afterEach(async () => {
  await t.ctx.settings.update(DEFAULT_LOTTERY_SETTINGS, author);
});

describe('every lottery read needs a logged-in member', () => {
  it.each([
    '/wps/lottery/hall?gameCode=VNFAST',
    '/wps/lottery/tickets',
    '/wps/lottery/draws?gameCode=VNFAST',
    '/wps/lottery/draws/1',
    '/wps/lottery/stats?gameCode=VNFAST',
    '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB',
    '/lgw/vn/games/game_menu/recent',
    '/lgw/vn/numeros/opened/game?gameCode=VNFAST',
    '/lotto/lgw/games/opened/numero?gameCode=VNFAST',
  ])('%s: a visitor gets 401', async (url) => {
    const reply = await get(url, null);
    expect(reply.statusCode, reply.body).toBe(401);
  });

  it('every route is documented with a description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string; tags?: string[] }>>;
    };
    for (const path of [
      '/wps/lottery/hall',
      '/wps/lottery/tickets',
      '/wps/lottery/draws',
      '/wps/lottery/draws/{drawId}',
      '/wps/lottery/stats',
      '/lgw/vn/games/game_menu',
      '/lgw/vn/games/game_menu/recent',
      '/lgw/vn/numeros/opened/game',
      '/lotto/lgw/games/opened/numero',
    ]) {
      const operations = Object.values(doc.paths[path] ?? {});
      expect(operations.length, path).toBeGreaterThan(0);
      for (const operation of operations) expect(operation.description, path).toBeTruthy();
    }
  });
});

describe('the hall', () => {
  it('the game in the request’s language, the asked prize mode, open draws without seed, the latest with seed', async () => {
    const es = await get('/wps/lottery/hall?gameCode=VNFAST&prizeMode=ZY');
    expect(es.statusCode, es.body).toBe(200);
    const hall = es.json().value;
    expect(hall.game).toEqual({
      gameCode: 'VNFAST',
      vassalage: 'TCG_LOTTO_VN',
      name: 'Vietnam Rápida 1 min',
      kind: 'VN_FAST',
      cycleMinutes: 1,
      prizeModes: ['LOTT', 'ZY', 'ELOTT'],
    });
    expect(hall.prizeMode).toBe('ZY');
    expect(hall.unitPrice).toBe(1);
    expect(hall.betTypes.map((type: { betType: string }) => type.betType)).toContain('LO2');
    expect(hall.open.map((draw: { drawId: string }) => draw.drawId)).toContain(String(open.id));
    for (const draw of hall.open) {
      expect(draw.status).toBe('OPEN');
      expect(draw.seed).toBeNull();
      expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(hall.latest).toMatchObject({ drawId: String(drawn.id), seed: drawn.seed, result: drawn.result });
    expect(hall.serverTime).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(es.json())).not.toContain(open.seed!);

    const en = (await get('/wps/lottery/hall?gameCode=VNFAST&prizeMode=SEA', player, 'en')).json().value;
    expect(en.game.name).toBe('Vietnam Fast 1 min');
    // SEA is not a prize mode of this game: its first offered one.
    expect(en.prizeMode).toBe('LOTT');
  });

  it('a prize mode the brand stops offering falls back to the next one', async () => {
    await t.ctx.settings.update({ ...DEFAULT_LOTTERY_SETTINGS, prizeModes: ['ELOTT', 'SEA'] }, author);
    const hall = (await get('/wps/lottery/hall?gameCode=VNFAST&prizeMode=LOTT')).json().value;
    expect(hall.prizeMode).toBe('ELOTT');
    expect(hall.game.prizeModes).toEqual(['ELOTT']);
  });

  it('an unknown game: 404 LOTTERY_GAME_NOT_FOUND in the request’s language', async () => {
    const es = await get('/wps/lottery/hall?gameCode=NOPE');
    expect(es.statusCode).toBe(404);
    expect(es.json()).toMatchObject({ code: 'LOTTERY_GAME_NOT_FOUND', message: 'Esta lotería no existe.' });
    const en = await get('/wps/lottery/stats?gameCode=NOPE', player, 'en');
    expect(en.json()).toMatchObject({
      code: 'LOTTERY_GAME_NOT_FOUND',
      message: 'This lottery does not exist.',
    });
    for (const url of ['/wps/lottery/draws?gameCode=NOPE', '/lgw/vn/numeros/opened/game?gameCode=NOPE']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('draws', () => {
  it('the results list: drawn draws newest first with result and seed, never an open one', async () => {
    const reply = await get('/wps/lottery/draws?gameCode=VNFAST');
    expect(reply.statusCode, reply.body).toBe(200);
    const { list, total } = reply.json().value;
    expect(total).toBeGreaterThanOrEqual(list.length);
    expect(list[0].drawId).toBe(String(drawn.id));
    expect(list.map((draw: { drawId: string }) => draw.drawId)).toContain(String(drawn.id));
    expect(list.map((draw: { drawId: string }) => draw.drawId)).not.toContain(String(open.id));
    expect(list.find((draw: { drawId: string }) => draw.drawId === String(drawn.id))).toMatchObject({
      numero: '20000101-0001',
      status: 'DRAWN',
      seed: drawn.seed,
      resultSource: 'HOUSE',
    });
  });

  it('one draw: the seed only once drawn; unknown or malformed ids are 404', async () => {
    const one = (await get(`/wps/lottery/draws/${open.id}`)).json().value;
    expect(one).toMatchObject({
      drawId: String(open.id),
      status: 'OPEN',
      seed: null,
      seedHash: open.seedHash,
    });
    // A closed (not yet drawn) draw still hides its seed.
    const closed = await createOpenDraw(t.ctx, 'VNFAST', { numero: '20000101-0009', status: 'CLOSED' });
    expect((await get(`/wps/lottery/draws/${closed.id}`)).json().value.seed).toBeNull();
    expect((await get(`/wps/lottery/draws/${drawn.id}`)).json().value.seed).toBe(drawn.seed);
    for (const id of ['999999999', 'abc', '0', '-1']) {
      const reply = await get(`/wps/lottery/draws/${id}`, player, 'en');
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json()).toMatchObject({
        code: 'LOTTERY_DRAW_NOT_FOUND',
        message: 'The draw does not exist.',
      });
    }
  });

  it('the open draws of the spec’s two calls, soonest cut-off first, seed hidden', async () => {
    const later = await createOpenDraw(t.ctx, 'VNFAST', {
      numero: '29990101-0001',
      closesAt: new Date(open.closesAt.getTime() + 10 * MINUTE),
    });
    for (const url of [
      '/lgw/vn/numeros/opened/game?gameCode=VNFAST',
      '/lotto/lgw/games/opened/numero?gameCode=VNFAST',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, reply.body).toBe(200);
      const value = reply.json().value;
      expect(value.gameCode).toBe('VNFAST');
      expect(value.serverTime).toBe(t.clock.now().toISOString());
      expect(value.draws.map((draw: { drawId: string }) => draw.drawId)).toEqual([
        String(open.id),
        String(later.id),
      ]);
      expect(value.draws.every((draw: { seed: string | null }) => draw.seed === null)).toBe(true);
    }
    await t.db.execute(sql`update lottery_draws set status = 'VOID' where id = ${String(later.id)}::bigint`);
  });
});

describe('statistics', () => {
  it('hot and cold dice faces over the last 5 draws', async () => {
    // Newest first: [1,1,2], [3,4,5], [1,6,6], [2,2,2], [1,3,5]; one older draw [4,4,4] is out of the window.
    const faces = [
      [1, 1, 2],
      [3, 4, 5],
      [1, 6, 6],
      [2, 2, 2],
      [1, 3, 5],
      [4, 4, 4],
    ];
    for (const [index, values] of faces.entries()) {
      await drawnDraw(
        'LOTTK3',
        `20000101-${String(index + 1).padStart(4, '0')}`,
        { kind: 'DICE_3', values },
        3 * (index + 1),
      );
    }
    const reply = await get('/wps/lottery/stats?gameCode=LOTTK3&draws=5');
    expect(reply.statusCode, reply.body).toBe(200);
    // Counts: 1 → 2 + 1 + 1 = 4; 2 → 1 + 3 = 4; 3 → 2; 4 → 1; 5 → 2; 6 → 2.
    expect(reply.json().value).toEqual({
      draws: 5,
      hot: [
        { number: '1', count: 4 },
        { number: '2', count: 4 },
        { number: '3', count: 2 },
        { number: '5', count: 2 },
        { number: '6', count: 2 },
        { number: '4', count: 1 },
      ],
      // Fewest first; ties: the longest unseen first (6 last seen 2 draws ago, 3 and 5 one ago), then by number.
      cold: [
        { number: '4', count: 1, lastSeenDrawsAgo: 1 },
        { number: '6', count: 2, lastSeenDrawsAgo: 2 },
        { number: '3', count: 2, lastSeenDrawsAgo: 1 },
        { number: '5', count: 2, lastSeenDrawsAgo: 1 },
        { number: '1', count: 4, lastSeenDrawsAgo: 0 },
        { number: '2', count: 4, lastSeenDrawsAgo: 0 },
      ],
    });
  });

  it('two-digit endings for the Vietnamese games', async () => {
    // Four older draws without numbers, then the newest: 12345 → 45, G7 01 02 03 45: 45 twice, 01 02 03 once.
    for (const minutesAgo of [10, 11, 12, 13]) {
      await drawnDraw('VNFAST', `20000101-00${minutesAgo}`, { kind: 'VN_FAST', prizes: {} }, minutesAgo);
    }
    const value = (await get('/wps/lottery/stats?gameCode=VNFAST&draws=5')).json().value;
    expect(value.draws).toBe(5);
    expect(value.hot).toEqual([
      { number: '45', count: 2 },
      { number: '01', count: 1 },
      { number: '02', count: 1 },
      { number: '03', count: 1 },
    ]);
    expect(value.cold[0]).toEqual({ number: '00', count: 0, lastSeenDrawsAgo: null });
    expect(value.cold).toHaveLength(10);
  });
});

describe('the spec’s game menu and the member’s tickets', () => {
  it('the games of a prize mode by area, with the next cut-off', async () => {
    const sea = (await get('/lgw/vn/games/game_menu?prizeMode=SEA&device=WEB', player, 'en')).json().value;
    expect(sea.prizeMode).toBe('SEA');
    expect(sea.areas.map((area: { area: string }) => area.area)).toEqual(['VN', 'SEA', 'FAST']);
    expect(sea.areas[0].games).toEqual([]);
    expect(sea.areas[1].games.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'MAGNUM',
      'TOTO',
      'DAMACAI',
      'SG4D',
    ]);
    expect(sea.areas[1].games[3].name).toBe('Singapore 4D');

    const lott = (await get('/lgw/vn/games/game_menu?prizeMode=LOTT')).json().value;
    const vnFast = lott.areas[0].games.find((game: { gameCode: string }) => game.gameCode === 'VNFAST');
    expect(vnFast).toMatchObject({
      name: 'Vietnam Rápida 1 min',
      numero: open.numero,
      closesAt: open.closesAt.toISOString(),
    });
    expect(lott.areas[2].games.map((game: { gameCode: string }) => game.gameCode)).toContain('LOTT5D');
    expect(lott.areas[1].games).toEqual([]);
  });

  it('the member’s tickets, newest first, filtered; recent games from them', async () => {
    const member = await createFundedMember(t, 0);
    const ticket = (
      id: string,
      drawId: bigint,
      gameCode: string,
      placedAt: Date,
      status: 'PENDING' | 'WON' = 'PENDING',
    ) => ({
      id,
      drawId,
      memberId: member.id,
      vendor: gameCode === 'VNFAST' ? 'TCG_LOTTO_VN' : 'LOTT',
      gameCode,
      purchaseKey: 'fixture',
      prizeMode: 'LOTT',
      betType: 'LO2' as const,
      picks: ['07'],
      position: null,
      units: 2,
      unitPrice: 100n,
      cost: 5400n,
      potentialWin: 19920n,
      odds: [99600],
      status,
      win: status === 'WON' ? 19920n : 0n,
      placedAt,
    });
    const now = t.clock.now().getTime();
    const k3 = await createOpenDraw(t.ctx, 'LOTTK3');
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await t.db
      .insert(lotteryTickets)
      .values([
        ticket(a, open.id, 'VNFAST', new Date(now - 3 * MINUTE)),
        ticket(b, drawn.id, 'VNFAST', new Date(now - 2 * MINUTE), 'WON'),
        ticket(c, k3.id, 'LOTTK3', new Date(now - MINUTE)),
      ]);
    const all = (await get('/wps/lottery/tickets', member)).json().value;
    expect(all.total).toBe(3);
    expect(all.list.map((row: { ticketId: string }) => row.ticketId)).toEqual([c, b, a]);
    expect(all.list[1]).toMatchObject({
      drawId: String(drawn.id),
      numero: '20000101-0001',
      cost: 54,
      potentialWin: 199.2,
      win: 199.2,
      status: 'WON',
      position: null,
    });
    const won = (await get('/wps/lottery/tickets?status=WON', member)).json().value;
    expect(won.list.map((row: { ticketId: string }) => row.ticketId)).toEqual([b]);
    const byGame = (await get('/wps/lottery/tickets?gameCode=VNFAST&pageSize=1&pageNum=2', member)).json()
      .value;
    expect(byGame).toMatchObject({ total: 2, list: [{ ticketId: a }] });
    const byDraw = (await get(`/wps/lottery/tickets?drawId=${open.id}`, member)).json().value;
    expect(byDraw.list.map((row: { ticketId: string }) => row.ticketId)).toEqual([a]);
    expect((await get('/wps/lottery/tickets?drawId=abc', member)).json().value).toEqual({
      list: [],
      total: 0,
    });
    // Another member sees none of them.
    expect(
      (await get('/wps/lottery/tickets')).json().value.list.map((row: { ticketId: string }) => row.ticketId),
    ).not.toContain(a);

    const recent = (await get('/lgw/vn/games/game_menu/recent', member, 'en')).json().value;
    expect(recent.games.map((game: { gameCode: string }) => game.gameCode)).toEqual(['LOTTK3', 'VNFAST']);
    expect(recent.games[0]).toMatchObject({ name: 'K3 Dice every 3 min', numero: k3.numero });
  });
});
