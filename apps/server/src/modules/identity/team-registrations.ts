import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';

/**
 * Members registered in [from, to) per group, the members given with the group each belongs to (an
 * agent's team by direct downline): one unnest of two arrays joined to the members by primary key.
 * Groups without a registration are left out.
 */
export async function countRegistrationsByGroup(
  db: Db,
  input: { memberIds: readonly string[]; groupIds: readonly string[]; from: Date; to: Date },
): Promise<Map<string, number>> {
  if (input.memberIds.length === 0) return new Map();
  const { rows } = await db.execute<{ group_id: string; n: string | number }>(sql`
    select team.group_id, count(*) as n
    from unnest(${sql.param(input.memberIds)}::uuid[], ${sql.param(input.groupIds)}::uuid[])
      as team(member_id, group_id)
    join members m on m.id = team.member_id
    where m.created_at >= ${input.from.toISOString()}::timestamptz
      and m.created_at < ${input.to.toISOString()}::timestamptz
    group by team.group_id`);
  return new Map(rows.map((row) => [row.group_id, Number(row.n)]));
}
