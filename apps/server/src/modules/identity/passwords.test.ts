import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import type { Keyring } from '../../platform/encryption';
import { createTestApp, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import * as repository from './repository';
import {
  bearer,
  countRows,
  createKnownCaptcha,
  createTestClock,
  createTestIdentityService,
  createTestMember,
  encryptBody,
  latestEmail,
  latestSmsCode,
  login,
  PLAIN_PAYLOADS,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
} from './testing';

const clock = createTestClock(new Date('2030-07-01T09:00:00Z'));
let app: FastifyInstance;
let db: Db;
let keyring: Keyring;

beforeAll(async () => {
  ({ app, db, keyring } = await createTestApp({ env: PLAIN_PAYLOADS, clock }));
});

const info = (token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
const loginStatus = async (username: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password, ...(await createKnownCaptcha(db)) },
      remoteAddress: uniqueIp(),
    })
  ).statusCode;

async function loggedIn(input: Parameters<typeof createTestMember>[1] = {}) {
  const member = await createTestMember(db, { createdAt: clock.now(), ...input });
  const value = await login(app, { username: member.account, password: member.password });
  return { member, ...value };
}

describe('POST /wps/member/password', () => {
  const change = async (token: string, body: Record<string, unknown>, lang = 'es') =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: await encryptBody(keyring, body),
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it('changes the password, ends every session and returns a working token', async () => {
    const { member, token } = await loggedIn();
    const other = await login(app, { username: member.account, password: member.password });
    const reply = await change(token, {
      oldPassword: member.password,
      newPassword: 'brandnew99',
      confirmNewPassword: 'brandnew99',
    });
    expect(reply.statusCode).toBe(200);
    const fresh = reply.json().value.token as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await info(token)).json().code).toBe('SESSION_EXPIRED');
    expect((await info(other.token)).json().code).toBe('SESSION_EXPIRED');
    expect((await info(fresh)).statusCode).toBe(200);
    expect(await loginStatus(member.account, member.password)).toBe(401);
    expect(await loginStatus(member.account, 'brandnew99')).toBe(200);
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'nope12345', newPassword: 'brandnew99', confirmNewPassword: 'brandnew99' },
      'WRONG_PASSWORD',
      'The current password is not correct.',
    ],
    [
      'no old password',
      { newPassword: 'brandnew99', confirmNewPassword: 'brandnew99' },
      'VALIDATION_FAILED',
      'Please check the fields: oldPassword.',
    ],
    [
      'a new password outside the rule',
      { oldPassword: 'secret123', newPassword: 'short', confirmNewPassword: 'short' },
      'VALIDATION_FAILED',
      'Please check the fields: newPassword.',
    ],
    [
      'a confirmation that differs',
      { oldPassword: 'secret123', newPassword: 'brandnew99', confirmNewPassword: 'brandnew98' },
      'PASSWORD_MISMATCH',
      'Confirmation password is not correct.',
    ],
    [
      'the current password again',
      { oldPassword: 'secret123', newPassword: 'secret123', confirmNewPassword: 'secret123' },
      'PASSWORD_NOT_ALLOWED',
      'This password is not allowed, please choose another one.',
    ],
    [
      'the default password',
      {
        oldPassword: 'secret123',
        newPassword: TEST_DEFAULT_MEMBER_PASSWORD,
        confirmNewPassword: TEST_DEFAULT_MEMBER_PASSWORD,
      },
      'PASSWORD_NOT_ALLOWED',
      'This password is not allowed, please choose another one.',
    ],
  ])('refuses %s, keeping the session', async (_name, body, code, message) => {
    const { token } = await loggedIn();
    const reply = await change(token, body, 'en');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code, message });
    expect((await info(token)).statusCode).toBe(200);
  });

  it('names the rule of the new password in the request language', async () => {
    const { token } = await loggedIn();
    const reply = await change(token, {
      oldPassword: 'secret123',
      newPassword: 'abcdefgh',
      confirmNewPassword: 'abcdefgh',
    });
    expect(reply.json().value).toEqual({
      fields: ['newPassword'],
      errors: { newPassword: 'Debe combinar letras y números, de 6 a 20 caracteres' },
    });
  });
});

