import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthLevel } from '../../platform/auth';
import type { Db } from '../../platform/database';
import { createTestApp, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import {
  bearer,
  createTestMember,
  login,
  multipartBody,
  PLAIN_PAYLOADS,
  PNG_BYTES,
  uniqueIp,
} from './testing';

/** Routes other modules will guard, exercised here with the levels they will use. */
function registerProbeRoutes(app: FastifyInstance) {
  const probe = (level: AuthLevel) =>
    app.get(`/wps/test/${level}`, { config: { auth: level } }, async (request) => ({
      success: true,
      value: { member: request.member?.account ?? null },
      message: null,
    }));
  probe('agent');
  probe('optional');
}

type Role = 'visitor' | 'trial' | 'member' | 'agent' | 'agentOnly' | 'mustChange';
const ROLES: Role[] = ['visitor', 'trial', 'member', 'agent', 'agentOnly', 'mustChange'];

type Route = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  /** The OpenAPI path when `url` fills a parameter in. */
  path?: string;
  level: 'session' | 'real' | 'agent';
  allowDuringPasswordChange?: boolean;
  body?: () => { payload: unknown; headers?: Record<string, string> };
};

/** Every guarded route of the identity module (checked against the OpenAPI document below). */
const ROUTES: Route[] = [
  { method: 'GET', url: '/wps/member/info', level: 'session', allowDuringPasswordChange: true },
  { method: 'DELETE', url: '/wps/session/logout', level: 'session', allowDuringPasswordChange: true },
  {
    method: 'PUT',
    url: '/wps/member/language',
    level: 'session',
    body: () => ({ payload: { language: 'en' } }),
  },
  { method: 'PUT', url: '/wps/member/info', level: 'real', body: () => ({ payload: { nickname: 'n' } }) },
  {
    method: 'POST',
    url: '/wps/member/info/icon',
    level: 'real',
    body: () => {
      const { payload, headers } = multipartBody('file', 'a.png', 'image/png', PNG_BYTES);
      return { payload, headers };
    },
  },
  {
    method: 'POST',
    url: '/wps/member/password',
    level: 'real',
    allowDuringPasswordChange: true,
    body: () => ({ payload: { newPassword: 'x', confirmNewPassword: 'y' } }),
  },
  { method: 'POST', url: '/wps/member/paymentPassword', level: 'real', body: () => ({ payload: {} }) },
  { method: 'POST', url: '/wps/member/bind/mobile', level: 'real', body: () => ({ payload: {} }) },
  { method: 'POST', url: '/wps/member/bind/email', level: 'real', body: () => ({ payload: {} }) },
  { method: 'POST', url: '/wps/verification/sms/bind', level: 'real', body: () => ({ payload: {} }) },
  { method: 'GET', url: '/wps/test/agent', level: 'agent' },
  { method: 'GET', url: '/wps/member/security/totp', level: 'real' },
  { method: 'POST', url: '/wps/member/security/totp/setup', level: 'real' },
  { method: 'POST', url: '/wps/member/security/totp/confirm', level: 'real', body: () => ({ payload: {} }) },
  { method: 'POST', url: '/wps/member/security/totp/disable', level: 'real', body: () => ({ payload: {} }) },
  {
    method: 'PUT',
    url: '/wps/member/security/totp/login-requirement',
    level: 'real',
    body: () => ({ payload: {} }),
  },
  { method: 'GET', url: '/wps/member/security/sign-ins', level: 'real' },
  { method: 'GET', url: '/wps/member/security/devices', level: 'real' },
  {
    method: 'DELETE',
    url: '/wps/member/security/devices/00000000-0000-4000-8000-000000000000',
    path: '/wps/member/security/devices/{deviceId}',
    level: 'real',
  },
];

/** What the guard answers (null: the guard lets the request through to the route). */
function expected(route: Route, role: Role): { status: number; code: string } | null {
  if (role === 'visitor') return { status: 401, code: 'NOT_LOGGED_IN' };
  if (role === 'mustChange' && !route.allowDuringPasswordChange) {
    return { status: 403, code: 'PASSWORD_CHANGE_REQUIRED' };
  }
  if (role === 'trial' && route.level !== 'session') return { status: 403, code: 'TRIAL_FORBIDDEN' };
  if (route.level === 'agent' && !['agent', 'agentOnly'].includes(role))
    return { status: 403, code: 'FORBIDDEN' };
  return null;
}

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ env: PLAIN_PAYLOADS, register: registerProbeRoutes }));
});

async function tokenOf(role: Role): Promise<string | null> {
  if (role === 'visitor') return null;
  if (role === 'trial') {
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      remoteAddress: uniqueIp(),
    });
    return reply.json().value.token;
  }
  const type = { member: 0, agent: 1, agentOnly: 41, mustChange: 0 }[role];
  const password = role === 'mustChange' ? TEST_DEFAULT_MEMBER_PASSWORD : 'secret123';
  const member = await createTestMember(db, { type, password });
  const portal = role === 'agentOnly' ? 'agent' : 'member';
  return (await login(app, { username: member.account, password, portal })).token;
}

describe('authorization matrix', () => {
  const cases = ROUTES.flatMap((route) =>
    ROLES.map((role) => ({ route, role, name: `${route.method} ${route.url}` })),
  );

  it.each(cases)('$name as $role', async ({ route, role }) => {
    const token = await tokenOf(role);
    const body = route.body?.();
    const reply = await app.inject({
      method: route.method,
      url: route.url,
      payload: body?.payload as Record<string, unknown> | undefined,
      headers: { ...(body?.headers ?? {}), ...(token ? bearer(token) : {}) },
      remoteAddress: uniqueIp(),
    });
    const refusal = expected(route, role);
    if (refusal) {
      expect(reply.statusCode).toBe(refusal.status);
      expect(reply.json().code).toBe(refusal.code);
    } else {
      expect([401, 403]).not.toContain(reply.statusCode);
    }
  });

  it('covers every route the OpenAPI document marks as needing a session', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>>; tags?: string[] }>>;
    };
    // Routes of other modules (tagged with their own names) are covered by those modules' tests.
    const ours = (tags: string[] | undefined) =>
      !tags || tags.some((tag) => ['identity', 'member'].includes(tag));
    const guarded = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            operation.security?.some((entry) => 'sessionToken' in entry) && ours(operation.tags),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(guarded.sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${route.path ?? route.url}`).sort(),
    );
  });

  it('fills the member on optional routes when a valid token is sent, and ignores a bad one', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/wps/test/optional' });
    expect(anonymous.json().value.member).toBeNull();
    const bad = await app.inject({
      method: 'GET',
      url: '/wps/test/optional',
      headers: bearer('x'.repeat(43)),
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().value.member).toBeNull();
    const member = await createTestMember(db);
    const { token } = await login(app, { username: member.account, password: member.password });
    const known = await app.inject({ method: 'GET', url: '/wps/test/optional', headers: bearer(token) });
    expect(known.json().value.member).toBe(member.account);
  });
});
