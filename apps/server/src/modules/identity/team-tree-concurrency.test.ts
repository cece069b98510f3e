import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { openTestFilePool } from '../../test/app';
import { createTestIdentityService, uniqueAccount } from './testing';

const audit = { actor: 'test', requestId: null };

/** The closure rows of `ids` are exactly each member's chain of uplines (read from members.upline_id). */
async function expectClosureMatchesUplines(db: Db, ids: readonly string[]) {
  const { rows: members } = await db.execute<{ id: string; upline_id: string | null }>(
    sql`select id, upline_id from members`,
  );
  const upline = new Map(members.map((row) => [row.id, row.upline_id]));
  const expected = ids
    .flatMap((id) => {
      const chain: string[] = [];
      let current: string | null | undefined = id;
      for (let depth = 0; current; depth += 1) {
        chain.push(`${id}>${current}@${depth}`);
        current = upline.get(current);
        expect(depth, 'no cycle in upline_id').toBeLessThan(100);
      }
      return chain;
    })
    .sort();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ ancestor_id: string; member_id: string; depth: number }>(
    sql`select ancestor_id, member_id, depth from member_tree where member_id in (${list})`,
  );
  expect(rows.map((row) => `${row.member_id}>${row.ancestor_id}@${row.depth}`).sort()).toEqual(expected);
}

/**
 * Moves racing on PostgreSQL (PGlite runs one query at a time): the tree's exclusive lock makes two
 * moves that would together close a cycle run one after the other, so the second sees the first's tree.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the team tree under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let identity: ReturnType<typeof createTestIdentityService>;

  beforeAll(async () => {
    pool = await openTestFilePool(10);
    identity = createTestIdentityService(pool.db);
  });

  afterAll(async () => {
    await pool?.close();
  });

  const agent = (uplineId: string | null = null, type: 0 | 1 | 2 = 1) =>
    identity.createAccount({ account: uniqueAccount('race'), type, uplineId, createdBy: 'SEED' });

  it('of two moves that together would make a cycle, at most one succeeds and the tree stays right', async () => {
    for (let round = 0; round < 8; round += 1) {
      const a = await agent();
      const a1 = await agent(a.id, 2);
      const b = await agent();
      const b1 = await agent(b.id, 2);
      const results = await Promise.allSettled([
        identity.moveMember(a.id, b1.id, audit),
        identity.moveMember(b.id, a1.id, audit),
      ]);
      const succeeded = results.filter((result) => result.status === 'fulfilled');
      expect(succeeded).toHaveLength(1);
      const failed = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ code: 'TEAM_MOVE_CYCLE' });
      await expectClosureMatchesUplines(pool.db, [a.id, a1.id, b.id, b1.id]);
    }
  }, 60_000);

  it('members created under a team while it moves get the new ancestors', async () => {
    const a = await agent();
    const a1 = await agent(a.id, 2);
    const target = await agent();
    const created = await Promise.all([
      agent(a1.id, 0),
      identity.moveMember(a.id, target.id, audit).then(() => null),
      agent(a1.id, 0),
      agent(a.id, 0),
    ]);
    const ids = [a.id, a1.id, target.id, ...created.filter((m) => m !== null).map((m) => m.id)];
    await expectClosureMatchesUplines(pool.db, ids);
    for (const member of created)
      if (member) expect(await identity.isInTeam(target.id, member.id)).toBe(true);
  });
});
