import { MONEY_TASKS, type TMissionState, type TMissionTask } from '@platform/contracts/missions';
import { minorToDecimal } from '@platform/contracts/money';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { admits, isLive } from './audience';
import { periodAt, type Period } from './periods';
import { readProgressAll } from './progress';
import { promotionMissionClaims, promotionMissions } from './tables';

/** The reads the mission use cases share: the live missions, a member's progress in the current periods. */

export type MissionRow = typeof promotionMissions.$inferSelect;

export const isMoney = (task: TMissionTask) => MONEY_TASKS.includes(task);
/** A target or progress on the wire: an amount for money tasks, a count for the others. */
export const wireValue = (task: TMissionTask, value: bigint) =>
  isMoney(task) ? minorToDecimal(value) : Number(value);

export const percentOf = (progress: bigint, target: bigint): number =>
  target <= 0n ? 100 : Number(((progress >= target ? target : progress) * 100n) / target);

export const timeZone = async (ctx: PromotionsContext) => (await ctx.brand()).timeZone;

export async function liveMissions(executor: Db, now: Date, isAgent: boolean | null): Promise<MissionRow[]> {
  const rows = await executor
    .select()
    .from(promotionMissions)
    .where(and(isNull(promotionMissions.deletedAt), eq(promotionMissions.enabled, true)))
    .orderBy(asc(promotionMissions.sortOrder), asc(promotionMissions.createdAt));
  return rows.filter((row) => isLive(row, now) && admits(row.audience, isAgent));
}

export async function findLive(ctx: PromotionsContext, executor: Db, id: string): Promise<MissionRow> {
  const [row] = await executor.select().from(promotionMissions).where(eq(promotionMissions.id, id));
  if (!row || !isLive(row, ctx.clock.now())) throw new AppError('MISSION_NOT_FOUND');
  return row;
}

/** Each live mission of a member with its period, progress and state. */
export async function standings(ctx: PromotionsContext, memberId: string, isAgent: boolean) {
  const now = ctx.clock.now();
  const zone = await timeZone(ctx);
  const missions = await liveMissions(ctx.db, now, isAgent);
  if (missions.length === 0) return [];
  const periods: Record<string, Period> = {
    DAILY: periodAt('DAILY', zone, now),
    WEEKLY: periodAt('WEEKLY', zone, now),
  };
  const progress = new Map<string, bigint>();
  for (const kind of ['DAILY', 'WEEKLY'] as const) {
    const ofKind = missions.filter((mission) => mission.period === kind);
    if (ofKind.length === 0) continue;
    const values = await readProgressAll(ctx.db, memberId, ofKind, periods[kind]!, zone);
    ofKind.forEach((mission, index) => progress.set(mission.id, values[index] ?? 0n));
  }
  const claims = await ctx.db
    .select({ missionId: promotionMissionClaims.missionId, periodKey: promotionMissionClaims.periodKey })
    .from(promotionMissionClaims)
    .where(
      and(
        eq(promotionMissionClaims.memberId, memberId),
        inArray(
          promotionMissionClaims.missionId,
          missions.map((mission) => mission.id),
        ),
        inArray(promotionMissionClaims.periodKey, [periods.DAILY!.key, periods.WEEKLY!.key]),
      ),
    );
  const claimed = new Set(claims.map((claim) => `${claim.missionId}:${claim.periodKey}`));
  return missions.map((mission) => {
    const period = periods[mission.period]!;
    const value = progress.get(mission.id) ?? 0n;
    const state: TMissionState = claimed.has(`${mission.id}:${period.key}`)
      ? 'CLAIMED'
      : value >= mission.target
        ? 'COMPLETED'
        : 'IN_PROGRESS';
    return { mission, period, progress: value, state };
  });
}
