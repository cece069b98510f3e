import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp } from '../../test/app';
import type { MemberRow } from './repository';
import { DEMO_PASSWORD } from './seed';
import {
  bearer,
  createTestClock,
  createTestMember,
  JPEG_BYTES,
  latestSmsCode,
  login,
  multipartBody,
  PLAIN_PAYLOADS,
  PNG_BYTES,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
} from './testing';

const clock = createTestClock(new Date('2030-08-15T12:00:00Z'));
const created: MemberRow[] = [];
let app: FastifyInstance;
let db: Db;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-profile-'));
  ({ app, db } = await createTestApp({
    env: { ...PLAIN_PAYLOADS, DATA_DIR: dataDir },
    clock,
    balanceOf: async () => 1234.5,
    onMemberCreated: async (_tx, member) => {
      created.push(member);
    },
  }));
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function loggedIn(input: Parameters<typeof createTestMember>[1] = {}) {
  const member = await createTestMember(db, { createdAt: clock.now(), ...input });
  const value = await login(app, { username: member.account, password: member.password });
  return { member, ...value };
}
const info = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().value;

describe('GET /wps/member/info', () => {
  it('describes the member, with the balance of the wallet seam and the brand currency', async () => {
    const { member, token } = await loggedIn({
      type: 1,
      nickname: 'Agente',
      email: 'ag@example.com',
      mobile: uniqueMobile(),
    });
    const reply = await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().value).toEqual({
      id: member.id,
      account: member.account,
      nickname: 'Agente',
      userName: null,
      balance: 1234.5,
      currency: 'MXN',
      currencySymbol: '$',
      type: 1,
      isAgent: true,
      isTrial: false,
      email: 'ag@example.com',
      mobileNum: member.mobile,
      countryDialingCode: '+52',
      avatarUrl: null,
      hasPaymentPassword: false,
      uplineAccount: null,
      language: 'es',
      firstTimeLogin: true,
      mustChangePassword: false,
      lastLoginAt: clock.now().toISOString(),
      lastLoginIp: expect.any(String),
      profile: {
        birthday: null,
        address: null,
        nationality: null,
        occupation: null,
        sourceOfIncome: null,
        placeOfBirth: null,
        telegram: null,
        zalo: null,
        qqNum: null,
        whatsapp: null,
        facebook: null,
        line: null,
        wechat: null,
      },
    });
  });

  it('runs the member-created hook (the wallet seam) when a member is created', async () => {
    const before = created.length;
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      remoteAddress: uniqueIp(),
    });
    expect(reply.statusCode).toBe(200);
    expect(created.slice(before).map((member) => member.type)).toEqual([4]);
  });
});

