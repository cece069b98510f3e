import type { TLanguage } from '@platform/contracts/i18n';
import {
  MONEY_TASKS,
  type TMission,
  type TMissionAudience,
  type TMissionClaim,
  type TMissionInput,
  type TMissionState,
  type TMissionSummary,
  type TMissionSummaryItem,
  type TMissionTask,
} from '@platform/contracts/missions';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import { periodAt, type Period } from './periods';
import { readProgress, readProgressAll } from './progress';
import { promotionMissionClaims, promotionMissions } from './tables';

const DAY_MS = 86_400_000;
const AGENT_TYPES = [1, 2, 41, 42];
const TRIAL_TYPE = 4;

export type MissionRow = typeof promotionMissions.$inferSelect;

/** The member a request is for: null for a visitor (and trial accounts, which see no progress). */
export type MissionViewer = { id: string; isAgent: boolean } | null;

const isMoney = (task: TMissionTask) => MONEY_TASKS.includes(task);
/** A target or progress on the wire: an amount for money tasks, a count for the others. */
const wireValue = (task: TMissionTask, value: bigint) =>
  isMoney(task) ? minorToDecimal(value) : Number(value);
const storedTarget = (task: TMissionTask, value: number) =>
  isMoney(task) ? decimalToMinor(value) : BigInt(Math.round(value));

export const percentOf = (progress: bigint, target: bigint): number =>
  target <= 0n ? 100 : Number(((progress >= target ? target : progress) * 100n) / target);