describe('forgot password by e-mail and the reset link', () => {
  const forgot = (payload: string | Record<string, string>, ip = uniqueIp()) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload,
      remoteAddress: ip,
      headers: typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    });
  const reset = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/wps/member/password/reset', payload: body });

  async function resetTokenFor(email: string) {
    const mail = await latestEmail(db, email);
    const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error(`no reset link sent to ${email}`);
    return { token, mail: mail! };
  }

  it('answers the same for an existing account, a wrong e-mail and an unknown account; only the first gets mail', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const member = await createTestMember(db, { email });
    const outboxBefore = await countRows(db, 'outbox');
    const replies = [
      await forgot(new URLSearchParams({ username: member.account, email: email.toUpperCase() }).toString()),
      await forgot({ username: member.account, email: 'other@example.com' }),
      await forgot({ username: uniqueAccount('ghost'), email }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, value: null, message: null });
    }
    expect(await countRows(db, 'outbox')).toBe(outboxBefore + 1);
    const { token, mail } = await resetTokenFor(email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mail.subject).toBe('Restablecer su contraseña');
    expect(mail.body).toContain(`http://localhost:8080/resetPassword?token=${token}`);
  });

  it('sets the password once with the link, ends sessions and lifts a login lock', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const { member, token: session } = await loggedIn({ email });
    await repository.updateMember(
      db,
      member.id,
      { lockedUntil: new Date(clock.now().getTime() + 600_000) },
      clock.now(),
    );
    await forgot({ username: member.account, email });
    const { token } = await resetTokenFor(email);

    const invalid = await reset({ resetToken: token, newPassword: 'short', confirmNewPassword: 'short' });
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
    const mismatch = await reset({
      resetToken: token,
      newPassword: 'resetpw11',
      confirmNewPassword: 'resetpw12',
    });
    expect(mismatch.json().code).toBe('PASSWORD_MISMATCH');

    const ok = await reset({ resetToken: token, newPassword: 'resetpw11', confirmNewPassword: 'resetpw11' });
    expect(ok.statusCode).toBe(200);
    expect((await info(session)).json().code).toBe('SESSION_EXPIRED');
    expect(await loginStatus(member.account, 'resetpw11')).toBe(200);

    const replay = await reset({
      resetToken: token,
      newPassword: 'resetpw22',
      confirmNewPassword: 'resetpw22',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
    });
  });

  it('refuses a link after 30 minutes', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const member = await createTestMember(db, { email });
    await forgot({ username: member.account, email });
    const { token } = await resetTokenFor(email);
    clock.advance(31 * 60_000);
    const reply = await reset({
      resetToken: token,
      newPassword: 'resetpw11',
      confirmNewPassword: 'resetpw11',
    });
    expect(reply.json().code).toBe('RESET_LINK_INVALID');
  });

  it('builds the link on PUBLIC_URL when set', async () => {
    const { app: other } = await createTestApp({
      env: { PUBLIC_URL: 'https://www.fortuna.example/' },
      clock,
    });
    const email = `${uniqueAccount('mail')}@example.com`;
    const member = await createTestMember(db, { email });
    await other.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: member.account, email },
      remoteAddress: uniqueIp(),
    });
    expect((await latestEmail(db, email))?.body).toContain(
      'https://www.fortuna.example/resetPassword?token=',
    );
  });

  it('limits requests per client', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1)
      expect((await forgot({ username: 'someone', email: 'a@b.co' }, ip)).statusCode).toBe(200);
    expect((await forgot({ username: 'someone', email: 'a@b.co' }, ip)).statusCode).toBe(429);
  });
});

