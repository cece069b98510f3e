import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders, TEST_OPERATOR_API_KEY } from '../../test/app';
import { DEFAULT_BRAND, DEFAULT_MAINTENANCE, DEFAULT_REGION } from './brand.default';
import { listAuditEntries } from './repository';

describe('operator API key', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  it.each([
    ['no header', {}],
    ['a wrong key', { authorization: 'Bearer wrong-key-0123456789' }],
    ['a longer key with the right prefix', { authorization: `Bearer ${TEST_OPERATOR_API_KEY}x` }],
    ['another scheme', { authorization: `Basic ${TEST_OPERATOR_API_KEY}` }],
    ['the key without scheme', { authorization: TEST_OPERATOR_API_KEY }],
  ])('refuses %s with 401', async (_name, headers: Record<string, string>) => {
    const reply = await app.inject({ method: 'GET', url: '/admin-api/system/maintenance', headers });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    expect(reply.headers['www-authenticate']).toContain('Bearer');
  });

  it('refuses writes without the key before reading the body', async () => {
    const reply = await app.inject({
      method: 'PUT',
      url: '/admin-api/system/maintenance',
      payload: { ...DEFAULT_MAINTENANCE, enabled: true },
    });
    expect(reply.statusCode).toBe(401);
    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value.systemStatus).toBe(0);
  });

  it('hides which operator paths exist from callers without the key', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin-api/nothing-here' })).statusCode).toBe(401);
    const known = await app.inject({
      method: 'GET',
      url: '/admin-api/nothing-here',
      headers: operatorHeaders,
    });
    expect(known.statusCode).toBe(404);
    expect(known.json().code).toBe('NOT_FOUND');
  });

  it('lets the right key in', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/admin-api/system/maintenance',
      headers: operatorHeaders,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, value: DEFAULT_MAINTENANCE, message: null });
  });
});

