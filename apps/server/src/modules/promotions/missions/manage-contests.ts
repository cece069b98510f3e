import type { TContest, TContestInput, TContestResult } from '@platform/contracts/missions';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import type { ContestRow } from './contest-ranking';
import { promotionContestPeriods, promotionContests } from './tables';

export function toContest(row: ContestRow): TContest {
  return {
    id: row.id,
    title: row.title as Record<string, string>,
    period: row.period,
    metric: row.metric,
    category: row.category,
    minAmount: minorToDecimal(row.minAmount),
    prizes: row.prizes,
    turnoverMultiple: row.turnoverPercent / 100,
    bonusDays: row.bonusDays,
    showTop: row.showTop,
    audience: row.audience,
    enabled: row.enabled,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function rowValues(input: TContestInput) {
  return {
    title: input.title,
    period: input.period,
    metric: input.metric,
    category: input.category,
    minAmount: decimalToMinor(input.minAmount),
    prizes: [...input.prizes].sort((a, b) => a.fromRank - b.fromRank),
    turnoverPercent: Math.round(input.turnoverMultiple * 100),
    bonusDays: input.bonusDays,
    showTop: input.showTop,
    audience: input.audience,
    enabled: input.enabled,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

/** The operator's contests: list, one contest, create, update and delete (audited), and the paid results. */
export function createManageContests(ctx: PromotionsContext) {
  async function find(id: string): Promise<ContestRow> {
    const [row] = await ctx.db
      .select()
      .from(promotionContests)
      .where(and(eq(promotionContests.id, id), isNull(promotionContests.deletedAt)));
    if (!row) throw new AppError('CONTEST_NOT_FOUND');
    return row;
  }

  return {
    async list(): Promise<TContest[]> {
      const rows = await ctx.db
        .select()
        .from(promotionContests)
        .where(isNull(promotionContests.deletedAt))
        .orderBy(asc(promotionContests.createdAt));
      return rows.map(toContest);
    },

    find,

    async create(input: TContestInput, by: ChangeAuthor): Promise<TContest> {
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const [row] = await tx
          .insert(promotionContests)
          .values({ ...rowValues(input), createdAt: now, updatedAt: now })
          .returning();
        const contest = toContest(row!);
        await recordAudit(tx, {
          ...by,
          action: 'promotions.contest.create',
          target: `contest:${contest.id}`,
          before: null,
          after: contest,
        });
        return contest;
      });
    },

    async update(id: string, input: TContestInput, by: ChangeAuthor): Promise<TContest> {
      return ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(promotionContests)
          .where(and(eq(promotionContests.id, id), isNull(promotionContests.deletedAt)))
          .for('update');
        if (!before) throw new AppError('CONTEST_NOT_FOUND');
        const [row] = await tx
          .update(promotionContests)
          .set({ ...rowValues(input), updatedAt: ctx.clock.now() })
          .where(eq(promotionContests.id, id))
          .returning();
        const contest = toContest(row!);
        await recordAudit(tx, {
          ...by,
          action: 'promotions.contest.update',
          target: `contest:${id}`,
          before: toContest(before),
          after: contest,
        });
        return contest;
      });
    },

    async remove(id: string, by: ChangeAuthor): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(promotionContests)
          .set({ deletedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
          .where(and(eq(promotionContests.id, id), isNull(promotionContests.deletedAt)))
          .returning();
        if (!row) throw new AppError('CONTEST_NOT_FOUND');
        await recordAudit(tx, {
          ...by,
          action: 'promotions.contest.delete',
          target: `contest:${id}`,
          before: toContest(row),
          after: null,
        });
      });
    },

    /** The settled periods of a contest with their payouts, newest first (one period when asked). */
    async results(id: string, periodKey?: string): Promise<TContestResult[]> {
      const contest = await find(id);
      const periods = await ctx.db
        .select()
        .from(promotionContestPeriods)
        .where(
          and(
            eq(promotionContestPeriods.contestId, contest.id),
            periodKey ? eq(promotionContestPeriods.periodKey, periodKey) : undefined,
          ),
        )
        .orderBy(desc(promotionContestPeriods.periodKey))
        .limit(periodKey ? 1 : 30);
      const results: TContestResult[] = [];
      for (const period of periods) {
        const { rows } = await ctx.db.execute<{
          rank: number;
          member_id: string;
          account: string | null;
          metric_amount: string;
          prize: string;
          bonus_id: string | null;
        }>(sql`select p.rank, p.member_id::text as member_id, m.account, p.metric_amount::text as metric_amount,
            p.prize::text as prize, p.bonus_id::text as bonus_id
          from promotion_contest_payouts p left join members m on m.id = p.member_id
          where p.contest_id = ${contest.id}::uuid and p.period_key = ${period.periodKey}::date order by p.rank`);
        results.push({
          periodKey: period.periodKey,
          settledAt: period.settledAt.toISOString(),
          payouts: rows.map((row) => ({
            rank: Number(row.rank),
            memberId: row.member_id,
            account: row.account ?? '',
            amount: minorToDecimal(BigInt(row.metric_amount)),
            prize: minorToDecimal(BigInt(row.prize)),
            bonusId: row.bonus_id,
          })),
        });
      }
      return results;
    },
  };
}
