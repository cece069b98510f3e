import { MEMBER_TYPE } from '@platform/contracts/member-types';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import {
  bearer,
  createKnownCaptcha,
  createTestMember,
  login,
  PLAIN_PAYLOADS,
  uniqueIp,
} from '../identity/testing';
import { DEMO_OPERATOR_PASSWORD } from '../operators/seed';
import { listAuditEntries } from '../system/repository';
import type { UnreadChanged } from './events';
import { feedback, inboxReads } from './tables';

let app: FastifyInstance;
let db: Db;
const events: UnreadChanged[] = [];

beforeAll(async () => {
  ({ app, db } = await createTestApp({ env: PLAIN_PAYLOADS }));
  app.unreadEvents.subscribe((event) => events.push(event));
});

type Member = Awaited<ReturnType<typeof createTestMember>> & { headers: Record<string, string> };

async function member(input: Parameters<typeof createTestMember>[1] = {}): Promise<Member> {
  const row = await createTestMember(db, input);
  const { token } = await login(app, { username: row.account, password: row.password });
  return { ...row, headers: bearer(token) };
}

async function operator(username: string) {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    payload: { username, password: DEMO_OPERATOR_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  return bearer(reply.json().value.token);
}

const feedbackRows = async () => (await db.select({ n: count() }).from(feedback))[0]!.n;

async function sendFeedback(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload: body,
    headers,
    remoteAddress: uniqueIp(),
  });
}

const CONTENT = 'No me llegó el depósito de ayer por SPEI.';

const inbox = async (who: Member, query = '') =>
  (await app.inject({ method: 'GET', url: `/wps/member/messages${query}`, headers: who.headers })).json()
    .value;
const unread = async (who: Member) =>
  (await app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: who.headers })).json().value
    .unreadMessage as number;

async function send(body: Record<string, unknown>, headers: Record<string, string> = operatorHeaders) {
  return app.inject({ method: 'POST', url: '/admin-api/messaging/messages', payload: body, headers });
}

const message = (audience: Record<string, unknown>, title: string, extra: Record<string, unknown> = {}) => ({
  audience,
  title: { es: title, en: `${title} (en)` },
  content: { es: `<p>${title}</p>`, en: `<p>${title} en</p>` },
  ...extra,
});

