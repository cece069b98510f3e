import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { MIGRATIONS_DIR } from '../../platform/paths';
import { getTestDb } from '../../test/app';
import { listAuditEntries } from '../system/repository';
import { createTestIdentityService, uniqueAccount } from './testing';

/** A small seeded PRNG (mulberry32), so a failing run replays exactly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

type Identity = ReturnType<typeof createTestIdentityService>;
const audit = { actor: 'test', requestId: null };

let db: Db;
let identity: Identity;

beforeAll(async () => {
  db = await getTestDb();
  identity = createTestIdentityService(db);
});

/** The naive model: the upline of every member, read from `members.upline_id`, walked by hand. */
async function naiveModel() {
  const { rows } = await db.execute<{ id: string; upline_id: string | null }>(
    sql`select id, upline_id from members`,
  );
  const upline = new Map(rows.map((row) => [row.id, row.upline_id]));
  const children = new Map<string, string[]>();
  for (const [id, up] of upline) if (up) children.set(up, [...(children.get(up) ?? []), id]);
  const team = (root: string): string[] => {
    const out: string[] = [];
    const stack = [...(children.get(root) ?? [])];
    while (stack.length > 0) {
      const id = stack.pop()!;
      out.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return out;
  };
  /** [ancestor, depth] from the member itself (0) up to its root. */
  const ancestors = (id: string): Array<[string, number]> => {
    const out: Array<[string, number]> = [];
    let current: string | null | undefined = id;
    for (let depth = 0; current; depth += 1) {
      out.push([current, depth]);
      current = upline.get(current);
    }
    return out;
  };
  return { upline, team, ancestors };
}

/** Every query of the tree agrees with the naive walk, for the members of this test. */
async function expectTreeAgrees(ids: readonly string[], random: ReturnType<typeof prng>) {
  const model = await naiveModel();
  const sorted = (list: readonly string[]) => [...list].sort();

  // The closure rows themselves: exactly each member's chain of ancestors with their distances.
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ ancestor_id: string; member_id: string; depth: number }>(
    sql`select ancestor_id, member_id, depth from member_tree where member_id in (${list})`,
  );
  const stored = rows.map((row) => `${row.member_id}>${row.ancestor_id}@${row.depth}`).sort();
  const expected = ids.flatMap((id) => model.ancestors(id).map(([a, d]) => `${id}>${a}@${d}`)).sort();
  expect(stored).toEqual(expected);

  const sizes = await identity.teamSizes(ids);
  for (const id of ids) {
    const team = model.team(id);
    expect(sizes.get(id), 'teamSizes').toBe(team.length);
    expect(sorted(await identity.teamMemberIds(id)), 'teamMemberIds').toEqual(sorted(team));
    expect(sorted(await identity.teamMemberIds(id, { includeSelf: true }))).toEqual(sorted([id, ...team]));
  }
  for (const root of ids.filter(() => random.next() < 0.25)) {
    const branches = await identity.teamBranches(root);
    const expectedBranches = [{ memberId: root, branchId: null as string | null }];
    for (const member of model.team(root)) {
      // The ancestor of the member whose upline is the root.
      const chain = model.ancestors(member);
      const at = chain.findIndex(([ancestor]) => ancestor === root);
      expectedBranches.push({ memberId: member, branchId: chain[at - 1]![0] });
    }
    const key = (b: { memberId: string; branchId: string | null }) => `${b.memberId}:${b.branchId}`;
    expect(branches.map(key).sort(), 'teamBranches').toEqual(expectedBranches.map(key).sort());
  }
  for (let i = 0; i < 150; i += 1) {
    const agent = random.pick(ids);
    const member = random.next() < 0.5 ? random.pick(ids) : random.pick(model.team(agent).concat(ids));
    const inTeam = model.ancestors(member).some(([a, d]) => a === agent && d > 0);
    expect(await identity.isInTeam(agent, member), `isInTeam ${agent} ${member}`).toBe(inTeam);
    expect(await identity.isInDownline(agent, member)).toBe(inTeam);
  }
}