describe('PUT /wps/member/info', () => {
  const update = (token: string, body: Record<string, unknown>, lang = 'es') =>
    app.inject({
      method: 'PUT',
      url: '/wps/member/info',
      payload: body,
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it('updates only the fields sent and clears a field sent empty', async () => {
    const { token } = await loggedIn();
    expect(
      (await update(token, { nickname: 'Ana', address: 'Calle 1', birthday: '1990-02-28', telegram: '@ana' }))
        .statusCode,
    ).toBe(200);
    expect((await update(token, { address: '' })).statusCode).toBe(200);
    const value = await info(token);
    expect(value.nickname).toBe('Ana');
    expect(value.profile).toMatchObject({ birthday: '1990-02-28', address: null, telegram: '@ana' });
  });

  it('refuses a birthday younger than the minimum age (18) in the brand time zone', async () => {
    const { token } = await loggedIn();
    const underAge = await update(token, { birthday: '2012-08-16' }, 'en');
    expect(underAge.statusCode).toBe(400);
    expect(underAge.json()).toMatchObject({
      code: 'UNDER_AGE',
      message: 'You must be of legal age to register.',
    });
    expect((await update(token, { birthday: '2012-08-15' })).statusCode).toBe(200);
  });

  it('refuses a date that does not exist and a date in another format', async () => {
    const { token } = await loggedIn();
    const impossible = await update(token, { birthday: '1990-02-30' });
    expect(impossible.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: { birthday: 'Formato de fecha aaaa-MM-dd' } },
    });
    expect((await update(token, { birthday: '28-02-1990' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('sets the real name once; changing it is a conflict', async () => {
    const { token } = await loggedIn();
    expect((await update(token, { userName: 'Ana López' })).statusCode).toBe(200);
    expect((await update(token, { userName: 'Ana López' })).statusCode).toBe(200);
    const changed = await update(token, { userName: 'Otra Persona' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('CONFLICT');
    expect((await info(token)).userName).toBe('Ana López');
  });

  it('refuses fields over their length', async () => {
    const { token } = await loggedIn();
    const reply = await update(token, { nickname: 'x'.repeat(33), address: 'y'.repeat(201) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().value.fields.sort()).toEqual(['address', 'nickname']);
  });
});

describe('POST /wps/member/info/icon', () => {
  const upload = (token: string, body: ReturnType<typeof multipartBody>) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });

  it('stores a png under a random name, serves it cached, and replaces the previous picture', async () => {
    const { token } = await loggedIn();
    const first = await upload(token, multipartBody('file', 'me.png', 'image/png', PNG_BYTES));
    expect(first.statusCode).toBe(200);
    const url = first.json().value.avatarUrl as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect((await info(token)).avatarUrl).toBe(url);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    // A jpg declared with a misleading name and type is still recognised by its content.
    const second = await upload(token, multipartBody('file', 'photo.gif', 'image/gif', JPEG_BYTES));
    expect(second.json().value.avatarUrl).toMatch(/\.jpg$/);
    const files = await readdir(path.join(dataDir, 'uploads', 'avatars'));
    expect(files).not.toContain(url.split('/').pop());
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses content that is not png or jpg whatever its name', async () => {
    const { token } = await loggedIn();
    const reply = await upload(
      token,
      multipartBody('file', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    );
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', message: 'Tipo de archivo no admitido.' });
  });

  it('refuses a file over 2 MB', async () => {
    const { token } = await loggedIn();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const reply = await upload(token, multipartBody('file', 'big.png', 'image/png', big));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a request that is not multipart, and a part under another name', async () => {
    const { token } = await loggedIn();
    const json = await app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      payload: { file: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(415);
    const other = await upload(token, multipartBody('picture', 'me.png', 'image/png', PNG_BYTES));
    expect(other.statusCode).toBe(400);
    expect(other.json().value.fields).toEqual(['file']);
  });

  it('answers unknown pictures and odd names with 404', async () => {
    for (const url of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/..%2F..%2Fsecrets.json',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('binding a mobile number and an e-mail', () => {
  const sendBind = (token: string, mobile: string, ip = uniqueIp()) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/bind',
      payload: { mobileNum: mobile, countryDialingCode: '+52' },
      headers: bearer(token),
      remoteAddress: ip,
    });
  const bind = (token: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/wps/member/bind/mobile', payload: body, headers: bearer(token) });

  it('binds a number with its code', async () => {
    const { token } = await loggedIn();
    const mobile = uniqueMobile();
    expect((await sendBind(token, mobile)).json().value).toEqual({ expiredMinutes: 5 });
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    expect(
      (await bind(token, { mobileNum: mobile, countryDialingCode: '+52', verificationCode: code }))
        .statusCode,
    ).toBe(200);
    expect(await info(token)).toMatchObject({ mobileNum: mobile, countryDialingCode: '+52' });
  });

  it("refuses another member's number, and a code sent to another member", async () => {
    const taken = uniqueMobile();
    await createTestMember(db, { mobile: taken });
    const { token } = await loggedIn();
    expect((await sendBind(token, taken)).json().code).toBe('MOBILE_TAKEN');

    const mobile = uniqueMobile();
    const other = await loggedIn();
    await sendBind(other.token, mobile);
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    const reply = await bind(token, { mobileNum: mobile, countryDialingCode: '+52', verificationCode: code });
    expect(reply.json().code).toBe('SMS_CODE_INVALID');
  });

  it('binds an e-mail with the login password', async () => {
    const { member, token } = await loggedIn();
    const email = `${uniqueAccount('bind')}@example.com`;
    const send = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/bind/email',
        payload: body,
        headers: { ...bearer(token), 'accept-language': 'en' },
      });
    expect((await send({ email, password: 'wrong1234' })).json().code).toBe('WRONG_PASSWORD');
    expect((await send({ email: 'nope@', password: member.password })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: { email: 'The email format is incorrect' } },
    });
    expect((await send({ email, password: member.password })).statusCode).toBe(200);
    expect((await info(token)).email).toBe(email);
    const other = await loggedIn();
    const taken = await app.inject({
      method: 'POST',
      url: '/wps/member/bind/email',
      payload: { email: email.toUpperCase(), password: other.member.password },
      headers: bearer(other.token),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('GET /wps/system/countries', () => {
  it('lists countries with dialing codes, named in the request language, the brand country first', async () => {
    const es = (await app.inject({ method: 'GET', url: '/wps/system/countries' })).json().value;
    expect(es[0]).toEqual({ countryCode: 'MX', countryDialingCode: '+52', name: 'México' });
    expect(es).toContainEqual({ countryCode: 'ES', countryDialingCode: '+34', name: 'España' });
    expect(es.length).toBeGreaterThanOrEqual(40);
    const codes = es.map((country: { countryCode: string }) => country.countryCode);
    for (const code of ['AR', 'BR', 'CA', 'CL', 'CO', 'US', 'PE', 'VE', 'UY', 'GT', 'DO', 'PR'])
      expect(codes).toContain(code);
    const en = (await app.inject({ method: 'GET', url: '/wps/system/countries?lang=en' })).json().value;
    expect(en).toContainEqual({ countryCode: 'ES', countryDialingCode: '+34', name: 'Spain' });
    const names = en.slice(1).map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });
});

describe('member info names the upline', () => {
  it('gives a downline the account of its agent, for transfers to the upline', async () => {
    const token = (await login(app, { username: 'demo_downline', password: DEMO_PASSWORD })).token;
    const reply = await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(reply.json().value.uplineAccount).toBe('demo_agent');
  });
});
