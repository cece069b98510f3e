import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
import * as repository from './repository';
import {
  bearer,
  createKnownCaptcha,
  createTestClock,
  createTestMember,
  encryptBody,
  latestSms,
  latestSmsCode,
  PLAIN_PAYLOADS,
  putIdentitySettings,
  putWhitelabel,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
} from './testing';
import { DEFAULT_IDENTITY_SETTINGS } from './settings.default';
import type { Keyring } from '../../platform/encryption';
import { listAuditEntries } from '../system/repository';

const clock = createTestClock(new Date('2030-03-01T12:00:00Z'));
const verifyCalls: string[] = [];
const inner = createArgon2Hasher({ memoryKib: 256, iterations: 1 });
const countingHasher: PasswordHasher = {
  ...inner,
  verify: (hash, password) => {
    verifyCalls.push(hash);
    return inner.verify(hash, password);
  },
};

let app: FastifyInstance;
let db: Db;
let keyring: Keyring;

beforeAll(async () => {
  ({ app, db, keyring } = await createTestApp({
    env: PLAIN_PAYLOADS,
    clock,
    passwordHasher: countingHasher,
  }));
});

const post = (body: Record<string, unknown>, ip: string, lang?: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: body,
    remoteAddress: ip,
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('POST /wps/session/login by username', () => {
  it('logs in with a real JWE body, says firstTimeLogin once and records the login', async () => {
    const member = await createTestMember(db);
    const ip = uniqueIp();
    const send = async () =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: await encryptBody(keyring, { username: member.account, password: member.password }),
        remoteAddress: ip,
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    const second = (await send()).json().value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.json().value.token);

    const row = await repository.findMemberById(db, member.id);
    expect(row?.lastLoginIp).toBe(ip);
    expect(row?.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
    expect(row?.firstLoginAt).not.toBeNull();
  });

  it('accepts the account name in any case and trims it', async () => {
    const member = await createTestMember(db, { account: uniqueAccount('Mixed') });
    const reply = await post(
      { username: ` ${member.account.toUpperCase()} `, password: member.password },
      uniqueIp(),
    );
    expect(reply.statusCode).toBe(200);
  });

  it('gives the same refusal for a wrong password and an unknown account, with one hash check each', async () => {
    const member = await createTestMember(db);
    verifyCalls.length = 0;
    const wrong = await post({ username: member.account, password: 'wrong1234' }, uniqueIp(), 'en');
    expect(verifyCalls).toHaveLength(1);
    const unknown = await post({ username: uniqueAccount('ghost'), password: 'wrong1234' }, uniqueIp(), 'en');
    expect(verifyCalls).toHaveLength(2);
    for (const reply of [wrong, unknown]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        success: false,
        value: { captchaRequired: true },
        message: 'Incorrect username or password.',
        code: 'INVALID_CREDENTIALS',
      });
    }
    // The unknown account was checked against a real argon2id hash too.
    expect(verifyCalls[1]).toMatch(/^\$argon2id\$/);
  });

  it('requires the captcha for that account from its first failure, from any client', async () => {
    const member = await createTestMember(db);
    await post({ username: member.account, password: 'wrong1234' }, uniqueIp());
    const otherClient = uniqueIp();
    const missing = await post({ username: member.account, password: member.password }, otherClient);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });

    const wrongCaptcha = await createKnownCaptcha(db, 'ACDEF');
    const wrong = await post(
      {
        username: member.account,
        password: member.password,
        captchaId: wrongCaptcha.captchaId,
        captcha: 'XXXXX',
      },
      otherClient,
    );
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captchaRequired: true } });
    // A captcha is used up by one attempt, right or wrong.
    const replayed = await post(
      { username: member.account, password: member.password, ...wrongCaptcha },
      otherClient,
    );
    expect(replayed.json().code).toBe('CAPTCHA_INVALID');

    const good = await createKnownCaptcha(db, 'HJKLM');
    const ok = await post(
      { username: member.account, password: member.password, captchaId: good.captchaId, captcha: 'hjklm' },
      otherClient,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('requires the captcha for that client from its first failure, for any account', async () => {
    const ip = uniqueIp();
    await post({ username: uniqueAccount('ghost'), password: 'wrong1234' }, ip);
    const member = await createTestMember(db);
    const reply = await post({ username: member.account, password: member.password }, ip);
    expect(reply.json().code).toBe('CAPTCHA_REQUIRED');
    expect((await post({ username: member.account, password: member.password }, uniqueIp())).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired captcha', async () => {
    const member = await createTestMember(db);
    const ip = uniqueIp();
    await post({ username: member.account, password: 'wrong1234' }, ip);
    const expired = await createKnownCaptcha(db, 'ACDEF', { expiresAt: new Date(clock.now().getTime() - 1) });
    const reply = await post({ username: member.account, password: member.password, ...expired }, ip);
    expect(reply.json().code).toBe('CAPTCHA_INVALID');
  });

  it('five wrong passwords from address A do not stop the right password with a captcha from address B', async () => {
    const member = await createTestMember(db);
    const a = uniqueIp();
    const attempt = async (password: string, ip: string) =>
      post({ username: member.account, password, ...(await createKnownCaptcha(db)) }, ip, 'en');
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('wrong1234', a)).json().code).toBe('INVALID_CREDENTIALS');
    }
    // A waits now, whatever the password (it is not even checked)…
    const delayed = await attempt(member.password, a);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({
      success: false,
      code: 'LOGIN_DELAYED',
      value: { captchaRequired: true, retryAfterSeconds: 30 },
      message:
        'Too many failed attempts on this account from your connection. Please wait a few minutes before trying again.',
    });
    // …B needs the captcha (the account failed) and gets in with it.
    const b = uniqueIp();
    const noCaptcha = await post({ username: member.account, password: member.password }, b);
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    expect((await attempt(member.password, b)).statusCode).toBe(200);
    expect((await repository.findMemberById(db, member.id))?.lockedUntil).toBeNull();
  });

  it('makes the failing client wait longer with each failure, up to lockMinutes', async () => {
    await putIdentitySettings(app, { loginLock: { threshold: 3, windowMinutes: 15, lockMinutes: 1 } });
    try {
      const member = await createTestMember(db);
      const ip = uniqueIp();
      const attempt = async (password: string) =>
        post({ username: member.account, password, ...(await createKnownCaptcha(db)) }, ip);
      for (let i = 0; i < 3; i += 1) expect((await attempt('wrong1234')).statusCode).toBe(401);
      expect((await attempt(member.password)).json().value.retryAfterSeconds).toBe(30);
      clock.advance(30_000);
      expect((await attempt('wrong1234')).statusCode).toBe(401);
      expect((await attempt(member.password)).json().value.retryAfterSeconds).toBe(60);
      clock.advance(60_000);
      expect((await attempt('wrong1234')).statusCode).toBe(401);
      // 120 s, but never more than lockMinutes.
      expect((await attempt(member.password)).json().value.retryAfterSeconds).toBe(60);
      clock.advance(60_000);
      expect((await attempt(member.password)).statusCode).toBe(200);
    } finally {
      await putIdentitySettings(app);
    }
  });

  it('delays an unknown account exactly like a real one (nothing tells them apart)', async () => {
    await putIdentitySettings(app, { loginLock: { threshold: 2, windowMinutes: 15, lockMinutes: 15 } });
    try {
      const ghost = uniqueAccount('ghost');
      const ip = uniqueIp();
      const attempt = async () =>
        post({ username: ghost, password: 'wrong1234', ...(await createKnownCaptcha(db)) }, ip);
      expect((await attempt()).json().code).toBe('INVALID_CREDENTIALS');
      expect((await attempt()).json().code).toBe('INVALID_CREDENTIALS');
      expect((await attempt()).json()).toMatchObject({
        code: 'LOGIN_DELAYED',
        value: { retryAfterSeconds: 30 },
      });
    } finally {
      await putIdentitySettings(app);
    }
  });

  it('writes one alert to the audit log when an account sees a burst of failures', async () => {
    const member = await createTestMember(db);
    for (let i = 0; i < 12; i += 1) {
      const reply = await post(
        { username: member.account, password: 'wrong1234', ...(await createKnownCaptcha(db)) },
        uniqueIp(),
      );
      expect(reply.json().code).toBe('INVALID_CREDENTIALS');
    }
    const alerts = await listAuditEntries(db, { target: `member:${member.id}`, limit: 10 });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      actor: 'system',
      action: 'identity.login-failures-alert',
      after: {
        account: `user:${member.account.toLowerCase()}`,
        failures: 10,
        clients: 10,
        windowMinutes: 15,
      },
    });
  });

  it('limits failed logins per client with 429 THROTTLED', async () => {
    await putIdentitySettings(app, { loginFailuresPerClient: 3 });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i += 1) {
        const reply = await post(
          { username: uniqueAccount('ghost'), password: 'wrong1234', ...(await createKnownCaptcha(db)) },
          ip,
        );
        expect(reply.statusCode).toBe(401);
      }
      const member = await createTestMember(db);
      const throttled = await post({ username: member.account, password: member.password }, ip);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().code).toBe('THROTTLED');
    } finally {
      await putIdentitySettings(app);
    }
  });

  it('refuses disabled and operator-locked accounts only after a right password', async () => {
    const disabled = await createTestMember(db, { status: 'disabled' });
    expect((await post({ username: disabled.account, password: 'wrong1234' }, uniqueIp())).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    const refused = await post(
      { username: disabled.account, password: disabled.password, ...(await createKnownCaptcha(db)) },
      uniqueIp(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    const locked = await createTestMember(db, { status: 'locked' });
    expect(
      (await post({ username: locked.account, password: locked.password }, uniqueIp())).json().code,
    ).toBe('ACCOUNT_LOCKED');
  });

  it('refuses accounts without a password (trial, social) as wrong credentials', async () => {
    const trial = await createTestMember(db, { type: 4, password: null });
    const reply = await post({ username: trial.account, password: 'anything1' }, uniqueIp());
    expect(reply.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [0, 'member', 200, null],
    [0, 'agent', 403, 'NON_AGENT_LOGIN'],
    [1, 'member', 200, null],
    [1, 'agent', 200, null],
    [2, 'agent', 200, null],
    [41, 'member', 403, 'NON_MEMBER_LOGIN'],
    [41, 'agent', 200, null],
    [42, 'member', 403, 'NON_MEMBER_LOGIN'],
    [42, 'agent', 200, null],
  ])('type %i on the %s portal → %i %s', async (type, portal, status, code) => {
    const member = await createTestMember(db, { type });
    const reply = await post(
      { username: member.account, password: member.password, portal },
      uniqueIp(),
      'en',
    );
    expect(reply.statusCode).toBe(status);
    if (code) {
      expect(reply.json().code).toBe(code);
      expect(reply.json().message).toBe(
        code === 'NON_AGENT_LOGIN' ? 'Non-agents cannot log in.' : 'Non-member account unable to login.',
      );
    }
  });

  it('forces a password change after a login with the default password', async () => {
    const member = await createTestMember(db, { password: TEST_DEFAULT_MEMBER_PASSWORD });
    const reply = await post(
      { username: member.account, password: TEST_DEFAULT_MEMBER_PASSWORD },
      uniqueIp(),
    );
    expect(reply.json().value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
  });

  it('forces a change of an expired password only while PWDEXPIRY3 is on', async () => {
    const old = new Date(
      clock.now().getTime() - (DEFAULT_IDENTITY_SETTINGS.passwordMaxAgeDays + 1) * 86_400_000,
    );
    const member = await createTestMember(db, { passwordChangedAt: old });
    const off = await post({ username: member.account, password: member.password }, uniqueIp());
    expect(off.json().value).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    await putWhitelabel(app, { PWDEXPIRY3: true });
    try {
      const on = await post({ username: member.account, password: member.password }, uniqueIp());
      expect(on.json().value).toMatchObject({ mustChangePassword: true, passwordExpired: true });
      const fresh = await createTestMember(db, { createdAt: clock.now() });
      const notExpired = await post({ username: fresh.account, password: fresh.password }, uniqueIp());
      expect(notExpired.json().value.mustChangePassword).toBe(false);
    } finally {
      await putWhitelabel(app);
    }
  });

  it('rehashes a password made with a weaker cost at login', async () => {
    const weak = createArgon2Hasher({ memoryKib: 64, iterations: 1 });
    const member = await createTestMember(db);
    await repository.updateMember(db, member.id, { passwordHash: await weak.hash('weakcost1') }, clock.now());
    expect((await post({ username: member.account, password: 'weakcost1' }, uniqueIp())).statusCode).toBe(
      200,
    );
    const row = await repository.findMemberById(db, member.id);
    expect(row?.passwordHash).toMatch(/m=256,t=1,p=1/);
  });
});

describe('encrypted body of the login', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    ({ app: strict } = await createTestApp({ clock }));
  });

  it('refuses a plain body without ALLOW_PLAIN_PAYLOADS', async () => {
    const reply = await strict.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo_player', password: 'demo2026' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('PLAIN_PAYLOAD_REFUSED');
  });

  it.each([
    ['not a JWE', 'abc.def'],
    [
      'a JWE with a broken ciphertext',
      'eyJhbGciOiJSU0EtT0FFUC0yNTYiLCJlbmMiOiJBMjU2R0NNIn0.AAAA.BBBB.CCCC.DDDD',
    ],
  ])('answers %s with 400 BAD_PAYLOAD in the request language', async (_name, payload) => {
    const reply = await strict.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { payload },
      headers: { 'accept-language': 'en' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'BAD_PAYLOAD',
      message: 'The encrypted request payload could not be decrypted.',
    });
  });

  it('logs the demo player in with a real JWE', async () => {
    const reply = await strict.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptBody(keyring, { username: 'demo_player', password: 'demo2026' }),
      // The demo accounts are known from this machine (identityDemoKnownAddressesSeeder).
      remoteAddress: '127.0.0.1',
    });
    expect(reply.statusCode).toBe(200);
  });
});

