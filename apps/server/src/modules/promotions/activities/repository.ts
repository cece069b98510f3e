import type { TActivityStatus } from '@platform/contracts/promotion-activities';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { promotionActivities, promotionActivityMembers } from './tables';

/** Reads and writes of the activities part's own tables (other modules' data is read in SQL by the use cases). */

export type ActivityRow = typeof promotionActivities.$inferSelect;

export async function findActivity(db: Db, id: string): Promise<ActivityRow | null> {
  const rows = await db.select().from(promotionActivities).where(eq(promotionActivities.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listActivities(
  db: Db,
  filter: { status?: TActivityStatus; kind?: string } = {},
): Promise<ActivityRow[]> {
  const conditions = [
    filter.status ? eq(promotionActivities.status, filter.status) : undefined,
    filter.kind ? eq(promotionActivities.kind, filter.kind) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(promotionActivities)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(promotionActivities.displayOrder), desc(promotionActivities.startsAt));
}

/** Published and closed activities (not drafts), in display order: the page lists open, coming and closed ones. */
export async function listPublished(db: Db): Promise<ActivityRow[]> {
  return db
    .select()
    .from(promotionActivities)
    .where(inArray(promotionActivities.status, ['PUBLISHED', 'CLOSED']))
    .orderBy(asc(promotionActivities.displayOrder), desc(promotionActivities.startsAt));
}

export async function findMembership(
  db: Db,
  activityId: string,
  memberId: string,
): Promise<{ joinedAt: Date } | null> {
  const rows = await db
    .select({ joinedAt: promotionActivityMembers.joinedAt })
    .from(promotionActivityMembers)
    .where(
      and(
        eq(promotionActivityMembers.activityId, activityId),
        eq(promotionActivityMembers.memberId, memberId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The member's joined activities (id → joined at). */
export async function membershipsOf(db: Db, memberId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ activityId: promotionActivityMembers.activityId, joinedAt: promotionActivityMembers.joinedAt })
    .from(promotionActivityMembers)
    .where(eq(promotionActivityMembers.memberId, memberId));
  return new Map(rows.map((row) => [row.activityId, row.joinedAt]));
}

/** Inserts the membership if absent; true when this call created it. */
export async function insertMembership(db: Db, activityId: string, memberId: string, now: Date) {
  const { rows } = await db.execute<{ activity_id: string }>(sql`
    insert into promotion_activity_members (activity_id, member_id, joined_at)
    values (${activityId}::uuid, ${memberId}::uuid, ${now.toISOString()}::timestamptz)
    on conflict do nothing returning activity_id::text`);
  return rows.length > 0;
}
