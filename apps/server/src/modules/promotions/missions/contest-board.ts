import type { TLanguage } from '@platform/contracts/i18n';
import type { TLeaderboard, TLeaderboardRow, TLeaderboards } from '@platform/contracts/missions';
import { minorToDecimal } from '@platform/contracts/money';
import { asc, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { admits, isLive, memberKind, type MissionViewer } from './audience';
import { prizeFor, rankContest, type ContestRow, type Standing } from './contest-ranking';
import { maskAccount } from '../../vendors/reads';
import { timeZone } from './mission-reads';
import { periodAt, previousPeriod, type Period } from './periods';
import { promotionContests } from './tables';

/** Every visitor of the page reads the board: a ranking is kept this long per contest and period. */
export const STANDINGS_TTL_MS = 30_000;

/**
 * `MCSFE_getMissionLeaderboard`: the live contests' boards (or one), visitors without their own row: the
 * current period's ranking with the member's own rank, and the previous period's winners.
 */
export function createContestBoard(ctx: PromotionsContext) {
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
    const zone = await timeZone(ctx);
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

  return async function leaderboards(
    viewer: MissionViewer,
    lang: TLanguage,
    contestId?: string,
  ): Promise<TLeaderboards> {
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
  };
}