describe('login by SMS code', () => {
  const send = (mobileNum: string, ip = uniqueIp()) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum, countryDialingCode: '+52' },
      remoteAddress: ip,
    });
  const smsLogin = (mobile: string, code: string, ip = uniqueIp(), extra: Record<string, unknown> = {}) =>
    post({ type: 'sms', username: mobile, password: code, countryDialingCode: '52', ...extra }, ip);

  it('sends a code to a member number and logs in with it, once', async () => {
    const mobile = uniqueMobile();
    const member = await createTestMember(db, { mobile, password: TEST_DEFAULT_MEMBER_PASSWORD });
    const sent = await send(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    expect(await latestSms(db, `+52 ${mobile}`)).toContain('Caduca en 5 minutos');

    const reply = await smsLogin(mobile, code);
    expect(reply.statusCode).toBe(200);
    // Never a forced change after an SMS login, even for an account with the default password.
    expect(reply.json().value).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(reply.json().value.token),
    });
    expect(info.json().value.id).toBe(member.id);

    const reused = await smsLogin(mobile, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'SMS_CODE_INVALID', value: { captchaRequired: true } });
  });

  it('refuses an expired code', async () => {
    const mobile = uniqueMobile();
    await createTestMember(db, { mobile });
    await send(mobile);
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    clock.advance(5 * 60_000 + 1);
    const reply = await smsLogin(mobile, code);
    expect(reply.json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('voids a code after five wrong guesses', async () => {
    // (the account lock after five failed logins would answer first otherwise)
    await putIdentitySettings(app, { loginLock: { threshold: 20, windowMinutes: 15, lockMinutes: 15 } });
    const mobile = uniqueMobile();
    await createTestMember(db, { mobile });
    await send(mobile);
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await smsLogin(mobile, wrong, uniqueIp(), await createKnownCaptcha(db));
      expect(reply.json().code).toBe('SMS_CODE_INVALID');
    }
    const right = await smsLogin(mobile, code, uniqueIp(), await createKnownCaptcha(db));
    expect(right.json().code).toBe('SMS_CODE_INVALID');
    await putIdentitySettings(app);
  });

  it('answers an unknown number like a known one but sends nothing', async () => {
    const mobile = uniqueMobile();
    const reply = await send(mobile);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({ expiredMinutes: 5 });
    expect(await latestSms(db, `+52 ${mobile}`)).toBeNull();
    expect((await smsLogin(mobile, '123456')).json().code).toBe('SMS_CODE_INVALID');
  });

  it('throttles code requests to one per second per client and caps them per number', async () => {
    const mobile = uniqueMobile();
    await createTestMember(db, { mobile });
    const ip = uniqueIp();
    expect((await send(mobile, ip)).statusCode).toBe(200);
    const again = await send(mobile, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'THROTTLED', value: { retryAfterSeconds: 1 } });
    clock.advance(1_000);
    expect((await send(mobile, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await send(mobile)).statusCode).toBe(200);
    const capped = await send(mobile);
    expect(capped.statusCode).toBe(429);
    clock.advance(3_600_000);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('refuses SMS login while SMSLOGIN3 is off', async () => {
    await putWhitelabel(app, { SMSLOGIN3: false });
    try {
      const reply = await smsLogin(uniqueMobile(), '123456');
      expect(reply.statusCode).toBe(403);
      expect(reply.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await putWhitelabel(app);
    }
  });

  it('names a malformed mobile number', async () => {
    const reply = await post({ type: 'sms', username: '12ab', password: '123456' }, uniqueIp(), 'en');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: {
        fields: ['username', 'countryDialingCode'],
        errors: { username: 'Digits only, 6 - 15 digits' },
      },
    });
  });
});

describe('free play', () => {
  it('creates a trial account and logs it in', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await encryptBody(keyring, {
        os: 'web',
        platform: 'W',
        random: 'abcdef0123456789',
        gatewayVersion: 3,
      }),
      remoteAddress: uniqueIp(),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(reply.json().value.token) })
    ).json().value;
    // The wallet credits a trial account with the trial balance of its settings (default 2,000.00).
    expect(info).toMatchObject({ type: 4, isTrial: true, isAgent: false, balance: 2000 });
    expect(info.account).toMatch(/^trial_[0-9a-f]{12}$/);
  });

  it('is limited per client and refused while FREEPLAY3 is off', async () => {
    const body = { os: 'web', platform: 'W', random: 'abcdef0123456789', gatewayVersion: 3 };
    const ip = uniqueIp();
    const first = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: body,
      remoteAddress: ip,
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: body,
      remoteAddress: ip,
    });
    expect(second.statusCode).toBe(429);
    await putWhitelabel(app, { FREEPLAY3: false });
    try {
      const off = await app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: body,
        remoteAddress: uniqueIp(),
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await putWhitelabel(app);
    }
  });
});
