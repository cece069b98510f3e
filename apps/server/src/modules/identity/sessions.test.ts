import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import * as repository from './repository';
import { hashToken } from './sessions';
import { sessions } from './tables';
import {
  bearer,
  createTestClock,
  createTestIdentityService,
  createTestMember,
  login,
  PLAIN_PAYLOADS,
} from './testing';

const clock = createTestClock(new Date('2030-05-01T08:00:00Z'));
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ env: PLAIN_PAYLOADS, clock }));
});

const info = (token?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

async function loggedIn(input: Parameters<typeof createTestMember>[1] = {}) {
  const member = await createTestMember(db, { createdAt: clock.now(), ...input });
  const value = await login(app, { username: member.account, password: member.password });
  return { member, ...value };
}

describe('the session guard', () => {
  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic abcdefabcdefabcdefabcdef' }],
    ['a token too short to be ours', { authorization: 'Bearer abc' }],
    ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
  ])('answers %s with 401 NOT_LOGGED_IN in the request language', async (_name, headers) => {
    const reply = await info(undefined, { ...headers, 'accept-language': 'en' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({
      success: false,
      value: null,
      message: 'You are not logged in, please login.',
      code: 'NOT_LOGGED_IN',
    });
    expect(reply.headers['www-authenticate']).toBe('Bearer');
  });

  it('stores only a hash of the token', async () => {
    const { token, member } = await loggedIn();
    const rows = await db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('ends a session after 30 idle minutes, while use keeps it alive', async () => {
    const { token } = await loggedIn();
    for (let i = 0; i < 4; i += 1) {
      clock.advance(29 * 60_000);
      expect((await info(token)).statusCode).toBe(200);
    }
    clock.advance(30 * 60_000 + 1);
    const expired = await info(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends a session 24 hours after the login however busy it is', async () => {
    const { token } = await loggedIn();
    for (let elapsed = 0; elapsed < 24 * 60; elapsed += 20) {
      expect((await info(token)).statusCode, `after ${elapsed} minutes`).toBe(200);
      clock.advance(20 * 60_000);
    }
    expect((await info(token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { token } = await loggedIn();
    const lastSeen = async () =>
      (
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.lastSeenAt.getTime();
    const start = await lastSeen();
    clock.advance(30_000);
    await info(token);
    expect(await lastSeen()).toBe(start);
    clock.advance(31_000);
    await info(token);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it('reads the idle and absolute limits from the configuration', async () => {
    const { app: short } = await createTestApp({
      env: { ...PLAIN_PAYLOADS, SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' },
      clock,
    });
    const member = await createTestMember(db, { createdAt: clock.now() });
    const { token } = await login(short, { username: member.account, password: member.password });
    clock.advance(5 * 60_000 + 1);
    expect(
      (await short.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().code,
    ).toBe('SESSION_EXPIRED');
  });
});

describe('DELETE /wps/session/logout', () => {
  it('ends only that session', async () => {
    const { member, token } = await loggedIn();
    const other = await login(app, { username: member.account, password: member.password });
    const reply = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, value: null, message: null });
    expect((await info(token)).json().code).toBe('SESSION_EXPIRED');
    expect((await info(other.token)).statusCode).toBe(200);
    const again = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });
});

describe('a session that must change its password', () => {
  it('reaches member info, change password and logout only', async () => {
    const { token, mustChangePassword } = await loggedIn({ password: TEST_DEFAULT_MEMBER_PASSWORD });
    expect(mustChangePassword).toBe(true);
    const member = await info(token);
    expect(member.statusCode).toBe(200);
    expect(member.json().value.mustChangePassword).toBe(true);

    const profile = await app.inject({
      method: 'PUT',
      url: '/wps/member/info',
      payload: { nickname: 'x' },
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'You must change your password before continuing.',
    });
    const bind = await app.inject({
      method: 'POST',
      url: '/wps/member/bind/email',
      payload: { email: 'a@b.co', password: 'x' },
      headers: bearer(token),
    });
    expect(bind.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: { newPassword: 'fresh2030', confirmNewPassword: 'fresh2030' },
      headers: bearer(token),
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().value.token as string;
    expect((await info(fresh)).json().value.mustChangePassword).toBe(false);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/wps/member/info',
          payload: { nickname: 'x' },
          headers: bearer(fresh),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('may log out', async () => {
    const { token } = await loggedIn({ password: TEST_DEFAULT_MEMBER_PASSWORD });
    expect(
      (await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});

describe('purging expired rows', () => {
  it('removes sessions that ended more than a day ago and keeps the others', async () => {
    const identity = createTestIdentityService(db, clock);
    const old = await loggedIn();
    clock.advance(49 * 3_600_000);
    const fresh = await loggedIn();
    await identity.purgeExpired();
    expect(await repository.findSessionByTokenHash(db, hashToken(old.token))).toBeNull();
    expect(await repository.findSessionByTokenHash(db, hashToken(fresh.token))).not.toBeNull();
    expect((await info(fresh.token)).statusCode).toBe(200);
  });

  it('is a scheduled job of the app', async () => {
    const old = await loggedIn();
    clock.advance(49 * 3_600_000);
    const job = app.scheduledJobs.find((candidate) => candidate.name === 'identity-purge');
    expect(job).toBeDefined();
    await job!.run(clock.now());
    expect(await repository.findSessionByTokenHash(db, hashToken(old.token))).toBeNull();
  });
});

describe('disabling a member', () => {
  it('ends every session at once, and a disabled member is out even without revocation', async () => {
    const identity = createTestIdentityService(db, clock);
    const { member, token } = await loggedIn();
    const second = await login(app, { username: member.account, password: member.password });
    await identity.setMemberStatus(member.id, 'disabled');
    expect((await info(token)).json().code).toBe('SESSION_EXPIRED');
    expect((await info(second.token)).json().code).toBe('SESSION_EXPIRED');
    expect(
      (await db.select().from(sessions).where(eq(sessions.memberId, member.id))).every((s) => s.revokedAt),
    ).toBe(true);

    const other = await loggedIn();
    await repository.updateMember(db, other.member.id, { status: 'disabled' }, clock.now());
    expect((await info(other.token)).json().code).toBe('SESSION_EXPIRED');
  });
});
