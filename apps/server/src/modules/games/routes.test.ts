import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import { bearer, createTestMember, login, PLAIN_PAYLOADS } from '../identity/testing';
import { recordPlay } from './repository';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ env: PLAIN_PAYLOADS }));
});

async function player() {
  const member = await createTestMember(db);
  const { token } = await login(app, { username: member.account, password: member.password });
  return { id: member.id, headers: bearer(token) };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
type Card = { nodeId: string; vassalage: string; gameType: string; displayName: string; isHot: number };

describe('catalogue reads', () => {
  it('menus follow the re-grouped lanes and carry the prize mode', async () => {
    const reply = await get('/lgw/games/game_menus');
    expect(reply.statusCode).toBe(200);
    const value = reply.json().value as { menus: { gameType: string }[]; prizeMode: string };
    expect(value.menus.map((menu) => menu.gameType)).toEqual([
      'RNG',
      'INHOUSE',
      'FISH',
      'LIVE',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
    ]);
    expect(value.prizeMode).toBe('ELOTT');
  });

  it('lanes: e-sports, cockfight and in-house vendors in their own lanes', async () => {
    const reply = await get('/wps/relay/GCSGAME_newGameVendor?platform=flash,html5-desktop&language=en');
    expect(reply.statusCode).toBe(200);
    const lanes = reply.json().value.data.lanes as { title: string; cards: Card[] }[];
    const vendorsOf = (title: string) => [
      ...new Set(lanes.find((l) => l.title === title)?.cards.map((c) => c.vassalage)),
    ];
    expect(vendorsOf('SPORTS')).toEqual(['SB1']);
    expect(vendorsOf('ESPORTS')).toEqual(['ESB1']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['DS88']);
    expect(vendorsOf('INHOUSE')).toEqual(['TA']);
    expect(vendorsOf('RNG')).not.toContain('TA');
    expect(lanes.find((l) => l.title === 'RNG')?.cards.length).toBeGreaterThanOrEqual(30);
    expect(lanes.find((l) => l.title === 'FISH')?.cards.length).toBeGreaterThanOrEqual(12);
    expect(lanes.find((l) => l.title === 'LIVE')?.cards.length).toBeGreaterThanOrEqual(12);
    expect(lanes.find((l) => l.title === 'PVP')?.cards.length).toBeGreaterThanOrEqual(8);
  });

  it('hot games in value.list, names in the language asked for', async () => {
    const es = (await get('/wps/relay/GCSGAME_hotGamesV2')).json().value.list as Card[];
    const en = (await get('/wps/relay/GCSGAME_hotGamesV2?language=en')).json().value.list as Card[];
    expect(es.length).toBeGreaterThan(0);
    expect(es.every((card) => card.isHot === 1)).toBe(true);
    expect(es.map((c) => c.nodeId)).toEqual(en.map((c) => c.nodeId));
    const live = es.find((card) => card.nodeId === 'LIVE1-LIVE001');
    expect(live?.displayName).toBe('Baccarat en Vivo');
    expect(en.find((card) => card.nodeId === 'LIVE1-LIVE001')?.displayName).toBe('Live Baccarat');
  });

  it('vendors by category', async () => {
    const reply = await get('/wps/relay/GCSGAME_getVassGameType?gameType=FISH');
    expect(reply.statusCode).toBe(200);
    expect((reply.json().value as { vassalage: string }[]).map((v) => v.vassalage)).toEqual([
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
    ]);
    expect((await get('/wps/relay/GCSGAME_getVassGameType?gameType=NOPE')).statusCode).toBe(400);
  });

  it('game list pages of 20 with totals, by vendor and by classify', async () => {
    const first = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&clientType=3&pageNo=1')).json().value;
    expect(first.content).toHaveLength(20);
    expect(first.totalElements).toBe(40);
    expect(first.totalPages).toBe(2);
    const second = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=20')).json().value;
    expect(second.pageNum).toBe(2);
    expect(second.content[0].nodeId).not.toBe(first.content[0].nodeId);
    const pg = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG')).json().value;
    expect(pg.content.map((c: Card) => c.vassalage)).toEqual(['PG', 'PG', 'PG', 'PG', 'PG']);
    const inhouse = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE')).json().value;
    expect(inhouse.totalElements).toBe(5);
    const hot = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=HOT')).json().value;
    expect(hot.content.every((c: Card) => c.isHot === 1)).toBe(true);
    const fresh = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=NEW')).json().value;
    expect(fresh.content.every((c: { isNew: boolean }) => c.isNew)).toBe(true);
  });

  it('refuses page size above the cap, malformed and unknown vassalage, unknown category', async () => {
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=21')).statusCode).toBe(400);
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=pg%3B')).statusCode).toBe(400);
    const unknown = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=CARDS')).statusCode).toBe(400);
  });

  it('FAV and RECENT lists need a session', async () => {
    for (const classify of ['FAV', 'RECENT']) {
      const reply = await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=${classify}`);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('NOT_LOGGED_IN');
    }
  });

  it('serves generated SVG art for each game, 404 for others', async () => {
    const reply = await get('/lgw/games/art/PG-RNG001.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.body).toMatch(/^<svg /);
    expect((await get('/lgw/games/art/NOPE-1.svg')).statusCode).toBe(404);
    expect((await get('/lgw/games/art/PG-RNG001.png')).statusCode).toBe(404);
    const card = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).json().value.content[0];
    expect(card.iconUrl).toBe(`/lgw/games/art/${card.nodeId}.svg?lang=es`);
    const english = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&language=en')).json()
      .value.content[0];
    expect(english.iconUrl).toBe(`/lgw/games/art/${card.nodeId}.svg?lang=en`);
    // The title on the art is the card's name in that language.
    expect((await get(card.iconUrl)).body).toContain(card.displayName.split(' ')[0]);
    expect((await get(english.iconUrl)).body).toContain(english.displayName.split(' ')[0]);
    expect(card.displayName).not.toBe(english.displayName);
  });
});

describe('favourites', () => {
  const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers, payload });
  const remove = (headers: Record<string, string>, nodeId: string) =>
    app.inject({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${nodeId}`, headers });
  const wait = () => new Promise((resolve) => setTimeout(resolve, 1050));

  it('need a session', async () => {
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList')).statusCode).toBe(401);
    expect((await add({}, { nodeId: 'PG-RNG001', vendor: 'PG', gameType: 'RNG' })).statusCode).toBe(401);
    expect((await remove({}, 'PG-RNG001')).statusCode).toBe(401);
  });

  it('adding twice keeps one row; list, ids, FAV classify and removal', async () => {
    const member = await player();
    const payload = { nodeId: 'PG-RNG001', vendor: 'PG', gameType: 'RNG' };
    expect((await add(member.headers, payload)).statusCode).toBe(200);
    await wait();
    expect((await add(member.headers, payload)).statusCode).toBe(200);
    const rows = await db.execute(
      sql`select count(*)::int as n from game_favourites where member_id = ${member.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', member.headers)).json().value).toEqual([
      'PG-RNG001',
    ]);
    const list = (await get('/wps/relay/MCSFE_getFavoriteGamesList', member.headers)).json().value;
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, pageSize: 999 });
    expect(list.content.map((c: Card) => c.nodeId)).toEqual(['PG-RNG001']);
    const fav = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=FAV', member.headers);
    expect(fav.json().value.content.map((c: Card) => c.nodeId)).toEqual(['PG-RNG001']);
    await wait();
    expect((await remove(member.headers, 'PG-RNG001')).statusCode).toBe(200);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', member.headers)).json().value).toEqual([]);
  });

  it('refuses a game that does not exist or of another vendor, and a malformed payload', async () => {
    const member = await player();
    const missing = await add(member.headers, { nodeId: 'PG-NOPE', vendor: 'PG', gameType: 'RNG' });
    expect(missing.statusCode).toBe(404);
    await wait();
    expect(
      (await add(member.headers, { nodeId: 'PG-RNG001', vendor: 'JDB', gameType: 'RNG' })).statusCode,
    ).toBe(404);
    expect(
      (await add(member.headers, { nodeId: 'PG-RNG001', vendor: 'pg!', gameType: 'RNG' })).statusCode,
    ).toBe(400);
    await wait();
    expect((await remove(member.headers, 'PG-NOPE')).statusCode).toBe(404);
  });

  it('toggles are throttled to one per 1000 ms per member', async () => {
    const member = await player();
    const other = await player();
    expect(
      (await add(member.headers, { nodeId: 'PG-RNG002', vendor: 'PG', gameType: 'RNG' })).statusCode,
    ).toBe(200);
    const again = await remove(member.headers, 'PG-RNG002');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('THROTTLED');
    expect(
      (await add(other.headers, { nodeId: 'PG-RNG002', vendor: 'PG', gameType: 'RNG' })).statusCode,
    ).toBe(200);
    await wait();
    expect((await remove(member.headers, 'PG-RNG002')).statusCode).toBe(200);
  });
});

describe('recent games', () => {
  it('lists the games played last, most recent first', async () => {
    const member = await player();
    expect((await get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
    await recordPlay(db, member.id, 'PG-RNG001', new Date('2026-01-01T00:00:00Z'));
    await recordPlay(db, member.id, 'LIVE1-LIVE001', new Date('2026-01-02T00:00:00Z'));
    const reply = await get('/wps/relay/GCS_recentGame?page=1&pageSize=20&clientType=3', member.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value.list.map((c: Card) => c.nodeId)).toEqual(['LIVE1-LIVE001', 'PG-RNG001']);
    const live = await get('/wps/relay/GCS_recentGame?gameType=LIVE', member.headers);
    expect(live.json().value.list.map((c: Card) => c.nodeId)).toEqual(['LIVE1-LIVE001']);
    const classify = await get(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=RECENT',
      member.headers,
    );
    expect(classify.json().value.content.map((c: Card) => c.nodeId)).toEqual(['PG-RNG001']);
    expect((await get('/wps/relay/GCS_recentGame?pageSize=21', member.headers)).statusCode).toBe(400);
  });
});

describe('catalogue cache', () => {
  it('serves cached reads until the catalogue changes through the service, then fresh ones', async () => {
    const hotIds = async () =>
      ((await get('/wps/relay/GCSGAME_hotGamesV2')).json().value.list as Card[]).map((c) => c.nodeId);
    const before = await hotIds();
    expect(before).not.toContain('PG-RNG003');
    // A write behind the service's back is not seen: the read comes from the cache.
    await db.execute(sql`update games set is_hot = true where node_id = 'PG-RNG004'`);
    expect(await hotIds()).not.toContain('PG-RNG004');
    const patch = await app.inject({
      method: 'PATCH',
      url: '/admin-api/games/games/PG-RNG003',
      headers: operatorHeaders,
      payload: { isHot: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().value.isHot).toBe(1);
    const after = await hotIds();
    expect(after).toContain('PG-RNG003');
    expect(after).toContain('PG-RNG004');
    const missing = await app.inject({
      method: 'PATCH',
      url: '/admin-api/games/games/PG-NOPE',
      headers: operatorHeaders,
      payload: { isHot: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
