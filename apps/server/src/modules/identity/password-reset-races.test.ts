import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { getTestDb, openTestFilePool } from '../../test/app';
import { createArgon2Hasher } from './password-hasher';
import * as repository from './repository';
import { passwordResetTokens } from './tables';
import { createTestIdentityService, createTestMember, uniqueAccount, uniqueIp } from './testing';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasher = createArgon2Hasher({ memoryKib: 256, iterations: 1 });
const meta = () => ({ ip: uniqueIp(), userAgent: null, lang: 'es' as const });

/**
 * Uses of reset links racing each other. On PostgreSQL (TEST_DATABASE_URL) they run on a pool of their
 * own, so the transactions really overlap; on PGlite (one query at a time) the same checks hold in
 * whatever order the requests land.
 */
describe(`reset links used at once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let pool: Database | null = null;
  let db: Db;
  let identity: ReturnType<typeof createTestIdentityService>;

  beforeAll(async () => {
    if (onPostgres) pool = await openTestFilePool(10);
    db = pool?.db ?? (await getTestDb());
    identity = createTestIdentityService(db);
  });

  afterAll(async () => {
    await pool?.close();
  });

  async function issueLink(memberId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await repository.insertResetToken(db, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    return token;
  }

  const resetWith = (resetToken: string, password: string) =>
    identity.resetPasswordByToken(
      { resetToken, newPassword: password, confirmNewPassword: password },
      meta(),
    );

  async function expectOneWinner(
    results: PromiseSettledResult<void>[],
    passwords: string[],
    memberId: string,
  ) {
    const winners = results.flatMap((result, index) => (result.status === 'fulfilled' ? [index] : []));
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'RESET_LINK_INVALID' });
    }
    const member = await repository.findMemberById(db, memberId);
    expect(await hasher.verify(member!.passwordHash!, passwords[winners[0]!]!)).toBe(true);
  }

  it('one link sent by several requests at once sets the password once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const member = await createTestMember(db);
      const token = await issueLink(member.id);
      const passwords = ['racer11a', 'racer22b', 'racer33c', 'racer44d'];
      const results = await Promise.allSettled(passwords.map((password) => resetWith(token, password)));
      await expectOneWinner(results, passwords, member.id);
    }
  }, 60_000);

  it('two live links of one member used at once: one wins, the other is dead, nothing deadlocks', async () => {
    for (let round = 0; round < 6; round += 1) {
      const member = await createTestMember(db);
      const first = await issueLink(member.id);
      const second = await issueLink(member.id);
      const passwords = ['linkone11', 'linktwo22'];
      const results = await Promise.allSettled([
        resetWith(first, passwords[0]!),
        resetWith(second, passwords[1]!),
      ]);
      await expectOneWinner(results, passwords, member.id);
    }
  }, 60_000);

  it('a new link requested while the old one is used: no error but a dead link, one live link at most', async () => {
    for (let round = 0; round < 6; round += 1) {
      const email = `${uniqueAccount('race')}@example.com`;
      const member = await createTestMember(db, { email });
      const old = await issueLink(member.id);
      const results = await Promise.allSettled([
        resetWith(old, 'oldlink11'),
        identity.forgotPasswordByEmail({ username: member.account, email }, meta()),
      ]);
      expect(results[1]).toMatchObject({ status: 'fulfilled' });
      if (results[0].status === 'rejected') {
        expect(results[0].reason).toMatchObject({ code: 'RESET_LINK_INVALID' });
      }
      const live = await db
        .select({ tokenHash: passwordResetTokens.tokenHash })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)));
      expect(live.length).toBeLessThanOrEqual(1);
    }
  }, 60_000);
});
