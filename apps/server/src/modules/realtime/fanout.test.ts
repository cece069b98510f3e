import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { openTestFilePool, operatorHeaders, TEST_OPERATOR_API_KEY } from '../../test/app';
import { bearer, createTestMember, login } from '../identity/testing';
import { adjust } from '../wallet/testing';
import { connectAs, listeningApp } from './testing';

/**
 * Two server processes on one PostgreSQL: two apps, each with its own pool and its own LISTEN
 * connection. What happens through A reaches a WebSocket client connected to B (NOTIFY fan-out).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('/ws fan-out across processes (PostgreSQL)', () => {
  const pools: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlB: string;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) pools.push(await openTestFilePool(4));
    ({ app: a } = await listeningApp(pools[0]!));
    ({ app: b, url: urlB } = await listeningApp(pools[1]!));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const pool of pools) await pool.close();
  });
  it('a balance change made through A reaches the member’s socket on B, once', async () => {
    const row = await createTestMember(pools[0]!.db);
    const { token } = await login(a, { username: row.account, password: row.password });
    const { socket } = await connectAs(urlB, 'member', token);
    await adjust(a, row.account, 321.25);
    expect(await socket.next('balance')).toMatchObject({ balance: 321.25, available: 321.25, version: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.received.filter((m) => m.type === 'balance')).toHaveLength(1);
    socket.close();
  });

  it('an inbox message sent through A updates the unread count on B (member and "all" messages)', async () => {
    const row = await createTestMember(pools[0]!.db);
    const { token } = await login(a, { username: row.account, password: row.password });
    const { socket, hello } = await connectAs(urlB, 'member', token);
    const before = hello.unreadMessage!;
    const direct = await a.inject({
      method: 'POST',
      url: '/admin-api/messaging/messages',
      headers: operatorHeaders,
      payload: {
        audience: { kind: 'member', account: row.account },
        title: { es: 'Hola' },
        content: { es: '<p>1</p>' },
      },
    });
    expect(direct.statusCode).toBe(200);
    expect(await socket.next('unread')).toEqual({ type: 'unread', unreadMessage: before + 1 });
    const all = await a.inject({
      method: 'POST',
      url: '/admin-api/messaging/messages',
      headers: operatorHeaders,
      payload: { audience: { kind: 'all' }, title: { es: 'A todos' }, content: { es: '<p>2</p>' } },
    });
    expect(all.statusCode).toBe(200);
    expect(await socket.next('unread')).toEqual({ type: 'unread', unreadMessage: before + 2 });
    socket.close();
  });

  it('a chat message sent through B reaches the operator console on A, and the reply through A the member on B', async () => {
    const row = await createTestMember(pools[0]!.db);
    const { token } = await login(b, { username: row.account, password: row.password });
    const launched = await b.inject({
      method: 'GET',
      url: '/wps/relay/CBS_launchChat',
      headers: bearer(token),
    });
    const { chatUrl, roomId } = launched.json().value;
    const address = a.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const console = await connectAs(`ws://127.0.0.1:${address.port}/ws`, 'operator', TEST_OPERATOR_API_KEY);
    const chat = await connectAs(urlB, 'chat', chatUrl.split('#t=')[1]);
    chat.socket.send({ type: 'chat.send', text: 'Hola desde B', ref: 'b1' });
    await console.socket.until(
      'chat.message',
      (m) => m.message.text === 'Hola desde B' && m.message.roomId === roomId,
    );
    const reply = await a.inject({
      method: 'POST',
      url: `/admin-api/chat/rooms/${roomId}/messages`,
      headers: operatorHeaders,
      payload: { text: 'Respuesta desde A' },
    });
    expect(reply.statusCode).toBe(200);
    await chat.socket.until('chat.message', (m) => m.message.text === 'Respuesta desde A');
    chat.socket.close();
    console.socket.close();
  });

  it('a crash round opened by A’s job reaches the followers of topic crash on B, once', async () => {
    const row = await createTestMember(pools[0]!.db);
    const { token } = await login(b, { username: row.account, password: row.password });
    const { socket } = await connectAs(urlB, 'member', token);
    socket.send({ type: 'game.subscribe', topic: 'crash' });
    await socket.next('game.subscribed');
    const job = a.scheduledJobs.find((candidate) => candidate.name === 'house-crash')!;
    await job.run(new Date());
    const opened = await socket.next('crash');
    expect(opened.event).toMatchObject({
      kind: 'round',
      round: { status: 'BETTING', crashPoint: null, hash: null },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.received.filter((m) => m.type === 'crash')).toHaveLength(1);
    socket.close();
  });
});