describe('reset links end with a newer link, a reset, a new password or a disabled account', () => {
  const forgot = (username: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username, email },
      remoteAddress: uniqueIp(),
    });
  const reset = (resetToken: string, newPassword = 'resetpw11') =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { resetToken, newPassword, confirmNewPassword: newPassword },
    });
  const linkOf = (body: string | null | undefined) => {
    const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(body ?? '')?.[1];
    if (!token) throw new Error('no reset link');
    return token;
  };
  async function requestLink(account: string, email: string) {
    expect((await forgot(account, email)).statusCode).toBe(200);
    return linkOf((await latestEmail(db, email))?.body);
  }
  /** A second live link of the member, as one issued before links replaced each other. */
  async function insertLink(memberId: string) {
    const token = randomBytes(32).toString('base64url');
    await repository.insertResetToken(db, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      memberId,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
    });
    return token;
  }
  const expectDead = async (token: string) => {
    const reply = await reset(token, 'another22');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('RESET_LINK_INVALID');
  };

  it('a new request replaces the earlier links; the newest works once', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const member = await createTestMember(db, { email });
    const oldest = await requestLink(member.account, email);
    const middle = await requestLink(member.account, email);
    const newest = await requestLink(member.account, email);
    expect(new Set([oldest, middle, newest]).size).toBe(3);
    await expectDead(oldest);
    await expectDead(middle);
    expect((await reset(newest)).statusCode).toBe(200);
    await expectDead(newest);
    expect(await loginStatus(member.account, 'resetpw11')).toBe(200);
  });

  it('a reset ends every other outstanding link and every session of the member', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const { member, token: session } = await loggedIn({ email });
    const other = await insertLink(member.id);
    const used = await requestLink(member.account, email);
    const later = await insertLink(member.id);
    expect((await reset(used)).statusCode).toBe(200);
    expect((await info(session)).json().code).toBe('SESSION_EXPIRED');
    await expectDead(other);
    await expectDead(later);
    expect(await loginStatus(member.account, 'resetpw11')).toBe(200);
  });

  it('a password change ends the outstanding links', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const { member, token } = await loggedIn({ email });
    const link = await requestLink(member.account, email);
    const changed = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: await encryptBody(keyring, {
        oldPassword: member.password,
        newPassword: 'changed99',
        confirmNewPassword: 'changed99',
      }),
      headers: bearer(token),
    });
    expect(changed.statusCode).toBe(200);
    await expectDead(link);
    expect(await loginStatus(member.account, 'changed99')).toBe(200);
  });

  it('a password set by SMS code ends the outstanding links', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const mobile = uniqueMobile();
    const member = await createTestMember(db, { email, mobile });
    const link = await requestLink(member.account, email);
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile, countryDialingCode: '+52' },
      remoteAddress: uniqueIp(),
    });
    const byPhone = await app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: await encryptBody(keyring, {
        mobileNum: mobile,
        countryDialingCode: '+52',
        verificationCode: await latestSmsCode(db, `+52 ${mobile}`),
        newPassword: 'byphone11',
        confirmNewPassword: 'byphone11',
      }),
      remoteAddress: uniqueIp(),
    });
    expect(byPhone.statusCode).toBe(200);
    await expectDead(link);
  });

  it('disabling the account ends its links', async () => {
    const email = `${uniqueAccount('mail')}@example.com`;
    const member = await createTestMember(db, { email });
    const link = await requestLink(member.account, email);
    const identity = createTestIdentityService(db, clock);
    await identity.setMemberStatus(member.id, 'disabled');
    await identity.setMemberStatus(member.id, 'active');
    await expectDead(link);
  });

  it('refuses unknown and malformed tokens with 400, never 5xx', async () => {
    for (const token of ['x'.repeat(16), "'; drop table x; --xxxxxx", '%'.repeat(256)]) {
      const reply = await reset(token);
      expect(reply.statusCode, token).toBe(400);
      expect(reply.json().code).toBe('RESET_LINK_INVALID');
    }
    for (const token of [`${'a'.repeat(20)}\u0000`, 'a'.repeat(257), '']) {
      expect((await reset(token)).statusCode, JSON.stringify(token)).toBe(400);
    }
  });
});

