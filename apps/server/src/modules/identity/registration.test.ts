import { REGISTRATION_FIELDS } from '@platform/contracts/identity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import type { Keyring } from '../../platform/encryption';
import { createTestApp } from '../../test/app';
import { ensureAffiliateCode } from './referral-codes';
import * as repository from './repository';
import { members } from './tables';
import {
  bearer,
  countRows,
  createKnownCaptcha,
  createTestClock,
  createTestMember,
  encryptBody,
  latestSmsCode,
  PLAIN_PAYLOADS,
  putWhitelabel,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
} from './testing';

const clock = createTestClock(new Date('2030-06-01T10:00:00Z'));
let app: FastifyInstance;
let db: Db;
let keyring: Keyring;

beforeAll(async () => {
  ({ app, db, keyring } = await createTestApp({ env: PLAIN_PAYLOADS, clock }));
});

async function registerCode(mobile: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { mobileNo: mobile, countryDialingCode: '+52' },
    remoteAddress: uniqueIp(),
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return latestSmsCode(db, `+52 ${mobile}`);
}

/** A complete, valid username-mode registration (fresh names, a sent SMS code, a known captcha). */
async function validBody(overrides: Record<string, unknown> = {}) {
  const mobile = (overrides.mobileNum as string | undefined) ?? uniqueMobile();
  return {
    username: uniqueAccount('new'),
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: mobile,
    countryDialingCode: '+52',
    verificationCode: 'verificationCode' in overrides ? undefined : await registerCode(mobile),
    ...(await createKnownCaptcha(db)),
    acceptTerms: true,
    domain: 'localhost:8080',
    registerUrl: 'http://localhost:8080/register',
    ...overrides,
  };
}

const put = (body: unknown, options: { mode?: 'username' | 'mobile'; lang?: string; ip?: string } = {}) =>
  app.inject({
    method: 'PUT',
    url: options.mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });

async function stored() {
  return {
    members: await countRows(db, 'members'),
    sessions: await countRows(db, 'sessions'),
    usedCodes: (
      await db.execute(sql`select count(*)::int as n from verification_codes where used_at is not null`)
    ).rows[0],
  };
}

describe('GET /wps/system/setting/register', () => {
  it('serves a rule for every registration field and the brand switches', async () => {
    const reply = await app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    expect(reply.statusCode).toBe(200);
    const value = reply.json().value;
    expect(value.rules.map((rule: { field: string }) => rule.field)).toEqual([...REGISTRATION_FIELDS]);
    expect(value).toMatchObject({
      defaultMode: 'username',
      mobileReg: false,
      smsVerification: true,
      mobileRegPass: false,
      captchaRequired: true,
      minimumAge: 18,
    });
    expect(value.rules.find((rule: { field: string }) => rule.field === 'username')).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 4,
      maxLength: 16,
      patternId: 'LETTER_FIRST_ALNUM',
    });
  });

  it('makes mobile the default mode when MOBILENUMREG3 is on', async () => {
    await putWhitelabel(app, { MOBILENUMREG3: true, SMSREGVER3: false, MOBILEPWDREG3: true });
    try {
      const value = (await app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json().value;
      expect(value).toMatchObject({
        defaultMode: 'mobile',
        mobileReg: true,
        smsVerification: false,
        mobileRegPass: true,
      });
    } finally {
      await putWhitelabel(app);
    }
  });
});

