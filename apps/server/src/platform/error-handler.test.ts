import { Writable } from 'node:stream';
import { ZErrorEnvelopeSchema } from '@platform/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/app';
import { AppError } from './errors';
import { toErrorReply } from './error-handler';

const ZCurrencyBodySchema = z.object({
  name: z.string().min(2),
  currency: z.object({ code: z.string().length(3), scale: z.number().int() }),
  tags: z.array(z.string()).max(2).optional(),
});

function registerTestRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/wps/test/echo', { schema: { body: ZCurrencyBodySchema } }, async (request) => ({
    success: true,
    value: request.body,
    message: null,
  }));
  typed.get(
    '/wps/test/items/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) } },
    async (request) => ({
      success: true,
      value: request.params.id,
      message: null,
    }),
  );
  typed.get('/wps/test/boom', async () => {
    throw new Error('connection string postgres://user:hunter2@db/secret');
  });
  typed.get('/wps/test/conflict', async () => {
    throw new AppError('CONFLICT', { details: { state: 'closed' } });
  });
  typed.post('/wps/test/form', async (request) => ({ success: true, value: request.body, message: null }));
}

describe('the error envelope', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { BODY_LIMIT: '2048' }, register: registerTestRoutes }));
  });

  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers unknown routes with a 404 envelope in Spanish by default', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/wps/does-not-exist',
      headers: { accept: 'text/html' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(ZErrorEnvelopeSchema.parse(reply.json())).toEqual({
      success: false,
      value: null,
      message: 'No se encontró lo que busca.',
      code: 'NOT_FOUND',
    });
  });

  it('speaks English when Accept-Language or ?lang asks for it, and ?lang wins', async () => {
    const byHeader = await app.inject({
      method: 'GET',
      url: '/wps/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' },
    });
    expect(byHeader.json().message).toBe('Not found.');
    const byQuery = await app.inject({
      method: 'GET',
      url: '/wps/nope?lang=en',
      headers: { 'accept-language': 'es' },
    });
    expect(byQuery.json().message).toBe('Not found.');
    const unsupported = await app.inject({
      method: 'GET',
      url: '/wps/nope',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(unsupported.json().message).toBe('No se encontró lo que busca.');
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const reply = await app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
    expect(reply.json().code).toBe('METHOD_NOT_ALLOWED');
    const param = await app.inject({ method: 'PUT', url: '/wps/test/items/7' });
    expect(param.statusCode).toBe(405);
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const reply = await postJson('/wps/test/echo', '{"name": "ab", ');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON', value: null });
    const empty = await postJson('/wps/test/echo', '');
    expect(empty.json().code).toBe('MALFORMED_JSON');
  });

  it('refuses prototype pollution attempts as malformed JSON', async () => {
    const reply = await postJson('/wps/test/echo', '{"name":"ab","__proto__":{"admin":true}}');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('MALFORMED_JSON');
  });

  it('names every failing field of a schema failure in the message and value.fields', async () => {
    const reply = await postJson(
      '/wps/test/echo',
      JSON.stringify({ name: 'a', currency: { code: 'PESO', scale: 1.5 }, tags: ['a', 'b', 'c'] }),
      { 'accept-language': 'en' },
    );
    expect(reply.statusCode).toBe(400);
    const body = ZErrorEnvelopeSchema.parse(reply.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.value?.fields).toEqual(['name', 'currency.code', 'currency.scale', 'tags']);
    expect(body.message).toBe('Please check the fields: name, currency.code, currency.scale, tags.');
  });

  it('names the whole body when it is not an object, and path parameters by name', async () => {
    const array = await postJson('/wps/test/echo', '[1,2]');
    expect(array.json().value.fields).toEqual(['body']);
    const param = await app.inject({ method: 'GET', url: '/wps/test/items/abc' });
    expect(param.statusCode).toBe(400);
    expect(param.json().value.fields).toEqual(['id']);
  });

  it('refuses a body over BODY_LIMIT with 413', async () => {
    const reply = await postJson('/wps/test/echo', JSON.stringify({ name: 'x'.repeat(4096) }));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La solicitud es demasiado grande.',
    });
  });

  it('refuses content types other than JSON and forms with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const reply = await app.inject({
        method: 'POST',
        url: '/wps/test/echo',
        payload: 'name=ab',
        headers: { 'content-type': type },
      });
      expect(reply.statusCode, type).toBe(415);
      expect(reply.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('parses form-encoded bodies', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/test/form',
      payload: 'username=ana&email=ana%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.json().value).toEqual({ username: 'ana', email: 'ana@example.com' });
  });

  it('answers unexpected errors with 500 INTERNAL and leaks nothing', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/wps/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      success: false,
      value: null,
      message: 'Unknown error.',
      code: 'INTERNAL',
    });
    expect(reply.body).not.toMatch(/hunter2|stack|postgres/);
  });

  it('sends AppError details as the envelope value with the status of the code', async () => {
    const reply = await app.inject({ method: 'GET', url: '/wps/test/conflict' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'CONFLICT', value: { state: 'closed' } });
  });
});

describe('request ids and logs', () => {
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ app } = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
      register: (instance) => {
        instance.post('/wps/test/log', async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'received');
          return { success: true, value: null, message: null };
        });
      },
    }));
  });

  it('echoes a well-formed x-request-id and uses it in the logs', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(reply.headers['x-request-id']).toBe('lb-1234.abc');
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.some((entry) => entry.reqId === 'lb-1234.abc')).toBe(true);
  });

  it('replaces a missing or unsafe request id with a fresh one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/healthz' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a\nb c' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('never writes passwords, payloads or authorization headers to the logs', async () => {
    await app.inject({
      method: 'POST',
      url: '/wps/test/log',
      headers: { authorization: 'Bearer tok-SECRET-1', cookie: 'sid=SECRET-2' },
      payload: { username: 'ana', password: 'SECRET-3', payload: 'SECRET-4' },
    });
    const text = lines.join('\n');
    expect(text).toContain('"username":"ana"');
    expect(text).not.toMatch(/SECRET-\d/);
    expect(text).toContain('[redacted]');
  });
});

describe('database refusals of input', () => {
  it('a data exception (SQLSTATE class 22) anywhere in the causes is 400 BAD_REQUEST, never a 500', () => {
    for (const code of ['22P02', '22021', '22003', '22007', '22008', '22001']) {
      const driverError = Object.assign(new Error(`invalid input (${code})`), { code });
      const wrapped = new Error('Failed query: select …', { cause: driverError });
      expect(toErrorReply(wrapped, 'en'), code).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The request is not valid.' },
        logLevel: 'warn',
      });
    }
  });

  it('other database errors stay 500', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(toErrorReply(new Error('Failed query', { cause: deadlock }), 'es').status).toBe(500);
    expect(toErrorReply(Object.assign(new Error('x'), { code: 'ERR_SOMETHING' }), 'es').status).toBe(500);
  });
});
