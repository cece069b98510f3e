import type { TMission, TMissionInput, TMissionTask } from '@platform/contracts/missions';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import { isMoney, wireValue, type MissionRow } from './mission-reads';
import { promotionMissions } from './tables';

const storedTarget = (task: TMissionTask, value: number) =>
  isMoney(task) ? decimalToMinor(value) : BigInt(Math.round(value));

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

function author(entry: ChangeAuthor) {
  return { actor: entry.actor, requestId: entry.requestId };
}

/** The operator's missions: list, one mission, create, update and delete (audited). */
export function createManageMissions(ctx: PromotionsContext) {
  return {
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
