import { DEFAULT_LOGIN_VERIFICATION_SETTINGS } from '@platform/contracts/login-verification';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { totpCode } from '../../../platform/totp';
import { createTestApp } from '../../../test/app';
import { sessions } from '../tables';
import {
  bearer,
  createKnownCaptcha,
  createTestClock,
  createTestMember,
  latestEmail,
  latestSmsCode,
  PLAIN_PAYLOADS,
  putIdentitySettings,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
  type TestMemberInput,
} from '../testing';
import { DEFAULT_IDENTITY_SETTINGS } from '../settings.default';
import { describeDevice } from './device-name';
import { normalizePayeeName } from './verify-proof';

const clock = createTestClock(new Date('2030-05-04T15:00:10Z'));
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  // Behind a trusted proxy: the client address is the X-Forwarded-For one.
  ({ app, db } = await createTestApp({ clock, env: { ...PLAIN_PAYLOADS, TRUST_PROXY: 'true' } }));
});

afterEach(async () => {
  await putIdentitySettings(app);
});

let nextAddress = 1;
/** An address outside the test factories' known networks (TEST-NET-3, then TEST-NET-2). */
const newAddress = () => {
  const n = nextAddress++;
  return n < 250 ? `203.0.113.${n}` : `198.51.100.${n - 249}`;
};

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

type Client = { ip: string; cookie?: string };

function headersOf(client: Client, extra: Record<string, string> = {}) {
  return {
    'x-forwarded-for': client.ip,
    'user-agent': CHROME_ANDROID,
    ...(client.cookie ? { cookie: client.cookie } : {}),
    ...extra,
  };
}

async function member(input: TestMemberInput = {}) {
  return createTestMember(db, { firstLoginAt: new Date('2030-01-01T00:00:00Z'), ...input });
}

const loginFrom = (
  client: Client,
  who: { account: string; password: string },
  extra: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: who.account, password: who.password, ...extra },
    headers: headersOf(client),
  });

const verify = (client: Client, body: { challengeId: string; proof: string; code: string }) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login/verification',
    payload: body,
    headers: headersOf(client),
  });

const sendCode = (client: Client, challengeId: string, proof: 'sms' | 'email') =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login/verification/code',
    payload: { challengeId, proof },
    headers: headersOf(client),
  });

/** A login that must be asked for a proof: the challenge. */
async function challengeOf(client: Client, who: { account: string; password: string }) {
  const reply = await loginFrom(client, who);
  expect(reply.statusCode, reply.body).toBe(401);
  expect(reply.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
  return reply.json().value as {
    challengeId: string;
    reason: string;
    proofs: string[];
    maskedMobile: string | null;
    maskedEmail: string | null;
    expiresInSeconds: number;
  };
}

const openSessions = async (memberId: string) =>
  (
    await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
  ).length;

function deviceCookie(reply: LightMyRequestResponse): string {
  const header = [reply.headers['set-cookie'] ?? []].flat().join('\n');
  const match = /wps_device=([A-Za-z0-9_-]+)/.exec(header);
  if (!match) throw new Error(`no device cookie in ${header}`);
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Lax/);
  return `wps_device=${match[1]}`;
}