describe('the team tree', () => {
  it('agrees with a naive walk over upline_id through random creations and moves (cycles refused)', async () => {
    const random = prng(20261126);
    const ids: string[] = [];
    const agents: string[] = [];
    const create = async () => {
      const isAgent = random.next() < 0.45;
      const uplineId = agents.length === 0 || random.next() < 0.08 ? null : random.pick(agents);
      const member = await identity.createAccount({
        account: uniqueAccount('tt'),
        type: isAgent ? random.pick([1, 2] as const) : 0,
        uplineId,
        createdBy: 'SEED',
      });
      ids.push(member.id);
      if (isAgent) agents.push(member.id);
    };

    let refusedCycles = 0;
    let moved = 0;
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 50; i += 1) await create();
      for (let i = 0; i < 25; i += 1) {
        const model = await naiveModel();
        const member = random.pick(ids);
        // Aim at the member's own team now and then, so cycles are really attempted.
        const team = model.team(member).filter((id) => agents.includes(id));
        const target =
          random.next() < 0.3 && team.length > 0
            ? random.pick(team)
            : random.next() < 0.1
              ? member
              : random.pick(random.next() < 0.9 ? agents : ids);
        const cycle = target === member || model.team(member).includes(target);
        const notAgent = !agents.includes(target);
        const move = identity.moveMember(member, target, audit);
        if (cycle) {
          await expect(move).rejects.toMatchObject({ code: 'TEAM_MOVE_CYCLE' });
          refusedCycles += 1;
        } else if (notAgent) {
          await expect(move).rejects.toMatchObject({ code: 'UPLINE_NOT_AGENT' });
        } else {
          await expect(move).resolves.toMatchObject({
            memberId: member,
            uplineId: target,
            previousUplineId: model.upline.get(member) ?? null,
            movedMembers: model.team(member).length + 1,
          });
          moved += 1;
        }
      }
      await expectTreeAgrees(ids, random);
    }
    expect(refusedCycles).toBeGreaterThan(5);
    expect(moved).toBeGreaterThan(20);
  }, 120_000);

  it('audits a move with the upline before and after; a refused move changes nothing', async () => {
    const a = await identity.createAccount({ account: uniqueAccount('mv'), type: 1, createdBy: 'SEED' });
    const b = await identity.createAccount({ account: uniqueAccount('mv'), type: 1, createdBy: 'SEED' });
    const child = await identity.createAccount({
      account: uniqueAccount('mv'),
      type: 2,
      uplineId: a.id,
      createdBy: 'SEED',
    });
    const grandchild = await identity.createAccount({
      account: uniqueAccount('mv'),
      type: 0,
      uplineId: child.id,
      createdBy: 'SEED',
    });
    await identity.moveMember(child.id, b.id, { actor: 'operator:tester', requestId: 'req-1' });
    const [entry] = await listAuditEntries(db, { target: `member:${child.id}`, limit: 1 });
    expect(entry).toMatchObject({
      action: 'member.move',
      actor: 'operator:tester',
      before: { uplineId: a.id },
      after: { uplineId: b.id, movedMembers: 2 },
    });
    expect(await identity.isInTeam(b.id, grandchild.id)).toBe(true);
    expect(await identity.isInTeam(a.id, grandchild.id)).toBe(false);

    await expect(identity.moveMember(b.id, grandchild.id, audit)).rejects.toMatchObject({
      code: 'TEAM_MOVE_CYCLE',
    });
    await identity.setMemberStatus(a.id, 'disabled');
    await expect(identity.moveMember(child.id, a.id, audit)).rejects.toMatchObject({
      code: 'UPLINE_NOT_AGENT',
    });
    expect((await identity.getMemberById(child.id))?.uplineId).toBe(b.id);
    expect(await identity.teamPath(b.id, grandchild.id)).toEqual([
      { memberId: b.id, account: b.account },
      { memberId: child.id, account: child.account },
      { memberId: grandchild.id, account: grandchild.account },
    ]);
  });

  it('the migration’s backfill rebuilds the same tree from upline_id (databases from before the tree)', async () => {
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0009_agent_team.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "member_tree"');
    const rows = async () =>
      (
        await db.execute<{ a: string; m: string; d: number }>(
          sql`select ancestor_id as a, member_id as m, depth as d from member_tree order by 1, 2`,
        )
      ).rows;
    const before = await rows();
    expect(before.length).toBeGreaterThan(100);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from member_tree`);
      await tx.execute(sql.raw(backfill));
    });
    expect(await rows()).toEqual(before);
  });
});