export function toMission(row: MissionRow): TMission {
  return {
    id: row.id,
    title: row.title as Record<string, string>,
    description: (row.description as Record<string, string> | null) ?? null,
    period: row.period,
    task: row.task,
    target: wireValue(row.task, row.target),
    category: row.category,
    reward: {
      amount: minorToDecimal(row.rewardAmount),
      turnoverMultiple: row.turnoverPercent / 100,
      bonusDays: row.bonusDays,
    },
    sortOrder: row.sortOrder,
    audience: row.audience,
    enabled: row.enabled,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function rowValues(input: TMissionInput) {
  return {
    title: input.title,
    description: input.description,
    period: input.period,
    task: input.task,
    target: storedTarget(input.task, input.target),
    category: input.category,
    rewardAmount: decimalToMinor(input.reward.amount),
    turnoverPercent: Math.round(input.reward.turnoverMultiple * 100),
    bonusDays: input.reward.bonusDays,
    sortOrder: input.sortOrder,
    audience: input.audience,
    enabled: input.enabled,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

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

/**
 * Missions: the operator's CRUD (audited), the member's summary of the current periods with live
 * progress, and the claim (one bonus per mission, period and member).
 */
export function createMissions(ctx: PromotionsContext) {
  const timeZone = async () => (await ctx.brand()).timeZone;

  async function liveMissions(executor: Db, now: Date, isAgent: boolean | null): Promise<MissionRow[]> {
    const rows = await executor
      .select()
      .from(promotionMissions)
      .where(and(isNull(promotionMissions.deletedAt), eq(promotionMissions.enabled, true)))
      .orderBy(asc(promotionMissions.sortOrder), asc(promotionMissions.createdAt));
    return rows.filter((row) => isLive(row, now) && admits(row.audience, isAgent));
  }

  async function findLive(executor: Db, id: string): Promise<MissionRow> {
    const [row] = await executor.select().from(promotionMissions).where(eq(promotionMissions.id, id));
    if (!row || !isLive(row, ctx.clock.now())) throw new AppError('MISSION_NOT_FOUND');
    return row;
  }

  /** Each live mission of a member with its period, progress and state. */
  async function standings(memberId: string, isAgent: boolean) {
    const now = ctx.clock.now();
    const zone = await timeZone();
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

  function author(entry: ChangeAuthor) {
    return { actor: entry.actor, requestId: entry.requestId };
  }

  return {
    /** `MCSFE_getMissionSummaryDetails`: the current periods' missions; visitors get them without progress. */
    async summary(viewer: MissionViewer, lang: TLanguage): Promise<TMissionSummary> {
      const now = ctx.clock.now();
      const zone = await timeZone();
      const item = (
        mission: MissionRow,
        period: Period,
        progress: bigint | null,
        state: TMissionState | null,
      ): TMissionSummaryItem => ({
        id: mission.id,
        title: ctx.textIn(mission.title, lang),
        description: mission.description ? ctx.textIn(mission.description, lang) || null : null,
        period: mission.period,
        task: mission.task,
        category: mission.category,
        target: wireValue(mission.task, mission.target),
        progress:
          progress === null
            ? null
            : wireValue(mission.task, progress > mission.target ? mission.target : progress),
        percent: progress === null ? null : percentOf(progress, mission.target),
        reward: {
          amount: minorToDecimal(mission.rewardAmount),
          turnoverMultiple: mission.turnoverPercent / 100,
          bonusDays: mission.bonusDays,
        },
        state,
        periodKey: period.key,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
      });
      if (!viewer) {
        const missions = await liveMissions(ctx.db, now, null);
        return {
          missions: missions.map((mission) => item(mission, periodAt(mission.period, zone, now), null, null)),
          claimableCount: 0,
          serverTime: now.toISOString(),
        };
      }
      const rows = await standings(viewer.id, viewer.isAgent);
      return {
        missions: rows.map((row) => item(row.mission, row.period, row.progress, row.state)),
        claimableCount: rows.filter((row) => row.state === 'COMPLETED').length,
        serverTime: now.toISOString(),
      };
    },

    /** Completed missions of the current periods not claimed yet (the badge and availablePromoCount). */
    async claimableCount(memberId: string): Promise<number> {
      const isAgent = await memberKind(ctx.db, memberId);
      if (isAgent === null) return 0;
      const rows = await standings(memberId, isAgent);
      return rows.filter((row) => row.state === 'COMPLETED').length;
    },

    /**
     * Claims a completed mission of the current period: the claim row (unique on mission, period and
     * member) and the bonus (`mission:<id>:<period>:<member>`) in one ledger transaction. Of simultaneous
     * claims the first inserts the row; the others wait for it and find it (409 MISSION_ALREADY_CLAIMED).
     * A mission not completed rolls the claim back (409 MISSION_NOT_COMPLETED); a claim naming another
     * period than the current one is refused (400, field periodKey).
     */
    async claim(memberId: string, missionId: string, periodKey?: string): Promise<TMissionClaim> {
      const isAgent = await memberKind(ctx.db, memberId);
      if (isAgent === null) throw new AppError('TRIAL_FORBIDDEN');
      const result = await ctx.ledger.transaction(ctx.db, async (tx) => {
        const mission = await findLive(tx, missionId);
        if (!admits(mission.audience, isAgent)) throw new AppError('MISSION_NOT_FOUND');
        const zone = await timeZone();
        const now = ctx.clock.now();
        const period = periodAt(mission.period, zone, now);
        if (periodKey !== undefined && periodKey !== period.key) {
          throw new AppError('BAD_REQUEST', { fields: ['periodKey'] });
        }
        const inserted = await tx
          .insert(promotionMissionClaims)
          .values({
            missionId,
            periodKey: period.key,
            memberId,
            amount: mission.rewardAmount,
            claimedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: promotionMissionClaims.id });
        const claimRow = inserted[0];
        if (!claimRow) throw new AppError('MISSION_ALREADY_CLAIMED');
        const progress = await readProgress(tx, memberId, mission, period, zone);
        if (progress < mission.target) throw new AppError('MISSION_NOT_COMPLETED');
        const bonus = await ctx.issueBonus(tx, {
          memberId,
          key: `mission:${mission.id}:${period.key}:${memberId}`,
          source: 'MISSION',
          sourceRef: mission.id,
          title: mission.title,
          amount: mission.rewardAmount,
          turnover: { base: 'BONUS', percent: mission.turnoverPercent },
          expiresAt: mission.bonusDays === null ? null : new Date(now.getTime() + mission.bonusDays * DAY_MS),
        });
        await tx
          .update(promotionMissionClaims)
          .set({ bonusId: bonus.bonusId })
          .where(eq(promotionMissionClaims.id, claimRow.id));
        return {
          missionId: mission.id,
          periodKey: period.key,
          amount: minorToDecimal(mission.rewardAmount),
          bonusId: bonus.bonusId,
        };
      });
      ctx.notify(memberId, 'missions');
      ctx.notify(memberId, 'bonuses');
      return result;
    },

    /** Whether some live mission counts deposits (the deposit listener notifies only then). */
    async countsDeposits(): Promise<boolean> {
      const rows = await ctx.db
        .select()
        .from(promotionMissions)
        .where(and(isNull(promotionMissions.deletedAt), eq(promotionMissions.task, 'DEPOSIT')));
      const now = ctx.clock.now();
      return rows.some((row) => isLive(row, now));
    },

    // ---------- operator ----------

    async list(): Promise<TMission[]> {
      const rows = await ctx.db
        .select()
        .from(promotionMissions)
        .where(isNull(promotionMissions.deletedAt))
        .orderBy(asc(promotionMissions.sortOrder), asc(promotionMissions.createdAt));
      return rows.map(toMission);
    },

    async get(id: string): Promise<TMission> {
      const [row] = await ctx.db
        .select()
        .from(promotionMissions)
        .where(and(eq(promotionMissions.id, id), isNull(promotionMissions.deletedAt)));
      if (!row) throw new AppError('MISSION_NOT_FOUND');
      return toMission(row);
    },

    async create(input: TMissionInput, by: ChangeAuthor): Promise<TMission> {
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const [row] = await tx
          .insert(promotionMissions)
          .values({ ...rowValues(input), createdAt: now, updatedAt: now })
          .returning();
        const mission = toMission(row!);
        await recordAudit(tx, {
          ...author(by),
          action: 'promotions.mission.create',
          target: `mission:${mission.id}`,
          before: null,
          after: mission,
        });
        return mission;
      });
    },

    async update(id: string, input: TMissionInput, by: ChangeAuthor): Promise<TMission> {
      return ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(promotionMissions)
          .where(and(eq(promotionMissions.id, id), isNull(promotionMissions.deletedAt)))
          .for('update');
        if (!before) throw new AppError('MISSION_NOT_FOUND');
        const [row] = await tx
          .update(promotionMissions)
          .set({ ...rowValues(input), updatedAt: ctx.clock.now() })
          .where(eq(promotionMissions.id, id))
          .returning();
        const mission = toMission(row!);
        await recordAudit(tx, {
          ...author(by),
          action: 'promotions.mission.update',
          target: `mission:${id}`,
          before: toMission(before),
          after: mission,
        });
        return mission;
      });
    },

    /** Deletes a mission (kept for its claims; gone from every list). */
    async remove(id: string, by: ChangeAuthor): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(promotionMissions)
          .set({ deletedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
          .where(and(eq(promotionMissions.id, id), isNull(promotionMissions.deletedAt)))
          .returning();
        if (!row) throw new AppError('MISSION_NOT_FOUND');
        await recordAudit(tx, {
          ...author(by),
          action: 'promotions.mission.delete',
          target: `mission:${id}`,
          before: toMission(row),
          after: null,
        });
      });
    },
  };
}
export type Missions = ReturnType<typeof createMissions>;
