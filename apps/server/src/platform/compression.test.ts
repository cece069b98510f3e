import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression, UNCOMPRESSED_ROUTES } from './compression';

const big = { value: 'x'.repeat(COMPRESSION_THRESHOLD_BYTES * 4) };

describe('compression of replies', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/wps/relay/GCSGAME_list', async () => big);
    app.get('/wps/small', async () => ({ ok: true }));
    for (const url of UNCOMPRESSED_ROUTES) app.post(url, async () => big);
    app.get('/sandbox-vendor/play', async () => big);
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a large reply with the encoding the client prefers, and says it varies', async () => {
    const br = await app.inject({
      url: '/wps/relay/GCSGAME_list',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const gzip = await app.inject({ url: '/wps/relay/GCSGAME_list', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/wps/relay/GCSGAME_list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('leaves small replies as they are', async () => {
    const reply = await app.inject({ url: '/wps/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it.each([...UNCOMPRESSED_ROUTES])(
    'never compresses %s, whose reply carries a token (BREACH)',
    async (url) => {
      const reply = await app.inject({ method: 'POST', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.json()).toEqual(big);
    },
  );

  it('never compresses the sandbox vendor pages (they embed the launch token)', async () => {
    const reply = await app.inject({ url: '/sandbox-vendor/play', headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});

describe('the routes kept uncompressed', () => {
  it('all exist in the app (the list names real routes)', async () => {
    const { app } = await createTestApp();
    const missing = UNCOMPRESSED_ROUTES.filter(
      (url) => !(['GET', 'POST', 'PUT'] as const).some((method) => app.hasRoute({ method, url })),
    );
    expect(missing).toEqual([]);
  });

  it('an API reply of the app above the threshold is compressed', async () => {
    const { app } = await createTestApp();
    const reply = await app.inject({ url: '/wps/system/status', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
  });
});
