import type { TContestPrize, TMissionAudience } from '@platform/contracts/missions';
import { decimalToMinor } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { Period } from './periods';
import type { promotionContests } from './tables';

/** The ranking the board and the settlement share. */

export type ContestRow = typeof promotionContests.$inferSelect;

/** One ranked member: rank from 1, the metric (minor units) and when the member reached it. */
export type Standing = { rank: number; memberId: string; account: string; amount: bigint; reachedAt: Date };

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
