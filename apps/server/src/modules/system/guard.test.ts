import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders } from '../../test/app';
import { isGuardedPath } from './guard';
import { putMaintenance, putRegion, resetSystemSettings } from './testing';

function registerPlayerRoutes(app: FastifyInstance) {
  const reply = async () => ({ success: true, value: 'served', message: null });
  app.get('/wps/test/member', reply);
  app.get('/lgw/test/menus', reply);
  app.get('/lotto/lgw/test/opened', reply);
  app.post('/vendor-api/test/callback', reply);
}

describe('isGuardedPath', () => {
  it.each([
    ['/wps/member/info', true],
    ['/wps/relay/GCS_recentGame', true],
    ['/lgw/games/game_menus', true],
    ['/lotto/lgw/games/opened/numero', true],
    ['/wps/system/status', false],
    ['/wps/system/encryption-key', false],
    ['/admin-api/system/maintenance', false],
    ['/vendor-api/wallet/debit', false],
    ['/healthz', false],
    ['/docs/json', false],
    ['/assets/app.js', false],
    ['/wpsx', false],
  ])('%s → %s', (pathname, guarded) => expect(isGuardedPath(pathname)).toBe(guarded));
});

describe('the request guard', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ register: registerPlayerRoutes }));
  });
  beforeEach(() => resetSystemSettings(app));

  const get = (url: string, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress: ip, headers });

  it('serves player routes normally', async () => {
    expect((await get('/wps/test/member')).statusCode).toBe(200);
    expect((await get('/lgw/test/menus')).statusCode).toBe(200);
  });

  it('answers player routes with 503 MAINTENANCE while maintenance is on, in the request language', async () => {
    await putMaintenance(app, { enabled: true });
    for (const url of ['/wps/test/member', '/lgw/test/menus', '/lotto/lgw/test/opened']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(503);
      expect(reply.json()).toEqual({
        success: false,
        value: { systemStatus: 1 },
        message: 'El sistema está en mantenimiento.',
        code: 'MAINTENANCE',
      });
    }
    const en = await get('/wps/test/member', '127.0.0.1', { 'accept-language': 'en' });
    expect(en.json().message).toBe('The system is under maintenance.');
  });

  it('keeps status, encryption key, health, docs, operator and vendor routes open during maintenance', async () => {
    await putMaintenance(app, { enabled: true });
    const status = await get('/wps/system/status');
    expect(status.statusCode).toBe(200);
    expect(status.json().value.systemStatus).toBe(1);
    expect((await get('/wps/system/encryption-key')).statusCode).toBe(200);
    expect((await get('/wps/system/whitelabel')).statusCode).toBe(200);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/docs/json')).statusCode).toBe(200);
    expect((await get('/admin-api/system/maintenance', '127.0.0.1', operatorHeaders)).statusCode).toBe(200);
    const vendor = await app.inject({ method: 'POST', url: '/vendor-api/test/callback' });
    expect(vendor.statusCode).toBe(200);
  });

  it('answers a region-restricted client with 403 REGION_RESTRICTED and its IP', async () => {
    await putRegion(app, { enabled: true, blockedNetworks: ['203.0.113.0/24'] });
    const blocked = await get('/wps/test/member', '203.0.113.8');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'REGION_RESTRICTED',
      value: { systemStatus: 2, ip: '203.0.113.8' },
    });
    expect((await get('/wps/test/member', '192.0.2.8')).statusCode).toBe(200);
    const status = await get('/wps/system/status', '203.0.113.8');
    expect(status.statusCode).toBe(200);
    expect(status.json().value.systemStatus).toBe(2);
    expect((await get('/healthz', '203.0.113.8')).statusCode).toBe(200);
  });

  it('answers maintenance before region restriction', async () => {
    await putRegion(app, { enabled: true, blockedNetworks: ['203.0.113.0/24'] });
    await putMaintenance(app, { enabled: true });
    expect((await get('/wps/test/member', '203.0.113.8')).json().code).toBe('MAINTENANCE');
  });
});