describe('POST /wps/member/password/verification (set the password by SMS code)', () => {
  const sendCode = (mobile: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile, countryDialingCode: '+52' },
      remoteAddress: uniqueIp(),
    });
  const setByPhone = async (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: await encryptBody(keyring, body),
      remoteAddress: uniqueIp(),
    });

  it('sets the password, ends other sessions and logs the member in', async () => {
    const mobile = uniqueMobile();
    const { member, token: old } = await loggedIn({ mobile });
    await sendCode(mobile);
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    const reply = await setByPhone({
      mobileNum: mobile,
      countryDialingCode: '+52',
      verificationCode: code,
      newPassword: 'byphone11',
      confirmNewPassword: 'byphone11',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toMatchObject({ firstTimeLogin: false, mustChangePassword: false });
    expect((await info(reply.json().value.token)).json().value.id).toBe(member.id);
    expect((await info(old)).json().code).toBe('SESSION_EXPIRED');
    expect(await loginStatus(member.account, 'byphone11')).toBe(200);
    const again = await setByPhone({
      mobileNum: mobile,
      countryDialingCode: '+52',
      verificationCode: code,
      newPassword: 'byphone22',
    });
    expect(again.json().code).toBe('SMS_CODE_INVALID');
  });

  it('refuses a wrong code, an unknown number and an agent-only account', async () => {
    const unknown = await setByPhone({
      mobileNum: uniqueMobile(),
      countryDialingCode: '+52',
      verificationCode: '123456',
      newPassword: 'byphone11',
    });
    expect(unknown.json().code).toBe('SMS_CODE_INVALID');

    const mobile = uniqueMobile();
    await createTestMember(db, { mobile, type: 41 });
    await sendCode(mobile);
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    const wrong = await setByPhone({
      mobileNum: mobile,
      countryDialingCode: '+52',
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'byphone11',
    });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const agentOnly = await setByPhone({
      mobileNum: mobile,
      countryDialingCode: '+52',
      verificationCode: code,
      newPassword: 'byphone11',
    });
    expect(agentOnly.statusCode).toBe(403);
    expect(agentOnly.json().code).toBe('NON_MEMBER_LOGIN');
  });
});

describe('POST /wps/member/paymentPassword', () => {
  const set = async (token: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/paymentPassword',
      payload: await encryptBody(keyring, body),
      headers: bearer(token),
    });

  it('sets a six-digit payment password that other modules can check', async () => {
    const { member, token } = await loggedIn();
    expect((await info(token)).json().value.hasPaymentPassword).toBe(false);
    const reply = await set(token, {
      loginPassword: member.password,
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(reply.statusCode).toBe(200);
    expect((await info(token)).json().value.hasPaymentPassword).toBe(true);
    const identity = createTestIdentityService(db, clock);
    expect(await identity.verifyPaymentPassword(member.id, '246810')).toBe(true);
    expect(await identity.verifyPaymentPassword(member.id, '246811')).toBe(false);
  });

  it.each([
    [
      'a wrong login password',
      { loginPassword: 'nope12345', newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
      'WRONG_PASSWORD',
    ],
    [
      'a confirmation that differs',
      { loginPassword: 'secret123', newPaymentPassword: '246810', confirmPaymentPassword: '246811' },
      'PASSWORD_MISMATCH',
    ],
    [
      'not six digits',
      { loginPassword: 'secret123', newPaymentPassword: '24681a', confirmPaymentPassword: '24681a' },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s', async (_name, body, code) => {
    const { token } = await loggedIn();
    const reply = await set(token, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(code);
  });
});

describe('accounts created by agents and operators', () => {
  it('get the default password, which must be changed at the first login', async () => {
    const identity = createTestIdentityService(db, clock);
    const agent = await identity.findMemberByAccount('demo_agent');
    const created = await identity.createAccount({
      account: uniqueAccount('dl'),
      type: 0,
      uplineId: agent!.id,
      createdBy: 'AGENT',
    });
    expect(created).toMatchObject({ type: 0, uplineId: agent!.id, isAgent: false, status: 'active' });
    expect((await identity.listDirectDownlines(agent!.id)).map((m) => m.id)).toContain(created.id);
    const value = await login(app, { username: created.account, password: TEST_DEFAULT_MEMBER_PASSWORD });
    expect(value.mustChangePassword).toBe(true);
    await expect(
      identity.createAccount({ account: created.account.toUpperCase(), type: 0, createdBy: 'OPERATOR' }),
    ).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
    });
  });

  it('are found by id, ids and account (any case) through the service', async () => {
    const identity = createTestIdentityService(db, clock);
    expect(await identity.getMemberById('00000000-0000-0000-0000-000000000000')).toBeNull();
    const demo = await identity.findMemberByAccount('DEMO_PLAYER');
    expect(demo).toMatchObject({ account: 'demo_player', type: 0, isAgent: false, isTrial: false });
    expect((await identity.getMembersByIds([demo!.id])).map((m) => m.account)).toEqual(['demo_player']);
  });
});
