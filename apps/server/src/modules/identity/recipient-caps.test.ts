import { ZIdentitySettingsSchema } from '@platform/contracts/identity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp } from '../../test/app';
import { outbox } from '../notify/tables';
import { DEFAULT_IDENTITY_SETTINGS } from './settings.default';
import {
  createTestClock,
  createTestMember,
  latestSms,
  putIdentitySettings,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
} from './testing';

const clock = createTestClock(new Date('2030-08-01T09:00:00Z'));
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ clock }));
});

const HOUR = 3_600_000;

/** Each call from a new client address, as from the nine addresses of the review. */
const forgot = (username: string, email: string, lang = 'es') =>
  app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    payload: { username, email },
    remoteAddress: uniqueIp(),
    headers: { 'accept-language': lang },
  });

const sendCode = (mobileNum: string, countryDialingCode = '+52', lang = 'es') =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum, countryDialingCode },
    remoteAddress: uniqueIp(),
    headers: { 'accept-language': lang },
  });

async function sentTo(recipient: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.recipient, recipient));
  return Number(row?.n ?? 0);
}

const ES_LIMIT =
  'Se alcanzó el límite de envíos por hora a este correo o número. Inténtelo de nuevo más tarde.';
const EN_LIMIT =
  'This e-mail address or number has reached its hourly limit of messages. Please try again later.';

describe('reset e-mails are capped per address and hour, whatever the client', () => {
  it('sends five from five clients, then refuses with MESSAGE_LIMIT_REACHED in the language of the page', async () => {
    const email = `${uniqueAccount('cap')}@example.com`;
    const member = await createTestMember(db, { email });
    for (let i = 0; i < 5; i += 1) expect((await forgot(member.account, email)).statusCode).toBe(200);
    expect(await sentTo(email)).toBe(5);

    const capped = await forgot(member.account, email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      success: false,
      code: 'MESSAGE_LIMIT_REACHED',
      message: ES_LIMIT,
      value: { retryAfterSeconds: 3600 },
    });
    const english = await forgot(member.account, email.toUpperCase(), 'en');
    expect(english.statusCode).toBe(429);
    expect(english.json()).toMatchObject({ code: 'MESSAGE_LIMIT_REACHED', message: EN_LIMIT });
    expect(await sentTo(email)).toBe(5);

    clock.advance(HOUR);
    expect((await forgot(member.account, email)).statusCode).toBe(200);
    expect(await sentTo(email)).toBe(6);
  });

  it('counts requests whether or not they match an account, so the refusal tells nothing about it', async () => {
    const email = `${uniqueAccount('cap')}@example.com`;
    const member = await createTestMember(db, { email });
    const ghost = `${uniqueAccount('ghost')}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(member.account, email)).statusCode).toBe(200);
      expect((await forgot(uniqueAccount('nobody'), ghost)).statusCode).toBe(200);
    }
    const replies = [
      await forgot(member.account, email),
      await forgot(uniqueAccount('nobody'), email),
      await forgot(uniqueAccount('nobody'), ghost),
      await forgot(member.account, ghost),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(429);
      expect(reply.json()).toMatchObject({ code: 'MESSAGE_LIMIT_REACHED', message: ES_LIMIT });
    }
    expect(await sentTo(ghost)).toBe(0);
  });

  it('a request spelling the address in another case counts against the same mailbox', async () => {
    const email = `${uniqueAccount('cap')}@example.com`;
    const member = await createTestMember(db, { email });
    const spellings = [email, email.toUpperCase(), ` ${email} `, email.replace('cap', 'CAP'), email];
    for (const spelling of spellings) expect((await forgot(member.account, spelling)).statusCode).toBe(200);
    expect((await forgot(member.account, email)).json().code).toBe('MESSAGE_LIMIT_REACHED');
  });

  it('follows emailsPerAddressPerHour of the identity settings', async () => {
    await putIdentitySettings(app, { emailsPerAddressPerHour: 2 });
    try {
      const email = `${uniqueAccount('cap')}@example.com`;
      const member = await createTestMember(db, { email });
      expect((await forgot(member.account, email)).statusCode).toBe(200);
      expect((await forgot(member.account, email)).statusCode).toBe(200);
      expect((await forgot(member.account, email)).json().code).toBe('MESSAGE_LIMIT_REACHED');
    } finally {
      await putIdentitySettings(app);
    }
  });

  it('defaults to five for settings stored before the cap existed', () => {
    const { emailsPerAddressPerHour, ...stored } = DEFAULT_IDENTITY_SETTINGS;
    expect(emailsPerAddressPerHour).toBe(5);
    expect(ZIdentitySettingsSchema.parse(stored).emailsPerAddressPerHour).toBe(5);
  });

  it('an odd address is no 5xx', async () => {
    for (const email of ['a\u0000b@example.com', `${'x'.repeat(240)}@example.com`, '☃☃☃@例え.jp']) {
      const reply = await forgot('someone', email);
      expect(reply.statusCode, JSON.stringify(email)).toBeLessThan(500);
    }
  });
});

describe('SMS codes are capped per number and hour, whatever the client', () => {
  it('sends five from five clients, then refuses with MESSAGE_LIMIT_REACHED in the language of the page', async () => {
    const mobile = uniqueMobile();
    await createTestMember(db, { mobile });
    for (let i = 0; i < 5; i += 1) expect((await sendCode(mobile)).statusCode).toBe(200);
    expect(await sentTo(`+52 ${mobile}`)).toBe(5);
    const capped = await sendCode(mobile);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      code: 'MESSAGE_LIMIT_REACHED',
      message: ES_LIMIT,
      value: { retryAfterSeconds: 3600 },
    });
    expect((await sendCode(mobile, '+52', 'en')).json()).toMatchObject({ message: EN_LIMIT });
    clock.advance(HOUR);
    expect((await sendCode(mobile)).statusCode).toBe(200);
    expect(await latestSms(db, `+52 ${mobile}`)).not.toBeNull();
  });

  it('counts an unknown number alike and the same number however it is written', async () => {
    const mobile = uniqueMobile();
    const spellings: [string, string][] = [
      [mobile, '+52'],
      [mobile, '52'],
      [`0${mobile}`, '+52'],
      [`00${mobile}`, '+52'],
      [mobile, '+052'],
    ];
    for (const [number, code] of spellings) expect((await sendCode(number, code)).statusCode).toBe(200);
    expect((await sendCode(mobile)).json().code).toBe('MESSAGE_LIMIT_REACHED');
  });

  it('follows smsPerNumberPerHour of the identity settings', async () => {
    await putIdentitySettings(app, { smsPerNumberPerHour: 1 });
    try {
      const mobile = uniqueMobile();
      expect((await sendCode(mobile)).statusCode).toBe(200);
      expect((await sendCode(mobile)).json().code).toBe('MESSAGE_LIMIT_REACHED');
    } finally {
      await putIdentitySettings(app);
    }
  });
});
