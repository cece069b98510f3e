import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, getTestKeyring, testConfig } from '../test/app';
import { listRoutes } from '../test/routes';
import type { Database } from './database';

describe('OpenAPI at /docs', () => {
  let app: FastifyInstance;
  let spec: { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    const reply = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(reply.statusCode).toBe(200);
    spec = reply.json();
  });

  it('documents every route the server answers (except the docs themselves)', () => {
    const routes = listRoutes(app)
      .filter((route) => !route.split(' ')[1]!.startsWith('/docs'))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = routes.filter((route) => !route.startsWith('HEAD '));
    expect(expected.length).toBeGreaterThanOrEqual(12);
    expect(documented.sort()).toEqual(expected.sort());
    for (const route of [
      'GET /wps/system/status',
      'GET /wps/system/whitelabel',
      'GET /wps/system/domainRoute',
      'GET /wps/system/encryption-key',
      'GET /healthz',
      'PUT /admin-api/system/maintenance',
      'PUT /admin-api/system/region',
      'PUT /admin-api/system/brand',
      'POST /wps/session/login',
      'DELETE /wps/session/logout',
      'GET /wps/member/info',
      'PUT /wps/member/register',
      'GET /wps/system/setting/register',
    ]) {
      expect(documented).toContain(route);
    }
  });

  it('marks the operator routes as needing the operator key', () => {
    for (const [path, operations] of Object.entries(spec.paths)) {
      // The operator login is the one public operator route (it hands out the operator session token).
      if (!path.startsWith('/admin-api/') || path === '/admin-api/session/login') continue;
      for (const operation of Object.values(operations))
        expect(operation.security).toEqual([{ operatorKey: [] }]);
    }
  });

  it('marks guarded routes as needing a session, and says so', () => {
    const info = spec.paths['/wps/member/info']!.get as { security?: unknown[]; description?: string };
    expect(info.security).toEqual([{ sessionToken: [] }]);
    expect(info.description).toContain('Requires a session');
    expect(spec.paths['/wps/session/login']!.post!.security).toBeUndefined();
  });

  it('serves the interactive documentation', async () => {
    const reply = await app.inject({ method: 'GET', url: '/docs/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
  });
});

describe('GET /healthz', () => {
  it('answers ok when the database answers', async () => {
    const { app } = await createTestApp();
    const reply = await app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const { db } = await createTestApp();
    const unreachable: Database = {
      db,
      kind: 'postgres',
      ping: () => Promise.reject(new Error('connect ECONNREFUSED')),
      migrate: () => Promise.resolve(),
      withAdvisoryLock: (_key, fn) => fn(),
      close: () => Promise.resolve(),
    };
    const app = await buildApp({
      config: testConfig(),
      database: unreachable,
      operatorApiKey: 'unused-operator-key',
      keyring: await getTestKeyring(),
    });
    try {
      const reply = await app.inject({ method: 'GET', url: '/healthz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await app.close();
    }
  });
});
