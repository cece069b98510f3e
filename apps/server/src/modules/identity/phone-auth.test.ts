import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import type { Keyring } from '../../platform/encryption';
import { createTestApp } from '../../test/app';
import { splitInternationalNumber } from './countries';
import { createFirebasePhoneVerifier } from './phone-auth';
import * as repository from './repository';
import {
  bearer,
  countRows,
  createKnownCaptcha,
  createTestMember,
  encryptBody,
  PLAIN_PAYLOADS,
  putWhitelabel,
  uniqueIp,
  uniqueMobile,
} from './testing';

const PROJECT_ID = 'test-phone-project';
let dir: string;
let jwksFile: string;
let firebaseKey: CryptoKey;
let strangerKey: CryptoKey;
let app: FastifyInstance;
let db: Db;
let keyring: Keyring;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'phone-auth-jwks-'));
  const pair = await generateKeyPair('RS256');
  firebaseKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'phone-key', alg: 'RS256', use: 'sig' };
  jwksFile = path.join(dir, 'jwks.json');
  await writeFile(jwksFile, JSON.stringify({ keys: [jwk] }));
  ({ app, db, keyring } = await createTestApp({
    env: { ...PLAIN_PAYLOADS, PHONE_AUTH_PROJECT_ID: PROJECT_ID, PHONE_AUTH_JWKS_FILE: jwksFile },
  }));
  await putWhitelabel(app, { PHONEAUTH3: true });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

type TokenOptions = { key?: CryptoKey; expires?: string; audience?: string; issuer?: string };

async function phoneToken(phoneNumber: string | null, claims: JWTPayload = {}, options: TokenOptions = {}) {
  return new SignJWT({ ...(phoneNumber === null ? {} : { phone_number: phoneNumber }), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'phone-key' })
    .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT_ID}`)
    .setAudience(options.audience ?? PROJECT_ID)
    .setSubject(`uid-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? firebaseKey);
}

async function mobileBody(mobile: string, firebaseIdToken: string | undefined) {
  return {
    mobileNum: mobile,
    countryDialingCode: '+52',
    password: '',
    confirmPassword: '',
    firebaseIdToken,
    ...(await createKnownCaptcha(db)),
    acceptTerms: true,
  };
}

const registerMobile = (target: FastifyInstance, body: unknown) =>
  target.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    payload: body as Record<string, unknown>,
    remoteAddress: uniqueIp(),
  });

const phoneLogin = async (target: FastifyInstance, idToken: string, portal = 'member') =>
  target.inject({
    method: 'POST',
    url: '/wps/session/login/phone',
    payload: await encryptBody(keyring, { idToken, portal }),
    remoteAddress: uniqueIp(),
  });

describe('createFirebasePhoneVerifier', () => {
  it('gives the normalised number and the subject of a genuine token', async () => {
    const verifier = createFirebasePhoneVerifier({ projectId: PROJECT_ID, jwksFile, jwksUrl: 'unused:' });
    const verified = await verifier.verify(await phoneToken('+525512345678'));
    expect(verified.phoneNumber).toBe('+52 5512345678');
    expect(verified.number).toEqual({ dialingCode: '+52', mobile: '5512345678' });
    expect(verified.subject).toMatch(/^uid-/);
  });

  it('splits numbers on the dialing codes of the country list', () => {
    expect(splitInternationalNumber('+5015551234')).toEqual({ dialingCode: '+501', mobile: '5551234' });
    expect(splitInternationalNumber('+12025550123')).toEqual({ dialingCode: '+1', mobile: '2025550123' });
    expect(splitInternationalNumber('+9995512345678')).toBeNull();
    expect(splitInternationalNumber('5512345678')).toBeNull();
  });
});

