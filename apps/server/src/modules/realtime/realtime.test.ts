import { CLOSE_CODES, MAX_FRAME_BYTES, RATE_LIMIT } from '@platform/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { getTestDatabase, operatorHeaders } from '../../test/app';
import { bearer, createTestMember, login, uniqueIp } from '../identity/testing';
import { DEMO_OPERATOR_PASSWORD } from '../operators/seed';
import { adjust } from '../wallet/testing';
import { connectAs, listeningApp, openSocket } from './testing';

let app: FastifyInstance;
let db: Db;
let url: string;

beforeAll(async () => {
  const database = await getTestDatabase();
  db = database.db;
  ({ app, url } = await listeningApp(database));
});

afterAll(async () => {
  await app?.close();
});

async function member(input: Parameters<typeof createTestMember>[1] = {}) {
  const row = await createTestMember(db, input);
  const { token } = await login(app, { username: row.account, password: row.password });
  return { ...row, token, headers: bearer(token) };
}

async function operatorToken(username: string) {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    payload: { username, password: DEMO_OPERATOR_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  return reply.json().value.token as string;
}

describe('/ws authentication', () => {
  it('no auth message in time: closed 4001 NOT_LOGGED_IN', async () => {
    const socket = await openSocket(url);
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.NOT_LOGGED_IN, reason: 'NOT_LOGGED_IN' });
  });

  it('an unknown token: closed 4001 NOT_LOGGED_IN, nothing else sent', async () => {
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token: 'x'.repeat(43) });
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.NOT_LOGGED_IN, reason: 'NOT_LOGGED_IN' });
    expect(socket.received).toEqual([]);
  });

  it('an ended session: closed 4002 SESSION_EXPIRED', async () => {
    const player = await member();
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: player.headers });
    const socket = await openSocket(url);
    socket.send({ type: 'auth', kind: 'member', token: player.token });
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.SESSION_EXPIRED, reason: 'SESSION_EXPIRED' });
  });

  it('anything but auth first: closed 4001', async () => {
    const socket = await openSocket(url);
    socket.send({ type: 'chat.history', roomId: '1' });
    expect((await socket.closed).code).toBe(CLOSE_CODES.NOT_LOGGED_IN);
  });

  it('a session that ends while connected is closed 4002 at the next check', async () => {
    const player = await member();
    const { socket } = await connectAs(url, 'member', player.token);
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: player.headers });
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.SESSION_EXPIRED, reason: 'SESSION_EXPIRED' });
  });

  it('operators: SUPPORT connects, FINANCE is refused 4003, a member token is not an operator token', async () => {
    const support = await connectAs(url, 'operator', await operatorToken('demo_support'));
    expect(support.hello).toMatchObject({
      kind: 'operator',
      operator: { username: 'demo_support', role: 'SUPPORT' },
    });
    support.socket.close();

    const finance = await openSocket(url);
    finance.send({ type: 'auth', kind: 'operator', token: await operatorToken('demo_finance') });
    expect(await finance.closed).toEqual({ code: CLOSE_CODES.FORBIDDEN, reason: 'OPERATOR_ROLE_FORBIDDEN' });

    const player = await member();
    const impostor = await openSocket(url);
    impostor.send({ type: 'auth', kind: 'operator', token: player.token });
    expect((await impostor.closed).code).toBe(CLOSE_CODES.NOT_LOGGED_IN);
  });
});

