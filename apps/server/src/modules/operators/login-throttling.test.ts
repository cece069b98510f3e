import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { totpCode } from '../../platform/totp';
import { createTestApp } from '../../test/app';
import { createTestClock, uniqueIp } from '../identity/testing';
import { listAuditEntries } from '../system/repository';
import { createTestOperator, operatorLogin, operatorSession } from './testing';

const clock = createTestClock(new Date('2030-03-01T12:00:05Z'));
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ clock }));
});

const wrong = (username: string) => ({ username, password: 'wrong-password-1' });

async function enrol(operator: { username: string; password: string }) {
  const headers = await operatorSession(app, operator);
  const { secret } = (await app.inject({ method: 'POST', url: '/admin-api/session/totp', headers })).json()
    .value;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/admin-api/session/totp/confirm',
    headers,
    payload: { code: totpCode(secret, clock.now()) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  clock.advance(30_000);
  return secret as string;
}

describe('operator login throttling', () => {
  it('ten wrong passwords from address A do not stop the right password from address B', async () => {
    const operator = await createTestOperator(app);
    const a = uniqueIp();
    const codes: string[] = [];
    for (let i = 0; i < 10; i += 1)
      codes.push((await operatorLogin(app, wrong(operator.username), a)).json().code);
    // A itself is slowed down from its fifth failure (before the password is even checked)…
    expect(codes).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), ...Array(5).fill('LOGIN_DELAYED')]);
    const delayed = await operatorLogin(app, operator, a, 'en');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({
      code: 'LOGIN_DELAYED',
      value: { retryAfterSeconds: 30 },
      message:
        'Too many failed attempts on this account from your connection. Please wait a few minutes before trying again.',
    });
    // …and B is not.
    expect((await operatorLogin(app, operator, uniqueIp())).statusCode).toBe(200);
    // A waits 30 s, then 60 s after its next failure: the wait grows.
    clock.advance(30_000);
    expect((await operatorLogin(app, wrong(operator.username), a)).json().code).toBe('INVALID_CREDENTIALS');
    clock.advance(30_000);
    expect((await operatorLogin(app, operator, a)).json()).toMatchObject({
      code: 'LOGIN_DELAYED',
      value: { retryAfterSeconds: 30 },
    });
    clock.advance(30_000);
    expect((await operatorLogin(app, operator, a)).statusCode).toBe(200);
  });

  it('an account attacked from many addresses still lets its operator in with a second factor', async () => {
    const operator = await createTestOperator(app);
    const secret = await enrol(operator);
    for (let i = 0; i < 10; i += 1) {
      expect((await operatorLogin(app, wrong(operator.username))).json().code).toBe('INVALID_CREDENTIALS');
    }
    // Without a code, every address waits now…
    const passwordOnly = await operatorLogin(app, operator);
    expect(passwordOnly.statusCode).toBe(429);
    expect(passwordOnly.json().code).toBe('LOGIN_DELAYED');
    // …but the right password with a valid code goes through from a fresh address.
    const withCode = await operatorLogin(app, { ...operator, code: totpCode(secret, clock.now()) });
    expect(withCode.statusCode, withCode.body).toBe(200);
    // A wrong code is counted like a wrong password and tells nothing about the password.
    clock.advance(30_000);
    const wrongCode = await operatorLogin(app, {
      ...operator,
      code: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrongCode.json().code).toBe('INVALID_CREDENTIALS_OR_CODE');
  });

  it('writes one alert to the audit log when an account sees a burst of failures', async () => {
    const operator = await createTestOperator(app);
    for (let i = 0; i < 12; i += 1) await operatorLogin(app, wrong(operator.username));
    const alerts = (await listAuditEntries(db, { target: `operator:${operator.id}`, limit: 10 })).filter(
      (entry) => entry.action === 'operators.login-failures-alert',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      actor: 'system',
      after: { username: operator.username, failures: 10, clients: 10, windowMinutes: 15 },
    });
    // Unknown accounts alert too (under their name), and look the same to the caller.
    const ghost = `ghost.${Date.now()}`;
    for (let i = 0; i < 10; i += 1) {
      expect((await operatorLogin(app, wrong(ghost))).json().code).toBe('INVALID_CREDENTIALS');
    }
    expect((await operatorLogin(app, wrong(ghost))).json().code).toBe('LOGIN_DELAYED');
    expect(await listAuditEntries(db, { target: `operator-login:${ghost}`, limit: 5 })).toHaveLength(1);
  });

  it('limits one address failing on many accounts, for that address only', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await operatorLogin(app, wrong(`nobody.${i}`), ip)).statusCode).toBe(401);
    }
    const operator = await createTestOperator(app);
    const throttled = await operatorLogin(app, operator, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'THROTTLED', value: { retryAfterSeconds: 900 } });
    expect((await operatorLogin(app, operator, uniqueIp())).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1_000);
    expect((await operatorLogin(app, operator, ip)).statusCode).toBe(200);
  });
});