describe('operator settings', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await createTestApp());
  });

  const send = (method: 'GET' | 'PUT', url: string, payload?: object, requestId?: string) =>
    app.inject({
      method,
      url,
      payload,
      headers: { ...operatorHeaders, ...(requestId ? { 'x-request-id': requestId } : {}) },
    });

  it('stores a maintenance change and audits it with before and after, in one go', async () => {
    const change = {
      ...DEFAULT_MAINTENANCE,
      enabled: true,
      title: { es: 'Mantenimiento', en: 'Maintenance' },
    };
    const reply = await send('PUT', '/admin-api/system/maintenance', change, 'op-req-1');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual(change);
    expect((await send('GET', '/admin-api/system/maintenance')).json().value).toEqual(change);

    const [entry] = await listAuditEntries(db, { target: 'system_settings:maintenance', limit: 1 });
    expect(entry).toMatchObject({
      actor: 'operator-key',
      action: 'system.maintenance.update',
      requestId: 'op-req-1',
      before: DEFAULT_MAINTENANCE,
      after: change,
    });

    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value.systemStatus).toBe(1);
    await send('PUT', '/admin-api/system/maintenance', DEFAULT_MAINTENANCE);
  });

  it('fills defaults of optional setting fields', async () => {
    const reply = await send('PUT', '/admin-api/system/region', { enabled: false });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({
      enabled: false,
      blockedCountries: [],
      blockedNetworks: [],
      allowedNetworks: [],
      message: {},
    });
    await send('PUT', '/admin-api/system/region', DEFAULT_REGION);
  });

  it.each([
    [
      '/admin-api/system/region',
      { ...DEFAULT_REGION, blockedNetworks: ['10.0.0.0/8', '300.1.1.1/8'] },
      ['blockedNetworks.1'],
    ],
    [
      '/admin-api/system/region',
      { ...DEFAULT_REGION, blockedCountries: ['mx', 'USA'] },
      ['blockedCountries.0', 'blockedCountries.1'],
    ],
    ['/admin-api/system/region', { ...DEFAULT_REGION, enabled: 'yes' }, ['enabled']],
    [
      '/admin-api/system/maintenance',
      { ...DEFAULT_MAINTENANCE, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      ['endsAt'],
    ],
    ['/admin-api/system/maintenance', { ...DEFAULT_MAINTENANCE, startsAt: 'tomorrow' }, ['startsAt']],
    ['/admin-api/system/brand', { ...DEFAULT_BRAND, timeZone: 'Mars/Olympus_Mons' }, ['timeZone']],
    [
      '/admin-api/system/brand',
      { ...DEFAULT_BRAND, defaultLanguage: 'en', languages: ['es'] },
      ['defaultLanguage'],
    ],
    [
      '/admin-api/system/brand',
      { ...DEFAULT_BRAND, whitelabel: { PTSYS3: true } },
      ['whitelabel.MANPLAYREB3'],
    ],
    [
      '/admin-api/system/brand',
      { ...DEFAULT_BRAND, minimumAge: 16, platform: 'APP' },
      ['platform', 'minimumAge'],
    ],
  ])('refuses an invalid PUT %s naming %j, writing nothing', async (url, payload, fields) => {
    const auditBefore = (await listAuditEntries(db, { limit: 500 })).length;
    const before = (await send('GET', url)).json().value;
    const reply = await send('PUT', url, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('VALIDATION_FAILED');
    for (const field of fields) expect(reply.json().value.fields).toContain(field);
    expect((await send('GET', url)).json().value).toEqual(before);
    expect((await listAuditEntries(db, { limit: 500 })).length).toBe(auditBefore);
  });

  it('changes the brand: whitelabel and status reflect it at once, and the change is audited', async () => {
    const brand: TBrandConfig = {
      ...DEFAULT_BRAND,
      name: 'Fortuna Norte',
      timeZone: 'UTC',
      whitelabel: { ...DEFAULT_BRAND.whitelabel, MOBILENUMREG3: true },
      domainRoutes: [
        { domain: 'agentes.example.com', routeType: 'AGENT', sequence: 2 },
        { domain: 'www.example.com', routeType: 'MAIN', sequence: 1 },
      ],
    };
    expect((await send('PUT', '/admin-api/system/brand', brand)).statusCode).toBe(200);

    const whitelabel = (await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value;
    expect(whitelabel.whitelabel.MOBILENUMREG3).toBe(true);
    const status = (await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.brand).toMatchObject({ name: 'Fortuna Norte', utcOffsetMinutes: 0 });
    expect(status.register.mobileReg).toBe(true);
    expect(status.domainRoute.map((route: { domain: string }) => route.domain)).toEqual([
      'www.example.com',
      'agentes.example.com',
    ]);

    const audit = (await send('GET', '/admin-api/system/audit?target=brand_config&limit=1')).json().value;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'operator-key', action: 'system.brand.update' });
    expect(audit[0].before.name).toBe('Fortuna');
    expect(audit[0].after.name).toBe('Fortuna Norte');
    expect(Date.parse(audit[0].createdAt)).not.toBeNaN();

    await send('PUT', '/admin-api/system/brand', DEFAULT_BRAND);
  });

  it('keeps the audit log newest first and limited', async () => {
    await send('PUT', '/admin-api/system/region', { ...DEFAULT_REGION, blockedCountries: ['AR'] });
    await send('PUT', '/admin-api/system/region', DEFAULT_REGION);
    const entries = (
      await send('GET', '/admin-api/system/audit?target=system_settings:region&limit=2')
    ).json().value;
    expect(entries).toHaveLength(2);
    expect(entries[0].after.blockedCountries).toEqual([]);
    expect(entries[1].after.blockedCountries).toEqual(['AR']);
    expect(Number(entries[0].id)).toBeGreaterThan(Number(entries[1].id));
    expect((await send('GET', '/admin-api/system/audit?limit=0')).statusCode).toBe(400);
  });
});

describe('audit of an operator signed in with an account', () => {
  it('records the operator, not the bootstrap key, as the author of a change', async () => {
    const { app, db } = await createTestApp();
    const login = await app.inject({
      method: 'POST',
      url: '/admin-api/session/login',
      payload: { username: 'demo_admin', password: 'operador2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const reply = await app.inject({
      method: 'PUT',
      url: '/admin-api/system/maintenance',
      headers: { authorization: `Bearer ${login.json().value.token}` },
      payload: { enabled: true },
    });
    expect(reply.statusCode).toBe(200);
    const [entry] = await listAuditEntries(db, { target: 'system_settings:maintenance', limit: 1 });
    expect(entry?.actor).toBe('operator:demo_admin');
  });
});