async function inbox(token: string) {
  const reply = await app.inject({
    method: 'GET',
    url: '/wps/member/messages',
    headers: { ...bearer(token), 'accept-language': 'es' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  // Only the sign-in notices (the demo data sends every member a welcome message).
  return (reply.json().value.content as { title: string; content: string }[]).filter(
    (message) => message.title === 'Nuevo inicio de sesión en su cuenta',
  );
}

async function signIns(token: string) {
  const reply = await app.inject({
    method: 'GET',
    url: '/wps/member/security/sign-ins',
    headers: bearer(token),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.items as { ip: string; known: boolean; method: string; device: string }[];
}

/** Signs in from a known test address (the factory's) and returns the token. */
async function tokenOf(who: { account: string; password: string }) {
  const reply = await loginFrom({ ip: uniqueIp() }, who);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.token as string;
}

/** Turns the member's authenticator on through the API; the clock moves past the confirming step. */
async function enableTotp(token: string) {
  const setup = await app.inject({
    method: 'POST',
    url: '/wps/member/security/totp/setup',
    headers: bearer(token),
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri } = setup.json().value as { secret: string; otpauthUri: string };
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const confirm = await app.inject({
    method: 'POST',
    url: '/wps/member/security/totp/confirm',
    headers: bearer(token),
    payload: { code: totpCode(secret, clock.now()) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  clock.advance(30_000);
  return { secret, recoveryCodes: confirm.json().value.recoveryCodes as string[] };
}

describe('a password login from a new address', () => {
  it('creates no session without the proof; with the SMS code it signs in, remembers the address and tells the member', async () => {
    const mobile = uniqueMobile();
    const who = await member({ mobile, email: `${uniqueAccount('m')}@example.com` });
    const client: Client = { ip: newAddress() };

    const challenge = await challengeOf(client, who);
    expect(challenge.reason).toBe('newAddress');
    expect(challenge.proofs).toEqual(['sms', 'email']);
    expect(challenge.maskedMobile).toBe(`+52 ******${mobile.slice(-4)}`);
    expect(challenge.maskedEmail).toMatch(/^m\*\*\*@example\.com$/);
    expect(await openSessions(who.id)).toBe(0);

    const sent = await sendCode(client, challenge.challengeId, 'sms');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ expiredMinutes: 5, resendInSeconds: 60 });
    const code = await latestSmsCode(db, `+52 ${mobile}`);

    const signedIn = await verify(client, { challengeId: challenge.challengeId, proof: 'sms', code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json().value as { token: string };
    const cookie = deviceCookie(signedIn);
    expect(await openSessions(who.id)).toBe(1);

    const [latest] = await signIns(token);
    expect(latest).toMatchObject({
      ip: client.ip,
      known: false,
      method: 'password',
      device: 'Chrome · Android',
    });
    const [notice] = await inbox(token);
    expect(notice?.title).toBe('Nuevo inicio de sesión en su cuenta');
    expect(notice?.content).toContain(client.ip);
    expect(notice?.content).toContain('Chrome · Android');
    // The brand's zone (America/Mexico_City by default): 15:00 UTC is 9:00.
    expect(notice?.content).toMatch(/9:00/);

    // The address is known now, and so is the device wherever it signs in from.
    const again = await loginFrom(client, who);
    expect(again.statusCode, again.body).toBe(200);
    const elsewhere = await loginFrom({ ip: newAddress(), cookie }, who);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const history = await signIns(again.json().value.token);
    expect(history.slice(0, 3).map((entry) => entry.known)).toEqual([true, true, false]);
    expect(await inbox(token)).toHaveLength(1);
  });

  it('counts a wrong proof as a failed login: captcha next time, then delays', async () => {
    await putIdentitySettings(app, { loginLock: { threshold: 2, windowMinutes: 15, lockMinutes: 15 } });
    const who = await member({ payeeName: 'María López' });
    const client: Client = { ip: newAddress() };
    const challenge = await challengeOf(client, who);
    expect(challenge.proofs).toEqual(['payeeName']);

    const wrong = await verify(client, {
      challengeId: challenge.challengeId,
      proof: 'payeeName',
      code: 'Mario',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_PROOF_INVALID', value: { captchaRequired: true } });
    expect(wrong.body).not.toMatch(/Mar[ií]a|L[oó]pez/);

    // The right password alone does not clear the failure: the next login needs the captcha.
    const noCaptcha = await loginFrom(client, who);
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const withCaptcha = await loginFrom(client, who, await createKnownCaptcha(db));
    expect(withCaptcha.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');

    await verify(client, { challengeId: challenge.challengeId, proof: 'payeeName', code: 'Mario' });
    const delayed = await verify(client, {
      challengeId: challenge.challengeId,
      proof: 'payeeName',
      code: 'María López',
    });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().code).toBe('LOGIN_DELAYED');
    expect(await openSessions(who.id)).toBe(0);
  });

  it('voids the challenge after five wrong proofs', async () => {
    await putIdentitySettings(app, { loginLock: { threshold: 50, windowMinutes: 15, lockMinutes: 15 } });
    const who = await member({ payeeName: 'Ana Ruiz' });
    const client: Client = { ip: newAddress() };
    const challenge = await challengeOf(client, who);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(client, {
        challengeId: challenge.challengeId,
        proof: 'payeeName',
        code: `x${i}`,
      });
      expect(wrong.json().code).toBe('LOGIN_PROOF_INVALID');
    }
    const late = await verify(client, {
      challengeId: challenge.challengeId,
      proof: 'payeeName',
      code: 'Ana Ruiz',
    });
    expect(late.json().code).toBe('LOGIN_CHALLENGE_INVALID');
  });
});

describe('each proof', () => {
  it('e-mail: the code of the e-mail outbox', async () => {
    const email = `${uniqueAccount('e')}@example.com`;
    const who = await member({ email });
    const client: Client = { ip: newAddress() };
    const challenge = await challengeOf(client, who);
    expect(challenge.proofs).toEqual(['email']);
    expect((await sendCode(client, challenge.challengeId, 'email')).statusCode).toBe(200);
    const message = await latestEmail(db, email);
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    const reply = await verify(client, { challengeId: challenge.challengeId, proof: 'email', code });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('payee name: trimmed, without case or accents', async () => {
    expect(normalizePayeeName('  JOSÉ   pérez ')).toBe('jose perez');
    const who = await member({ payeeName: 'José Pérez' });
    const client: Client = { ip: newAddress() };
    const challenge = await challengeOf(client, who);
    const reply = await verify(client, {
      challengeId: challenge.challengeId,
      proof: 'payeeName',
      code: ' jose PEREZ ',
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('authenticator: a code once, a replayed step refused, a recovery code once', async () => {
    const who = await member({ payeeName: 'Luz Gil' });
    const { secret, recoveryCodes } = await enableTotp(await tokenOf(who));
    const client: Client = { ip: newAddress() };

    const first = await challengeOf(client, who);
    expect(first.proofs).toEqual(['totp', 'payeeName']);
    const code = totpCode(secret, clock.now());
    const ok = await verify(client, { challengeId: first.challengeId, proof: 'totp', code });
    expect(ok.statusCode, ok.body).toBe(200);

    const other: Client = { ip: newAddress() };
    const second = await challengeOf(other, who);
    const replayed = await verify(other, { challengeId: second.challengeId, proof: 'totp', code });
    expect(replayed.json().code).toBe('LOGIN_PROOF_INVALID');

    const recovery = await verify(other, {
      challengeId: second.challengeId,
      proof: 'totp',
      code: recoveryCodes[0]!,
    });
    expect(recovery.statusCode, recovery.body).toBe(200);
    const third: Client = { ip: newAddress() };
    const challenge3 = await challengeOf(third, who);
    const reused = await verify(third, {
      challengeId: challenge3.challengeId,
      proof: 'totp',
      code: recoveryCodes[0]!.toLowerCase(),
    });
    expect(reused.json().code).toBe('LOGIN_PROOF_INVALID');
  });

  it('refuses an expired code, a proof not offered, and an expired, used or elsewhere challenge', async () => {
    const mobile = uniqueMobile();
    const who = await member({ mobile });
    const client: Client = { ip: newAddress() };
    const challenge = await challengeOf(client, who);
    expect(challenge.proofs).toEqual(['sms']);

    const notOffered = await verify(client, {
      challengeId: challenge.challengeId,
      proof: 'email',
      code: '123456',
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().code).toBe('LOGIN_PROOF_NOT_OFFERED');
    expect((await sendCode(client, challenge.challengeId, 'email')).json().code).toBe(
      'LOGIN_PROOF_NOT_OFFERED',
    );

    const elsewhere = await verify(
      { ip: newAddress() },
      { challengeId: challenge.challengeId, proof: 'sms', code: '1' },
    );
    expect(elsewhere.json().code).toBe('LOGIN_CHALLENGE_INVALID');
    const unknown = await verify(client, { challengeId: 'no-such-challenge', proof: 'sms', code: '123456' });
    expect(unknown.json().code).toBe('LOGIN_CHALLENGE_INVALID');

    await sendCode(client, challenge.challengeId, 'sms');
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    clock.advance(6 * 60_000);
    const expired = await verify(client, { challengeId: challenge.challengeId, proof: 'sms', code });
    expect(expired.json().code).toBe('LOGIN_PROOF_INVALID');

    clock.advance(61_000);
    await sendCode(client, challenge.challengeId, 'sms');
    const fresh = await latestSmsCode(db, `+52 ${mobile}`);
    const ok = await verify(client, { challengeId: challenge.challengeId, proof: 'sms', code: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
    const used = await verify(client, { challengeId: challenge.challengeId, proof: 'sms', code: fresh });
    expect(used.json().code).toBe('LOGIN_CHALLENGE_INVALID');

    const later: Client = { ip: newAddress() };
    const old = await challengeOf(later, who);
    clock.advance(11 * 60_000);
    const timedOut = await sendCode(later, old.challengeId, 'sms');
    expect(timedOut.json().code).toBe('LOGIN_CHALLENGE_INVALID');
  });

  it('does not offer the SMS code to an SMS login (the code already proved the phone)', async () => {
    const mobile = uniqueMobile();
    await member({ mobile, email: `${uniqueAccount('s')}@example.com` });
    const client: Client = { ip: newAddress() };
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+52', mobileNum: mobile },
      headers: headersOf(client),
    });
    const code = await latestSmsCode(db, `+52 ${mobile}`);
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', username: mobile, password: code, countryDialingCode: '+52' },
      headers: headersOf(client),
    });
    expect(reply.json().code, reply.body).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect(reply.json().value.proofs).toEqual(['email']);
  });
});

describe('members and brands', () => {
  it('signs a member who can prove nothing in, recorded as new and told in the inbox', async () => {
    const who = await member();
    const client: Client = { ip: newAddress() };
    const reply = await loginFrom(client, who);
    expect(reply.statusCode, reply.body).toBe(200);
    const { token } = reply.json().value;
    expect((await signIns(token))[0]).toMatchObject({ ip: client.ip, known: false });
    expect(await inbox(token)).toHaveLength(1);
  });

  it('asks every sign-in for the authenticator when the member chose so', async () => {
    const who = await member();
    const token = await tokenOf(who);
    const { secret } = await enableTotp(token);
    const turnOn = await app.inject({
      method: 'PUT',
      url: '/wps/member/security/totp/login-requirement',
      headers: bearer(token),
      payload: { requiredAtLogin: true, code: totpCode(secret, clock.now()) },
    });
    expect(turnOn.statusCode, turnOn.body).toBe(200);
    clock.advance(30_000);
    const known: Client = { ip: uniqueIp() };
    const challenge = await challengeOf(known, who);
    expect(challenge).toMatchObject({ reason: 'totpRequired', proofs: ['totp'] });
    const reply = await verify(known, {
      challengeId: challenge.challengeId,
      proof: 'totp',
      code: totpCode(secret, clock.now()),
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('asks again from a device the member forgot', async () => {
    const who = await member({ payeeName: 'Eva Sol' });
    const client: Client = { ip: newAddress() };
    const challenge = await challengeOf(client, who);
    const signedIn = await verify(client, {
      challengeId: challenge.challengeId,
      proof: 'payeeName',
      code: 'eva sol',
    });
    client.cookie = deviceCookie(signedIn);
    const token = signedIn.json().value.token as string;

    const list = await app.inject({
      method: 'GET',
      url: '/wps/member/security/devices',
      headers: { ...bearer(token), cookie: client.cookie },
    });
    const current = (list.json().value.items as { id: string; ip: string; current: boolean }[]).find(
      (item) => item.current,
    );
    expect(current?.ip).toBe(client.ip);
    const forget = await app.inject({
      method: 'DELETE',
      url: `/wps/member/security/devices/${current?.id}`,
      headers: bearer(token),
    });
    expect(forget.statusCode, forget.body).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/wps/member/security/devices/${current?.id}`,
      headers: bearer(token),
    });
    expect(again.json().code).toBe('KNOWN_DEVICE_NOT_FOUND');
    await challengeOf(client, who);
  });

  it('does not ask when the brand turned the verification off; refuses a proof listed twice', async () => {
    const who = await member({ payeeName: 'Rosa Paz' });
    await putIdentitySettings(app, {
      loginVerification: { ...DEFAULT_LOGIN_VERIFICATION_SETTINGS, enabled: false },
    });
    expect((await loginFrom({ ip: newAddress() }, who)).statusCode).toBe(200);

    const twice = await app.inject({
      method: 'PUT',
      url: '/admin-api/identity/settings',
      headers: { authorization: 'Bearer test-operator-key-0123456789' },
      payload: {
        ...DEFAULT_IDENTITY_SETTINGS,
        loginVerification: { ...DEFAULT_LOGIN_VERIFICATION_SETTINGS, proofs: ['sms', 'sms'] },
      },
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('the member authenticator', () => {
  it('is turned off with a code, each code once, and refused to trial accounts', async () => {
    const who = await member();
    const token = await tokenOf(who);
    const { secret, recoveryCodes } = await enableTotp(token);
    expect(recoveryCodes).toHaveLength(10);
    const status = await app.inject({
      method: 'GET',
      url: '/wps/member/security/totp',
      headers: bearer(token),
    });
    expect(status.json().value).toEqual({
      enabled: true,
      requiredAtLogin: false,
      requiredForWithdrawals: false,
      recoveryCodesLeft: 10,
    });
    const setupAgain = await app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/setup',
      headers: bearer(token),
    });
    expect(setupAgain.json().code).toBe('TOTP_ALREADY_ENABLED');

    const code = totpCode(secret, clock.now());
    const requirement = await app.inject({
      method: 'PUT',
      url: '/wps/member/security/totp/login-requirement',
      headers: bearer(token),
      payload: { requiredAtLogin: false, code },
    });
    expect(requirement.statusCode).toBe(200);
    const replay = await app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/disable',
      headers: bearer(token),
      payload: { code },
    });
    expect(replay.json().code).toBe('TOTP_INVALID');
    const off = await app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/disable',
      headers: bearer(token),
      payload: { code: recoveryCodes[3]! },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/wps/member/security/totp',
      headers: bearer(token),
    });
    expect(after.json().value).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      headers: headersOf({ ip: uniqueIp() }),
    });
    const trialToken = trial.json().value?.token as string | undefined;
    if (trialToken) {
      const refused = await app.inject({
        method: 'POST',
        url: '/wps/member/security/totp/setup',
        headers: bearer(trialToken),
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('registration', () => {
  it('makes the registering address known', async () => {
    const client: Client = { ip: newAddress() };
    const account = uniqueAccount('reg');
    const mobile = uniqueMobile();
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: mobile, countryDialingCode: '+52' },
      headers: headersOf({ ip: uniqueIp() }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const registered = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: {
        username: account,
        password: 'clave2026',
        confirmPassword: 'clave2026',
        mobileNum: mobile,
        countryDialingCode: '+52',
        verificationCode: await latestSmsCode(db, `+52 ${mobile}`),
        acceptTerms: true,
        ...(await createKnownCaptcha(db)),
      },
      headers: headersOf(client),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const again = await loginFrom(client, { account, password: 'clave2026' });
    expect(again.statusCode, again.body).toBe(200);
    const fromElsewhere = await loginFrom({ ip: newAddress() }, { account, password: 'clave2026' });
    expect(fromElsewhere.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
  });
});

describe('device descriptions', () => {
  it('names common browsers and systems', () => {
    expect(describeDevice(CHROME_ANDROID)).toBe('Chrome · Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(describeDevice(null)).toBe('');
  });
});