describe('PUT /wps/member/register/mobile with a phone-auth token', () => {
  it('registers without an SMS code when the token proves the number', async () => {
    const mobile = uniqueMobile();
    const reply = await registerMobile(app, await mobileBody(mobile, await phoneToken(`+52${mobile}`)));
    expect(reply.statusCode).toBe(200);
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(reply.json().value.token) })
    ).json().value;
    expect(info.account).toBe(mobile);
    expect(await repository.findMemberByMobile(db, '+52', mobile)).not.toBeNull();
  });

  it.each([
    [
      'another number',
      'mobileNum',
      (m: string) => phoneToken(`+52${m.slice(0, -1)}${(Number(m.at(-1)) + 1) % 10}`),
    ],
    [
      'another issuer',
      'firebaseIdToken',
      (m: string) => phoneToken(`+52${m}`, {}, { issuer: 'https://evil' }),
    ],
    ['another audience', 'firebaseIdToken', (m: string) => phoneToken(`+52${m}`, {}, { audience: 'other' })],
    ['a stranger’s key', 'firebaseIdToken', (m: string) => phoneToken(`+52${m}`, {}, { key: strangerKey })],
    ['an expired token', 'firebaseIdToken', (m: string) => phoneToken(`+52${m}`, {}, { expires: '-1m' })],
    ['no phone_number claim', 'firebaseIdToken', () => phoneToken(null)],
    ['garbage', 'firebaseIdToken', async () => 'not.a.jwt.at-all-really'],
  ])('refuses %s with SMS_CODE_INVALID and stores nothing', async (_name, field, make) => {
    const mobile = uniqueMobile();
    const before = await countRows(db, 'members');
    const reply = await registerMobile(app, await mobileBody(mobile, await make(mobile)));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('SMS_CODE_INVALID');
    expect(reply.json().value.fields).toEqual([field]);
    expect(await countRows(db, 'members')).toBe(before);
    expect(await repository.findMemberByMobile(db, '+52', mobile)).toBeNull();
  });

  it('is off while PHONEAUTH3 is off or phone auth is not configured', async () => {
    const mobile = uniqueMobile();
    const before = await countRows(db, 'members');
    await putWhitelabel(app, { PHONEAUTH3: false });
    try {
      const reply = await registerMobile(app, await mobileBody(mobile, await phoneToken(`+52${mobile}`)));
      expect(reply.statusCode).toBe(403);
      expect(reply.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await putWhitelabel(app, { PHONEAUTH3: true });
    }

    const { app: unconfigured } = await createTestApp({ env: PLAIN_PAYLOADS });
    await putWhitelabel(unconfigured, { PHONEAUTH3: true });
    const reply = await registerMobile(
      unconfigured,
      await mobileBody(mobile, await phoneToken(`+52${mobile}`)),
    );
    expect(reply.json().code).toBe('FEATURE_DISABLED');
    expect(await countRows(db, 'members')).toBe(before);
  });

  it('still asks for the SMS code without a token', async () => {
    const reply = await registerMobile(app, await mobileBody(uniqueMobile(), undefined));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().value.fields).toContain('verificationCode');
  });
});

describe('POST /wps/session/login/phone', () => {
  it('logs in the member bound to the verified number', async () => {
    const reply = await phoneLogin(app, await phoneToken('+525550000001'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(reply.json().value.token) })
    ).json().value;
    expect(info.account).toBe('demo_player');
  });

  it('refuses an unknown number, a refused token and the wrong portal', async () => {
    const unknown = await phoneLogin(app, await phoneToken(`+52${uniqueMobile()}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
    const expired = await phoneLogin(app, await phoneToken('+525550000001', {}, { expires: '-1m' }));
    expect(expired.json().code).toBe('INVALID_CREDENTIALS');
    const agent = await phoneLogin(app, await phoneToken('+525550000001'), 'agent');
    expect(agent.json().code).toBe('NON_AGENT_LOGIN');
  });

  it('refuses disabled accounts', async () => {
    const mobile = uniqueMobile();
    await createTestMember(db, { dialingCode: '+52', mobile, status: 'disabled' });
    const reply = await phoneLogin(app, await phoneToken(`+52${mobile}`));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('is off while PHONEAUTH3 is off or phone auth is not configured', async () => {
    await putWhitelabel(app, { PHONEAUTH3: false });
    try {
      expect((await phoneLogin(app, await phoneToken('+525550000001'))).json().code).toBe('FEATURE_DISABLED');
    } finally {
      await putWhitelabel(app, { PHONEAUTH3: true });
    }
    const { app: unconfigured } = await createTestApp({ env: PLAIN_PAYLOADS });
    await putWhitelabel(unconfigured, { PHONEAUTH3: true });
    const reply = await phoneLogin(unconfigured, await phoneToken('+525550000001'));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('FEATURE_DISABLED');
  });
});
