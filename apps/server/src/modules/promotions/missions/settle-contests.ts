import { and, eq, isNull } from 'drizzle-orm';
import type { PromotionsContext } from '../context';
import { prizeFor, rankContest, type ContestRow } from './contest-ranking';
import { timeZone } from './mission-reads';
import { periodAt, previousPeriod, type Period } from './periods';
import { promotionContestPayouts, promotionContestPeriods, promotionContests } from './tables';

const DAY_MS = 86_400_000;
/** How many ended periods back the job looks for one not paid yet (a week of daily contests, and more). */
const CATCH_UP_PERIODS = 8;

/**
 * The settlement job: ranks each ended period of a contest once and pays its prizes as bonuses
 * (`contest:<id>:<period>:<rank>`).
 */
export function createSettleContests(ctx: PromotionsContext) {
  /**
   * Ranks a contest's period and pays its prizes, once: the period row (primary key contest and period)
   * is taken by the first transaction; others wait for it and find it taken (they pay nothing). Each
   * prize is a payout row (unique on contest, period and rank) and a bonus, in the same transaction.
   */
  async function settle(contest: ContestRow, period: Period): Promise<{ paid: number } | null> {
    const now = ctx.clock.now();
    const winners: string[] = [];
    const outcome = await ctx.ledger.transaction(ctx.db, async (tx) => {
      const taken = await tx
        .insert(promotionContestPeriods)
        .values({ contestId: contest.id, periodKey: period.key, settledAt: now, ranked: 0 })
        .onConflictDoNothing()
        .returning({ key: promotionContestPeriods.periodKey });
      if (taken.length === 0) return null;
      const standings = await rankContest(tx, contest, period);
      let paid = 0;
      for (const standing of standings) {
        const prize = prizeFor(contest.prizes, standing.rank);
        if (prize <= 0n) continue;
        const [payout] = await tx
          .insert(promotionContestPayouts)
          .values({
            contestId: contest.id,
            periodKey: period.key,
            rank: standing.rank,
            memberId: standing.memberId,
            metricAmount: standing.amount,
            prize,
            paidAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: promotionContestPayouts.id });
        if (!payout) continue;
        const bonus = await ctx.issueBonus(tx, {
          memberId: standing.memberId,
          key: `contest:${contest.id}:${period.key}:${standing.rank}`,
          source: 'CONTEST',
          sourceRef: contest.id,
          title: contest.title,
          amount: prize,
          turnover: { base: 'BONUS', percent: contest.turnoverPercent },
          expiresAt: contest.bonusDays === null ? null : new Date(now.getTime() + contest.bonusDays * DAY_MS),
          actor: 'job:promotions-contests',
        });
        await tx
          .update(promotionContestPayouts)
          .set({ bonusId: bonus.bonusId })
          .where(eq(promotionContestPayouts.id, payout.id));
        winners.push(standing.memberId);
        paid += 1;
      }
      await tx
        .update(promotionContestPeriods)
        .set({ ranked: standings.length })
        .where(
          and(
            eq(promotionContestPeriods.contestId, contest.id),
            eq(promotionContestPeriods.periodKey, period.key),
          ),
        );
      return { paid };
    });
    for (const memberId of winners) {
      ctx.notify(memberId, 'missions');
      ctx.notify(memberId, 'bonuses');
    }
    return outcome;
  }

  return {
    settle,

    /**
     * The job: each contest's ended periods, oldest first, ranked and paid once — the last
     * {@link CATCH_UP_PERIODS}, so periods that ended while no process ran the job are paid when one does
     * (a period before the contest existed, or outside its window, has nothing to pay). Returns how many
     * periods it settled.
     */
    async settleEnded(): Promise<number> {
      const now = ctx.clock.now();
      const zone = await timeZone(ctx);
      const rows = await ctx.db.select().from(promotionContests).where(isNull(promotionContests.deletedAt));
      let settled = 0;
      for (const contest of rows) {
        if (!contest.enabled) continue;
        const periods: Period[] = [];
        let period = previousPeriod(periodAt(contest.period, zone, now), zone);
        for (let index = 0; index < CATCH_UP_PERIODS; index += 1) {
          periods.unshift(period);
          period = previousPeriod(period, zone);
        }
        const ended = periods.filter(
          (each) =>
            contest.createdAt < each.end &&
            !(contest.startsAt && contest.startsAt >= each.end) &&
            !(contest.endsAt && contest.endsAt <= each.start),
        );
        if (ended.length === 0) continue;
        const done = await ctx.db
          .select({ key: promotionContestPeriods.periodKey })
          .from(promotionContestPeriods)
          .where(eq(promotionContestPeriods.contestId, contest.id));
        const settledKeys = new Set(done.map((row) => row.key));
        for (const each of ended) {
          if (settledKeys.has(each.key)) continue;
          if (await settle(contest, each)) settled += 1;
        }
      }
      return settled;
    },
  };
}
