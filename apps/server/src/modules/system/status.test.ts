import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revealCsPath } from '@platform/contracts/cs-path';
import {
  ZDomainRouteReplySchema,
  ZSystemStatusReplySchema,
  ZSystemStatusValueSchema,
  ZWhitelabelReplySchema,
  type TSystemStatusValue,
} from '@platform/contracts/system';
import { WHITELABEL_FLAG_CODES } from '@platform/contracts/whitelabel';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { DEFAULT_CS_ENTRIES } from '../content/content.default';
import { DEFAULT_BRAND } from './brand.default';
import { putMaintenance, putRegion, resetSystemSettings } from './testing';

type StatusRequest = { ip?: string; headers?: Record<string, string>; query?: string };

async function status(
  app: FastifyInstance,
  { ip = '127.0.0.1', headers = {}, query = '' }: StatusRequest = {},
) {
  const reply = await app.inject({
    method: 'GET',
    url: `/wps/system/status${query}`,
    remoteAddress: ip,
    headers,
  });
  expect(reply.statusCode).toBe(200);
  return ZSystemStatusReplySchema.parse(reply.json()).value;
}

describe('GET /wps/system/status', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  beforeEach(() => resetSystemSettings(app));

  it('answers every field of spec §7, typed, and nothing else', async () => {
    const reply = await app.inject({ method: 'GET', url: '/wps/system/status' });
    const body = ZSystemStatusReplySchema.parse(reply.json());
    expect(body.success).toBe(true);
    expect(Object.keys(body.value).sort()).toEqual(Object.keys(ZSystemStatusValueSchema.shape).sort());
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('describes the seeded brand', async () => {
    const value = await status(app);
    expect(value.systemStatus).toBe(0);
    expect(value.brand).toEqual({
      name: 'Fortuna',
      platform: 'WEB',
      merchantCode: 'FORTUNA01',
      lotteryType: 'VN',
      defaultLanguage: 'es',
      languages: ['es', 'en'],
      currency: { code: 'MXN', symbol: '$', scale: 2 },
      timeZone: 'America/Mexico_City',
      utcOffsetMinutes: -360,
      minimumAge: 18,
      description: DEFAULT_BRAND.description.es,
    });
    expect(Object.keys(value.whitelabel).sort()).toEqual([...WHITELABEL_FLAG_CODES].sort());
    expect(value.whitelabel).toMatchObject({
      PTSYS3: true,
      MANPLAYREB3: true,
      AGENTPOLICY3: true,
      MOBILENUMREG3: false,
    });
    expect(value.register).toEqual({ mobileReg: false, smsVerification: true, mobileRegPass: false });
    expect(value.domainRoute).toEqual([{ domain: 'localhost', routeType: 'MAIN', sequence: 1 }]);
    expect(value.analytics).toEqual({ gtagId: null });
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(Date.parse(value.serverTime)).not.toBeNaN();
  });

  it('obfuscates customer-service links with a fresh 8-character key each time', async () => {
    const first = await status(app);
    const second = await status(app);
    expect(first.customerService.map((entry) => revealCsPath(entry.path))).toEqual(
      DEFAULT_CS_ENTRIES.map((entry) => entry.url),
    );
    expect(first.customerService.map((e) => [e.csType, e.csPosition])).toEqual(
      DEFAULT_CS_ENTRIES.map((e) => [e.csType, e.csPosition]),
    );
    for (const entry of first.customerService) {
      expect(entry.path).toMatch(/[A-Za-z0-9]{8}$/);
      expect(entry.path).not.toContain('t.me');
    }
    expect(first.customerService[1]!.path).not.toBe(second.customerService[1]!.path);
  });

  it('reports maintenance (1) with its texts in the request language', async () => {
    await putMaintenance(app, {
      enabled: true,
      endsAt: '2099-01-01T00:00:00.000Z',
      title: { es: 'Mantenimiento', en: 'Maintenance' },
      info: { es: 'Volvemos pronto', en: 'Back soon' },
    });
    const es = await status(app);
    expect(es.systemStatus).toBe(1);
    expect(es.maintenance).toEqual({
      active: true,
      title: 'Mantenimiento',
      info: 'Volvemos pronto',
      endsAt: '2099-01-01T00:00:00.000Z',
    });
    const en = await status(app, { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect([en.maintenance.title, en.maintenance.info]).toEqual(['Maintenance', 'Back soon']);
    const query = await status(app, { query: '?lang=en' });
    expect(query.maintenance.title).toBe('Maintenance');
  });

  it('titles customer-service links in the request language, else with their single title', async () => {
    const titles = (value: Awaited<ReturnType<typeof status>>) => value.customerService.map((e) => e.title);
    expect(titles(await status(app))).toContain('Chat en vivo');
    const en = titles(await status(app, { query: '?lang=en' }));
    expect(en).toContain('Live chat');
    expect(en).not.toContain('Chat en vivo');
    expect(en).toContain('Telegram VIP');
  });

  it('falls back to the brand language when a text is missing in the requested one', async () => {
    await putMaintenance(app, { enabled: true, title: { es: 'Solo español' }, info: {} });
    const en = await status(app, { query: '?lang=en' });
    expect(en.maintenance).toMatchObject({ title: 'Solo español', info: null });
  });

  it('reports region restriction (2) for a blocked IPv4 network, with the visitor IP and message', async () => {
    await putRegion(app, { enabled: true, blockedNetworks: ['203.0.113.0/24'] });
    const blocked = await status(app, { ip: '203.0.113.40', query: '?lang=en' });
    expect(blocked.systemStatus).toBe(2);
    expect(blocked.regionRestriction).toEqual({
      active: true,
      ip: '203.0.113.40',
      country: null,
      message: 'Sorry, the service is not available in your location.',
    });
    const other = await status(app, { ip: '203.0.114.1' });
    expect(other.systemStatus).toBe(0);
    expect(other.regionRestriction).toMatchObject({ active: false, message: null });
  });

  it('matches IPv6 networks, and IPv4 clients seen on a dual-stack socket', async () => {
    await putRegion(app, { enabled: true, blockedNetworks: ['2001:db8:bad::/48', '198.51.100.7'] });
    expect((await status(app, { ip: '2001:db8:bad:1::9' })).systemStatus).toBe(2);
    expect((await status(app, { ip: '2001:db8:beef::9' })).systemStatus).toBe(0);
    const mapped = await status(app, { ip: '::ffff:198.51.100.7' });
    expect(mapped.systemStatus).toBe(2);
    expect(mapped.location.ip).toBe('198.51.100.7');
  });

  it('lets an allowed network through a blocked one', async () => {
    await putRegion(app, {
      enabled: true,
      blockedNetworks: ['10.0.0.0/8'],
      allowedNetworks: ['10.20.0.0/16'],
    });
    expect((await status(app, { ip: '10.20.3.4' })).systemStatus).toBe(0);
    expect((await status(app, { ip: '10.21.3.4' })).systemStatus).toBe(2);
  });

  it('ignores region rules while they are disabled', async () => {
    await putRegion(app, { enabled: false, blockedNetworks: ['0.0.0.0/0', '::/0'] });
    expect((await status(app, { ip: '203.0.113.40' })).systemStatus).toBe(0);
  });

  it('lets maintenance win over region restriction', async () => {
    await putRegion(app, { enabled: true, blockedNetworks: ['203.0.113.0/24'] });
    await putMaintenance(app, { enabled: true });
    const value = await status(app, { ip: '203.0.113.40' });
    expect(value.systemStatus).toBe(1);
    expect(value.maintenance.active).toBe(true);
    expect(value.regionRestriction.active).toBe(true);
  });
});

describe('maintenance windows', () => {
  let app: FastifyInstance;
  let now = new Date('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    ({ app } = await createTestApp({ clock: { now: () => now } }));
  });
  afterAll(() => resetSystemSettings(app));

  it('is in force only between startsAt and endsAt', async () => {
    await putMaintenance(app, {
      enabled: true,
      startsAt: '2030-01-01T02:00:00Z',
      endsAt: '2030-01-01T04:00:00Z',
    });
    const at = async (iso: string) => {
      now = new Date(iso);
      return (await status(app)).systemStatus;
    };
    expect(await at('2030-01-01T01:59:59Z')).toBe(0);
    expect(await at('2030-01-01T02:00:00Z')).toBe(1);
    expect(await at('2030-01-01T03:59:59Z')).toBe(1);
    expect(await at('2030-01-01T04:00:00Z')).toBe(0);
  });
});

describe('client address behind proxies', () => {
  const spoofed = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' };

  async function appWith(env: Record<string, string>) {
    const { app } = await createTestApp({ env });
    await putRegion(app, { enabled: true, blockedNetworks: ['203.0.113.0/24', '198.51.100.0/24'] });
    return app;
  }

  it('ignores X-Forwarded-For unless TRUST_PROXY is configured', async () => {
    const app = await appWith({});
    const value = await status(app, { ip: '10.0.0.5', headers: spoofed });
    expect(value.location.ip).toBe('10.0.0.5');
    expect(value.systemStatus).toBe(0);
  });

  it('honours X-Forwarded-For from a trusted proxy network only', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const viaProxy = await status(app, { ip: '10.0.0.5', headers: spoofed });
    expect(viaProxy.location.ip).toBe('203.0.113.9');
    expect(viaProxy.systemStatus).toBe(2);
    const direct = await status(app, { ip: '192.0.2.44', headers: spoofed });
    expect(direct.location.ip).toBe('192.0.2.44');
    expect(direct.systemStatus).toBe(0);
  });

  it('trusts a number of hops nearest to the server', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    expect((await status(app, { ip: '10.0.0.5', headers: spoofed })).location.ip).toBe('203.0.113.9');
  });

  it('takes the first address when every proxy is trusted', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    expect((await status(app, { ip: '10.0.0.5', headers: spoofed })).location.ip).toBe('198.51.100.1');
  });
});

