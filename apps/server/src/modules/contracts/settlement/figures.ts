import type { TContractType } from '@platform/contracts/agent-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { StoredTerms } from '../tables';
import { isDayBased, periodDates, type Period } from './periods';

/**
 * A period's figures of every contract of one type that settles it, read in ONE set-based statement:
 * the members with activity in the period, each joined to its ancestors in the closure table (member_tree,
 * depth ≥ 1: an agent's team is its downline at any depth, the agent not included) and to the contracts
 * of those ancestors, summed per contract. No per-agent loop: the cost is the period's active members
 * times their depth, whatever the number of agents.
 *
 * WHICH CONTRACT SETTLES A PERIOD: the one in force at the period's last moment (started before its end,
 * not ended before its end: started_at < end ≤ ended_at or not ended). It settles the whole period, even
 * when it started during it (a mid-period replacement: the new contract settles the period; the replaced
 * one, ended before the end, settles nothing for it). A contract ended during a period settles nothing
 * for it. Contracts replace each other at one instant (old ended_at = new started_at), so one contract per
 * agent and type qualifies; on a boundary, the old one settles the period ending there and the new one
 * starts with the next (a contract never settles a period that was over before it started).
 *
 * Sources of the figures:
 * - day-based periods (daily salary, dividends): bet_daily_totals over the period's brand-zone days — a
 *   bet counts on the day of its SETTLEMENT (the server clock when it settled), so a bet placed in one
 *   period and settled in the next counts in the next, and a further win on a settled bet counts on the
 *   day it arrives; the team net loss is Σ(valid bet − payout) − the BONUS and REBATE credits of
 *   cash_daily_totals;
 * - hourly salary and real-time salary: bet_records SETTLED with settled_at in the period (the
 *   settled_at index).
 * A rollback never reaches a figure: the vendor API refuses to roll back a settled bet
 * (RS_ERROR_BET_ALREADY_SETTLED, vendors/wallet-api.test.ts), so a rollback only ever undoes an OPEN bet,
 * which is in no total (not SETTLED, no settled_at, not in the daily totals); "a rollback of a counted
 * bet is deducted in the next period" (decisions.md) therefore never happens.
 *
 * Only contracts whose team had activity in the period are read: one without has gross 0 and, its
 * downlines being part of its team, nothing to deduct either, so it would get no record (compute.ts).
 *
 * An active member at a tier's minimum bet: a team member with a valid bet in the period that reaches
 * the minimum (a member who did not bet is never active, even at a minimum of 0).
 */
export type ContractFigures = {
  contractId: string;
  memberId: string;
  /** The agent's upline (its direct upline agent, whose level difference deducts this contract's gross). */
  uplineId: string | null;
  terms: StoredTerms;
  validBet: bigint;
  loss: bigint;
  bets: number;
  /** Tiered terms: active members at each tier's minimum bet (index = tier − 1); real-time: one count. */
  active: number[];
  /** Real-time: stakes of the qualifying bets the players lost, and of those they won. */
  lostStake: bigint;
  wonStake: bigint;
  /** The carry-over of the contract's previous record (≤ 0), 0 without one. */
  carryIn: bigint;
};

type Row = {
  id: string;
  member_id: string;
  upline_id: string | null;
  terms: StoredTerms | string;
  valid_bet: string | null;
  loss: string | null;
  bets: string | number | null;
  active: Array<string | number> | string | null;
  buckets?: Array<string | number> | string | null;
  members?: Array<string | number> | string | null;
  lost_stake: string | null;
  won_stake: string | null;
  carry_in: string | null;
};

const holdersOf = (type: TContractType, periodColumn: string | null, period: Period) => sql`
  holders as (
    select distinct on (c.member_id) c.id, c.member_id, c.terms,
      coalesce((c.terms -> 'realtime' ->> 'singleBet')::bigint, 0) as single_bet
    from agent_contracts c
    where c.type = ${type} ${periodColumn ? sql`and c.period = ${periodColumn}` : sql``}
      and c.started_at is not null and c.started_at < ${period.end.toISOString()}::timestamptz
      and (c.ended_at is null or c.ended_at >= ${period.end.toISOString()}::timestamptz)
    order by c.member_id, c.started_at desc, c.id desc)`;

