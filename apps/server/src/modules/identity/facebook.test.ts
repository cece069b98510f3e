import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Keyring } from '../../platform/encryption';
import { AppError } from '../../platform/errors';
import { createTestApp } from '../../test/app';
import { createFacebookVerifier } from './facebook';
import { encryptBody, putWhitelabel, uniqueIp } from './testing';

const APP_ID = '1234567890';
const APP_SECRET = 'app-secret-of-the-tests';
const GRAPH = 'https://graph.test/v19.0';
const NOW = Date.UTC(2026, 10, 27, 8, 0, 0);
const USER_TOKEN = 'EAAGoodUserToken1234567890';

type TGraphUser = { appId?: string; valid?: boolean; expiresAt?: number; userId?: string; meId?: string };

/** A fake Graph API: debug_token and /me answer for the tokens it knows. */
function fakeGraph(users: Record<string, TGraphUser>, calls: string[] = []) {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    calls.push(url.pathname + url.search);
    if (url.pathname.endsWith('/debug_token')) {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) {
        return Response.json({ error: { message: 'bad app token', code: 190 } }, { status: 400 });
      }
      const user = users[url.searchParams.get('input_token') ?? ''];
      if (!user) return Response.json({ data: { is_valid: false, error: { code: 190 } } });
      return Response.json({
        data: {
          app_id: user.appId ?? APP_ID,
          type: 'USER',
          is_valid: user.valid ?? true,
          expires_at: user.expiresAt ?? Math.floor(NOW / 1000) + 3600,
          user_id: user.userId ?? '10001',
        },
      });
    }
    if (url.pathname.endsWith('/me')) {
      const user = users[url.searchParams.get('access_token') ?? ''];
      if (!user) return Response.json({ error: { code: 190 } }, { status: 400 });
      return Response.json({
        id: user.meId ?? user.userId ?? '10001',
        name: 'Fede Facebook',
        email: 'fede@example.test',
      });
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
}

const verifierWith = (fetchImpl: typeof fetch) =>
  createFacebookVerifier({
    appId: APP_ID,
    appSecret: APP_SECRET,
    graphUrl: GRAPH,
    fetch: fetchImpl,
    now: () => NOW,
  });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
};

describe('createFacebookVerifier', () => {
  it('gives the profile of a valid user token of our app, asking /me with the appsecret proof', async () => {
    const calls: string[] = [];
    const profile = await verifierWith(fakeGraph({ [USER_TOKEN]: {} }, calls)).verify(USER_TOKEN);
    expect(profile).toEqual({
      provider: 'facebook',
      subject: '10001',
      email: 'fede@example.test',
      emailVerified: true,
      name: 'Fede Facebook',
    });
    expect(calls[0]).toContain('/debug_token?input_token=');
    expect(calls[1]).toMatch(/\/me\?fields=id%2Cname%2Cemail|\/me\?fields=id,name,email/);
    expect(calls[1]).toMatch(/appsecret_proof=[0-9a-f]{64}/);
  });

  it.each([
    ['a token of another app', { appId: '999999999' }],
    ['an expired token', { expiresAt: Math.floor(NOW / 1000) - 1 }],
    ['a token Facebook says is invalid', { valid: false }],
    ['a profile of another user', { meId: '20002' }],
  ])('refuses %s with INVALID_CREDENTIALS', async (_name, user) => {
    expect(await refusal(verifierWith(fakeGraph({ [USER_TOKEN]: user })).verify(USER_TOKEN))).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses unknown tokens, Graph errors, network failures and garbage as INVALID_CREDENTIALS', async () => {
    expect(await refusal(verifierWith(fakeGraph({})).verify(USER_TOKEN))).toBe('INVALID_CREDENTIALS');
    const failing = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    expect(await refusal(verifierWith(failing).verify(USER_TOKEN))).toBe('INVALID_CREDENTIALS');
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await refusal(verifierWith(offline).verify(USER_TOKEN))).toBe('INVALID_CREDENTIALS');
    const notJson = (async () => new Response('<html>', { status: 200 })) as typeof fetch;
    expect(await refusal(verifierWith(notJson).verify(USER_TOKEN))).toBe('INVALID_CREDENTIALS');
    expect(await refusal(verifierWith(fakeGraph({})).verify('short'))).toBe('INVALID_CREDENTIALS');
  });
});

describe('POST /wps/session/login/facebook with the Graph verifier', () => {
  let app: FastifyInstance;
  let keyring: Keyring;

  beforeAll(async () => {
    const graph = fakeGraph({ [USER_TOKEN]: {}, EAAOtherAppToken123456789: { appId: '42424242' } });
    const broken = (async (input: string | URL | Request) =>
      String(input).includes('EAABrokenGraph')
        ? new Response('bad gateway', { status: 502 })
        : graph(input)) as typeof fetch;
    ({ app, keyring } = await createTestApp({
      facebookVerifier: createFacebookVerifier({
        appId: APP_ID,
        appSecret: APP_SECRET,
        graphUrl: GRAPH,
        fetch: broken,
        // The fake Graph's tokens expire an hour after NOW: the verifier must not read the real clock.
        now: () => NOW,
      }),
    }));
    await putWhitelabel(app, { FBLOGIN3: true });
  });

  afterAll(() => app.close());

  const send = async (accessToken: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login/facebook',
      payload: await encryptBody(keyring, { accessToken }),
      remoteAddress: uniqueIp(),
    });

  it('signs in with a good token and refuses the others with 401, never a 5xx', async () => {
    const good = await send(USER_TOKEN);
    expect(good.statusCode).toBe(200);
    expect(good.json().value.token).toEqual(expect.any(String));
    for (const token of [
      'EAAOtherAppToken123456789',
      'EAABrokenGraph123456789012',
      'EAAUnknownToken1234567890',
    ]) {
      const reply = await send(token);
      expect(reply.statusCode, token).toBe(401);
      expect(reply.json().code).toBe('INVALID_CREDENTIALS');
    }
  });
});