describe('PUT /wps/member/register', () => {
  it('registers with a real JWE body and logs the member in', async () => {
    const body = await validBody({ email: 'Nuevo.Jugador@example.com', payeeName: 'Ana López' });
    const before = await stored();
    const reply = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await encryptBody(keyring, body),
      remoteAddress: '203.0.113.77',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(reply.json().value.token) })
    ).json().value;
    expect(info).toMatchObject({
      account: body.username,
      userName: 'Ana López',
      email: 'Nuevo.Jugador@example.com',
      mobileNum: body.mobileNum,
      countryDialingCode: '+52',
      type: 0,
      isAgent: false,
      isTrial: false,
      balance: 0,
      currency: 'MXN',
      currencySymbol: '$',
    });
    const row = await repository.findMemberByAccount(db, body.username);
    expect(row).toMatchObject({
      registerIp: '203.0.113.77',
      registerDomain: 'localhost:8080',
      registerMethod: 'WEB',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await stored()).members).toBe(before.members + 1);

    // The new password works for a later login.
    const again = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: body.username, password: 'abc12345' },
      // From the registering address, which the registration made known (no sign-in verification).
      remoteAddress: '203.0.113.77',
    });
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('makes the agent of a valid invitation code the upline; a typed code wins over the stored one', async () => {
    const demoAgent = await repository.findMemberByAccount(db, 'demo_agent');
    const subAgent = await repository.findMemberByAccount(db, 'demo_subagent');
    const typed = await validBody({ affiliateCode: 'demosub1', referralCode: 'DEMOAG01' });
    expect((await put(typed)).statusCode).toBe(200);
    expect((await repository.findMemberByAccount(db, typed.username))?.uplineId).toBe(subAgent?.id);

    const fromUrl = await validBody({ referralCode: 'DEMOAG01' });
    expect((await put(fromUrl)).statusCode).toBe(200);
    expect((await repository.findMemberByAccount(db, fromUrl.username))?.uplineId).toBe(demoAgent?.id);
  });

  it('takes a player’s invite-friends code while the REFERRAL promotion is on: the friend joins the player’s team, the player is its referrer', async () => {
    const demoAgent = await repository.findMemberByAccount(db, 'demo_agent');
    const player = await createTestMember(db, { account: uniqueAccount('inviter'), uplineId: demoAgent!.id });
    const code = await ensureAffiliateCode(db, player.id);
    try {
      await putWhitelabel(app, { REFERRAL: false });
      const off = await put(await validBody({ referralCode: code }));
      expect(off.statusCode).toBe(400);
      expect(off.json().code).toBe('INVALID_INVITATION_CODE');

      await putWhitelabel(app, { REFERRAL: true });
      const body = await validBody({ referralCode: code!.toLowerCase() });
      expect((await put(body)).statusCode).toBe(200);
      const friend = await repository.findMemberByAccount(db, body.username);
      // Never a player as upline (no transfers to the inviter): the inviter's agent.
      expect(friend).toMatchObject({ uplineId: demoAgent!.id, referrerId: player.id, type: 0 });
    } finally {
      await putWhitelabel(app);
    }
  });

  it('keeps an SMS code usable when the registration fails after checking it', async () => {
    await createTestMember(db, { account: 'takenname1' });
    const body = await validBody({ username: 'TakenName1' });
    const taken = await put(body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
    const retry = await put({ ...body, username: uniqueAccount('other'), ...(await createKnownCaptcha(db)) });
    expect(retry.statusCode).toBe(200);
  });

  it('lets one of two simultaneous registrations of a username win', async () => {
    const username = uniqueAccount('race');
    const [a, b] = await Promise.all([validBody({ username }), validBody({ username })]);
    const before = await stored();
    const replies = await Promise.all([put(a), put(b)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json().code).toBe('USERNAME_TAKEN');
    expect((await stored()).members).toBe(before.members + 1);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers without username and password; the account is named after the number', async () => {
    const body = await validBody({ username: undefined, password: '', confirmPassword: '' });
    const reply = await put(body, { mode: 'mobile' });
    expect(reply.statusCode).toBe(200);
    const info = (
      await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(reply.json().value.token) })
    ).json().value;
    expect(info.account).toBe(body.mobileNum);
    expect((await repository.findMemberByAccount(db, body.mobileNum))?.passwordHash).toBeNull();
  });

  it('asks for a password when MOBILEPWDREG3 is on', async () => {
    await putWhitelabel(app, { MOBILEPWDREG3: true });
    try {
      const body = await validBody({ username: undefined, password: '', confirmPassword: '' });
      const reply = await put(body, { mode: 'mobile', lang: 'en' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().value).toEqual({
        fields: ['password'],
        errors: { password: 'Input cannot be empty' },
      });
      const ok = await put(
        { ...body, password: 'abc12345', confirmPassword: 'abc12345', ...(await createKnownCaptcha(db)) },
        { mode: 'mobile' },
      );
      expect(ok.statusCode).toBe(200);
    } finally {
      await putWhitelabel(app);
    }
  });

  it('requires the mobile number', async () => {
    const body = await validBody({ username: undefined, mobileNum: undefined });
    const reply = await put(body, { mode: 'mobile' });
    expect(reply.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: { mobileNum: 'Este campo no puede estar vacío' } },
    });
  });
});

