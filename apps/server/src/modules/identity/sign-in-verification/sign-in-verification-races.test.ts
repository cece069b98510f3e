import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { isAppError } from '../../../platform/errors';
import { totpCode } from '../../../platform/totp';
import { getTestDb, openTestFilePool } from '../../../test/app';
import type { RequestMeta } from '../context';
import type { IdentityService } from '../service';
import { sessions } from '../tables';
import { createTestClock, createTestIdentityService, createTestMember } from '../testing';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = createTestClock(new Date('2030-06-01T10:00:05Z'));
const CONCURRENT = 8;
let nextAddress = 1;
const meta = (): RequestMeta => ({ ip: `203.0.113.${nextAddress++}`, userAgent: null, lang: 'es' });

/**
 * Single-use steps of the sign-in verification raced. On PostgreSQL (TEST_DATABASE_URL) the requests run
 * on a pool of their own, so the transactions really overlap; on PGlite (one query at a time) the same
 * must hold in whatever order they land.
 */
describe(`sign-in verification raced (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let pool: Database | null = null;
  let db: Db;
  let identity: IdentityService;

  beforeAll(async () => {
    if (onPostgres) pool = await openTestFilePool(CONCURRENT + 2);
    db = pool?.db ?? (await getTestDb());
    identity = createTestIdentityService(db, clock);
  });

  afterAll(async () => {
    await pool?.close();
  });

  /** A login from a new address: its challenge. */
  async function challenge(member: { account: string; password: string }, from: RequestMeta) {
    try {
      await identity.login(
        { username: member.account, password: member.password, portal: 'member' } as never,
        from,
      );
    } catch (error) {
      if (isAppError(error) && error.code === 'LOGIN_VERIFICATION_REQUIRED') {
        return (error.details as { challengeId: string }).challengeId;
      }
      throw error;
    }
    throw new Error('the login was not challenged');
  }

  const openSessions = async (memberId: string) =>
    (
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    ).length;

  const winners = (results: PromiseSettledResult<unknown>[]) =>
    results.filter((result) => result.status === 'fulfilled').length;

  it(`of ${CONCURRENT} proofs of one challenge, exactly one opens a session`, async () => {
    const member = await createTestMember(db, { payeeName: 'Carmen Díaz' });
    const from = meta();
    const challengeId = await challenge(member, from);
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, () =>
        identity.verifyLogin({ challengeId, proof: 'payeeName', code: 'carmen diaz' }, from),
      ),
    );
    expect(winners(results)).toBe(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'LOGIN_CHALLENGE_INVALID' });
    }
    expect(await openSessions(member.id)).toBe(1);
  }, 60_000);

  async function memberWithAuthenticator() {
    const member = await createTestMember(db);
    const { secret } = await identity.memberTotp.setup(member);
    const { recoveryCodes } = await identity.memberTotp.confirm(member.id, totpCode(secret, clock.now()));
    clock.advance(30_000);
    return { member, secret, recoveryCodes };
  }

  it('a first code confirms an authenticator once, whatever the racing requests', async () => {
    const member = await createTestMember(db);
    const { secret } = await identity.memberTotp.setup(member);
    const code = totpCode(secret, clock.now());
    // Five: the authenticator routes take five requests with a code per quarter hour.
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => identity.memberTotp.confirm(member.id, code)),
    );
    expect(winners(results)).toBe(1);
  }, 60_000);

  it(`of ${CONCURRENT} sign-ins with the same authenticator code, exactly one succeeds`, async () => {
    const { member, secret } = await memberWithAuthenticator();
    const clients = Array.from({ length: CONCURRENT }, meta);
    const challenges: string[] = [];
    for (const client of clients) challenges.push(await challenge(member, client));
    const code = totpCode(secret, clock.now());
    const results = await Promise.allSettled(
      clients.map((client, index) =>
        identity.verifyLogin({ challengeId: challenges[index]!, proof: 'totp', code }, client),
      ),
    );
    expect(winners(results)).toBe(1);
    expect(await openSessions(member.id)).toBe(1);
  }, 60_000);

  it(`of ${CONCURRENT} sign-ins with the same recovery code, exactly one succeeds`, async () => {
    const { member, recoveryCodes } = await memberWithAuthenticator();
    const clients = Array.from({ length: CONCURRENT }, meta);
    const challenges: string[] = [];
    for (const client of clients) challenges.push(await challenge(member, client));
    const results = await Promise.allSettled(
      clients.map((client, index) =>
        identity.verifyLogin(
          { challengeId: challenges[index]!, proof: 'totp', code: recoveryCodes[0]! },
          client,
        ),
      ),
    );
    expect(winners(results)).toBe(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'LOGIN_PROOF_INVALID' });
    }
  }, 60_000);
});
