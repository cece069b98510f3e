import { runInNewContext } from 'node:vm';
import { CHAT_MESSAGE_MAX_LENGTH } from '@platform/contracts/chat';
import { CLOSE_CODES } from '@platform/contracts/realtime';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { getTestDatabase, operatorHeaders } from '../../test/app';
import { bearer, createTestMember, login, uniqueIp } from '../identity/testing';
import { DEMO_OPERATOR_PASSWORD } from '../operators/seed';
import { connectAs, listeningApp, openSocket } from '../realtime/testing';
import { listAuditEntries } from '../system/repository';
import { FORMAT_TIME_SCRIPT, type ChatPageZone } from './page';
import { chatMessages } from './tables';

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

async function member() {
  const row = await createTestMember(db);
  const { token } = await login(app, { username: row.account, password: row.password });
  return { ...row, token, headers: bearer(token) };
}

async function operator(username: string) {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    payload: { username, password: DEMO_OPERATOR_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  return reply.json().value.token as string;
}

async function launch(headers: Record<string, string>, query = '') {
  return app.inject({ method: 'GET', url: `/wps/relay/CBS_launchChat${query}`, headers });
}

const chatToken = (chatUrl: string) => new URL(chatUrl, 'http://site').hash.replace(/^#t=/, '');
const messageCount = async (roomId: string) =>
  (
    await db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, BigInt(roomId)))
  )[0]!.n;

describe('CBS_modelList and CBS_launchChat', () => {
  it('lists the chat models in the request language', async () => {
    const es = await app.inject({ method: 'GET', url: '/wps/relay/CBS_modelList' });
    expect(es.statusCode).toBe(200);
    expect(es.json().value.list.map((m: { name: string }) => m.name)).toEqual([
      'Soporte general',
      'Depósitos y retiros',
      'Cuenta y seguridad',
    ]);
    const en = await app.inject({ method: 'GET', url: '/wps/relay/CBS_modelList?lang=en' });
    expect(en.json().value.list[1]).toMatchObject({ code: 'PAYMENTS', name: 'Deposits and withdrawals' });
  });

  it('visitors get 401; an unknown model 400 naming it; a member gets a chatUrl whose token is in the fragment', async () => {
    expect((await launch({})).statusCode).toBe(401);
    const player = await member();
    const unknown = await launch(player.headers, '?model=NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('model');

    const first = await launch(player.headers, '?model=PAYMENTS');
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value.chatUrl).toMatch(new RegExp(`^/chat/${value.roomId}\\?lang=es#t=[A-Za-z0-9_-]{43}$`));
    expect(value.model).toBe('PAYMENTS');
    // Launching again continues the same open conversation, with a new token.
    const second = (await launch(player.headers, '?model=PAYMENTS')).json().value;
    expect(second.roomId).toBe(value.roomId);
    expect(chatToken(second.chatUrl)).not.toBe(chatToken(value.chatUrl));
  });

  it('the chat page is self-contained HTML under a nonce CSP, with no token in it', async () => {
    const player = await member();
    const { chatUrl, roomId } = (await launch(player.headers)).json().value;
    const page = await app.inject({ method: 'GET', url: chatUrl.split('#')[0] });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.body).toContain('Escriba su mensaje');
    expect(page.body).toContain(`"roomId":"${roomId}"`);
    expect(page.body).not.toContain(chatToken(chatUrl));
    expect((await app.inject({ method: 'GET', url: '/chat/abc' })).statusCode).toBe(400);
  });

  it('the chat page dates messages in the brand’s time zone (dd/MM/yyyy, HH:mm in Spanish)', async () => {
    const player = await member();
    const { chatUrl } = (await launch(player.headers)).json().value;
    const pageZone = async () => {
      const body = (await app.inject({ method: 'GET', url: chatUrl.split('#')[0] })).body;
      return JSON.parse(/"zone":(\{[^}]*\})/.exec(body)![1]!) as ChatPageZone;
    };
    expect(await pageZone()).toEqual({ timeZone: 'America/Mexico_City', utcOffsetMinutes: -360 });

    // The page's own formatter: 18:24 UTC is 12:24 in Mexico City, whatever the browser's zone.
    const fmt = (iso: string, locale: string, zone: ChatPageZone | null) =>
      runInNewContext(`${FORMAT_TIME_SCRIPT}; fmtTime(iso, locale, zone)`, { iso, locale, zone }) as string;
    const mexico = { timeZone: 'America/Mexico_City', utcOffsetMinutes: -360 };
    expect(fmt('2025-03-01T18:24:00.000Z', 'es', mexico)).toBe('01/03/2025, 12:24');
    expect(fmt('2025-03-01T05:10:00.000Z', 'es', mexico)).toBe('28/02/2025, 23:10');
    expect(fmt('2025-03-01T18:24:00.000Z', 'en', mexico)).toBe('03/01/2025, 12:24');
    // A zone the browser does not know: the brand's offset instead.
    expect(
      fmt('2025-03-01T18:24:00.000Z', 'es', { timeZone: 'Nowhere/Unknown', utcOffsetMinutes: -360 }),
    ).toBe('01/03/2025, 12:24');
    expect(fmt('not a time', 'es', mexico)).toBe('');

    // The brand's zone, not a fixed one: a changed brand shows at once.
    const brandUrl = '/admin-api/system/brand';
    const stored = (await app.inject({ method: 'GET', url: brandUrl, headers: operatorHeaders })).json()
      .value;
    const brand = (timeZone: string) =>
      app.inject({
        method: 'PUT',
        url: brandUrl,
        headers: operatorHeaders,
        payload: { ...stored, timeZone },
      });
    expect((await brand('Asia/Tokyo')).statusCode).toBe(200);
    try {
      expect(await pageZone()).toEqual({ timeZone: 'Asia/Tokyo', utcOffsetMinutes: 540 });
    } finally {
      expect((await brand(stored.timeZone)).statusCode).toBe(200);
    }
  });
});

