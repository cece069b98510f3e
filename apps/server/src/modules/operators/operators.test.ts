import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import { bearer, uniqueIp } from '../identity/testing';
import { listAuditEntries } from '../system/repository';
import { DEMO_OPERATOR_PASSWORD } from './seed';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

async function loginAs(username: string, password = DEMO_OPERATOR_PASSWORD) {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    payload: { username, password },
    remoteAddress: uniqueIp(),
  });
  return reply;
}

async function tokenOf(username: string) {
  const reply = await loginAs(username);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.token as string;
}

describe('operator sessions', () => {
  it('log in with username and password; the token opens /admin-api with the operator’s role', async () => {
    const reply = await loginAs('DEMO_FINANCE');
    expect(reply.json().value).toMatchObject({
      operator: { username: 'demo_finance', role: 'FINANCE', status: 'active' },
    });
    const headers = bearer(reply.json().value.token);
    const who = await app.inject({ method: 'GET', url: '/admin-api/session', headers });
    expect(who.json().value).toEqual({
      actor: 'operator:demo_finance',
      role: 'FINANCE',
      username: 'demo_finance',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/session', headers: operatorHeaders })).json().value,
    ).toEqual({
      actor: 'operator-key',
      role: 'SUPER',
      username: null,
    });
    expect((await app.inject({ method: 'GET', url: '/admin-api/wallet/deposits', headers })).statusCode).toBe(
      200,
    );
    const forbidden = await app.inject({ method: 'GET', url: '/admin-api/operators', headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
    // Routes of other modules without their own roles are ADMIN only.
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/system/maintenance', headers })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: '/admin-api/session', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/admin-api/session', headers })).statusCode).toBe(401);
  });

  it('refuse a wrong password and an unknown account alike', async () => {
    for (const [username, password] of [
      ['demo_admin', 'wrong-password'],
      ['nobody', DEMO_OPERATOR_PASSWORD],
    ]) {
      const reply = await loginAs(username!, password);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('INVALID_CREDENTIALS');
    }
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/session', headers: bearer('x'.repeat(43)) }))
        .statusCode,
    ).toBe(401);
  });

  it('an ADMIN creates operators (audited, no password in the log); the username is unique', async () => {
    const headers = bearer(await tokenOf('demo_admin'));
    const created = await app.inject({
      method: 'POST',
      url: '/admin-api/operators',
      headers,
      payload: { username: 'cajero.uno', password: 'caja-segura-2026', role: 'FINANCE' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const operator = created.json().value;
    expect(operator).toMatchObject({
      username: 'cajero.uno',
      role: 'FINANCE',
      status: 'active',
      lastLoginAt: null,
    });
    const [audit] = await listAuditEntries(db, { target: `operator:${operator.id}`, limit: 1 });
    expect(audit).toMatchObject({ actor: 'operator:demo_admin', action: 'operators.create', before: null });
    expect(JSON.stringify({ before: audit!.before, after: audit!.after })).not.toContain('caja-segura-2026');
    const taken = await app.inject({
      method: 'POST',
      url: '/admin-api/operators',
      headers,
      payload: { username: 'CAJERO.UNO', password: 'caja-segura-2026', role: 'SUPPORT' },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin-api/operators',
          headers,
          payload: { username: 'x', password: 'short', role: 'BOSS' },
        })
      ).json().value.fields,
    ).toEqual(expect.arrayContaining(['username', 'password', 'role']));

    const own = await loginAs('cajero.uno', 'caja-segura-2026');
    const ownHeaders = bearer(own.json().value.token);
    expect(
      (await app.inject({ method: 'POST', url: '/admin-api/operators', headers: ownHeaders, payload: {} }))
        .statusCode,
    ).toBe(403);
    const disabled = await app.inject({
      method: 'PUT',
      url: `/admin-api/operators/${operator.id}/status`,
      headers,
      payload: { status: 'disabled' },
    });
    expect(disabled.json().value.status).toBe('disabled');
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/session', headers: ownHeaders })).statusCode,
    ).toBe(401);
    expect((await loginAs('cajero.uno', 'caja-segura-2026')).json().code).toBe('ACCOUNT_DISABLED');
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/operators', headers })).json().value.length,
    ).toBeGreaterThanOrEqual(4);
  });
});
