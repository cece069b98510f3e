import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAddressCache } from './address-cache';

async function appWith(cache: ReturnType<typeof createAddressCache>) {
  let built = 0;
  const app = Fastify();
  app.get('/read', { onRequest: cache.serve }, async (request, reply) => {
    built += 1;
    const json = JSON.stringify({ built, lang: request.headers['accept-language'] ?? null });
    if ((request.query as { shared?: string }).shared !== 'no') cache.remember(request, json);
    return reply.type('application/json').send(json);
  });
  await app.ready();
  return { app, builds: () => built };
}

afterEach(() => vi.useRealTimers());

describe('address cache', () => {
  it('answers a repeated address from memory, per Accept-Language, until it expires or is cleared', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createAddressCache({ ttlMs: 5_000 });
    const { app, builds } = await appWith(cache);
    const get = (url: string, lang = 'es') =>
      app.inject({ url, headers: { 'accept-language': lang } }).then((reply) => reply.json());

    expect(await get('/read')).toEqual({ built: 1, lang: 'es' });
    expect(await get('/read')).toEqual({ built: 1, lang: 'es' });
    expect(await get('/read', 'en')).toEqual({ built: 2, lang: 'en' });
    expect(await get('/read?x=1')).toEqual({ built: 3, lang: 'es' });

    vi.setSystemTime(Date.now() + 5_001);
    expect(await get('/read')).toEqual({ built: 4, lang: 'es' });
    cache.clear();
    expect(await get('/read')).toEqual({ built: 5, lang: 'es' });
    expect(builds()).toBe(5);
    await app.close();
  });

  it('never answers an address whose reply was not shared', async () => {
    const cache = createAddressCache({ ttlMs: 5_000 });
    const { app, builds } = await appWith(cache);
    await app.inject({ url: '/read?shared=no' });
    await app.inject({ url: '/read?shared=no' });
    expect(builds()).toBe(2);
    await app.close();
  });
});
