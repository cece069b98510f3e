import { ZEncryptionKeyReplySchema } from '@platform/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/app';
import {
  createKeyring,
  decryptPayload,
  generatePayloadKeyPem,
  openEncryptedBody,
  type Keyring,
  type PublicPayloadJwk,
} from './encryption';
import { AppError } from './errors';

async function encryptFor(jwk: PublicPayloadJwk | JWK, data: unknown, header: Record<string, unknown> = {}) {
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  const plaintext = new TextEncoder().encode(typeof data === 'string' ? data : JSON.stringify(data));
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid, ...header })
    .encrypt(key);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected ${String(error)}`;
  }
}

describe('decryptPayload', () => {
  let oldKey: string;
  let newKey: string;
  let rotated: Keyring;
  let before: Keyring;

  beforeAll(async () => {
    oldKey = generatePayloadKeyPem();
    newKey = generatePayloadKeyPem();
    before = await createKeyring(oldKey);
    rotated = await createKeyring(newKey, oldKey);
  });

  it('round-trips JSON encrypted to the current public key', async () => {
    const jwe = await encryptFor(rotated.current.publicJwk, { username: 'ana', password: 'pässword' });
    expect(await decryptPayload(rotated, jwe)).toEqual({ username: 'ana', password: 'pässword' });
  });

  it('still accepts the previous key after a rotation, chosen by kid', async () => {
    const jwe = await encryptFor(before.current.publicJwk, { n: 1 });
    expect(rotated.previous?.kid).toBe(before.current.kid);
    expect(await decryptPayload(rotated, jwe)).toEqual({ n: 1 });
  });

  it('tries both keys when the header has no kid', async () => {
    const jwe = await encryptFor({ ...before.current.publicJwk, kid: undefined }, { n: 2 });
    expect(await decryptPayload(rotated, jwe)).toEqual({ n: 2 });
  });

  it('derives the same kid from the same key (several processes agree)', async () => {
    expect((await createKeyring(newKey)).current.kid).toBe(rotated.current.kid);
    expect(rotated.current.kid).not.toBe(before.current.kid);
  });

  it.each([
    ['garbage', async () => 'not a jwe'],
    ['five empty parts', async () => '....'],
    ['an unknown kid', async (k: Keyring) => encryptFor({ ...k.current.publicJwk, kid: 'other' }, { a: 1 })],
    [
      'a key the server does not hold (no kid: both keys are tried)',
      async () => {
        const foreign = await createKeyring(generatePayloadKeyPem());
        return encryptFor({ ...foreign.current.publicJwk, kid: undefined }, {});
      },
    ],
    [
      'a JWE whose plaintext is not JSON',
      async (k: Keyring) => encryptFor(k.current.publicJwk, 'not json {'),
    ],
    [
      'a tampered ciphertext',
      async (k: Keyring) => {
        const parts = (await encryptFor(k.current.publicJwk, { a: 1 })).split('.');
        const ciphertext = Buffer.from(parts[3]!, 'base64url');
        ciphertext[0] = ciphertext[0]! ^ 0xff;
        parts[3] = ciphertext.toString('base64url');
        return parts.join('.');
      },
    ],
  ])('refuses %s with BAD_PAYLOAD', async (_name, make) => {
    expect(await codeOf(decryptPayload(rotated, await make(rotated)))).toBe('BAD_PAYLOAD');
  });

  it('refuses key-management algorithms other than RSA-OAEP-256', async () => {
    const key = await importJWK({ ...rotated.current.publicJwk, alg: 'RSA-OAEP' }, 'RSA-OAEP');
    const jwe = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM', kid: rotated.current.kid })
      .encrypt(key);
    expect(await codeOf(decryptPayload(rotated, jwe))).toBe('BAD_PAYLOAD');
  });

  it('refuses a plain body unless plain payloads are allowed', async () => {
    const plain = { username: 'ana' };
    expect(await codeOf(openEncryptedBody(plain, { keyring: rotated, allowPlainPayloads: false }))).toBe(
      'PLAIN_PAYLOAD_REFUSED',
    );
    expect(await openEncryptedBody(plain, { keyring: rotated, allowPlainPayloads: true })).toEqual(plain);
    expect(
      await codeOf(openEncryptedBody({ payload: 42 }, { keyring: rotated, allowPlainPayloads: true })),
    ).toBe('BAD_PAYLOAD');
  });

  it('refuses an RSA key shorter than 2048 bits', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await expect(createKeyring(weak.toString())).rejects.toThrow(/at least 2048 bits/);
  });
});

const ZLoginSchema = z.object({ username: z.string().min(3), password: z.string().min(6) });

function registerEncryptedRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/wps/test/encrypted',
      { schema: { body: ZLoginSchema }, config: { encrypted: true } },
      async (request) => ({ success: true, value: { username: request.body.username }, message: null }),
    );
}

describe('encrypted routes', () => {
  let app: FastifyInstance;
  let jwk: PublicPayloadJwk;

  beforeAll(async () => {
    ({ app } = await createTestApp({ register: registerEncryptedRoute }));
    const reply = await app.inject({ method: 'GET', url: '/wps/system/encryption-key' });
    jwk = ZEncryptionKeyReplySchema.parse(reply.json()).value;
  });

  const post = (target: FastifyInstance, body: unknown) =>
    target.inject({ method: 'POST', url: '/wps/test/encrypted', payload: body as object });

  it('decrypts a body encrypted with the served key and hands the route its JSON', async () => {
    const reply = await post(app, {
      payload: await encryptFor(jwk, { username: 'ana', password: 'secret1' }),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({ username: 'ana' });
  });

  it('validates the decrypted JSON against the route schema, naming the fields', async () => {
    const reply = await post(app, { payload: await encryptFor(jwk, { username: 'a', password: 'x' }) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: ['username', 'password'] },
    });
  });

  it('answers 400 BAD_PAYLOAD for a JWE that does not decrypt', async () => {
    const reply = await post(app, { payload: 'eyJhbGciOiJSU0EtT0FFUC0yNTYifQ.a.b.c.d' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, code: 'BAD_PAYLOAD', value: null });
  });

  it('refuses a plain body by default', async () => {
    const reply = await post(app, { username: 'ana', password: 'secret1' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('PLAIN_PAYLOAD_REFUSED');
  });

  it('accepts a plain body when ALLOW_PLAIN_PAYLOADS is on', async () => {
    const { app: lenient } = await createTestApp({
      env: { ALLOW_PLAIN_PAYLOADS: 'true' },
      register: registerEncryptedRoute,
    });
    const reply = await post(lenient, { username: 'ana', password: 'secret1' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({ username: 'ana' });
  });

  it('documents the wire body and the decrypted schema in OpenAPI', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const body = spec.paths['/wps/test/encrypted'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['payload']);
    expect(Object.keys(body['x-decrypted-body'].properties)).toEqual(['username', 'password']);
  });
});
