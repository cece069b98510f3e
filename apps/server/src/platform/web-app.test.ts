import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

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
