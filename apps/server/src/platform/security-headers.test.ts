import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorAdapterRegistry } from '../modules/vendors/adapters';
import { createTransferVendorRegistry } from '../modules/wallet/vendors/registry';
import { DEFAULT_BRAND } from '../modules/system/brand.default';
import { createTestApp, operatorHeaders } from '../test/app';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { FIRST_POPUP_SCRIPT } from './first-screen';
import { inlineScriptHashes, sitePolicy } from './security-headers';

const INLINE = 'window.__brand = {"name":"Fortuna"};';
const INDEX = `<!doctype html><html lang="es"><head><title>Fortuna</title>
<script>${INLINE}</script>
<script type="module" crossorigin src="/assets/index-4f9a2c1b.js"></script>
</head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers of the site', () => {
  let dir: string;
  let app: FastifyInstance;
  const logs = new PassThrough();
  const lines: string[] = [];
  logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'web-dist-csp-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    await writeFile(path.join(dir, 'assets', 'index-4f9a2c1b.js'), 'console.log("app")');
    ({ app } = await createTestApp({
      env: { WEB_DIST_DIR: dir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
      logStream: logs,
    }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(['/', '/member/depositv2?orderId=1', '/agent', '/login', '/agentHome/team'])(
    'serves %s with the strict policy and the usual headers',
    async (url) => {
      const reply = await app.inject({ method: 'GET', url, headers: { ...html, host: 'casino.test:8080' } });
      expect(reply.statusCode).toBe(200);
      const policy = directives(String(reply.headers['content-security-policy']));
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'", sha256(INLINE)],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws://casino.test:8080', 'wss://casino.test:8080'],
        // The sandbox vendor's game pages are this site's.
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-uri': ['/csp-report'],
        'report-to': ['csp'],
      });
      expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
      expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
      expect(reply.headers).toMatchObject({
        'reporting-endpoints': 'csp="http://casino.test:8080/csp-report"',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': expect.stringContaining('camera=()'),
        'cross-origin-opener-policy': 'same-origin',
      });
      // Plain http: no Strict-Transport-Security.
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('allows exactly the inline scripts of the page as served', async () => {
    const reply = await app.inject({ method: 'GET', url: '/', headers: html });
    const inline = [...reply.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toEqual([INLINE]);
    const scriptSrc = directives(String(reply.headers['content-security-policy']))['script-src']!;
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual(inline.map(sha256));
  });

  it('sends Strict-Transport-Security over https (behind a proxy that says so)', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, host: 'casino.test', 'x-forwarded-proto': 'https' },
    });
    expect(reply.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(reply.headers['reporting-endpoints']).toBe('csp="https://casino.test/csp-report"');
    const api = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('gives API replies the usual headers, and leaves pages with their own policy alone', async () => {
    const api = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(api.headers['content-security-policy']).toBeUndefined();
    // The sandbox payment page keeps its stricter policy and referrer rule.
    const payPage = await app.inject({
      method: 'GET',
      url: '/sandbox-pay/00000000-0000-4000-8000-000000000000',
    });
    expect(payPage.headers['content-security-policy']).toContain("default-src 'none'");
    expect(payPage.headers['referrer-policy']).toBe('no-referrer');
  });

  it('records and logs violation reports in both formats; anything else is 204 and ignored', async () => {
    const legacy = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://casino.test/member',
          'blocked-uri': 'inline',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'source-file': 'http://casino.test/member',
          'line-number': 12,
          'script-sample': 'alert(1)',
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const reporting = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://casino.test/',
          body: {
            documentURL: 'http://casino.test/',
            blockedURL: 'https://evil.example/x.js',
            effectiveDirective: 'script-src-elem',
            lineNumber: 3,
          },
        },
        { type: 'deprecation', body: {} },
      ]),
    });
    expect(reporting.statusCode).toBe(204);
    for (const payload of ['not json', '{}', '[1,2]']) {
      const garbage = await app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload,
      });
      expect(garbage.statusCode).toBe(204);
    }

    const recorded = await app.inject({
      method: 'GET',
      url: '/admin-api/system/csp-reports',
      headers: operatorHeaders,
    });
    expect(recorded.json().value).toMatchObject({
      total: 2,
      recent: [
        {
          document: 'http://casino.test/',
          blocked: 'https://evil.example/x.js',
          directive: 'script-src-elem',
        },
        { document: 'http://casino.test/member', blocked: 'inline', line: 12, sample: 'alert(1)' },
      ],
    });
    expect((await app.inject({ method: 'GET', url: '/admin-api/system/csp-reports' })).statusCode).toBe(401);
    const logged = lines
      .map((line) => JSON.parse(line) as { msg?: string; csp?: { blocked: string } })
      .filter((line) => line.msg === 'content security policy violation');
    expect(logged.map((line) => line.csp?.blocked)).toEqual(['inline', 'https://evil.example/x.js']);
  });
});

describe('the site policy', () => {
  it('hashes inline scripts only, not scripts loaded by address', () => {
    expect(
      inlineScriptHashes(
        '<script src="/a.js"></script><script type="module">go()</script><script>go()</script>',
      ),
    ).toEqual([sha256('go()')]);
  });

  it('frames what the vendors launch: the sandbox (this site), the real adapters’ origins, else nothing', () => {
    const registry = (sandbox: boolean, origins?: string[]) =>
      createVendorAdapterRegistry({
        adapters: origins ? { ACME: { launch: async () => 'https://games.acme.com/x', origins } } : {},
        sandbox: sandbox ? { launch: async () => '/sandbox-vendor/play' } : null,
        transferWallets: createTransferVendorRegistry([]),
        sandboxTransferWallet: null,
      });
    expect(registry(true).frameSources()).toEqual(["'self'"]);
    expect(registry(true, ['https://games.acme.com']).frameSources()).toEqual([
      'https://games.acme.com',
      "'self'",
    ]);
    expect(registry(false).frameSources()).toEqual([]);
    expect(directives(sitePolicy({ scriptHashes: [], frameSources: [], host: null }))).toMatchObject({
      'frame-src': ["'none'"],
      'connect-src': ["'self'"],
    });
  });

  it('allows the Google tag’s origins only while the brand has a gtagId', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-csp-'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    const { app } = await createTestApp({ env: { WEB_DIST_DIR: dir } });
    const put = (gtagId: string | null) =>
      app.inject({
        method: 'PUT',
        url: '/admin-api/system/brand',
        headers: operatorHeaders,
        payload: { ...DEFAULT_BRAND, gtagId },
      });
    const policyOf = async () =>
      directives(
        String(
          (await app.inject({ method: 'GET', url: '/', headers: html })).headers['content-security-policy'],
        ),
      );
    const google = (values: string[] = []) => values.filter((value) => /google/.test(value));

    expect(google((await policyOf())['script-src'])).toEqual([]);
    expect(google((await policyOf())['connect-src'])).toEqual([]);
    expect((await put('G-TEST123')).statusCode).toBe(200);
    try {
      const policy = await policyOf();
      expect(google(policy['script-src'])).toEqual(['https://*.googletagmanager.com']);
      expect(google(policy['connect-src'])).toEqual([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
    } finally {
      expect((await put(null)).statusCode).toBe(200);
    }
    expect(google((await policyOf())['script-src'])).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });

  it('frames nothing when the sandbox vendor is off', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-csp-'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    const { app } = await createTestApp({ env: { WEB_DIST_DIR: dir, SANDBOX_VENDOR: 'off' } });
    const reply = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(directives(String(reply.headers['content-security-policy']))['frame-src']).toEqual(["'none'"]);
    await rm(dir, { recursive: true, force: true });
  });

  // The real build (`npm run build`): whatever inline script it has is in the policy, with the first screen's
  // pop-up script on the pages that paint a visitor's pop-up (the demo's visitor has one), and nothing else.
  it.skipIf(!existsSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html')))(
    'covers the inline scripts of the built index.html',
    async () => {
      const built = readFileSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html'), 'utf8');
      const { app } = await createTestApp({ env: { WEB_DIST_DIR: DEFAULT_WEB_DIST_DIR } });
      for (const [url, expected] of [
        ['/home', `<script>${FIRST_POPUP_SCRIPT}</script>${built}`],
        ['/pointMall', built],
      ] as const) {
        const reply = await app.inject({ method: 'GET', url, headers: html });
        const scriptSrc = directives(String(reply.headers['content-security-policy']))['script-src']!;
        expect(scriptSrc.slice(1), url).toEqual(inlineScriptHashes(reply.body));
        expect(inlineScriptHashes(reply.body), url).toEqual(inlineScriptHashes(expected));
        expect(reply.body).not.toMatch(/\son[a-z]+\s*=/i);
      }
    },
  );
});