describe('PUT /wps/feedback', () => {
  it('stores a member’s feedback with a valid captcha', async () => {
    const player = await member();
    const before = await feedbackRows();
    const reply = await sendFeedback(
      { content: CONTENT, type: 1, ...(await createKnownCaptcha(db)) },
      player.headers,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value.id).toMatch(/^\d+$/);
    expect(await feedbackRows()).toBe(before + 1);
    const [row] = await db
      .select()
      .from(feedback)
      .where(eq(feedback.id, BigInt(reply.json().value.id)));
    expect(row).toMatchObject({
      memberId: player.id,
      sender: player.account,
      type: 1,
      content: CONTENT,
      status: 'OPEN',
    });
  });

  it('counts characters, not bytes: 20 emoji pass, 19 letters and 201 characters do not', async () => {
    expect(
      (
        await sendFeedback({
          content: '🎰'.repeat(20),
          sender: 'Ana',
          type: 0,
          ...(await createKnownCaptcha(db)),
        })
      ).statusCode,
    ).toBe(200);
    const before = await feedbackRows();
    const short = await sendFeedback({
      content: 'x'.repeat(19),
      sender: 'Ana',
      type: 0,
      ...(await createKnownCaptcha(db)),
    });
    expect([short.statusCode, short.json().code, short.json().value.fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      ['content'],
    ]);
    const long = await sendFeedback({
      content: 'x'.repeat(201),
      sender: 'Ana',
      type: 0,
      ...(await createKnownCaptcha(db)),
    });
    expect([long.statusCode, long.json().value.fields]).toEqual([400, ['content']]);
    const blank = await sendFeedback({
      content: `  ${'x'.repeat(18)}   `,
      sender: 'Ana',
      type: 0,
      ...(await createKnownCaptcha(db)),
    });
    expect(blank.statusCode).toBe(400);
    expect(await feedbackRows()).toBe(before);
  });

  it('refuses an unknown type, a missing or wrong captcha and a visitor without sender; nothing is stored', async () => {
    const before = await feedbackRows();
    for (const type of [5, 7, -1, 'deposit', null]) {
      const reply = await sendFeedback({
        content: CONTENT,
        sender: 'Ana',
        type,
        ...(await createKnownCaptcha(db)),
      });
      expect(reply.statusCode, String(type)).toBe(400);
      expect(reply.json().value.fields).toEqual(['type']);
    }
    const missing = await sendFeedback({ content: CONTENT, sender: 'Ana', type: 4 });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const { captchaId } = await createKnownCaptcha(db, 'ABCDE');
    const wrong = await sendFeedback({
      content: CONTENT,
      sender: 'Ana',
      type: 4,
      captchaId,
      captcha: 'ZZZZZ',
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'CAPTCHA_INVALID']);
    // A used captcha does not pass twice.
    const used = await sendFeedback({
      content: CONTENT,
      sender: 'Ana',
      type: 4,
      captchaId,
      captcha: 'ABCDE',
    });
    expect(used.json().code).toBe('CAPTCHA_INVALID');
    const anonymous = await sendFeedback({ content: CONTENT, type: 4, ...(await createKnownCaptcha(db)) });
    expect([anonymous.statusCode, anonymous.json().value.fields]).toEqual([400, ['sender']]);
    expect(await feedbackRows()).toBe(before);
  });
});

describe('answering feedback', () => {
  it('delivers the answer to the member’s inbox, in the member’s language, with an unread badge', async () => {
    const player = await member();
    const language = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      payload: { language: 'en' },
      headers: player.headers,
    });
    expect(language.json().value).toEqual({ language: 'en' });
    const sent = await sendFeedback(
      { content: CONTENT, type: 2, ...(await createKnownCaptcha(db)) },
      player.headers,
    );
    const id = sent.json().value.id as string;
    const unreadBefore = await unread(player);

    const finance = await operator('demo_finance');
    const refused = await app.inject({
      method: 'POST',
      url: `/admin-api/messaging/feedback/${id}/answer`,
      payload: { answer: 'x' },
      headers: finance,
    });
    expect(refused.statusCode).toBe(403);

    const support = await operator('demo_support');
    const answered = await app.inject({
      method: 'POST',
      url: `/admin-api/messaging/feedback/${id}/answer`,
      payload: { answer: 'Ya quedó acreditado <b>hoy</b>.' },
      headers: support,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await unread(player)).toBe(unreadBefore + 1);
    expect(events.at(-1)).toEqual({
      memberId: player.id,
      unreadMessage: unreadBefore + 1,
      messageId: answered.json().value.messageId,
    });

    const list = await inbox(player);
    const reply = list.content[0];
    expect(reply).toMatchObject({ kind: 'FEEDBACK_REPLY', title: 'Reply to your feedback', read: false });
    expect(reply.content).toContain('Withdrawal');
    expect(reply.content).toContain('&lt;b&gt;hoy&lt;/b&gt;');
    expect(reply.content).not.toContain('<b>hoy</b>');

    const again = await app.inject({
      method: 'POST',
      url: `/admin-api/messaging/feedback/${id}/answer`,
      payload: { answer: 'Otra' },
      headers: support,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin-api/messaging/feedback/999999/answer',
          payload: { answer: 'x' },
          headers: support,
        })
      ).statusCode,
    ).toBe(404);

    const listed = (
      await app.inject({
        method: 'GET',
        url: '/admin-api/messaging/feedback?status=ANSWERED',
        headers: finance,
      })
    ).json().value;
    expect(listed.content.find((f: { id: string }) => f.id === id)).toMatchObject({
      account: player.account,
      status: 'ANSWERED',
      answeredBy: 'operator:demo_support',
    });
    const audit = await listAuditEntries(db, { target: `feedback:${id}` });
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['messaging.feedback.answer', 'operator:demo_support'],
    ]);
  });

  it('keeps a visitor’s answer on the feedback only', async () => {
    const sent = await sendFeedback({
      content: CONTENT,
      sender: 'ana@example.com',
      type: 0,
      ...(await createKnownCaptcha(db)),
    });
    const answered = await app.inject({
      method: 'POST',
      url: `/admin-api/messaging/feedback/${sent.json().value.id}/answer`,
      payload: { answer: 'Gracias' },
      headers: operatorHeaders,
    });
    expect(answered.json().value.messageId).toBeNull();
  });
});

