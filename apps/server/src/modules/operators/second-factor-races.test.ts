import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { totpCode } from '../../platform/totp';
import { getTestDb, openTestFilePool } from '../../test/app';
import { createTestClock, uniqueIp } from '../identity/testing';
import { createArgon2Hasher } from '../identity/password-hasher';
import { createOperatorService, type OperatorService } from './service';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = createTestClock(new Date('2030-03-01T12:00:05Z'));
const author = { actor: 'test', requestId: null };
const PASSWORD = 'carrera-segura-2026';
const CONCURRENT = 8;
let nextOperator = 0;

/**
 * Logins racing with one single-use code. On PostgreSQL (TEST_DATABASE_URL) they run on a pool of their
 * own, so the transactions really overlap; on PGlite (one query at a time) the same must hold in
 * whatever order they land.
 */
describe(`second-factor codes used at once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let pool: Database | null = null;
  let db: Db;
  let operators: OperatorService;

  beforeAll(async () => {
    if (onPostgres) pool = await openTestFilePool(CONCURRENT + 2);
    db = pool?.db ?? (await getTestDb());
    operators = createOperatorService({
      db,
      clock,
      hasher: createArgon2Hasher({ memoryKib: 256, iterations: 1 }),
    });
  });

  afterAll(async () => {
    await pool?.close();
  });

  async function enrolledOperator() {
    const username = `race.${process.pid % 1000}.${(nextOperator += 1)}`;
    const { id } = await operators.create({ username, password: PASSWORD, role: 'SUPPORT' }, author);
    const { secret } = await operators.totp.start(id);
    const { recoveryCodes } = await operators.totp.confirm(id, totpCode(secret, clock.now()), author);
    clock.advance(30_000);
    return { username, secret, recoveryCodes };
  }

  async function race(username: string, code: string) {
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, () =>
        operators.login({ username, password: PASSWORD, code }, { ip: uniqueIp() }),
      ),
    );
    const winners = results.filter((result) => result.status === 'fulfilled');
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'INVALID_CREDENTIALS_OR_CODE' });
      }
    }
    return winners.length;
  }

  it(`of ${CONCURRENT} logins with the same recovery code, exactly one succeeds`, async () => {
    const operator = await enrolledOperator();
    expect(await race(operator.username, operator.recoveryCodes[0]!)).toBe(1);
    // The other codes are untouched.
    expect(await race(operator.username, operator.recoveryCodes[1]!)).toBe(1);
  }, 60_000);

  it(`of ${CONCURRENT} logins with the same TOTP code, exactly one succeeds`, async () => {
    const operator = await enrolledOperator();
    expect(await race(operator.username, totpCode(operator.secret, clock.now()))).toBe(1);
  }, 60_000);
});