/** Per member of the period: valid bet, net loss (house's view) and bets. */
function memberFigures(period: Period, timeZone: string): SQL {
  if (isDayBased(period.kind)) {
    const [first, after] = periodDates(period, timeZone);
    return sql`
      bets as (
        select member_id, sum(valid_bet)::bigint as valid_bet, sum(valid_bet - payout)::bigint as house,
          sum(bet_count)::bigint as bets
        from bet_daily_totals where day >= ${first}::date and day < ${after}::date group by member_id),
      credits as (
        select member_id, sum(amount)::bigint as amount from cash_daily_totals
        where day >= ${first}::date and day < ${after}::date and kind in ('BONUS', 'REBATE') group by member_id),
      figures as (
        select coalesce(b.member_id, c.member_id) as member_id, coalesce(b.valid_bet, 0) as valid_bet,
          coalesce(b.house, 0) - coalesce(c.amount, 0) as loss, coalesce(b.bets, 0) as bets
        from bets b full join credits c on c.member_id = b.member_id)`;
  }
  return sql`
    figures as (
      select member_id, sum(valid_bet)::bigint as valid_bet, sum(valid_bet - payout)::bigint as loss, count(*) as bets
      from bet_records
      where settled_at >= ${period.start.toISOString()}::timestamptz and settled_at < ${period.end.toISOString()}::timestamptz
        and status = 'SETTLED'
      group by member_id)`;
}

/**
 * The statement for tiered contracts (daily salary, hourly salary, dividends), in two steps so that the
 * big join (the period's members × their ancestors) is a plain aggregate PostgreSQL runs in parallel:
 * 1. per ancestor and per THRESHOLD BUCKET (`thresholds`: every tier minimum bet of these contracts,
 *    ascending; a member's bucket is the number of thresholds its valid bet reaches, 0 when it did not
 *    bet), the sums and the member count — no per-contract columns in the join;
 * 2. per ancestor, the sums and the bucket counts, joined to the ancestor's contract. The active members
 *    at a minimum bet are then the members in the buckets from that threshold up (see `activeAt`).
 */
function tieredStatement(
  type: TContractType,
  periodColumn: string | null,
  period: Period,
  timeZone: string,
  thresholds: readonly bigint[],
): SQL {
  const array = sql`${`{${thresholds.join(',')}}`}::bigint[]`;
  return sql`with ${holdersOf(type, periodColumn, period)}, ${memberFigures(period, timeZone)},
    buckets as (
      select t.ancestor_id,
        case when f.valid_bet > 0 then width_bucket(f.valid_bet, ${array}) else 0 end as bucket,
        sum(f.valid_bet) as valid_bet, sum(f.loss) as loss, sum(f.bets) as bets, count(*)::int as members
      from figures f
      join member_tree t on t.member_id = f.member_id and t.depth >= 1
      group by 1, 2),
    sums as (
      select ancestor_id, sum(valid_bet)::bigint as valid_bet, sum(loss)::bigint as loss, sum(bets)::bigint as bets,
        array_agg(bucket order by bucket) as buckets, array_agg(members order by bucket) as members
      from buckets group by ancestor_id)
    select h.id::text as id, h.member_id, m.upline_id, h.terms, s.valid_bet::text as valid_bet, s.loss::text as loss,
      s.bets, s.buckets, s.members, null as active, null as lost_stake, null as won_stake, ${carryIn(period)} as carry_in
    from sums s join holders h on h.member_id = s.ancestor_id join members m on m.id = h.member_id`;
}

