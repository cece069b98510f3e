import type { TMissionAudience } from '@platform/contracts/missions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';

/** Who a mission or contest is on show for: shared by the missions and the contests. */

const AGENT_TYPES = [1, 2, 41, 42];
const TRIAL_TYPE = 4;

/** The member a request is for: null for a visitor (and trial accounts, which see no progress). */
export type MissionViewer = { id: string; isAgent: boolean } | null;

/** Whether an audience admits a member (null: a visitor sees everything offered to ALL and PLAYERS). */
export function admits(audience: TMissionAudience, isAgent: boolean | null): boolean {
  if (audience === 'ALL') return true;
  if (isAgent === null) return audience === 'PLAYERS';
  return audience === (isAgent ? 'AGENTS' : 'PLAYERS');
}

/** Whether a mission or contest is on show at `now` (enabled, inside its window, not deleted). */
export function isLive(
  row: { enabled: boolean; startsAt: Date | null; endsAt: Date | null; deletedAt: Date | null },
  now: Date,
): boolean {
  return (
    row.enabled &&
    row.deletedAt === null &&
    (row.startsAt === null || row.startsAt.getTime() <= now.getTime()) &&
    (row.endsAt === null || row.endsAt.getTime() > now.getTime())
  );
}

/** The member's kind for audiences: agent or not; null for an unknown or trial member. */
export async function memberKind(db: Db, memberId: string): Promise<boolean | null> {
  const { rows } = await db.execute<{ type: number }>(
    sql`select type from members where id = ${memberId}::uuid`,
  );
  const type = rows[0]?.type;
  if (type === undefined || type === TRIAL_TYPE) return null;
  return AGENT_TYPES.includes(Number(type));
}
