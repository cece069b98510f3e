import { revealCsPath } from '@platform/contracts/cs-path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders } from '../../test/app';
import { bearer, createTestMember, login, PLAIN_PAYLOADS, uniqueIp } from '../identity/testing';
import { DEFAULT_BRAND } from '../system/brand.default';
import { DEFAULT_CS_ENTRIES } from './content.default';

let app: FastifyInstance;
let db: Db;
let memberToken: string;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ env: PLAIN_PAYLOADS }));
  const member = await createTestMember(db, { firstLoginAt: new Date() });
  memberToken = (await login(app, { username: member.account, password: member.password })).token;
});

afterAll(async () => {
  await putBrand({ imageCDNs: [] });
});

async function putBrand(patch: Partial<typeof DEFAULT_BRAND>) {
  const reply = await app.inject({
    method: 'PUT',
    url: '/admin-api/system/brand',
    headers: operatorHeaders,
    payload: { ...DEFAULT_BRAND, ...patch },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers, remoteAddress: uniqueIp() });

describe('GET /wps/content/banners', () => {
  it('lists a group’s banners in order, in the request language, with their links resolved', async () => {
    const es = (await get('/wps/content/banners?groupName=w_home')).json().value;
    expect(es.groupName).toBe('w_home');
    expect(es.list.map((b: { title: string }) => b.title)).toEqual([
      'Bono de bienvenida 100%',
      'Fortuna de Oro',
      'Casino en vivo',
      'Deportes',
    ]);
    const [welcome, game, live, sports] = es.list;
    expect(welcome).toMatchObject({ linkageType: 'PROMOTION', href: '/promotions', game: null });
    expect(welcome.url).toBe('/lgw/content/art/home-welcome-es.svg');
    expect(game).toMatchObject({
      linkageType: 'GAME',
      target: 'PG-RNG001',
      href: null,
      game: { nodeId: 'PG-RNG001', vassalage: 'PG', gameCode: 'RNG001', gameType: 'RNG', isGame: 'GAME' },
    });
    expect(live).toMatchObject({ linkageType: 'PAGE', href: '/live' });
    expect(sports).toMatchObject({ linkageType: null, href: null });

    const en = (await get('/wps/content/banners?groupName=w_home&lang=en')).json().value;
    expect(en.list.map((b: { title: string }) => b.title)).toEqual([
      '100% welcome bonus',
      'Fortune of Gold',
      'Live casino',
      'Sports',
    ]);
    expect(en.list[0].url).toBe('/lgw/content/art/home-welcome-en.svg');
  });

  it('serves every group of the spec and refuses an unknown one', async () => {
    for (const group of ['w_leftmenu', 'w_login', 'w_register', 'w_forget']) {
      const reply = await get(`/wps/content/banners?groupName=${group}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().value.list.length).toBeGreaterThan(0);
    }
    const bad = await get('/wps/content/banners?groupName=w_nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('puts images on one of the brand’s image CDNs, picked at random', async () => {
    const cdns = ['https://img1.cdn.example', 'https://img2.cdn.example'];
    await putBrand({ imageCDNs: cdns });
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i += 1) {
      const list = (await get('/wps/content/banners?groupName=w_home')).json().value.list as Array<{
        url: string;
      }>;
      const hosts = new Set(list.map((banner) => new URL(banner.url).origin));
      expect(hosts.size).toBe(1);
      seen.add([...hosts][0]!);
    }
    expect([...seen].sort()).toEqual(cdns);
    await putBrand({ imageCDNs: [] });
  });
});

describe('GET /lgw/content/art/:file', () => {
  it('draws the banner art as SVG with cache headers; unknown art is 404', async () => {
    const reply = await get('/lgw/content/art/home-welcome-es.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['cache-control']).toContain('max-age');
    // The title is wrapped to stay left of the coins: two lines here, then the subtitle.
    expect(reply.body).toMatch(
      />Bono de bienvenida<\/text><text [^>]*>100%<\/text><text [^>]*>En su primer depósito, hasta \$5,000 MXN</,
    );
    expect(reply.body).not.toMatch(/<script|on[a-z]+=/i);
    expect((await get('/lgw/content/art/nope.svg')).statusCode).toBe(404);
    expect((await get('/lgw/content/art/..%2Fsecrets.json')).statusCode).toBe(404);
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('shows visitors the B announcements, 9 per page by default', async () => {
    const reply = await get('/wps/relay/MCSFE_getListAnnouncements');
    expect(reply.statusCode).toBe(200);
    const value = reply.json().value;
    expect(value).toMatchObject({ pageNum: 1, pageSize: 9, totalElements: 2, totalPages: 1 });
    expect(value.content.map((a: { execution: string }) => a.execution)).toEqual(['B', 'B']);
    expect(value.content[0]).toMatchObject({ title: 'Bienvenido a Fortuna' });
    expect(value.content[0].content).toContain('<a href="/help#term">');
  });

  it('shows members the A and F announcements, in English when asked', async () => {
    const value = (await get('/wps/relay/MCSFE_getListAnnouncements?lang=en', bearer(memberToken))).json()
      .value;
    expect(new Set(value.content.map((a: { execution: string }) => a.execution))).toEqual(
      new Set(['A', 'F']),
    );
    expect(value.content.map((a: { title: string }) => a.title)).toContain('Scheduled maintenance');
    const onlyF = (await get('/wps/relay/MCSFE_getListAnnouncements?execution=F', bearer(memberToken))).json()
      .value;
    expect(onlyF.content.map((a: { title: string }) => a.title)).toEqual(['¡Gracias por unirse!']);
  });

  it('refuses a visitor asking for members’ announcements, and pages over 9', async () => {
    const visitorA = await get('/wps/relay/MCSFE_getListAnnouncements?execution=A');
    expect(visitorA.statusCode).toBe(401);
    expect(visitorA.json().code).toBe('NOT_LOGGED_IN');
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?pageSize=10')).statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=0')).statusCode).toBe(400);
    const beyond = (await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=5')).json().value;
    expect(beyond).toMatchObject({ content: [], pageNum: 5, totalElements: 2 });
  });
});

describe('GET /wps/content/notices', () => {
  it('answers the on-load query of a visitor (types B, PL, PU, PR, H) with the announcement payload', async () => {
    const reply = await get(
      '/wps/content/notices?types=B,PL,PU,PR,H&platform=W&bannerGroups=w_home,w_leftmenu',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json().value;
    expect(value.execution).toBe('B');
    expect(value.bulletin.map((n: { title: string }) => n.title)).toEqual([
      'Depósitos por SPEI acreditados en minutos, las 24 horas.',
      'Nunca le pediremos su contraseña por teléfono, correo o chat.',
    ]);
    expect(value.player).toEqual([]);
    expect(value.popup).toHaveLength(1);
    expect(value.home).toHaveLength(1);
    expect(value.promotion[0]).toMatchObject({
      href: '/promotions',
      announcementImages: [
        { sequence: 1, url: '/lgw/content/art/home-welcome-es.svg' },
        { sequence: 2, url: '/lgw/content/art/side-promo-es.svg' },
      ],
    });
    expect(value.banners.map((g: { groupName: string }) => g.groupName)).toEqual(['w_home', 'w_leftmenu']);
    expect(value.banners[1].list).toHaveLength(2);
  });

  it('answers the in-session query (types B, PL, PU, PR, execution B) and a member’s own execution', async () => {
    const session = (
      await get('/wps/content/notices?types=B,PL,PU,PR&platform=W&execution=B', bearer(memberToken))
    ).json().value;
    expect(session.execution).toBe('B');
    expect(session.home).toEqual([]);
    expect(session.banners).toEqual([]);
    const own = (await get('/wps/content/notices?lang=en', bearer(memberToken))).json().value;
    expect(own.execution).toBe('A');
    expect(own.player.map((n: { id: string; title: string }) => n.title)).toEqual([
      'Daily withdrawal limits',
    ]);
    expect(own.player[0].id).toMatch(/^\d+$/);
  });

  it('refuses unknown types and a visitor asking for A', async () => {
    expect((await get('/wps/content/notices?types=B,XX')).statusCode).toBe(400);
    expect((await get('/wps/content/notices?platform=M')).statusCode).toBe(400);
    expect((await get('/wps/content/notices?execution=A')).statusCode).toBe(401);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('lists categories and articles in the request language, with the terms anchor', async () => {
    const es = (await get('/wps/system/helpCenter?lang=es&device=WEB')).json().value;
    expect(es.language).toBe('es');
    expect(es.categories.map((c: { title: string }) => c.title)).toEqual([
      'Depósitos',
      'Retiros',
      'Seguridad de la cuenta',
      'Juego responsable',
      'Términos y privacidad',
    ]);
    const articles = es.categories.flatMap(
      (c: { articles: Array<{ id: string; anchor: string; title: string }> }) => c.articles,
    );
    const terms = articles.find((a: { anchor: string }) => a.anchor === 'term');
    expect(terms).toMatchObject({ id: es.termsArticleId, title: 'Términos y condiciones' });
    expect(articles.map((a: { anchor: string }) => a.anchor)).toEqual(
      expect.arrayContaining([
        'deposits',
        'withdrawals',
        'account-security',
        'responsible-gaming',
        'privacy',
      ]),
    );
    const en = (await get('/wps/system/helpCenter?lang=en')).json().value;
    expect(en.categories[0].title).toBe('Deposits');
    expect(en.categories[0].articles[0].content).toContain('<strong>Deposit</strong>');
  });

  it('refuses a device other than WEB', async () => {
    expect((await get('/wps/system/helpCenter?device=APP')).statusCode).toBe(400);
  });
});

describe('/wps/system/status links', () => {
  it('lists the customer-service entries and resources stored by the content module', async () => {
    const value = (await get('/wps/system/status')).json().value;
    expect(value.customerService.map((e: { path: string }) => revealCsPath(e.path))).toEqual(
      DEFAULT_CS_ENTRIES.map((entry) => entry.url),
    );
    expect(value.resources.map((r: { url: string }) => r.url)).toEqual([
      '/help#responsible-gaming',
      '/help#term',
      '/help#privacy',
    ]);
    expect(Object.keys(value.resources[0]).sort()).toEqual([
      'labelNameEn',
      'labelNames',
      'resourceType',
      'url',
    ]);
    expect(Object.keys(value.customerService[0]).sort()).toEqual(['csPosition', 'csType', 'path', 'title']);
  });
});
