import type { TLanguage } from '@platform/contracts/i18n';
import type {
  TContest,
  TContestInput,
  TContestPrize,
  TContestResult,
  TLeaderboard,
  TLeaderboardRow,
  TLeaderboards,
  TMissionAudience,
} from '@platform/contracts/missions';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import { admits, isLive, memberKind, type MissionViewer } from './missions';
import { maskAccount } from './mask';
import { periodAt, periodOf, previousPeriod, type Period } from './periods';
import { promotionContestPayouts, promotionContestPeriods, promotionContests } from './tables';

const DAY_MS = 86_400_000;
/** Every visitor of the page reads the board: a ranking is kept this long per contest and period. */
export const STANDINGS_TTL_MS = 30_000;

export type ContestRow = typeof promotionContests.$inferSelect;

/** One ranked member: rank from 1, the metric (minor units) and when the member reached it. */
export type Standing = { rank: number; memberId: string; account: string; amount: bigint; reachedAt: Date };

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

/** The prize of a rank (minor units; 0 when the rank wins nothing). */
export function prizeFor(prizes: readonly TContestPrize[], rank: number): bigint {
  const prize = prizes.find((entry) => rank >= entry.fromRank && rank <= entry.toRank);
  return prize ? decimalToMinor(prize.amount) : 0n;
}

const audienceCondition = (audience: TMissionAudience) =>
  audience === 'AGENTS'
    ? sql`m.type in (1, 2, 41, 42)`
    : audience === 'PLAYERS'
      ? sql`m.type not in (1, 2, 4, 41, 42)`
      : sql`m.type <> 4`;

/**
 * A contest's ranking of a period, read from the settled bets (`bet_records`, kind BET, settled inside
 * the period): VALID_BET sums the valid bet, WINS the winnings of winning bets (each bet's positive
 * win/loss). Members below the minimum (and at zero) are not ranked. Ties go to who reached the amount
 * first (the settlement of the last bet that counted), then to the account in alphabetical order.
 */
export async function rankContest(db: Db, contest: ContestRow, period: Period): Promise<Standing[]> {
  const metric = contest.metric === 'WINS' ? sql`greatest(b.win_loss, 0)` : sql`b.valid_bet`;
  const category = contest.category ? sql`and b.game_type = ${contest.category}` : sql``;
  const least = contest.minAmount > 1n ? contest.minAmount : 1n;
  const { rows } = await db.execute<{
    member_id: string;
    account: string;
    amount: string;
    reached_at: Date | string;
  }>(sql`
    select b.member_id::text as member_id, m.account, sum(${metric})::text as amount,
           max(b.settled_at) filter (where ${metric} > 0) as reached_at
      from bet_records b join members m on m.id = b.member_id
     where b.status = 'SETTLED' and b.kind = 'BET'
       and b.settled_at >= ${period.start.toISOString()}::timestamptz
       and b.settled_at < ${period.end.toISOString()}::timestamptz
       ${category} and ${audienceCondition(contest.audience)}
     group by b.member_id, m.account
    having sum(${metric}) >= ${String(least)}::bigint`);
  const standings = rows.map((row) => ({
    memberId: row.member_id,
    account: row.account,
    amount: BigInt(row.amount),
    reachedAt: new Date(row.reached_at),
  }));
  standings.sort((a, b) => {
    if (a.amount !== b.amount) return a.amount > b.amount ? -1 : 1;
    const time = a.reachedAt.getTime() - b.reachedAt.getTime();
    if (time !== 0) return time;
    return a.account < b.account ? -1 : a.account > b.account ? 1 : 0;
  });
  return standings.map((standing, index) => ({ rank: index + 1, ...standing }));
}

/**
 * Leaderboard contests: the operator's CRUD (audited), the board of the current period with the member's
 * own rank and the previous period's winners, and the job that ranks each ended period once and pays its
 * prizes as bonuses (`contest:<id>:<period>:<rank>`).
 */
