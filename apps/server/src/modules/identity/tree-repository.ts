import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database';

/**
 * The team tree's SQL (closure table `member_tree`, see tables.ts). Every function takes the executor
 * first, so the writes run in the transaction that creates or moves members.
 */

/**
 * Advisory lock key of the tree's shape ("teamtree" in ASCII). Moves take it exclusively, member
 * creation shared: a member created under an upline whose ancestors a move is rewriting would copy
 * the old ancestors, and two moves checked against the same old tree could together make a cycle.
 */
const TREE_LOCK_KEY = 0x7465616d74726565n;

export async function lockTreeShared(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${TREE_LOCK_KEY.toString()}::bigint)`);
}

export async function lockTreeExclusive(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_KEY.toString()}::bigint)`);
}

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The self row of a new member and one row per ancestor of its upline (the upline's rows, one deeper). */
export async function insertMemberLinks(tx: Db, memberId: string, uplineId: string | null): Promise<void> {
  await tx.execute(sql`insert into member_tree (ancestor_id, member_id, depth)
    select ${memberId}::uuid, ${memberId}::uuid, 0
    union all
    select ancestor_id, ${memberId}::uuid, depth + 1 from member_tree where member_id = ${uplineId}::uuid`);
}

/**
 * Whether `memberId` is below `ancestorId` (depth ≥ 1): one primary-key lookup, answered from the key
 * alone (depth 0 is only a member's own row, so "below" is "linked and another member").
 */
export async function isBelow(db: Db, ancestorId: string, memberId: string): Promise<boolean> {
  const { rows } = await db.execute<{ found: number }>(
    sql`select 1 as found from member_tree
      where ancestor_id = ${ancestorId}::uuid and member_id = ${memberId}::uuid and member_id <> ancestor_id`,
  );
  return rows.length > 0;
}

/** How far `memberId` is below `ancestorId` (0: the same member), or null when it is not in that team. */
export async function depthBelow(db: Db, ancestorId: string, memberId: string): Promise<number | null> {
  const { rows } = await db.execute<{ depth: number }>(
    sql`select depth from member_tree where ancestor_id = ${ancestorId}::uuid and member_id = ${memberId}::uuid`,
  );
  return rows[0] ? Number(rows[0].depth) : null;
}

export async function teamMemberIds(db: Db, rootId: string, includeSelf: boolean): Promise<string[]> {
  const { rows } = await db.execute<{ member_id: string }>(
    sql`select member_id from member_tree
      where ancestor_id = ${rootId}::uuid ${includeSelf ? sql`` : sql`and depth > 0`}`,
  );
  return rows.map((row) => row.member_id);
}

/**
 * Every member of root's team with the direct downline of root whose team it is in: the member's
 * ancestor one level less deep than root is. Root itself has no branch.
 */
export async function teamBranches(
  db: Db,
  rootId: string,
): Promise<{ memberId: string; branchId: string | null }[]> {
  const { rows } = await db.execute<{ member_id: string; branch_id: string | null }>(
    sql`select t.member_id, b.ancestor_id as branch_id
      from member_tree t
      left join member_tree b on b.member_id = t.member_id and b.depth = t.depth - 1 and t.depth > 0
      where t.ancestor_id = ${rootId}::uuid`,
  );
  return rows.map((row) => ({ memberId: row.member_id, branchId: row.branch_id }));
}

export async function teamSizes(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return sizes;
  const { rows } = await db.execute<{ ancestor_id: string; size: string | number }>(
    sql`select ancestor_id, count(*) - 1 as size from member_tree
      where ancestor_id in (${idList(ids)}) group by ancestor_id`,
  );
  for (const row of rows) sizes.set(row.ancestor_id, Number(row.size));
  return sizes;
}

/** From `fromId` down to `toId` (both included), or empty when `toId` is not in fromId's team. */
export async function pathBetween(
  db: Db,
  fromId: string,
  toId: string,
): Promise<{ memberId: string; account: string }[]> {
  const { rows } = await db.execute<{ id: string; account: string }>(
    sql`select m.id, m.account
      from member_tree a
      join member_tree top on top.ancestor_id = ${fromId}::uuid and top.member_id = a.ancestor_id
      join members m on m.id = a.ancestor_id
      where a.member_id = ${toId}::uuid
      order by a.depth desc`,
  );
  return rows.map((row) => ({ memberId: row.id, account: row.account }));
}

/**
 * Moves `memberId` and its team under `newUplineId` (the caller checked there is no cycle and holds the
 * exclusive tree lock): drops the links from the member's old ancestors to every member of its subtree,
 * then links every ancestor of the new upline (itself included) to every member of the subtree. Links
 * inside the subtree stay as they are. Returns how many members moved.
 */
export async function moveSubtree(tx: Db, memberId: string, newUplineId: string): Promise<number> {
  await tx.execute(sql`delete from member_tree t
    using member_tree sub, member_tree up
    where sub.ancestor_id = ${memberId}::uuid and t.member_id = sub.member_id
      and up.member_id = ${memberId}::uuid and up.depth > 0 and t.ancestor_id = up.ancestor_id`);
  await tx.execute(sql`insert into member_tree (ancestor_id, member_id, depth)
    select sup.ancestor_id, sub.member_id, sup.depth + sub.depth + 1
    from member_tree sup cross join member_tree sub
    where sup.member_id = ${newUplineId}::uuid and sub.ancestor_id = ${memberId}::uuid`);
  const { rows } = await tx.execute<{ n: string | number }>(
    sql`select count(*) as n from member_tree where ancestor_id = ${memberId}::uuid`,
  );
  return Number(rows[0]?.n ?? 0);
}

// ---------- the agent centre's team list ----------

export type TeamListSort = 'registered' | 'account' | 'teamSize' | 'lastLogin';

export type TeamListQuery = {
  /** Whose team is listed: direct downlines of `scopeId` (`directOnly`), else its whole team. */
  scopeId: string;
  directOnly: boolean;
  /** Account prefix, any case. */
  accountPrefix?: string;
  type?: number;
  status?: 'active' | 'disabled' | 'locked';
  online?: boolean;
  sort: TeamListSort;
  order: 'asc' | 'desc';
  /** null: every matching row (the caller sorts by something the tree does not hold). */
  page: { limit: number; offset: number } | null;
  /** Only these members (of the team and the other filters): the rows of a page sorted elsewhere. */
  memberIds?: readonly string[];
  /**
   * Without team size, direct downlines and online (0, 0, false): every matching member cheaply, for a
   * caller that sorts them by something else and then asks for its page's rows with `memberIds`.
   */
  bare?: boolean;
  now: Date;
};

export type TeamListRow = {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  status: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Below the scope member. */
  depth: number;
  teamSize: number;
  directCount: number;
  online: boolean;
};

const SORT_COLUMNS: Record<TeamListSort, SQL> = {
  registered: sql`created_at`,
  account: sql`lower(account)`,
  teamSize: sql`team_size`,
  lastLogin: sql`last_login_at`,
};

/** Escapes LIKE wildcards, so an account prefix matches literally. */
const likePrefix = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const teamSizeOf = (id: SQL) => sql`(select count(*) - 1 from member_tree s where s.ancestor_id = ${id})`;

/**
 * The team list: the matching rows are filtered, counted (a window count), sorted and paged first; team
 * size, direct downlines and online are computed for the page's rows only (but for a sort by team size,
 * which needs it on every row). A search by account prefix is a range of `members_account_prefix_idx`
 * with one tree primary-key lookup per match when the prefix is selective.
 */
export async function listTeam(
  db: Db,
  query: TeamListQuery,
): Promise<{ rows: TeamListRow[]; total: number }> {
  const now = query.now.toISOString();
  const onlineOf = (id: SQL) => sql`exists (select 1 from sessions s where s.member_id = ${id}
    and s.revoked_at is null and s.expires_at > ${now}::timestamptz and s.idle_expires_at > ${now}::timestamptz)`;
  // Direct downlines are the members whose upline is the scope (members_upline_idx; the tree is kept with
  // upline_id in one transaction): the tree's key would give the whole team to filter on depth. The whole
  // team is the tree's key range without the scope's own row (`member_id <>` rather than `depth > 0`, so
  // the key alone answers it); the depth is read for the page's rows only.
  const scope = sql`${query.scopeId}::uuid`;
  const source = query.directOnly ? sql`members m` : sql`member_tree t join members m on m.id = t.member_id`;
  const filters: SQL[] = query.directOnly
    ? [sql`m.upline_id = ${scope}`]
    : [sql`t.ancestor_id = ${scope}`, sql`t.member_id <> ${scope}`];
  if (query.memberIds) filters.push(sql`m.id = any(${sql.param(query.memberIds)}::uuid[])`);
  if (query.accountPrefix) filters.push(sql`lower(m.account) like ${likePrefix(query.accountPrefix)}`);
  if (query.type !== undefined) filters.push(sql`m.type = ${query.type}`);
  if (query.status !== undefined) filters.push(sql`m.status = ${query.status}`);
  if (query.online !== undefined) {
    const online = onlineOf(sql`m.id`);
    filters.push(query.online ? online : sql`not ${online}`);
  }
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`order by ${SORT_COLUMNS[query.sort]} ${direction} nulls last, id ${direction}`;
  const page = query.page ? sql`limit ${query.page.limit} offset ${query.page.offset}` : sql``;
  const bySize = query.sort === 'teamSize' && !query.bare;
  const { rows } = await db.execute<{
    id: string;
    account: string;
    nickname: string | null;
    type: number;
    status: string;
    created_at: string | Date;
    last_login_at: string | Date | null;
    depth: number;
    team_size: string | number;
    direct_count: string | number;
    online: boolean;
    total: string | number;
  }>(sql`with matching as (
      select m.id, m.account, m.nickname, m.type, m.status, m.created_at, m.last_login_at,
        ${bySize ? sql`${teamSizeOf(sql`m.id`)} as team_size,` : sql``}
        count(*) over () as total
      from ${source}
      where ${sql.join(filters, sql` and `)}
    ),
    paged as (select * from matching ${order} ${page})
    select paged.*,
      ${
        query.directOnly
          ? sql`1`
          : query.bare
            ? sql`0`
            : sql`(select d.depth from member_tree d where d.ancestor_id = ${scope} and d.member_id = paged.id)`
      } as depth,
      ${
        query.bare
          ? sql`0 as team_size, 0 as direct_count, false as online`
          : sql`${bySize ? sql`` : sql`${teamSizeOf(sql`paged.id`)} as team_size,`}
      (select count(*) from members d where d.upline_id = paged.id) as direct_count,
      ${onlineOf(sql`paged.id`)} as online`
      }
    from paged
    ${order}`);
  // Past the last page the window count has no row to ride on.
  if (rows.length === 0 && query.page && query.page.offset > 0) {
    const { total } = await listTeam(db, { ...query, page: { limit: 1, offset: 0 } });
    return { rows: [], total };
  }
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      type: Number(row.type),
      status: row.status,
      createdAt: new Date(row.created_at),
      lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
      depth: Number(row.depth),
      teamSize: Number(row.team_size),
      directCount: Number(row.direct_count),
      online: row.online,
    })),
  };
}