describe('inbox delivery', () => {
  it('reaches one member, a list of accounts, a segment or everyone, stored once', async () => {
    const sentAt = new Date(Date.now() - 60_000);
    const player = await member({ createdAt: new Date(sentAt.getTime() - 3_600_000) });
    const agent = await member({
      type: MEMBER_TYPE.AGENT,
      createdAt: new Date(sentAt.getTime() - 3_600_000),
    });
    const other = await member({ createdAt: new Date(sentAt.getTime() - 3_600_000) });

    expect(
      (await send(message({ kind: 'member', account: player.account }, 'Solo jugador'))).statusCode,
    ).toBe(200);
    expect(
      (await send(message({ kind: 'accounts', accounts: [player.account, other.account] }, 'Lista')))
        .statusCode,
    ).toBe(200);
    expect((await send(message({ kind: 'segment', agents: true }, 'Para agentes'))).statusCode).toBe(200);
    expect((await send(message({ kind: 'segment', memberTypes: [0] }, 'Para jugadores'))).statusCode).toBe(
      200,
    );
    const all = await send(message({ kind: 'all' }, 'Para todos'));
    expect(all.json().value).toMatchObject({ audience: 'ALL', recipients: 0 });
    expect(events.at(-1)).toEqual({ memberId: null, memberTypes: null, messageId: all.json().value.id });

    const titles = async (who: Member) => (await inbox(who)).content.map((m: { title: string }) => m.title);
    expect(await titles(player)).toEqual([
      'Para todos',
      'Para jugadores',
      'Lista',
      'Solo jugador',
      'Bienvenido a Fortuna',
    ]);
    expect(await titles(agent)).toEqual(['Para todos', 'Para agentes', 'Bienvenido a Fortuna']);
    expect(await titles(other)).toEqual(['Para todos', 'Para jugadores', 'Lista', 'Bienvenido a Fortuna']);

    // A member who joins later gets the welcome (includeNewMembers) but not older broadcasts.
    const newcomer = await member();
    expect(await titles(newcomer)).toEqual(['Bienvenido a Fortuna']);
    await send(message({ kind: 'all' }, 'Con nuevos', { includeNewMembers: true }));
    const later = await member({ createdAt: new Date(Date.now() + 60_000) });
    expect(await titles(later)).toEqual(['Con nuevos', 'Bienvenido a Fortuna']);
  });

  it('refuses unknown accounts and unsafe HTML, sending nothing', async () => {
    const player = await member();
    const before = (await inbox(player)).totalElements;
    const unknown = await send(
      message({ kind: 'accounts', accounts: [player.account, 'nadie_existe_99'] }, 'Nunca'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().value.unknownAccounts).toEqual(['nadie_existe_99']);
    expect((await send(message({ kind: 'member', account: 'nadie_existe_99' }, 'Nunca'))).statusCode).toBe(
      404,
    );
    const unsafe = await send({
      ...message({ kind: 'all' }, 'Nunca'),
      content: { es: '<a href="javascript:alert(1)">x</a>' },
    });
    expect(unsafe.json().code).toBe('UNSAFE_HTML');
    expect((await send(message({ kind: 'segment' }, 'Nunca'))).statusCode).toBe(400);
    const finance = await operator('demo_finance');
    expect((await send(message({ kind: 'all' }, 'Nunca'), finance)).statusCode).toBe(403);
    expect((await inbox(player)).totalElements).toBe(before);
  });
});

describe('read state and unread count', () => {
  it('marks one message read when opened, all at once on request, without rows for other members', async () => {
    const player = await member({ createdAt: new Date(Date.now() - 3_600_000) });
    const first = await send(message({ kind: 'member', account: player.account }, 'Uno'));
    await send(message({ kind: 'member', account: player.account }, 'Dos'));
    const start = await unread(player);
    expect(start).toBeGreaterThanOrEqual(3);

    const id = first.json().value.id as string;
    const opened = await app.inject({
      method: 'GET',
      url: `/wps/member/messages/${id}?lang=en`,
      headers: player.headers,
    });
    expect(opened.json().value).toMatchObject({ id, title: 'Uno', read: true, unreadMessage: start - 1 });
    expect(await unread(player)).toBe(start - 1);
    // Opening again changes nothing.
    await app.inject({ method: 'GET', url: `/wps/member/messages/${id}`, headers: player.headers });
    expect(await unread(player)).toBe(start - 1);
    expect((await inbox(player, '?unread=true')).content.map((m: { id: string }) => m.id)).not.toContain(id);

    const someoneElse = await member();
    expect(
      (await app.inject({ method: 'GET', url: `/wps/member/messages/${id}`, headers: someoneElse.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/member/messages/999999', headers: player.headers }))
        .statusCode,
    ).toBe(404);

    const readsBefore = (await db.select({ n: count() }).from(inboxReads))[0]!.n;
    const all = await app.inject({
      method: 'PUT',
      url: '/wps/member/messages/read',
      headers: player.headers,
    });
    expect(all.json().value).toEqual({ marked: start - 1, unreadMessage: 0 });
    expect(await unread(player)).toBe(0);
    expect((await db.select({ n: count() }).from(inboxReads))[0]!.n).toBe(readsBefore + start - 1);
    expect(await unread(someoneElse)).toBeGreaterThan(0);
  });

  it('drops a withdrawn message from the inbox and the count', async () => {
    const player = await member();
    const sent = await send(message({ kind: 'member', account: player.account }, 'Retirado'));
    const before = await unread(player);
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/admin-api/messaging/messages/${sent.json().value.id}`,
      headers: operatorHeaders,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await unread(player)).toBe(before - 1);
    expect((await inbox(player)).content.map((m: { title: string }) => m.title)).not.toContain('Retirado');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/admin-api/messaging/messages/${sent.json().value.id}`,
          headers: operatorHeaders,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('pages the inbox and refuses visitors, bad pages and bad languages', async () => {
    const player = await member();
    const start = (await inbox(player)).totalElements as number;
    for (let i = 0; i < 4; i += 1) await send(message({ kind: 'member', account: player.account }, `P${i}`));
    const total = start + 4;
    const page = await inbox(player, '?pageNo=2&pageSize=3');
    expect(page).toMatchObject({
      pageNum: 2,
      pageSize: 3,
      totalElements: total,
      totalPages: Math.ceil(total / 3),
    });
    expect(page.content).toHaveLength(Math.min(3, total - 3));
    expect(page.content[0].title).toBe('P0');
    expect(
      (await app.inject({ method: 'GET', url: '/wps/member/messages?pageSize=51', headers: player.headers }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/wps/member/messages' })).statusCode).toBe(401);
    const badLanguage = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      payload: { language: 'fr' },
      headers: player.headers,
    });
    expect(badLanguage.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: '/wps/member/language', payload: { language: 'en' } }))
        .statusCode,
    ).toBe(401);
  });
});
