import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import type { Keyring } from '../../platform/encryption';
import { AppError } from '../../platform/errors';
import { createTestApp } from '../../test/app';
import * as repository from './repository';
import type { SocialTokenVerifier } from './social';
import { bearer, createTestMember, encryptBody, putWhitelabel, uniqueAccount, uniqueIp } from './testing';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let dir: string;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let app: FastifyInstance;
let db: Db;
let keyring: Keyring;

const fakeFacebook: SocialTokenVerifier = {
  async verify(token) {
    if (!token.startsWith('fb-good-')) throw new AppError('INVALID_CREDENTIALS');
    return {
      provider: 'facebook',
      subject: token.slice(8),
      email: null,
      emailVerified: false,
      name: 'Fb User',
    };
  },
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'google-jwks-'));
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const jwksFile = path.join(dir, 'jwks.json');
  await writeFile(jwksFile, JSON.stringify({ keys: [jwk] }));
  ({ app, db, keyring } = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_FILE: jwksFile },
    facebookVerifier: fakeFacebook,
  }));
  await putWhitelabel(app, { GOOGLELOGIN3: true, FBLOGIN3: true });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function idToken(
  claims: JWTPayload = {},
  options: { key?: CryptoKey; expires?: string; audience?: string; issuer?: string } = {},
) {
  return new SignJWT({ email_verified: true, name: 'Gina Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject((claims.sub as string | undefined) ?? `sub-${uniqueAccount()}`)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? googleKey);
}

const googleLogin = async (target: FastifyInstance, token: string, portal = 'member') =>
  target.inject({
    method: 'POST',
    url: '/wps/session/login/google',
    payload: await encryptBody(keyring, { idToken: token, portal }),
    remoteAddress: uniqueIp(),
  });

describe('POST /wps/session/login/google', () => {
  it('creates a linked account at the first sign-in and finds it afterwards', async () => {
    const sub = `sub-${uniqueAccount()}`;
    const email = `${uniqueAccount('gina')}@gmail.com`;
    const first = await googleLogin(app, await idToken({ sub, email }));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(first.json().value.token) })
    ).json().value;
    expect(info).toMatchObject({ email, nickname: 'Gina Google', type: 0 });
    expect(info.account).toMatch(/^g_[0-9a-f]{10}$/);

    const second = await googleLogin(app, await idToken({ sub, email }));
    expect(second.json().value.firstTimeLogin).toBe(false);
    const again = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(second.json().value.token) })
    ).json().value;
    expect(again.id).toBe(info.id);
  });

  it('never links to an existing account by e-mail', async () => {
    const email = `${uniqueAccount('owner')}@example.com`;
    const owner = await createTestMember(db, { email });
    const reply = await googleLogin(app, await idToken({ email }));
    expect(reply.statusCode).toBe(200);
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(reply.json().value.token) })
    ).json().value;
    expect(info.id).not.toBe(owner.id);
    expect(info.email).toBeNull();
  });

  it.each([
    ['another audience', () => idToken({}, { audience: 'someone-else' })],
    ['another issuer', () => idToken({}, { issuer: 'https://evil.example' })],
    ['a key that is not Google’s', () => idToken({}, { key: strangerKey })],
    ['an expired token', () => idToken({}, { expires: '-1m' })],
    ['garbage', async () => 'not.a.jwt.at-all-really'],
  ])('refuses %s with 401 INVALID_CREDENTIALS', async (_name, make) => {
    const reply = await googleLogin(app, await make());
    expect(reply.statusCode).toBe(401);
    expect(reply.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('applies the portal rule', async () => {
    const reply = await googleLogin(app, await idToken(), 'agent');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('NON_AGENT_LOGIN');
  });

  it('is off while GOOGLELOGIN3 is off or Google is not configured', async () => {
    const { app: unconfigured } = await createTestApp();
    await putWhitelabel(unconfigured, { GOOGLELOGIN3: true, FBLOGIN3: true });
    const noConfig = await googleLogin(unconfigured, await idToken());
    expect(noConfig.statusCode).toBe(403);
    expect(noConfig.json().code).toBe('FEATURE_DISABLED');
    const facebook = await unconfigured.inject({
      method: 'POST',
      url: '/wps/session/login/facebook',
      payload: await encryptBody(keyring, { accessToken: 'fb-good-1234567890123' }),
    });
    expect(facebook.json().code).toBe('FEATURE_DISABLED');

    await putWhitelabel(app, { GOOGLELOGIN3: false });
    try {
      expect((await googleLogin(app, await idToken())).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await putWhitelabel(app, { GOOGLELOGIN3: true, FBLOGIN3: true });
    }
  });
});

describe('POST /wps/session/login/facebook', () => {
  it('signs in through a configured provider', async () => {
    const send = async (accessToken: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login/facebook',
        payload: await encryptBody(keyring, { accessToken }),
        remoteAddress: uniqueIp(),
      });
    const ok = await send('fb-good-12345678901234');
    expect(ok.statusCode).toBe(200);
    const linked = await repository.findIdentityMember(db, 'facebook', '12345678901234');
    expect(linked).not.toBeNull();
    expect((await send('fb-bad-123456789012345')).json().code).toBe('INVALID_CREDENTIALS');
  });
});
