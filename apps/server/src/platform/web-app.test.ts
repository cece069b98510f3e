import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE } from '../modules/system/brand.default';
import { createTestApp, operatorHeaders } from '../test/app';
import { POPUP_TEXTS } from '../test/first-screens';

const INDEX = '<!doctype html><html><body><div id="root">fake web build</div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Every client-side route of spec §2 (the web app decides what each shows). */
const SPEC_ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register?referralCode=ABC123',
  '/agent',
  '/agentHome',
  '/member',
  '/member/securityCenter',
  '/member/depositv2',
  '/help',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/live?vassalage=EVO',
  '/fish',
  '/rng?vassalage=INHOUSE',
  '/pvp',
  '/bgs',
  '/favorite',
  '/recent',
  '/lottery?gameCode=VN01',
  '/seaLottery',
  '/vnLottery?gameCode=HN',
  '/slot',
];

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'assets', 'index-4f9a2c1b.js'), 'console.log("app")');
    await writeFile(path.join(dir, 'assets', 'reply-worker-8e0d1f2a.js'), 'onmessage = () => {}');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ({ app } = await createTestApp({ env: { WEB_DIST_DIR: dir } }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(SPEC_ROUTES)('serves index.html for %s, revalidated on every visit', async (url) => {
    const reply = await app.inject({ method: 'GET', url, headers: html });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toBe(INDEX);
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-4f9a2c1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("serves a worker's script with a policy that allows the worker no fetch, import or eval", async () => {
    const worker = await app.inject({ method: 'GET', url: '/assets/reply-worker-8e0d1f2a.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'");
    expect(worker.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const script = await app.inject({ method: 'GET', url: '/assets/index-4f9a2c1b.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('answers HEAD for client-side routes', async () => {
    const reply = await app.inject({ method: 'HEAD', url: '/promotions', headers: html });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
  });

  it.each([
    '/wps/unknown',
    '/lgw/unknown',
    '/admin-api',
    '/vendor-api/x',
    '/healthz/x',
    '/ws',
    '/docs/nothing',
  ])('never answers %s with the web app', async (url) => {
    const reply = await app.inject({ method: 'GET', url, headers: html });
    expect(reply.body).not.toBe(INDEX);
    expect([401, 404]).toContain(reply.statusCode);
  });

  it('answers a missing asset with 404 instead of index.html', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/missing-1234.js', headers: html });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe('NOT_FOUND');
  });

  it('answers non-navigation requests (JSON clients, other methods) with the 404 envelope', async () => {
    const json = await app.inject({ method: 'GET', url: '/home', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/home', headers: html });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  it('answers client-side routes with a 503 page saying the web app is not built', async () => {
    const { app } = await createTestApp({ env: { WEB_DIST_DIR: path.join(tmpdir(), 'no-such-web-dist') } });
    const reply = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('The web app is not built');
    const api = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(api.statusCode).toBe(200);
  });
});

describe('the first screens of the promotions page and of a visitor’s pop-up, from what the web build wrote', () => {
  const PAGE = [
    '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"><!--app-shell-->',
    '<header class="site-header"><span class="site-header__brand-name">Fortuna</span></header>',
    '<main class="site__main"><div class="home"><img class="banner__image" src="" alt="" /></div></main>',
    '<!--/app-shell--></div></body></html>',
  ].join('');
  const SCREENS = {
    promotions: {
      stylesheets: ['/assets/promotions-C9n_Rp5G.css', 'https://evil.example/x.css'],
      texts: {
        es: { title: 'Promociones', lead: 'Bonos, retos y premios <para usted>.', all: 'Todas' },
        en: { title: 'Promotions', lead: 'Bonuses, challenges and prizes for you.', all: 'All' },
      },
    },
    popup: { texts: POPUP_TEXTS },
  };
  const dirs: string[] = [];

  /** The platform serving a build whose first-screens file holds `screens` (as written, not checked). */
  async function serving(screens: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    dirs.push(dir);
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    await writeFile(path.join(dir, '.vite', 'first-screens.json'), screens);
    return (await createTestApp({ env: { WEB_DIST_DIR: dir } })).app;
  }
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('paints the page down to its first card’s banner, with its texts and stylesheet, in the page’s language', async () => {
    const app = await serving(JSON.stringify(SCREENS));
    const list = await app.inject({
      url: '/wps/promotions/activities',
      headers: { 'accept-language': 'es' },
    });
    const es = (await app.inject({ url: '/promotions', headers: html })).body;
    expect(es).toContain('<span class="site-header__brand-name">Fortuna</span>');
    expect(es).toContain('<h1 class="page-header__title">Promociones</h1>');
    expect(es).toContain('<p class="promo-page__lead">Bonos, retos y premios &#60;para usted&#62;.</p>');
    expect(es).toContain('aria-selected="true" tabindex="-1">Todas</button>');
    expect(es).toContain(
      `<img src="${list.json().value.list[0].bannerUrl}" alt="" width="1200" height="400"`,
    );
    expect(es).not.toContain('class="home"');
    // Its own stylesheet (a build path only), and no separate preload: the picture is in the page.
    expect(es).toContain('<link rel="stylesheet" crossorigin href="/assets/promotions-C9n_Rp5G.css">');
    expect(es).not.toContain('evil.example');
    expect(es).not.toContain('rel="preload"');

    const en = (await app.inject({ url: '/promotions/', headers: { ...html, cookie: 'lang=en' } })).body;
    expect(en).toContain('<h1 class="page-header__title">Promotions</h1>');
    expect(en).toMatch(/<img src="\/[^"]+-en\.svg"/);
  });

  it('leaves it out where another card comes first (a tab, an opened activity) or the file cannot be read', async () => {
    const app = await serving(JSON.stringify(SCREENS));
    for (const url of ['/promotions?tab=daily', '/promotions?id=5bf29357-1890-4e53-91b1-b83962dae76e']) {
      const body = (await app.inject({ url, headers: html })).body;
      expect(body, url).not.toContain('promo-page');
      expect(body, url).not.toContain('rel="stylesheet"');
    }
    for (const screens of [
      '{"promotions":{"texts":{}}}',
      'not json',
      JSON.stringify({ ...SCREENS, popup: {} }),
    ]) {
      const other = await serving(screens);
      const body = (await other.inject({ url: '/promotions', headers: html })).body;
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('rel="preload" as="image"');
    }
  });

  it('paints a visitor’s announcement pop-up over the pages that show it, in the page’s language', async () => {
    const app = await serving(JSON.stringify(SCREENS));
    const notices = async (lang: string) =>
      (
        await app.inject({
          url: '/wps/content/notices?types=PU&platform=W',
          headers: { 'accept-language': lang },
        })
      ).json().value.popup as { title: string; content: string }[];
    const [first] = await notices('es');
    expect(first?.title).toBeTruthy();
    const popupOf = (body: string) =>
      /<div class="modal modal--still" id="first-popup"[\s\S]*?<\/article><\/div><\/div><\/div>/.exec(
        body,
      )?.[0];

    // A game list: the header, an empty page, the pop-up over it ("alone": without it the screen is left out).
    const rng = (await app.inject({ url: '/rng?vassalage=PG', headers: html })).body;
    const popup = popupOf(rng) ?? '';
    expect(popup).toContain('data-alone="" inert=""');
    expect(popup).toContain('<h2 id="first-popup-title" class="modal__title">Anuncio</h2>');
    expect(popup).toContain('aria-label="Cerrar"');
    expect(popup).toContain(`<h3 class="notice__title">${first?.title}</h3>`);
    expect(popup).toContain(`<div class="rich-text notice__body">${first?.content}</div>`);
    expect(popup).toContain('>Entendido</button>');
    // A picture of the window until the app takes over: nothing the app's tests or a person could reach.
    expect(popup).not.toContain('data-testid');
    expect(rng).toContain('<main class="site__main"></main>');
    expect(rng).not.toContain('class="home"');
    // The script is allowed by the page's policy, by its hash.
    const script = /<head><script>([^<]*)<\/script>/.exec(rng)?.[1] ?? '';
    expect(script).toContain('"announcementPopupClosed:anonymous"');
    const digest = createHash('sha256').update(script).digest('base64');
    expect((await app.inject({ url: '/rng', headers: html })).headers['content-security-policy']).toContain(
      `'sha256-${digest}'`,
    );

    // Over home's and the promotions page's own first screens, which stay when it goes.
    for (const url of ['/', '/promotions', '/sports']) {
      const body = (await app.inject({ url, headers: html })).body;
      expect(popupOf(body), url).toBeDefined();
      expect(popupOf(body)?.includes('data-alone=""'), url).toBe(url === '/sports');
    }
    const [english] = await notices('en');
    const en = (await app.inject({ url: '/fish', headers: { ...html, cookie: 'lang=en' } })).body;
    expect(popupOf(en)).toContain('>Announcement</h2>');
    expect(popupOf(en)).toContain(`<h3 class="notice__title">${english?.title}</h3>`);
  });

  it('leaves the pop-up out where the page does not show it to a visitor', async () => {
    const app = await serving(JSON.stringify(SCREENS));
    // The popup routes, the pages that ask for a login first, the agent's pages, and those with no first screen.
    for (const url of [
      '/login',
      '/help',
      '/member/securityCenter',
      '/favorite',
      '/agent',
      '/agentHome',
      '/pointMall',
    ]) {
      const body = (await app.inject({ url, headers: html })).body;
      expect(body, url).not.toContain('first-popup');
      expect(body, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves the pop-up out while the site is closed for maintenance', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    dirs.push(dir);
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    await writeFile(path.join(dir, '.vite', 'first-screens.json'), JSON.stringify(SCREENS));
    const { app } = await createTestApp({ env: { WEB_DIST_DIR: dir } });
    expect((await app.inject({ url: '/rng', headers: html })).body).toContain('first-popup');
    const maintenance = await app.inject({
      method: 'PUT',
      url: '/admin-api/system/maintenance',
      headers: operatorHeaders,
      payload: { ...DEFAULT_MAINTENANCE, enabled: true },
    });
    try {
      expect(maintenance.statusCode).toBe(200);
      const body = (await app.inject({ url: '/rng', headers: html })).body;
      expect(body).not.toContain('first-popup');
      expect(body).toContain('<div id="root"></div>');
    } finally {
      // The test file's apps share one database.
      await app.inject({
        method: 'PUT',
        url: '/admin-api/system/maintenance',
        headers: operatorHeaders,
        payload: DEFAULT_MAINTENANCE,
      });
    }
  });
});

describe('the built web app, compressed and branded', () => {
  const PAGE = [
    '<!doctype html><html lang="es"><head><title>x</title>',
    '<meta name="description" content="" />',
    '<meta property="og:title" content="" />',
    '<meta property="og:description" content="" />',
    '</head><body><div id="root"><!--app-shell--><header class="site-header">',
    '<span class="site-header__brand-name">Fortuna</span></header><main>',
    '<img class="banner__image" src="" alt="" /></main><!--/app-shell--></div></body></html>',
  ].join('');
  const ASSET = `console.log(${JSON.stringify('app '.repeat(400))})`;
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), PAGE);
    await writeFile(path.join(dir, 'assets', 'index-4f9a2c1b.js'), ASSET);
    // Stand-ins for the build's compressed copies: the test tells them apart by their bytes.
    await writeFile(path.join(dir, 'assets', 'index-4f9a2c1b.js.br'), 'brotli bytes');
    await writeFile(path.join(dir, 'assets', 'index-4f9a2c1b.js.gz'), 'gzip bytes');
    ({ app } = await createTestApp({ env: { WEB_DIST_DIR: dir } }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip, deflate', 'gzip', 'gzip bytes'],
  ])('sends the build’s compressed copy the browser accepts (%s)', async (accept, encoding, body) => {
    const reply = await app.inject({
      url: '/assets/index-4f9a2c1b.js',
      headers: { 'accept-encoding': accept },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-type']).toContain('javascript');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.body).toBe(body);
  });

  it('sends the plain file to a browser that accepts no compression', async () => {
    const reply = await app.inject({
      url: '/assets/index-4f9a2c1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(ASSET);
  });

  it('paints the home page’s first screen: the brand and the first banner of the page’s language', async () => {
    const home = await app.inject({ url: '/', headers: html });
    expect(home.body).toContain('<span class="site-header__brand-name">Fortuna</span>');
    expect(home.body).toMatch(/<img class="banner__image" src="\/[^"]+-es\.svg" alt="[^"]+"/);
    const english = await app.inject({ url: '/home', headers: { ...html, cookie: 'theme=dark; lang=en' } });
    expect(english.body).toMatch(/<img class="banner__image" src="\/[^"]+-en\.svg"/);
    const promotions = await app.inject({ url: '/promotions', headers: html });
    expect(promotions.body).toContain('<div id="root"></div>');
    expect(promotions.body).not.toContain('site-header');
  });

  it('has the promotions page ask for its first card’s banner before its scripts, in the page’s language', async () => {
    const preload = /<link rel="preload" as="image" href="(\/[^"]+)" fetchpriority="high">/;
    const es = await app.inject({ url: '/promotions', headers: html });
    const first = preload.exec(es.body)?.[1];
    expect(first).toMatch(/-es\.svg$/);
    const list = await app.inject({
      url: '/wps/promotions/activities',
      headers: { 'accept-language': 'es' },
    });
    expect(first).toBe(list.json().value.list[0].bannerUrl);
    const en = await app.inject({ url: '/promotions/', headers: { ...html, cookie: 'lang=en' } });
    expect(preload.exec(en.body)?.[1]).toMatch(/-en\.svg$/);
    // Home paints its banner itself; other pages ask for nothing ahead.
    for (const url of ['/', '/rng']) {
      expect((await app.inject({ url, headers: html })).body).not.toContain('rel="preload"');
    }
  });

  it('writes the brand’s name and description into index.html, in the page’s language', async () => {
    const es = await app.inject({ url: '/', headers: html });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('<title>Fortuna</title>');
    expect(es.body).toContain('<meta property="og:title" content="Fortuna" />');
    expect(es.body).toMatch(/<meta name="description" content="Casino en l[^"]+" \/>/);
    expect(es.body).toMatch(/<meta property="og:description" content="Casino en l[^"]+" \/>/);
    expect(es.headers.vary).toMatch(/cookie/i);

    // The app shows Spanish until the visitor chooses otherwise, whatever the browser's language: so does
    // the page. The choice comes back as the `lang` cookie the app keeps.
    const browserEnglish = await app.inject({
      url: '/promotions',
      headers: { ...html, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(browserEnglish.body).toContain('<html lang="es">');
    const en = await app.inject({ url: '/promotions', headers: { ...html, cookie: 'lang=en' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toMatch(/<meta name="description" content="Online casino[^"]+" \/>/);
    const query = await app.inject({ url: '/index.html?lang=en', headers: html });
    expect(query.body).toContain('<html lang="en">');
  });

  it('compresses index.html for a browser that accepts it', async () => {
    const reply = await app.inject({
      url: '/',
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toContain('<title>Fortuna</title>');
  });
});