export function createContests(ctx: PromotionsContext) {
  const timeZone = async () => (await ctx.brand()).timeZone;
  const cache = new Map<string, { at: number; standings: Promise<Standing[]> }>();

  function cachedRanking(contest: ContestRow, period: Period): Promise<Standing[]> {
    const key = `${contest.id}:${period.key}:${contest.updatedAt.getTime()}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < STANDINGS_TTL_MS) return hit.standings;
    const standings = rankContest(ctx.db, contest, period);
    standings.catch(() => cache.delete(key));
    cache.set(key, { at: now, standings });
    if (cache.size > 200) cache.delete(cache.keys().next().value!);
    return standings;
  }

  async function previousWinners(contest: ContestRow, period: Period, memberId: string | null) {
    const { rows } = await ctx.db.execute<{
      rank: number;
      member_id: string;
      account: string;
      metric_amount: string;
      prize: string;
    }>(sql`select p.rank, p.member_id::text as member_id, coalesce(m.account, '?') as account,
        p.metric_amount::text as metric_amount, p.prize::text as prize
      from promotion_contest_payouts p left join members m on m.id = p.member_id
      where p.contest_id = ${contest.id}::uuid and p.period_key = ${period.key}::date
      order by p.rank`);
    return rows.map((row): TLeaderboardRow => ({
      rank: Number(row.rank),
      account: maskAccount(row.account),
      amount: minorToDecimal(BigInt(row.metric_amount)),
      prize: minorToDecimal(BigInt(row.prize)),
      me: row.member_id === memberId,
    }));
  }

  async function board(contest: ContestRow, viewer: MissionViewer, lang: TLanguage): Promise<TLeaderboard> {
    const zone = await timeZone();
    const period = periodAt(contest.period, zone, ctx.clock.now());
    const standings = await cachedRanking(contest, period);
    const memberId = viewer?.id ?? null;
    const row = (standing: Standing): TLeaderboardRow => ({
      rank: standing.rank,
      account: maskAccount(standing.account),
      amount: minorToDecimal(standing.amount),
      prize: minorToDecimal(prizeFor(contest.prizes, standing.rank)),
      me: standing.memberId === memberId,
    });
    const own = memberId ? standings.find((standing) => standing.memberId === memberId) : undefined;
    const previous = previousPeriod(period, zone);
    const previousRows =
      contest.createdAt < previous.end ? await previousWinners(contest, previous, memberId) : [];
    return {
      contestId: contest.id,
      title: ctx.textIn(contest.title, lang),
      period: contest.period,
      metric: contest.metric,
      category: contest.category,
      minAmount: minorToDecimal(contest.minAmount),
      prizes: contest.prizes,
      periodKey: period.key,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      rows: standings.slice(0, contest.showTop).map(row),
      mine: memberId ? { rank: own?.rank ?? null, amount: minorToDecimal(own?.amount ?? 0n) } : null,
      previous: previousRows.length > 0 ? { periodKey: previous.key, rows: previousRows } : null,
    };
  }

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
    rankContest: (contest: ContestRow, period: Period) => rankContest(ctx.db, contest, period),
    settle,

    /** `MCSFE_getMissionLeaderboard`: the live contests' boards (or one), visitors without their own row. */
    async leaderboards(viewer: MissionViewer, lang: TLanguage, contestId?: string): Promise<TLeaderboards> {
      const now = ctx.clock.now();
      const isAgent = viewer ? await memberKind(ctx.db, viewer.id) : null;
      const rows = await ctx.db
        .select()
        .from(promotionContests)
        .where(isNull(promotionContests.deletedAt))
        .orderBy(asc(promotionContests.createdAt));
      const live = rows.filter(
        (row) =>
          isLive(row, now) &&
          admits(row.audience, isAgent) &&
          (contestId === undefined || row.id === contestId),
      );
      if (contestId !== undefined && live.length === 0) throw new AppError('CONTEST_NOT_FOUND');
      const contests: TLeaderboard[] = [];
      for (const contest of live) contests.push(await board(contest, isAgent === null ? null : viewer, lang));
      return { contests, serverTime: now.toISOString() };
    },

    /**
     * The job: each contest's previous period, once it ended, ranked and paid (a contest created after
     * that period ended has nothing to pay). Returns how many periods it settled.
     */
    async settleEnded(): Promise<number> {
      const now = ctx.clock.now();
      const zone = await timeZone();
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

    // ---------- operator ----------

    async list(): Promise<TContest[]> {
      const rows = await ctx.db
        .select()
        .from(promotionContests)
        .where(isNull(promotionContests.deletedAt))
        .orderBy(asc(promotionContests.createdAt));
      return rows.map(toContest);
    },

    async find(id: string): Promise<ContestRow> {
      const [row] = await ctx.db
        .select()
        .from(promotionContests)
        .where(and(eq(promotionContests.id, id), isNull(promotionContests.deletedAt)));
      if (!row) throw new AppError('CONTEST_NOT_FOUND');
      return row;
    },

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
      const contest = await this.find(id);
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

    periodOf,
  };
}
export type Contests = ReturnType<typeof createContests>;
