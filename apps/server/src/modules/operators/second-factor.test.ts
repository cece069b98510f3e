import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { totpCode } from '../../platform/totp';
import { createTestApp, operatorHeaders } from '../../test/app';
import { createTestClock, uniqueIp } from '../identity/testing';
import { listAuditEntries } from '../system/repository';
import { createTestOperator, operatorLogin, operatorSession } from './testing';

const clock = createTestClock(new Date('2030-03-01T12:00:05Z'));
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ clock }));
});

const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

/** An operator with two-step verification on: its secret, recovery codes and a session's headers. */
async function enrolledOperator() {
  const operator = await createTestOperator(app);
  const headers = await operatorSession(app, operator);
  const started = await post('/admin-api/session/totp', headers);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json().value as { secret: string; otpauthUri: string };
  const confirmed = await post('/admin-api/session/totp/confirm', headers, {
    code: totpCode(secret, clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json().value as { recoveryCodes: string[] };
  // The enrolment's code was used: the next login needs the next step's.
  clock.advance(30_000);
  return { ...operator, secret, recoveryCodes, headers };
}

describe('operator two-step verification (TOTP)', () => {
  it('enrols with a secret and its otpauth URI, confirmed by a first code, and hands out 10 recovery codes', async () => {
    const operator = await createTestOperator(app);
    const headers = await operatorSession(app, operator);
    const started = await post('/admin-api/session/totp', headers);
    const { secret, otpauthUri } = started.json().value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Fortuna:${operator.username}`);
    expect(uri.searchParams.get('secret')).toBe(secret);

    // Not on before a code confirms it: the password alone still logs in.
    expect((await operatorLogin(app, operator)).statusCode).toBe(200);

    const wrong = await post(
      '/admin-api/session/totp/confirm',
      { ...headers, 'accept-language': 'en' },
      {
        code: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000',
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'TOTP_INVALID',
      message: 'The verification code is not valid or has already been used.',
    });
    const confirmed = await post('/admin-api/session/totp/confirm', headers, {
      code: totpCode(secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json().value;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const again = await post('/admin-api/session/totp', headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TOTP_ALREADY_ENABLED');
    const list = (await app.inject({ method: 'GET', url: '/admin-api/operators', headers: operatorHeaders }))
      .json()
      .value.find((row: { id: string }) => row.id === operator.id);
    expect(list.totpEnabled).toBe(true);

    const [audit] = await listAuditEntries(db, { target: `operator:${operator.id}`, limit: 1 });
    expect(audit).toMatchObject({ action: 'operators.totp.enable', actor: `operator:${operator.username}` });
    const logged = JSON.stringify({ before: audit!.before, after: audit!.after });
    expect(logged).not.toContain(secret);
    for (const code of recoveryCodes) expect(logged).not.toContain(code);
  });

  it('asks for the code after a right password only, then logs in with it, once', async () => {
    const operator = await enrolledOperator();
    const wrongPassword = await operatorLogin(app, { username: operator.username, password: 'nope-nope-1' });
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');

    const needsCode = await operatorLogin(app, operator, uniqueIp(), 'es');
    expect(needsCode.statusCode).toBe(401);
    expect(needsCode.json()).toMatchObject({
      code: 'TOTP_REQUIRED',
      value: { totpRequired: true },
      message:
        'Introduzca el código de verificación de su aplicación de autenticación o uno de sus códigos de recuperación.',
    });

    const code = totpCode(operator.secret, clock.now());
    const ok = await operatorLogin(app, { ...operator, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.operator.totpEnabled).toBe(true);

    // The same code again, within its step or the next: refused (replay).
    const replay = await operatorLogin(app, { ...operator, code }, uniqueIp(), 'en');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS_OR_CODE',
      message: 'Incorrect username, password or verification code.',
    });
    clock.advance(30_000);
    expect((await operatorLogin(app, { ...operator, code })).json().code).toBe('INVALID_CREDENTIALS_OR_CODE');
    // A code of the step before now (clock drift) is accepted when not used yet.
    clock.advance(30_000);
    const previous = totpCode(operator.secret, new Date(clock.now().getTime() - 30_000));
    expect((await operatorLogin(app, { ...operator, code: previous })).statusCode).toBe(200);
    // A right code with a wrong password is refused like a wrong code.
    clock.advance(30_000);
    const withWrongPassword = await operatorLogin(app, {
      username: operator.username,
      password: 'nope-nope-1',
      code: totpCode(operator.secret, clock.now()),
    });
    expect(withWrongPassword.json().code).toBe('INVALID_CREDENTIALS_OR_CODE');
  });

  it('lets each recovery code log in once, in any case and without its dash', async () => {
    const operator = await enrolledOperator();
    const [first, second] = operator.recoveryCodes as [string, string];
    expect((await operatorLogin(app, { ...operator, code: first })).statusCode).toBe(200);
    expect((await operatorLogin(app, { ...operator, code: first })).json().code).toBe(
      'INVALID_CREDENTIALS_OR_CODE',
    );
    const relaxed = second.toLowerCase().replace('-', '');
    expect((await operatorLogin(app, { ...operator, code: relaxed })).statusCode).toBe(200);
  });

  it('renews recovery codes and turns off with a current code; an ADMIN can reset it', async () => {
    const operator = await enrolledOperator();
    const renewed = await post('/admin-api/session/totp/recovery-codes', operator.headers, {
      code: totpCode(operator.secret, clock.now()),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().value.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await operatorLogin(app, { ...operator, code: operator.recoveryCodes[0] })).json().code).toBe(
      'INVALID_CREDENTIALS_OR_CODE',
    );

    const badDisable = await post('/admin-api/session/totp/disable', operator.headers, { code: '123456' });
    expect(badDisable.json().code).toBe('TOTP_INVALID');
    const disabled = await post('/admin-api/session/totp/disable', operator.headers, { code: fresh[0] });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await operatorLogin(app, operator)).statusCode).toBe(200);
    const notOn = await post('/admin-api/session/totp/disable', operator.headers, { code: fresh[1] });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().code).toBe('TOTP_NOT_ENABLED');

    const other = await enrolledOperator();
    const admin = await operatorSession(app, await createTestOperator(app, 'ADMIN'));
    const reset = await app.inject({
      method: 'DELETE',
      url: `/admin-api/operators/${other.id}/totp`,
      headers: admin,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await operatorLogin(app, other)).statusCode).toBe(200);
    const [audit] = await listAuditEntries(db, { target: `operator:${other.id}`, limit: 1 });
    expect(audit).toMatchObject({ action: 'operators.totp.reset', after: { totpEnabled: false } });
    const forbidden = await app.inject({
      method: 'DELETE',
      url: `/admin-api/operators/${other.id}/totp`,
      headers: other.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses a confirmation without an enrolment, the operator key, and malformed codes without a 5xx', async () => {
    const operator = await createTestOperator(app);
    const headers = await operatorSession(app, operator);
    const notStarted = await post('/admin-api/session/totp/confirm', headers, { code: '123456' });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().code).toBe('TOTP_ENROLMENT_NOT_STARTED');
    expect((await post('/admin-api/session/totp', operatorHeaders)).statusCode).toBe(403);
    for (const payload of [{}, { code: 12 }, { code: 'x'.repeat(40) }, { code: '12' }]) {
      const reply = await post('/admin-api/session/totp/confirm', headers, payload);
      expect(reply.statusCode).toBe(400);
    }
    const loginWithOddCode = await operatorLogin(app, { ...operator, code: '\u00e9\u00e9\u00e9' });
    expect(loginWithOddCode.statusCode).toBe(200); // no second factor: the code is not looked at
    const enrolled = await enrolledOperator();
    for (const code of ['abcdef', '12345678901234567890', 'ZZZZZ-ZZZZZ', '-----']) {
      const reply = await operatorLogin(app, { ...enrolled, code });
      expect(reply.statusCode).toBe(401);
    }
  });

  it('limits wrong codes on the enrolment routes per operator', async () => {
    const operator = await createTestOperator(app);
    const headers = await operatorSession(app, operator);
    await post('/admin-api/session/totp', headers);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/admin-api/session/totp/confirm', headers, { code: '999999' })).statusCode).toBe(
        400,
      );
    }
    expect((await post('/admin-api/session/totp/confirm', headers, { code: '999999' })).statusCode).toBe(429);
  });
});