describe('country rules with GEOIP_CSV', () => {
  let dir: string;
  let app: FastifyInstance;
  let value: (ip: string) => Promise<TSystemStatusValue>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'geoip-'));
    const csv = path.join(dir, 'countries.csv');
    await writeFile(csv, 'network,country\n203.0.113.0/24,US\n2001:db8:ca::/48,CA\n198.51.100.0/24,MX\n');
    ({ app } = await createTestApp({ env: { GEOIP_CSV: csv } }));
    value = (ip) => status(app, { ip });
  });
  afterAll(async () => {
    await resetSystemSettings(app);
    await rm(dir, { recursive: true, force: true });
  });

  it('reports the country of the client', async () => {
    expect((await value('203.0.113.5')).location).toEqual({ ip: '203.0.113.5', country: 'US' });
    expect((await value('192.0.2.1')).location.country).toBeNull();
  });

  it('blocks the configured countries for IPv4 and IPv6 clients, allowed networks first', async () => {
    await putRegion(app, {
      enabled: true,
      blockedCountries: ['US', 'CA'],
      allowedNetworks: ['203.0.113.128/25'],
    });
    expect((await value('203.0.113.5')).regionRestriction).toMatchObject({ active: true, country: 'US' });
    expect((await value('2001:db8:ca::77')).systemStatus).toBe(2);
    expect((await value('198.51.100.5')).systemStatus).toBe(0);
    expect((await value('203.0.113.200')).systemStatus).toBe(0);
  });
});

describe('GET /wps/system/whitelabel and /wps/system/domainRoute', () => {
  it('answer the brand flags and the domain routes in envelopes', async () => {
    const { app } = await createTestApp();
    const whitelabel = ZWhitelabelReplySchema.parse(
      (await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json(),
    );
    expect(whitelabel.value).toEqual({
      whitelabel: DEFAULT_BRAND.whitelabel,
      platform: 'WEB',
      merchantCode: 'FORTUNA01',
      lotteryType: 'VN',
      defaultLanguage: 'es',
      languages: ['es', 'en'],
    });
    const routes = ZDomainRouteReplySchema.parse(
      (await app.inject({ method: 'GET', url: '/wps/system/domainRoute' })).json(),
    );
    expect(routes.value).toEqual(DEFAULT_BRAND.domainRoutes);
  });
});
