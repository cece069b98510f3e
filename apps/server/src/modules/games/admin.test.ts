import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import { listAuditEntries } from '../system/repository';
import { uniqueIp } from '../identity/testing';

let app: FastifyInstance;
let db: Db;
let support: { authorization: string };

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    remoteAddress: uniqueIp(),
    payload: { username: 'demo_support', password: 'operador2026' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  support = { authorization: `Bearer ${reply.json().value.token}` };
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  headers: { authorization: string } = operatorHeaders,
) => app.inject({ method, url: `/admin-api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

type Lane = {
  title: string;
  cards: { nodeId: string; displayName: string; isHot: number; maintenance: boolean }[];
};
const lanes = async (language = 'es') =>
  (await app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_newGameVendor?language=${language}` })).json()
    .value.data.lanes as Lane[];
const card = async (nodeId: string, language = 'es') =>
  (await lanes(language)).flatMap((lane) => lane.cards).find((c) => c.nodeId === nodeId);

describe('operator catalogue API', () => {
  it('any role reads vendors and games; only ADMIN (or the key) changes them', async () => {
    const vendors = await call('GET', '/games/vendors', undefined, support);
    expect(vendors.statusCode).toBe(200);
    expect(vendors.json().value[0]).toMatchObject({
      code: 'PG',
      displayName: 'PG Soft',
      mode: 'seamless',
      games: 5,
    });
    expect((await call('GET', '/games/games?vendor=PT', undefined, support)).json().value).toHaveLength(5);
    const refused = await call('PATCH', '/games/vendors/PG', { maintenance: true }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect((await card('PG-RNG001'))?.maintenance).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/admin-api/games/vendors' })).statusCode).toBe(401);
  });

  it('a new vendor and its game appear in the lanes at once, audited', async () => {
    const vendor = await call('POST', '/games/vendors', {
      code: 'NEWV',
      displayName: 'Nuevo Proveedor',
      gameTypes: ['RNG'],
      sortOrder: 5,
      logoUrl: '/logos/newv.svg',
    });
    expect(vendor.statusCode, vendor.body).toBe(200);
    expect(vendor.json().value).toMatchObject({
      code: 'NEWV',
      mode: 'seamless',
      maintenance: false,
      games: 0,
    });
    const game = await call('POST', '/games/games', {
      vendor: 'NEWV',
      gameCode: 'SLOT1',
      gameType: 'RNG',
      names: { es: 'Mina de Plata', en: 'Silver Mine' },
      isHot: true,
    });
    expect(game.statusCode, game.body).toBe(200);
    expect(game.json().value).toMatchObject({
      nodeId: 'NEWV-SLOT1',
      iconUrl: '/lgw/games/art/NEWV-SLOT1.svg?lang=es',
      isHot: 1,
    });
    expect((await card('NEWV-SLOT1'))?.displayName).toBe('Mina de Plata');
    expect((await card('NEWV-SLOT1', 'en'))?.displayName).toBe('Silver Mine');
    // Sort order 5 puts the vendor before PG (10) in the RNG lane.
    expect((await lanes()).find((lane) => lane.title === 'RNG')?.cards[0]?.nodeId).toBe('NEWV-SLOT1');
    const hot = (await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2' })).json().value
      .list as { nodeId: string }[];
    expect(hot.map((c) => c.nodeId)).toContain('NEWV-SLOT1');

    const audit = await listAuditEntries(db, { target: 'game:NEWV-SLOT1' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'operator-key', action: 'games.game.create', before: null });
    expect((await listAuditEntries(db, { target: 'game-vendor:NEWV' }))[0]?.action).toBe(
      'games.vendor.create',
    );
  });

  it('changes of a game (names, hot flag, maintenance) and of a vendor show in the lanes at once', async () => {
    const changed = await call('PATCH', '/games/games/PG-RNG002', {
      names: { es: 'Fortuna Renovada', en: 'Renewed Fortune' },
      isHot: true,
      maintenance: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await card('PG-RNG002')).toMatchObject({
      displayName: 'Fortuna Renovada',
      isHot: 1,
      maintenance: true,
    });
    const audit = (await listAuditEntries(db, { target: 'game:PG-RNG002' }))[0];
    expect(audit).toMatchObject({ action: 'games.game.update' });
    expect(audit?.before).toMatchObject({ isHot: 0, gameMaintenance: false });
    expect(audit?.after).toMatchObject({ isHot: 1, gameMaintenance: true });

    await call('PATCH', '/games/vendors/JDB', { displayName: 'JDB Gaming', maintenance: true });
    expect((await card('JDB-RNG001'))?.maintenance).toBe(true);
    const menus = (await app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value.menus as {
      vendors: { vassalage: string; displayName: string }[];
    }[];
    expect(menus.flatMap((m) => m.vendors).find((v) => v.vassalage === 'JDB')?.displayName).toBe(
      'JDB Gaming',
    );
    expect((await listAuditEntries(db, { target: 'game-vendor:JDB' }))[0]).toMatchObject({
      action: 'games.vendor.update',
      before: expect.objectContaining({ displayName: 'JDB', maintenance: false }),
      after: expect.objectContaining({ displayName: 'JDB Gaming', maintenance: true }),
    });
  });

  it('a change leaves the fields it does not name as they were', async () => {
    const before = (await call('GET', '/games/games?vendor=PG'))
      .json()
      .value.find((g: { nodeId: string }) => g.nodeId === 'PG-RNG004');
    expect(before).toMatchObject({ isNew: true, isHot: 0 });
    const after = (await call('PATCH', '/games/games/PG-RNG004', { isHot: true })).json().value;
    expect(after).toEqual({ ...before, isHot: 1, updatedAt: after.updatedAt });
    const vendor = (await call('PATCH', '/games/vendors/CQ9', { sortOrder: 55 })).json().value;
    expect(vendor).toMatchObject({
      displayName: 'CQ9',
      gameTypes: ['RNG', 'FISH'],
      maintenance: false,
      sortOrder: 55,
    });
  });

  it.each([
    [
      'a taken vendor code',
      'POST',
      '/games/vendors',
      { code: 'PG', displayName: 'X', gameTypes: ['RNG'] },
      409,
    ],
    [
      'a malformed vendor code',
      'POST',
      '/games/vendors',
      { code: 'pg x', displayName: 'X', gameTypes: ['RNG'] },
      400,
    ],
    [
      'an unknown category',
      'POST',
      '/games/vendors',
      { code: 'ZZ', displayName: 'X', gameTypes: ['CARDS'] },
      400,
    ],
    [
      'a script logo URL',
      'POST',
      '/games/vendors',
      { code: 'ZZ', displayName: 'X', gameTypes: ['RNG'], logoUrl: 'javascript:alert(1)' },
      400,
    ],
    [
      'a game of an unknown vendor',
      'POST',
      '/games/games',
      { vendor: 'NOPE', gameCode: 'A', gameType: 'RNG', names: { es: 'a', en: 'a' } },
      404,
    ],
    [
      'a category the vendor does not serve',
      'POST',
      '/games/games',
      { vendor: 'PG', gameCode: 'F1', gameType: 'FISH', names: { es: 'a', en: 'a' } },
      400,
    ],
    [
      'a game code the vendor has',
      'POST',
      '/games/games',
      { vendor: 'PG', gameCode: 'RNG001', gameType: 'RNG', names: { es: 'a', en: 'a' } },
      409,
    ],
    [
      'a name missing its English',
      'POST',
      '/games/games',
      { vendor: 'PG', gameCode: 'N1', gameType: 'RNG', names: { es: 'a' } },
      400,
    ],
    ['an unknown platform', 'PATCH', '/games/games/PG-RNG001', { platforms: ['ios'] }, 400],
    ['an empty change', 'PATCH', '/games/games/PG-RNG001', {}, 400],
    ['an unknown game', 'PATCH', '/games/games/PG-NOPE', { isHot: true }, 404],
    [
      'removing a category the vendor’s games use',
      'PATCH',
      '/games/vendors/JDB',
      { gameTypes: ['RNG'] },
      400,
    ],
  ] as const)('refuses %s and changes nothing', async (_name, method, url, payload, status) => {
    const before = await lanes();
    const reply = await call(method, url, payload);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(await lanes()).toEqual(before);
  });
});