describe('/ws state and events', () => {
  it('hello carries the current balance and unread count (so a reconnect is current at once)', async () => {
    const player = await member();
    await adjust(app, player.account, 250.5);
    const { socket, hello } = await connectAs(url, 'member', player.token);
    expect(hello).toMatchObject({
      type: 'hello',
      kind: 'member',
      member: { id: player.id, account: player.account, isTrial: false },
      balance: {
        balance: 250.5,
        held: 0,
        available: 250.5,
        withdrawable: 250.5,
        currency: 'MXN',
        version: 1,
      },
    });
    expect(hello.unreadMessage).toEqual(expect.any(Number));
    socket.close();
  });

  it('a balance change reaches the member’s connections, and only theirs', async () => {
    const player = await member();
    const other = await member();
    const mine = await connectAs(url, 'member', player.token);
    const theirs = await connectAs(url, 'member', other.token);
    await adjust(app, player.account, 100);
    expect(await mine.socket.next('balance')).toMatchObject({ balance: 100, available: 100, version: 1 });
    await adjust(app, player.account, -40);
    expect(await mine.socket.next('balance')).toMatchObject({ balance: 60, available: 60, version: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.socket.received.filter((m) => m.type === 'balance')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('unread: a message to the member, and a segment message (count computed per member)', async () => {
    const player = await member();
    const agent = await member({ type: 1 });
    const { socket: playerSocket, hello: playerHello } = await connectAs(url, 'member', player.token);
    const { socket: agentSocket, hello: agentHello } = await connectAs(url, 'member', agent.token);
    // Seeded messages to everyone count too: the events carry the count after the new message.
    const playerBefore = playerHello.unreadMessage!;
    const agentBefore = agentHello.unreadMessage!;
    const sent = await app.inject({
      method: 'POST',
      url: '/admin-api/messaging/messages',
      headers: operatorHeaders,
      payload: {
        audience: { kind: 'member', account: player.account },
        title: { es: 'Hola' },
        content: { es: '<p>Bienvenido</p>' },
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(await playerSocket.next('unread')).toEqual({ type: 'unread', unreadMessage: playerBefore + 1 });

    const segment = await app.inject({
      method: 'POST',
      url: '/admin-api/messaging/messages',
      headers: operatorHeaders,
      payload: {
        audience: { kind: 'segment', memberTypes: [1] },
        title: { es: 'Agentes' },
        content: { es: '<p>Nuevo plan</p>' },
      },
    });
    expect(segment.statusCode).toBe(200);
    expect(await agentSocket.next('unread')).toEqual({ type: 'unread', unreadMessage: agentBefore + 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The player is not in the segment: no second unread event.
    expect(playerSocket.received.filter((m) => m.type === 'unread')).toHaveLength(1);
    playerSocket.close();
    agentSocket.close();
  });

  it('a published announcement reaches connected members', async () => {
    const player = await member();
    const { socket } = await connectAs(url, 'member', player.token);
    app.announcementEvents.publish([{ id: '999', execution: 'A', startsAt: null }]);
    expect(await socket.next('announcement')).toEqual({
      type: 'announcement',
      id: '999',
      execution: 'A',
      startsAt: null,
    });
    socket.close();
  });

  it('contract events (reserved) pushed through app.realtimeEvents reach the member', async () => {
    const player = await member();
    const { socket } = await connectAs(url, 'member', player.token);
    app.realtimeEvents.publish([
      {
        memberId: player.id,
        event: { type: 'contract', contractId: '7', contractType: 'DAILY', status: 'OFFERED' },
      },
    ]);
    expect(await socket.next('contract')).toMatchObject({ contractId: '7', status: 'OFFERED' });
    socket.close();
  });

  it('trial accounts connect for balance events; they have no unread count', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      remoteAddress: uniqueIp(),
    });
    const { socket, hello } = await connectAs(url, 'member', reply.json().value.token);
    expect(hello).toMatchObject({ member: { isTrial: true }, unreadMessage: null });
    expect(hello.balance?.withdrawable).toBe(0);
    socket.close();
  });
});

describe('/ws heartbeat and abuse', () => {
  it('ping is answered with pong', async () => {
    const player = await member();
    const { socket } = await connectAs(url, 'member', player.token);
    socket.send({ type: 'ping', id: 'p1' });
    expect(await socket.next('pong')).toEqual({ type: 'pong', id: 'p1' });
    socket.close();
  });

  it('a client that answers no protocol ping is dropped; one that answers stays', async () => {
    const player = await member();
    const dead = await openSocket(url, { autoPong: false });
    dead.send({ type: 'auth', token: player.token });
    await dead.next('hello');
    const alive = await connectAs(url, 'member', player.token);
    const { code } = await dead.closed;
    expect(code).toBe(1006); // terminated, no close frame
    expect(alive.socket.ws.readyState).toBe(alive.socket.ws.OPEN);
    alive.socket.close();
  });

  it('a flood is closed 1008 THROTTLED and the server keeps serving', async () => {
    const player = await member();
    const { socket } = await connectAs(url, 'member', player.token);
    for (let i = 0; i < RATE_LIMIT.burst * 5; i++) socket.send({ type: 'ping' });
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.POLICY_VIOLATION, reason: 'THROTTLED' });
    const again = await connectAs(url, 'member', player.token);
    expect(again.hello.type).toBe('hello');
    again.socket.close();
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
  });

  it('an oversized frame is closed 1009, before authentication too', async () => {
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token: 'a'.repeat(MAX_FRAME_BYTES) });
    expect((await socket.closed).code).toBe(CLOSE_CODES.MESSAGE_TOO_BIG);
  });

  it('malformed messages after auth get an error and the connection stays', async () => {
    const player = await member();
    const { socket } = await connectAs(url, 'member', player.token);
    socket.send('not json');
    expect(await socket.next('error')).toMatchObject({ code: 'BAD_REQUEST' });
    socket.send({ type: 'chat.send', roomId: '1', text: '   ', ref: 'r1' });
    expect(await socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED', ref: 'r1' });
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toBeTruthy();
    socket.close();
  });

  it('at most 10 connections per member; the next is closed 1008', async () => {
    const player = await member();
    const sockets = await Promise.all(
      Array.from({ length: 10 }, () => connectAs(url, 'member', player.token)),
    );
    const extra = await openSocket(url);
    extra.send({ type: 'auth', token: player.token });
    expect(await extra.closed).toEqual({
      code: CLOSE_CODES.POLICY_VIOLATION,
      reason: 'TOO_MANY_CONNECTIONS',
    });
    for (const { socket } of sockets) socket.close();
  });
});
