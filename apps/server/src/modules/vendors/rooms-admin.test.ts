import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import { uniqueIp } from '../identity/testing';
import { DEMO_OPERATOR_PASSWORD } from '../operators/seed';
import { listAuditEntries } from '../system/repository';

let app: FastifyInstance;
let db: Db;
let admin: { authorization: string };
let support: { authorization: string };
let finance: { authorization: string };

async function operator(username: string) {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    remoteAddress: uniqueIp(),
    payload: { username, password: DEMO_OPERATOR_PASSWORD },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { authorization: `Bearer ${reply.json().value.token}` };
}

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  admin = await operator('demo_admin');
  support = await operator('demo_support');
  finance = await operator('demo_finance');
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: { authorization: string } = operatorHeaders,
) => app.inject({ method, url: `/admin-api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

type PlayerRoom = { roomId: string; roomName: string; baseBet: number; minBalance: number };
const playerRooms = async (query: string, language = 'es') =>
  (await app.inject({ method: 'GET', url: `/wps/relay/GLS2_roomList?${query}&language=${language}` })).json()
    .value.list as PlayerRoom[];
const operatorRooms = async () => (await call('GET', '/vendors/rooms')).json().value as unknown[];
const auditCount = async () => (await listAuditEntries(db, { limit: 500 })).length;

const newRoom = {
  vendor: 'PVP1',
  gameCode: 'PVP005',
  names: { es: 'Sala Nocturna', en: 'Night Room' },
  baseBet: 2.5,
  minBalance: 50,
  sortOrder: 9,
};

describe('operator API of the PVP rooms', () => {
  it('every operator role lists the rooms (by vendor and game); only ADMIN changes them', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin-api/vendors/rooms' })).statusCode).toBe(401);
    for (const headers of [support, finance, admin]) {
      const reply = await call('GET', '/vendors/rooms?vendor=PVP1&gameCode=PVP001', undefined, headers);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().value).toHaveLength(4);
    }
    const [first] = (await call('GET', '/vendors/rooms?vendor=PVP1&gameCode=PVP001')).json().value;
    expect(first).toEqual({
      roomId: 'PVP1-PVP001-novatos',
      nodeId: 'PVP1-PVP001',
      vendor: 'PVP1',
      gameCode: 'PVP001',
      gameName: 'Texas Hold’em',
      names: { es: 'Sala Novatos', en: 'Beginners Room' },
      baseBet: 1,
      minBalance: 20,
      sortOrder: 0,
      seats: 6,
    });
    expect((await call('GET', '/vendors/rooms?vendor=JL')).json().value).toHaveLength(6);
    expect((await call('GET', '/vendors/rooms?vendor=bad%20code')).statusCode).toBe(400);

    const before = await operatorRooms();
    const audits = await auditCount();
    for (const headers of [support, finance]) {
      for (const [method, url, payload] of [
        ['POST', '/vendors/rooms', newRoom],
        ['PATCH', '/vendors/rooms/PVP1-PVP001-novatos', { baseBet: 3 }],
        ['DELETE', '/vendors/rooms/PVP1-PVP001-novatos', undefined],
      ] as const) {
        const refused = await call(method, url, payload, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
      }
    }
    expect(await operatorRooms()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('a new room shows in GLS2_roomList at once, in each language, audited', async () => {
    const created = await call('POST', '/vendors/rooms', { ...newRoom, roomId: 'PVP1-PVP005-noche' }, admin);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({
      roomId: 'PVP1-PVP005-noche',
      nodeId: 'PVP1-PVP005',
      gameName: 'Dominó',
      seats: 6,
      baseBet: 2.5,
      minBalance: 50,
      sortOrder: 9,
    });
    const es = await playerRooms('vassalage=PVP1&gameCode=PVP005');
    expect(es.map((room) => room.roomName)).toEqual([
      'Sala Novatos',
      'Sala Clásica',
      'Sala Alta',
      'Sala VIP',
      'Sala Nocturna',
    ]);
    expect(es[4]).toMatchObject({ roomId: 'PVP1-PVP005-noche', baseBet: 2.5, minBalance: 50 });
    expect((await playerRooms('vassalage=PVP1&gameCode=PVP005', 'en'))[4]?.roomName).toBe('Night Room');

    const [audit] = await listAuditEntries(db, { target: 'pvp-room:PVP1-PVP005-noche' });
    expect(audit).toMatchObject({
      actor: 'operator:demo_admin',
      action: 'vendors.room.create',
      before: null,
    });
    expect(audit?.after).toMatchObject({ baseBet: 2.5, minBalance: 50 });

    // Without roomId the room gets one of its game.
    const generated = await call('POST', '/vendors/rooms', { ...newRoom, gameCode: 'PVP003' });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().value.roomId).toMatch(/^PVP1-PVP003-[0-9a-f]{8}$/);
  });

  it('a change shows in GLS2_roomList at once, audited with before and after; removal takes the room out', async () => {
    const changed = await call(
      'PATCH',
      '/vendors/rooms/PVP1-PVP004-clasica',
      {
        baseBet: 7.25,
        minBalance: 150,
        names: { es: 'Sala Dorada', en: 'Golden Room' },
        sortOrder: 0,
        seats: 4,
      },
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value).toMatchObject({ baseBet: 7.25, minBalance: 150, sortOrder: 0, seats: 4 });
    const rooms = await playerRooms('vassalage=PVP1&gameCode=PVP004');
    expect(rooms.map((room) => room.roomId)).toEqual([
      'PVP1-PVP004-clasica',
      'PVP1-PVP004-novatos',
      'PVP1-PVP004-alta',
      'PVP1-PVP004-vip',
    ]);
    expect(rooms[0]).toMatchObject({ roomName: 'Sala Dorada', baseBet: 7.25, minBalance: 150, seats: 4 });
    const [audit] = await listAuditEntries(db, { target: 'pvp-room:PVP1-PVP004-clasica' });
    expect(audit).toMatchObject({
      actor: 'operator:demo_admin',
      action: 'vendors.room.update',
      before: { baseBet: 5, minBalance: 100, names: { es: 'Sala Clásica' } },
      after: { baseBet: 7.25, minBalance: 150, names: { es: 'Sala Dorada' } },
    });

    // Only the fields sent change.
    const partial = await call('PATCH', '/vendors/rooms/PVP1-PVP004-clasica', { minBalance: 200 });
    expect(partial.json().value).toMatchObject({ baseBet: 7.25, minBalance: 200, sortOrder: 0 });

    const removed = await call('DELETE', '/vendors/rooms/PVP1-PVP004-vip', undefined, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await playerRooms('vassalage=PVP1&gameCode=PVP004')).map((room) => room.roomId)).not.toContain(
      'PVP1-PVP004-vip',
    );
    const [deleted] = await listAuditEntries(db, { target: 'pvp-room:PVP1-PVP004-vip' });
    expect(deleted).toMatchObject({ action: 'vendors.room.delete', after: null, before: { baseBet: 100 } });
    const again = await call('DELETE', '/vendors/rooms/PVP1-PVP004-vip');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('bad input is refused with the field named and changes nothing', async () => {
    const before = await operatorRooms();
    const player = await playerRooms('vassalage=PVP1');
    const audits = await auditCount();
    const refusals: [method: 'POST' | 'PATCH', url: string, body: object, status: number, field: string][] = [
      ['POST', '/vendors/rooms', { ...newRoom, vendor: 'NOPE' }, 404, 'vendor'],
      ['POST', '/vendors/rooms', { ...newRoom, gameCode: 'PVP999' }, 404, 'gameCode'],
      ['POST', '/vendors/rooms', { ...newRoom, vendor: 'PG', gameCode: 'RNG001' }, 400, 'gameCode'],
      ['POST', '/vendors/rooms', { ...newRoom, baseBet: -1 }, 400, 'baseBet'],
      ['POST', '/vendors/rooms', { ...newRoom, baseBet: 0 }, 400, 'baseBet'],
      ['POST', '/vendors/rooms', { ...newRoom, baseBet: 1.005 }, 400, 'baseBet'],
      ['POST', '/vendors/rooms', { ...newRoom, minBalance: 20.001 }, 400, 'minBalance'],
      ['POST', '/vendors/rooms', { ...newRoom, minBalance: 2 }, 400, 'minBalance'],
      ['POST', '/vendors/rooms', { ...newRoom, baseBet: 1e20, minBalance: 1e21 }, 400, 'baseBet'],
      ['POST', '/vendors/rooms', { ...newRoom, names: { es: 'Sala' } }, 400, 'names'],
      ['POST', '/vendors/rooms', { ...newRoom, roomId: 'PVP1-PVP001-vip' }, 409, 'roomId'],
      ['POST', '/vendors/rooms', { ...newRoom, roomId: 'no spaces' }, 400, 'roomId'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-vip', { baseBet: -5 }, 400, 'baseBet'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-vip', { minBalance: 99.999 }, 400, 'minBalance'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-vip', { minBalance: 50 }, 400, 'minBalance'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-vip', { baseBet: 5000 }, 400, 'minBalance'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-vip', { sortOrder: -1 }, 400, 'sortOrder'],
      ['POST', '/vendors/rooms', { ...newRoom, seats: 7 }, 400, 'seats'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-vip', { seats: 1 }, 400, 'seats'],
      ['PATCH', '/vendors/rooms/PVP1-PVP001-nope', { baseBet: 5 }, 404, 'roomId'],
    ];
    for (const [method, url, body, status, field] of refusals) {
      const reply = await call(method, url, body as Record<string, unknown>);
      expect(reply.statusCode, `${method} ${JSON.stringify(body)}: ${reply.body}`).toBe(status);
      expect(reply.json().code).toBe(
        status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED',
      );
      expect(JSON.stringify(reply.json().value?.fields ?? reply.json().message)).toContain(field);
    }
    const empty = await call('PATCH', '/vendors/rooms/PVP1-PVP001-vip', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');

    expect(await operatorRooms()).toEqual(before);
    expect(await playerRooms('vassalage=PVP1')).toEqual(player);
    expect(await auditCount()).toBe(audits);
  });
});
