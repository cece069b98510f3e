import { and, eq, isNull } from 'drizzle-orm';
import type { PromotionsContext } from '../context';
import { prizeFor, rankContest, type ContestRow } from './contest-ranking';
import { timeZone } from './mission-reads';
import { periodAt, previousPeriod, type Period } from './periods';
import { promotionContestPayouts, promotionContestPeriods, promotionContests } from './tables';

const DAY_MS = 86_400_000;

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
     * The job: each contest's previous period, once it ended, ranked and paid (a contest created after
     * that period ended has nothing to pay). Returns how many periods it settled.
     */
    async settleEnded(): Promise<number> {
      const now = ctx.clock.now();
      const zone = await timeZone(ctx);
      const rows = await ctx.db.select().from(promotionContests).where(isNull(promotionContests.deletedAt));
      let settled = 0;
      for (const contest of rows) {
        if (!contest.enabled) continue;
        const period = previousPeriod(periodAt(contest.period, zone, now), zone);
        if (contest.createdAt >= period.end) continue;
        if (contest.startsAt && contest.startsAt >= period.end) continue;
        if (contest.endsAt && contest.endsAt <= period.start) continue;
        const [done] = await ctx.db
          .select({ key: promotionContestPeriods.periodKey })
          .from(promotionContestPeriods)
          .where(
            and(
              eq(promotionContestPeriods.contestId, contest.id),
              eq(promotionContestPeriods.periodKey, period.key),
            ),
          );
        if (done) continue;
        if (await settle(contest, period)) settled += 1;
      }
      return settled;
    },
  };
}