describe('registration refusals: a clear message in the request language, and nothing stored', () => {
  type Case = {
    name: string;
    body: () => Promise<Record<string, unknown>>;
    status: number;
    code: string;
    es: string;
    en: string;
    errors?: Record<string, { es: string; en: string }>;
  };
  const long = (length: number, start = 'a') => start + 'b'.repeat(length - 1);
  const cases: Case[] = [
    {
      name: 'a username over 16 characters',
      body: () => validBody({ username: long(17) }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: username.',
      en: 'Please check the fields: username.',
      errors: {
        username: { es: 'Introduzca entre 4 y 16 caracteres', en: 'Please enter 4 - 16 characters' },
      },
    },
    {
      name: 'a username not starting with a letter',
      body: () => validBody({ username: '1abcdef' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: username.',
      en: 'Please check the fields: username.',
      errors: {
        username: {
          es: 'Debe empezar por una letra y contener solo letras y números, de 4 a 16 caracteres',
          en: 'Must start with a letter and contain only letters and digits, 4 - 16 characters',
        },
      },
    },
    {
      name: 'a password over 20 characters',
      body: () => validBody({ password: long(21) + '1', confirmPassword: long(21) + '1' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: password.',
      en: 'Please check the fields: password.',
      errors: {
        password: {
          es: 'Por favor, introduzca una contraseña de 6 a 20 caracteres',
          en: 'Please fill in your password with 6 - 20 characters',
        },
      },
    },
    {
      name: 'a password without digits',
      body: () => validBody({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: password.',
      en: 'Please check the fields: password.',
      errors: {
        password: {
          es: 'Debe combinar letras y números, de 6 a 20 caracteres',
          en: 'Must combine letters and digits, 6 - 20 characters',
        },
      },
    },
    {
      name: 'a mobile number over 15 digits',
      body: () => validBody({ mobileNum: '5'.repeat(16), verificationCode: '123456' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: mobileNum.',
      en: 'Please check the fields: mobileNum.',
      errors: {
        mobileNum: {
          es: 'El formato del número de teléfono no es correcto (números de 6 a 15 dígitos)',
          en: 'Phone number format is incorrect (phone numbers of 6 - 15 digits)',
        },
      },
    },
    {
      name: 'an e-mail in the wrong format',
      body: () => validBody({ email: 'not-an-email' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: email.',
      en: 'Please check the fields: email.',
      errors: {
        email: {
          es: 'El formato del correo electrónico no es correcto',
          en: 'The email format is incorrect',
        },
      },
    },
    {
      name: 'an e-mail over 254 characters',
      body: () => validBody({ email: `${'a'.repeat(250)}@b.co` }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: email.',
      en: 'Please check the fields: email.',
    },
    {
      name: 'a payee name that is not a full name',
      body: () => validBody({ payeeName: 'Ana' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: payeeName.',
      en: 'Please check the fields: payeeName.',
      errors: {
        payeeName: { es: 'El formato del nombre real no es correcto', en: 'Real name format is incorrect' },
      },
    },
    {
      name: 'a payee name over 100 characters',
      body: () => validBody({ payeeName: `Ana ${'b'.repeat(97)}` }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: payeeName.',
      en: 'Please check the fields: payeeName.',
    },
    {
      name: 'an invitation code in the wrong pattern',
      body: () => validBody({ affiliateCode: 'AB-12' }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: affiliateCode.',
      en: 'Please check the fields: affiliateCode.',
      errors: {
        affiliateCode: {
          es: 'Solo letras o números, de 4 a 16 caracteres',
          en: 'Letters or digits only, 4 - 16 characters',
        },
      },
    },
    {
      name: 'an invitation code over 16 characters',
      body: () => validBody({ affiliateCode: 'A'.repeat(17) }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: affiliateCode.',
      en: 'Please check the fields: affiliateCode.',
    },
    {
      name: 'a field over the length the API accepts (qqNum)',
      body: () => validBody({ qqNum: '1'.repeat(33) }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: qqNum.',
      en: 'Please check the fields: qqNum.',
    },
    {
      name: 'a captcha over the length the API accepts',
      body: () => validBody({ captcha: 'A'.repeat(17) }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: captcha.',
      en: 'Please check the fields: captcha.',
    },
    {
      name: 'a missing SMS code',
      body: () => validBody({ verificationCode: undefined }),
      status: 400,
      code: 'VALIDATION_FAILED',
      es: 'Revise los campos: verificationCode.',
      en: 'Please check the fields: verificationCode.',
      errors: {
        verificationCode: {
          es: 'Por favor, introduzca un código de verificación válido.',
          en: 'Please enter a valid verification code.',
        },
      },
    },
    {
      name: 'a confirmation that differs',
      body: () => validBody({ confirmPassword: 'abc12346' }),
      status: 400,
      code: 'PASSWORD_MISMATCH',
      es: 'La contraseña de confirmación no es correcta.',
      en: 'Confirmation password is not correct.',
    },
    {
      name: 'terms not accepted',
      body: () => validBody({ acceptTerms: false }),
      status: 400,
      code: 'TERMS_NOT_ACCEPTED',
      es: 'Debe aceptar los términos y condiciones.',
      en: 'You must accept the terms and conditions.',
    },
    {
      name: 'a missing captcha',
      body: () => validBody({ captcha: undefined, captchaId: undefined }),
      status: 400,
      code: 'CAPTCHA_REQUIRED',
      es: 'Por favor, introduzca el captcha.',
      en: 'Please enter the captcha.',
    },
    {
      name: 'a wrong captcha',
      body: () => validBody({ captcha: 'WRONG' }),
      status: 400,
      code: 'CAPTCHA_INVALID',
      es: 'El captcha no es correcto o ha caducado, inténtelo de nuevo.',
      en: 'The captcha is wrong or has expired, please try again.',
    },
    {
      name: 'a replayed captcha',
      body: async () => {
        const first = await validBody();
        await put(first);
        return validBody({ captchaId: first.captchaId, captcha: first.captcha });
      },
      status: 400,
      code: 'CAPTCHA_INVALID',
      es: 'El captcha no es correcto o ha caducado, inténtelo de nuevo.',
      en: 'The captcha is wrong or has expired, please try again.',
    },
    {
      name: 'a wrong SMS code',
      body: async () => {
        const body = await validBody();
        return { ...body, verificationCode: body.verificationCode === '000000' ? '111111' : '000000' };
      },
      status: 400,
      code: 'SMS_CODE_INVALID',
      es: 'Por favor, introduzca un código de verificación válido.',
      en: 'Please enter a valid verification code.',
    },
    {
      name: 'an expired SMS code',
      body: async () => {
        const body = await validBody();
        clock.advance(5 * 60_000 + 1);
        return body;
      },
      status: 400,
      code: 'SMS_CODE_EXPIRED',
      es: 'El código ha caducado, solicite uno nuevo.',
      en: 'The code has expired, please send again.',
    },
    {
      name: 'a reused SMS code',
      body: async () => {
        const first = await validBody();
        await put(first);
        return { ...first, username: uniqueAccount('again'), ...(await createKnownCaptcha(db)) };
      },
      status: 400,
      code: 'SMS_CODE_INVALID',
      es: 'Por favor, introduzca un código de verificación válido.',
      en: 'Please enter a valid verification code.',
    },
    {
      name: 'an unknown invitation code',
      body: () => validBody({ affiliateCode: 'NOSUCH01' }),
      status: 400,
      code: 'INVALID_INVITATION_CODE',
      es: 'Código de invitación no válido.',
      en: 'Invalid invitation code.',
    },
    {
      name: 'an unknown referral code from the link',
      body: () => validBody({ referralCode: 'NOSUCH02' }),
      status: 400,
      code: 'INVALID_INVITATION_CODE',
      es: 'Código de invitación no válido.',
      en: 'Invalid invitation code.',
    },
    {
      name: 'an e-mail already registered (any case)',
      body: async () => {
        const email = `${uniqueAccount('taken')}@example.com`;
        await createTestMember(db, { email });
        return validBody({ email: email.toUpperCase() });
      },
      status: 409,
      code: 'EMAIL_TAKEN',
      es: 'El correo electrónico ya está registrado.',
      en: 'The email is already registered.',
    },
  ];

  for (const lang of ['es', 'en'] as const) {
    it.each(cases)(`refuses $name (${lang})`, async ({ body, status, code, es, en, errors }) => {
      const payload = await body();
      const before = await stored();
      const reply = await put(payload, { lang });
      expect(reply.statusCode).toBe(status);
      expect(reply.json()).toMatchObject({ success: false, code, message: lang === 'es' ? es : en });
      for (const [field, texts] of Object.entries(errors ?? {})) {
        expect(reply.json().value.errors[field]).toBe(texts[lang]);
        expect(reply.json().value.fields).toContain(field);
      }
      expect(await stored()).toEqual(before);
    });
  }

  /** The longest value the API takes for each text field of the registration body (ZRegisterRequestSchema). */
  const API_MAX_LENGTHS: Record<string, number> = {
    username: 64,
    password: 128,
    confirmPassword: 128,
    payeeName: 100,
    email: 254,
    qqNum: 32,
    mobileNum: 20,
    recommenderId: 64,
    captcha: 16,
    captchaId: 64,
    verificationCode: 8,
    affiliateCode: 32,
    paymentPassword: 64,
    line: 64,
    whatsapp: 32,
    facebook: 100,
    wechat: 64,
    idNumber: 32,
    referralCode: 32,
    domain: 253,
    firebaseChannel: 32,
    firebaseIdToken: 4096,
    registerUrl: 2048,
  };
  it.each(Object.entries(API_MAX_LENGTHS))(
    'refuses %s one character over %i, naming it',
    async (field, max) => {
      const over = field === 'mobileNum' ? '5'.repeat(max + 1) : 'a'.repeat(max + 1);
      const body = await validBody({
        [field]: over,
        ...(field === 'mobileNum' ? { verificationCode: '123456' } : {}),
      });
      const before = await stored();
      const reply = await put(body, { lang: 'en' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `Please check the fields: ${field}.`,
      });
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a number already registered when asked for a code', async () => {
    const mobile = uniqueMobile();
    await createTestMember(db, { mobile });
    const reply = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: mobile, countryDialingCode: '+52' },
      remoteAddress: uniqueIp(),
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('MOBILE_TAKEN');
    const byName = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: uniqueMobile(), countryDialingCode: '+52', username: 'DEMO_player' },
      remoteAddress: uniqueIp(),
    });
    expect(byName.json().code).toBe('USERNAME_TAKEN');
  });

  it('refuses a number taken between the code and the registration with MOBILE_TAKEN', async () => {
    const body = await validBody();
    await createTestMember(db, { mobile: body.mobileNum });
    const before = await stored();
    const reply = await put(body);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('MOBILE_TAKEN');
    expect(await stored()).toEqual(before);
  });

  it('refuses a malformed JWE with BAD_PAYLOAD and stores nothing', async () => {
    const before = await stored();
    const { app: strict } = await createTestApp({ clock });
    const reply = await strict.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { payload: 'x.y.z' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'BAD_PAYLOAD',
      message: 'No se pudo descifrar el contenido cifrado de la solicitud.',
    });
    expect(await stored()).toEqual(before);
  });

  it('registers without an SMS code while SMSREGVER3 is off, and refuses code requests then', async () => {
    await putWhitelabel(app, { SMSREGVER3: false });
    try {
      const code = await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNo: uniqueMobile(), countryDialingCode: '+52' },
        remoteAddress: uniqueIp(),
      });
      expect(code.statusCode).toBe(403);
      expect(code.json().code).toBe('FEATURE_DISABLED');
      const reply = await put({
        username: uniqueAccount('nosms'),
        password: 'abc12345',
        confirmPassword: 'abc12345',
        acceptTerms: true,
        ...(await createKnownCaptcha(db)),
      });
      expect(reply.statusCode).toBe(200);
      const row = await db.select().from(members).where(eq(members.registerMethod, 'WEB'));
      expect(row.length).toBeGreaterThan(0);
    } finally {
      await putWhitelabel(app);
    }
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('names the agent behind a code, in any case', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=demoag01&domain=localhost',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({ code: 'DEMOAG01', agentNickname: 'Agente Demo' });
  });

  it('refuses an unknown code, and a code of a disabled agent', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=NOPE1234',
      remoteAddress: uniqueIp(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_INVITATION_CODE',
      message: 'Código de invitación no válido.',
    });
    await createTestMember(db, { type: 1, affiliateCode: 'GONE0001', status: 'disabled' });
    const disabled = await app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=GONE0001',
      remoteAddress: uniqueIp(),
    });
    expect(disabled.json().code).toBe('INVALID_INVITATION_CODE');
  });
});

describe('captcha', () => {
  it('serves an SVG picture with an id, at most once per second per client', async () => {
    const ip = uniqueIp();
    const reply = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const value = reply.json().value;
    expect(value.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(value.expiresInSeconds).toBe(120);
    const svg = Buffer.from(value.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);

    const again = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('THROTTLED');
    clock.advance(1_000);
    expect((await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip })).statusCode).toBe(
      200,
    );

    // A served captcha is single use: a wrong answer spends it.
    const body = await validBody({ captchaId: value.captchaId, captcha: 'WRONG' });
    expect((await put(body)).json().code).toBe('CAPTCHA_INVALID');
  });

  it('lets any non-empty answer pass with CAPTCHA_CHECK=off, but still asks for one', async () => {
    const { app: relaxed } = await createTestApp({ env: { ...PLAIN_PAYLOADS, CAPTCHA_CHECK: 'off' }, clock });
    const body = await validBody({ captchaId: undefined, captcha: 'anything' });
    const reply = await relaxed.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: body,
      remoteAddress: uniqueIp(),
    });
    expect(reply.statusCode).toBe(200);
    const missing = await relaxed.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await validBody({ captchaId: undefined, captcha: '' }),
      remoteAddress: uniqueIp(),
    });
    expect(missing.json().code).toBe('CAPTCHA_REQUIRED');
  });
});