/** The tier minimum bets of the contracts that settle the period, ascending and distinct. */
async function thresholdsOf(
  db: Db,
  type: TContractType,
  periodColumn: string | null,
  period: Period,
): Promise<bigint[]> {
  const { rows } = await db.execute<{ min_bet: string }>(sql`with ${holdersOf(type, periodColumn, period)}
    select distinct (tier ->> 'minBet')::bigint::text as min_bet
    from holders h cross join jsonb_array_elements(h.terms -> 'tiers') tier`);
  return rows.map((row) => BigInt(row.min_bet)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Per tier of `terms`, the active members: those whose bucket reaches the tier's minimum bet's threshold
 * (bucket b holds the members reaching thresholds[0 … b − 1] and not thresholds[b]).
 */
function activeAt(
  terms: StoredTerms,
  thresholds: readonly bigint[],
  buckets: number[],
  members: number[],
): number[] {
  if (!('tiers' in terms)) return [];
  return terms.tiers.map((tier) => {
    const from = thresholds.indexOf(BigInt(tier.minBet)) + 1;
    let count = 0;
    buckets.forEach((bucket, index) => {
      if (bucket >= from && bucket > 0) count += members[index] ?? 0;
    });
    return count;
  });
}

/** The statement for real-time salary: per bet of the window, its stake against the contract's single bet amount. */
function realtimeStatement(period: Period): SQL {
  return sql`with ${holdersOf('REALTIME_SALARY', null, period)},
    settled as (
      select member_id, valid_bet, payout, win_loss from bet_records
      where settled_at >= ${period.start.toISOString()}::timestamptz and settled_at < ${period.end.toISOString()}::timestamptz
        and status = 'SETTLED' and valid_bet > 0),
    sums as (
      select h.id, sum(b.valid_bet) as valid_bet, sum(b.valid_bet - b.payout) as loss,
        count(*) filter (where b.valid_bet >= h.single_bet and b.win_loss <> 0) as bets,
        array[count(distinct b.member_id) filter (where b.valid_bet >= h.single_bet)] as active,
        coalesce(sum(b.valid_bet) filter (where b.valid_bet >= h.single_bet and b.win_loss < 0), 0) as lost_stake,
        coalesce(sum(b.valid_bet) filter (where b.valid_bet >= h.single_bet and b.win_loss > 0), 0) as won_stake
      from settled b
      join member_tree t on t.member_id = b.member_id and t.depth >= 1
      join holders h on h.member_id = t.ancestor_id
      group by h.id)
    select h.id::text as id, h.member_id, m.upline_id, h.terms, s.valid_bet::text as valid_bet, s.loss::text as loss,
      s.bets, s.active, s.lost_stake::text as lost_stake, s.won_stake::text as won_stake, ${carryIn(period)} as carry_in
    from sums s join holders h on h.id = s.id join members m on m.id = h.member_id`;
}

/** The previous record's carry-over of each contract: one probe of the (contract, period start) index each. */
const carryIn = (period: Period) => sql`(select p.carry_out::text from contract_settlements p
  where p.contract_id = h.id and p.period_start < ${period.start.toISOString()}::timestamptz
  order by p.period_start desc limit 1)`;

const big = (value: string | null | undefined) =>
  value === null || value === undefined ? 0n : BigInt(value);

function parseActive(value: Row['active']): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** The figures of every contract of `type` that settles `period` (see the top of this file). */
export async function readFigures(
  db: Db,
  type: TContractType,
  period: Period,
  timeZone: string,
): Promise<ContractFigures[]> {
  const periodColumn = type === 'DIVIDEND' ? period.kind : null;
  // One big aggregate: no JIT (its compilation costs more than the statement saves), and memory enough
  // for the sums to stay off disk. SET LOCAL ends with this transaction.
  const { rows, thresholds } = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    if (type === 'REALTIME_SALARY') {
      return { rows: (await tx.execute<Row>(realtimeStatement(period))).rows, thresholds: [] };
    }
    const thresholds = await thresholdsOf(tx, type, periodColumn, period);
    if (thresholds.length === 0) return { rows: [], thresholds };
    const statement = tieredStatement(type, periodColumn, period, timeZone, thresholds);
    return { rows: (await tx.execute<Row>(statement)).rows, thresholds };
  });
  return rows.map((row) => {
    const terms = typeof row.terms === 'string' ? (JSON.parse(row.terms) as StoredTerms) : row.terms;
    return {
      contractId: row.id,
      memberId: row.member_id,
      uplineId: row.upline_id,
      terms,
      validBet: big(row.valid_bet),
      loss: big(row.loss),
      bets: Number(row.bets ?? 0),
      active:
        type === 'REALTIME_SALARY'
          ? parseActive(row.active)
          : activeAt(terms, thresholds, parseActive(row.buckets ?? null), parseActive(row.members ?? null)),
      lostStake: big(row.lost_stake),
      wonStake: big(row.won_stake),
      carryIn: big(row.carry_in),
    };
  });
}