describe('live chat over /ws', () => {
  it('member ↔ operator round trip, stored with history, operator reply live on the chat page', async () => {
    const player = await member();
    const { chatUrl, roomId } = (await launch(player.headers, '?model=SUPPORT')).json().value;
    const chat = await connectAs(url, 'chat', chatToken(chatUrl));
    expect(chat.hello).toMatchObject({
      kind: 'chat',
      room: {
        id: roomId,
        model: 'SUPPORT',
        modelName: 'Soporte general',
        status: 'OPEN',
        account: player.account,
      },
    });
    const console = await connectAs(url, 'operator', await operator('demo_support'));

    // The welcome note is the first message of the history.
    chat.socket.send({ type: 'chat.history', ref: 'h' });
    const history = await chat.socket.next('chat.history');
    expect(history.messages).toHaveLength(1);
    expect(history.messages[0]).toMatchObject({
      sender: 'SYSTEM',
      text: expect.stringContaining('Soporte general'),
    });

    // Member → operator: ack to the sender, live to the console; text escaped by nobody, stored as plain text.
    chat.socket.send({ type: 'chat.send', text: '  Hola, <b>no</b> llegó mi depósito\u0007  ', ref: 'm1' });
    const ack = await chat.socket.next('chat.ack');
    expect(ack).toMatchObject({
      ref: 'm1',
      message: { sender: 'MEMBER', text: 'Hola, <b>no</b> llegó mi depósito' },
    });
    const seen = await console.socket.until('chat.message', (m) => m.message.id === ack.message.id);
    expect(seen.message.roomId).toBe(roomId);
    const roomUpdate = await console.socket.until(
      'chat.room',
      (m) => m.room.id === roomId && m.room.awaitingReply,
    );
    expect(roomUpdate.room.lastMessagePreview).toBe('Hola, <b>no</b> llegó mi depósito');

    // The room waits for an answer at the top of the open list.
    const list = await app.inject({
      method: 'GET',
      url: '/admin-api/chat/rooms',
      headers: bearer(await operator('demo_support')),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().value.content[0]).toMatchObject({ id: roomId, awaitingReply: true });

    // Operator → member through the HTTP API (audited): the chat page gets it live.
    const supportToken = await operator('demo_support');
    const reply = await app.inject({
      method: 'POST',
      url: `/admin-api/chat/rooms/${roomId}/messages`,
      headers: bearer(supportToken),
      payload: { text: 'Con gusto lo reviso. ¿Monto y fecha?' },
    });
    expect(reply.json()).toMatchObject({ success: true });
    const live = await chat.socket.until('chat.message', (m) => m.message.sender === 'OPERATOR');
    expect(live.message).toMatchObject({
      text: 'Con gusto lo reviso. ¿Monto y fecha?',
      senderName: 'demo_support',
    });
    const [audit] = await listAuditEntries(db, { target: `chat:${roomId}`, limit: 1 });
    expect(audit).toMatchObject({ actor: 'operator:demo_support', action: 'chat.reply' });

    // Operator → member over the console's socket.
    console.socket.send({ type: 'chat.send', roomId, text: 'Sigo aquí.', ref: 'o1' });
    expect(await console.socket.next('chat.ack')).toMatchObject({
      ref: 'o1',
      message: { sender: 'OPERATOR' },
    });
    await chat.socket.until('chat.message', (m) => m.message.text === 'Sigo aquí.');

    // The member's site connection sees the conversation too.
    const site = await connectAs(url, 'member', player.token);
    site.socket.send({ type: 'chat.send', roomId, text: 'Gracias', ref: 's1' });
    await site.socket.next('chat.ack');
    await chat.socket.until('chat.message', (m) => m.message.text === 'Gracias');

    // History paging, oldest first.
    const page1 = await app.inject({
      method: 'GET',
      url: `/admin-api/chat/rooms/${roomId}/messages?limit=2`,
      headers: bearer(supportToken),
    });
    const value = page1.json().value;
    expect(value.messages.map((m: { text: string }) => m.text)).toEqual(['Sigo aquí.', 'Gracias']);
    expect(value.hasMore).toBe(true);
    const page2 = await app.inject({
      method: 'GET',
      url: `/admin-api/chat/rooms/${roomId}/messages?limit=10&before=${value.messages[0].id}`,
      headers: bearer(supportToken),
    });
    expect(page2.json().value.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'SYSTEM',
      'MEMBER',
      'OPERATOR',
    ]);
    expect(page2.json().value.hasMore).toBe(false);
    for (const socket of [chat.socket, console.socket, site.socket]) socket.close();
  });

  it('bad messages are refused with an error and store nothing', async () => {
    const player = await member();
    const other = await member();
    const { chatUrl, roomId } = (await launch(player.headers)).json().value;
    const theirs = (await launch(other.headers)).json().value.roomId as string;
    const chat = await connectAs(url, 'chat', chatToken(chatUrl));
    const before = await messageCount(roomId);

    chat.socket.send({ type: 'chat.send', text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), ref: 'long' });
    expect(await chat.socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED', ref: 'long' });
    chat.socket.send({ type: 'chat.send', text: '\u0000\u0001 \n ', ref: 'blank' });
    expect(await chat.socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED', ref: 'blank' });
    // A chat window reaches only its own room; a member's site connection never another member's.
    chat.socket.send({ type: 'chat.send', roomId: theirs, text: 'hola', ref: 'other' });
    expect(await chat.socket.next('error')).toMatchObject({ code: 'NOT_FOUND', ref: 'other' });
    const site = await connectAs(url, 'member', player.token);
    site.socket.send({ type: 'chat.history', roomId: theirs, ref: 'peek' });
    expect(await site.socket.next('error')).toMatchObject({ code: 'NOT_FOUND', ref: 'peek' });
    expect(await messageCount(roomId)).toBe(before);
    chat.socket.close();
    site.socket.close();

    const bad = await openSocket(url);
    bad.send({ type: 'auth', kind: 'chat', token: 'y'.repeat(43) });
    expect((await bad.closed).code).toBe(CLOSE_CODES.NOT_LOGGED_IN);
  });

  it('closing a room (audited) tells the member; further messages get CHAT_CLOSED; a new launch opens a new room', async () => {
    const player = await member();
    const { chatUrl, roomId } = (await launch(player.headers)).json().value;
    const chat = await connectAs(url, 'chat', chatToken(chatUrl));
    const closed = await app.inject({
      method: 'POST',
      url: `/admin-api/chat/rooms/${roomId}/close`,
      headers: bearer(await operator('demo_support')),
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().value).toMatchObject({ status: 'CLOSED', awaitingReply: false });
    await chat.socket.until('chat.room', (m) => m.room.status === 'CLOSED');
    await chat.socket.until(
      'chat.message',
      (m) => m.message.sender === 'SYSTEM' && m.message.text.includes('cerró'),
    );
    chat.socket.send({ type: 'chat.send', text: '¿Sigue ahí?', ref: 'late' });
    expect(await chat.socket.next('error')).toMatchObject({ code: 'CHAT_CLOSED', ref: 'late' });
    const [audit] = await listAuditEntries(db, { target: `chat:${roomId}`, limit: 1 });
    expect(audit).toMatchObject({ action: 'chat.close', after: { status: 'CLOSED' } });
    const again = await app.inject({
      method: 'POST',
      url: `/admin-api/chat/rooms/${roomId}/close`,
      headers: operatorHeaders,
    });
    expect(again.statusCode).toBe(409);
    expect((await launch(player.headers)).json().value.roomId).not.toBe(roomId);
    chat.socket.close();
  });
});

describe('operator chat API roles', () => {
  it('no credentials 401; FINANCE 403; SUPPORT and ADMIN allowed; a bad reply is 400 and stores nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin-api/chat/rooms' })).statusCode).toBe(401);
    const finance = bearer(await operator('demo_finance'));
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/chat/rooms', headers: finance })).statusCode,
    ).toBe(403);
    const player = await member();
    const { roomId } = (await launch(player.headers)).json().value;
    const forbidden = await app.inject({
      method: 'POST',
      url: `/admin-api/chat/rooms/${roomId}/messages`,
      headers: finance,
      payload: { text: 'hola' },
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = bearer(await operator('demo_admin'));
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/chat/rooms?status=CLOSED', headers: admin }))
        .statusCode,
    ).toBe(200);
    const before = await messageCount(roomId);
    const empty = await app.inject({
      method: 'POST',
      url: `/admin-api/chat/rooms/${roomId}/messages`,
      headers: admin,
      payload: { text: ' \u0000 ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/admin-api/chat/rooms/999999/messages',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(await messageCount(roomId)).toBe(before);
  });
});
