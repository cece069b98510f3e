import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../platform/database';
import type { Keyring } from '../../platform/encryption';
import { AppError } from '../../platform/errors';
import { createTestApp } from '../../test/app';
import { createSandboxSignIn, SandboxPhoneError } from './sandbox-sign-in';
import * as repository from './repository';
import {
  bearer,
  createKnownCaptcha,
  createTestClock,
  encryptBody,
  latestSmsCode,
  PLAIN_PAYLOADS,
  putWhitelabel,
  uniqueIp,
  uniqueMobile,
} from './testing';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
};

describe('createSandboxSignIn', () => {
  const texts: { to: string; text: string }[] = [];
  const clock = createTestClock(new Date('2026-11-27T08:00:00Z'));
  const sandbox = createSandboxSignIn({
    secret: 'sandbox-secret-of-the-tests',
    clock,
    sms: { send: async (message) => void texts.push(message) },
  });

  it('accepts its own social token once, for its provider only', async () => {
    const token = sandbox.issueSocial('google', { name: 'Gina', email: 'Gina@Example.test' });
    const profile = await sandbox.google.verify(token);
    expect(profile).toMatchObject({
      provider: 'google',
      name: 'Gina',
      email: 'gina@example.test',
      emailVerified: false,
    });
    // The same e-mail is the same provider user next time.
    const again = await sandbox.google.verify(
      sandbox.issueSocial('google', { name: 'G', email: 'gina@example.test' }),
    );
    expect(again.subject).toBe(profile.subject);
    // Replay, another provider, a forged signature, another secret: refused.
    expect(await refusal(sandbox.google.verify(token))).toBe('INVALID_CREDENTIALS');
    const facebookToken = sandbox.issueSocial('facebook', { name: 'Fede', email: 'fede@example.test' });
    expect(await refusal(sandbox.google.verify(facebookToken))).toBe('INVALID_CREDENTIALS');
    const [head, body] = facebookToken.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(
      await refusal(sandbox.facebook.verify(`${head}.${forgedBody}.${facebookToken.split('.')[2]}`)),
    ).toBe('INVALID_CREDENTIALS');
    const other = createSandboxSignIn({
      secret: 'another-secret-entirely',
      clock,
      sms: { send: async () => {} },
    });
    expect(await refusal(other.facebook.verify(facebookToken))).toBe('INVALID_CREDENTIALS');
    expect(await refusal(sandbox.facebook.verify('not-a-token'))).toBe('INVALID_CREDENTIALS');
    expect((await sandbox.facebook.verify(facebookToken)).provider).toBe('facebook');
  });

  it('refuses a token after its 5 minutes', async () => {
    const token = sandbox.issueSocial('google', { name: 'Late', email: 'late@example.test' });
    clock.advance(5 * 60_000 + 1000);
    expect(await refusal(sandbox.google.verify(token))).toBe('INVALID_CREDENTIALS');
  });

  it('texts a code, confirms it into a phone token and refuses wrong, missing and expired codes', async () => {
    const { sessionInfo } = await sandbox.sendCode('+525512345678');
    const sms = texts.at(-1)!;
    expect(sms.to).toBe('+52 5512345678');
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    expect(() => sandbox.confirmCode(sessionInfo, '')).toThrow(
      expect.objectContaining({ code: 'auth/missing-verification-code' }),
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expect(() => sandbox.confirmCode(sessionInfo, wrong)).toThrow(
      expect.objectContaining({ code: 'auth/invalid-verification-code' }),
    );
    const { idToken } = sandbox.confirmCode(sessionInfo, code);
    const verified = await sandbox.phoneAuth.verify(idToken);
    expect(verified.number).toEqual({ dialingCode: '+52', mobile: '5512345678' });
    expect(await refusal(sandbox.phoneAuth.verify(idToken))).toBe('INVALID_CREDENTIALS');
    // A phone token is no Google token.
    const second = sandbox.confirmCode(sessionInfo, code).idToken;
    expect(await refusal(sandbox.google.verify(second))).toBe('INVALID_CREDENTIALS');
    clock.advance(5 * 60_000 + 1000);
    expect(() => sandbox.confirmCode(sessionInfo, code)).toThrow(
      expect.objectContaining({ code: 'auth/code-expired' }),
    );
  });

  it('refuses bad numbers and a sixth code within 5 minutes, with Firebase codes', async () => {
    await expect(sandbox.sendCode('')).rejects.toMatchObject({ code: 'auth/missing-phone-number' });
    await expect(sandbox.sendCode('5512345678')).rejects.toMatchObject({ code: 'auth/invalid-phone-number' });
    for (let i = 0; i < 5; i += 1) await sandbox.sendCode('+525511112222');
    const error = await sandbox.sendCode('+525511112222').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SandboxPhoneError);
    expect(error).toMatchObject({ code: 'auth/too-many-requests', statusCode: 429 });
    clock.advance(5 * 60_000 + 1000);
    await expect(sandbox.sendCode('+525511112222')).resolves.toHaveProperty('sessionInfo');
  });
});

describe('SANDBOX_SIGN_IN configuration', () => {
  const base = { DATA_DIR: '/tmp/unused', OPERATOR_API_KEY: 'x'.repeat(32) };
  it('is on outside production and off in production', () => {
    expect(loadConfig(base).sandboxSignIn.enabled).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).sandboxSignIn.enabled).toBe(false);
  });
  it('refuses to start a production site with it, unless ALLOW_SANDBOX_IN_PRODUCTION', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SANDBOX_SIGN_IN: 'on' })).toThrow(
      /SANDBOX_SIGN_IN.*ALLOW_SANDBOX_IN_PRODUCTION/,
    );
    const allowed = loadConfig({
      ...base,
      NODE_ENV: 'production',
      SANDBOX_SIGN_IN: 'on',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
    });
    expect(allowed.sandboxSignIn.enabled).toBe(true);
    expect(allowed.warnings.join(' ')).toContain('SANDBOX_SIGN_IN');
  });
});

describe('the sandbox providers in the app', () => {
  let app: FastifyInstance;
  let db: Db;
  let keyring: Keyring;

  beforeAll(async () => {
    ({ app, db, keyring } = await createTestApp({ env: { ...PLAIN_PAYLOADS, SANDBOX_SIGN_IN: 'on' } }));
    await putWhitelabel(app, { GOOGLELOGIN3: true, FBLOGIN3: true, PHONEAUTH3: true });
  });
  afterAll(async () => {
    await putWhitelabel(app, { GOOGLELOGIN3: false, FBLOGIN3: false, PHONEAUTH3: false });
    await app.close();
  });

  /** The token the sandbox window's answer page posts to its opener. */
  const tokenOfPage = (html: string) => {
    const data = /<script type="application\/json" id="result">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(data ?? 'null') as { type: string; provider: string; token?: string; error?: string };
  };

  it('tells the web which providers are offered, by flag', async () => {
    const reply = await app.inject({ method: 'GET', url: '/wps/session/sign-in-providers' });
    expect(reply.json().value).toEqual({
      google: { mode: 'sandbox' },
      facebook: { mode: 'sandbox' },
      phoneAuth: { mode: 'sandbox' },
    });
    await putWhitelabel(app, { GOOGLELOGIN3: false, FBLOGIN3: true, PHONEAUTH3: true });
    try {
      const off = await app.inject({ method: 'GET', url: '/wps/session/sign-in-providers' });
      expect(off.json().value.google).toBeNull();
    } finally {
      await putWhitelabel(app, { GOOGLELOGIN3: true, FBLOGIN3: true, PHONEAUTH3: true });
    }
  });

  it('serves the sign-in window, whose answer signs in a new Google account once', async () => {
    const form = await app.inject({ method: 'GET', url: '/sandbox/social/google?lang=es' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Iniciar sesión con Google (pruebas)');
    expect(form.headers['content-security-policy']).toContain("script-src 'none'");

    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox/social/google?lang=es',
      payload: 'name=Gina+Google&email=gina.sandbox%40example.test&action=continue',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const message = tokenOfPage(answer.body);
    expect(message).toMatchObject({ type: 'sandbox-sign-in', provider: 'google' });

    const login = async () =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login/google',
        payload: await encryptBody(keyring, { idToken: message.token }),
        remoteAddress: uniqueIp(),
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(first.json().value.token) })
    ).json().value;
    expect(info.account).toMatch(/^g_/);
    const replay = await login();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a cancelled window with popup_closed and a bad form with the form again', async () => {
    const cancelled = await app.inject({
      method: 'POST',
      url: '/sandbox/social/facebook?lang=en',
      payload: 'action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tokenOfPage(cancelled.body)).toMatchObject({ provider: 'facebook', error: 'popup_closed' });
    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox/social/facebook?lang=en',
      payload: 'name=&email=nope&action=continue',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Type a name and a valid e-mail address.');
  });

  it('registers and logs in by phone auth with the code from the outbox', async () => {
    const mobile = uniqueMobile();
    const phoneToken = async () => {
      const sent = await app.inject({
        method: 'POST',
        url: '/sandbox/phone-auth/send-code',
        payload: { phoneNumber: `+52${mobile}` },
      });
      expect(sent.statusCode).toBe(200);
      const code = await latestSmsCode(db, `+52 ${mobile}`);
      const verified = await app.inject({
        method: 'POST',
        url: '/sandbox/phone-auth/verify',
        payload: { sessionInfo: sent.json().sessionInfo, code },
      });
      expect(verified.statusCode).toBe(200);
      return verified.json().idToken as string;
    };
    const registered = await app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+52',
        password: '',
        confirmPassword: '',
        firebaseChannel: 'sandbox',
        firebaseIdToken: await phoneToken(),
        ...(await createKnownCaptcha(db)),
        acceptTerms: true,
      },
      remoteAddress: uniqueIp(),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await repository.findMemberByMobile(db, '+52', mobile)).not.toBeNull();

    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login/phone',
      payload: await encryptBody(keyring, { idToken: await phoneToken() }),
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers bad phone-auth calls with Firebase error codes, never a 5xx', async () => {
    const missing = await app.inject({ method: 'POST', url: '/sandbox/phone-auth/send-code', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('auth/missing-phone-number');
    const wrong = await app.inject({
      method: 'POST',
      url: '/sandbox/phone-auth/verify',
      payload: { sessionInfo: 'unknown-session', code: '123456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('auth/session-expired');
  });
});
