import type { TBonusSettings } from '@platform/contracts/bonuses';
import type { TBonusStatus } from '@platform/contracts/promotions';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/database';

/**
 * How bets count toward bonus turnover (issue 14, decisions.md "Bonus turnover").
 *
 * THE RULE. A settled bet (bet_records.status = SETTLED; a rolled-back bet never settled) counts toward
 * the bonuses whose window holds its `placed_at`: from the bonus's grant (inclusive) to its expiry, or
 * to the moment it was given up or expired. It counts as `floor(valid_bet × weight / 100)`, the weight
 * being the operator's percent for the bet's category (`game_type`). Among the bonuses whose window
 * holds it, the bet goes to the OLDEST one not yet met (grant order, then id); what exceeds that
 * bonus's requirement carries on to the next one. A bet is counted once: it is split, never repeated.
 *
 * HOW IT IS KEPT. No incremental watermark: a bet can be committed (settled) long after it was placed,
 * and a watermark on ids or settlement times can miss a transaction that commits late. Instead each
 * refresh RECOMPUTES the allocation from bet_records over the member's current "chain": the active
 * bonuses and every other bonus whose window overlaps theirs (transitively), since those took their
 * share of the same bets. Within an interval between two window edges the set of bonuses a bet may go
 * to is fixed, so pouring the interval's weighted total oldest-first gives the same result as going bet
 * by bet; one aggregate query per refresh (the member's covering index on
 * (member_id, placed_at, …, valid_bet, status, game_type)) gives those totals. Settled bets are only
 * ever added, so the result only grows; a stored progress is never lowered (an operator lowering a
 * weight does not take progress back). A refresh locks the member's ACTIVE bonus rows (FOR UPDATE), so
 * two refreshes, a forfeit or the expiry job never interleave their writes; being a recomputation, even
 * a repeated refresh cannot count a bet twice.
 */

export type ChainBonus = {
  id: string;
  status: TBonusStatus;
  required: bigint;
  /** Inclusive. */
  from: Date;
  /** Exclusive (null: open). */
  until: Date | null;
};

/**
 * Pours each interval's weighted valid bet into the bonuses open during it, oldest first, each up to its
 * requirement. `edges` are the sorted interval starts; `totals[k]` is the weighted sum of bets placed in
 * [edges[k], edges[k+1]) (the last interval has no end). Returns the amount counted per bonus.
 */
export function allocateTurnover(
  bonuses: readonly ChainBonus[],
  edges: readonly Date[],
  totals: readonly bigint[],
): Map<string, bigint> {
  const done = new Map<string, bigint>(bonuses.map((bonus) => [bonus.id, 0n]));
  for (const [k, start] of edges.entries()) {
    let left = totals[k] ?? 0n;
    for (const bonus of bonuses) {
      if (left <= 0n) break;
      const open =
        bonus.from.getTime() <= start.getTime() && (!bonus.until || bonus.until.getTime() > start.getTime());
      if (!open) continue;
      const counted = done.get(bonus.id)!;
      const take = bonus.required - counted < left ? bonus.required - counted : left;
      if (take <= 0n) continue;
      done.set(bonus.id, counted + take);
      left -= take;
    }
  }
  return done;
}

/** The sorted distinct window edges of the chain: every interval between two of them has fixed bonuses. */
export function windowEdges(bonuses: readonly ChainBonus[]): Date[] {
  const times = new Set<number>();
  for (const bonus of bonuses) {
    times.add(bonus.from.getTime());
    if (bonus.until) times.add(bonus.until.getTime());
  }
  return [...times].sort((a, b) => a - b).map((time) => new Date(time));
}

type BonusRow = {
  id: string;
  status: TBonusStatus;
  turnover_required: string | number;
  turnover_done: string | number;
  granted_at: string | Date;
  expires_at: string | Date | null;
  ended_at: string | Date | null;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const minOf = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);

function windowOf(row: BonusRow): ChainBonus {
  const expires = row.expires_at ? toDate(row.expires_at) : null;
  const ended = row.ended_at ? toDate(row.ended_at) : null;
  // A met bonus is full: its window stays open to its expiry (its cap stops it). A bonus given up or
  // expired took bets only until it ended.
  const until = row.status === 'FORFEITED' || row.status === 'EXPIRED' ? minOf(ended, expires) : expires;
  return {
    id: row.id,
    status: row.status,
    required: BigInt(row.turnover_required),
    from: toDate(row.granted_at),
    until,
  };
}

/** The weighted valid bet of the member's settled bets per interval starting at each edge. */
async function intervalTotals(
  tx: Db,
  memberId: string,
  edges: readonly Date[],
  settings: TBonusSettings,
): Promise<bigint[]> {
  if (edges.length === 0) return [];
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const bucket: SQL = sql.join(
    [
      sql`case`,
      ...edges.slice(1).map((edge, k) => sql`when b.placed_at < ${at(edge)} then ${sql.raw(String(k))}`),
      sql`else ${sql.raw(String(edges.length - 1))} end`,
    ],
    sql` `,
  );
  const { rows } = await tx.execute<{ k: number | string; total: string | number | null }>(
    sql`select ${bucket} as k,
        sum((b.valid_bet * coalesce(w.value::int, ${settings.otherWeight}::int)) / 100) as total
      from bet_records b
      left join jsonb_each_text(${JSON.stringify(settings.weights)}::jsonb) w on w.key = b.game_type
      where b.member_id = ${memberId}::uuid and b.status = 'SETTLED' and b.placed_at >= ${at(edges[0]!)}
      group by 1`,
  );
  const totals = edges.map(() => 0n);
  for (const row of rows) totals[Number(row.k)] = BigInt(row.total ?? 0);
  return totals;
}

export type RefreshOutcome = {
  /** The ACTIVE bonuses after the refresh (those met are COMPLETED and left out). */
  active: Array<{ id: string; required: bigint; done: bigint }>;
  /** Whether any progress or state changed. */
  changed: boolean;
};

/**
 * Recounts the member's turnover (see the rule above) in the caller's transaction: locks the member's
 * ACTIVE bonuses, recomputes, writes the progress and marks the bonuses met COMPLETED at `now`.
 */
export async function refreshTurnover(
  tx: Db,
  memberId: string,
  settings: TBonusSettings,
  now: Date,
): Promise<RefreshOutcome> {
  const locked = (
    await tx.execute<BonusRow>(
      sql`select id, status, turnover_required, turnover_done, granted_at, expires_at, ended_at
        from promotion_bonuses where member_id = ${memberId}::uuid and status = 'ACTIVE'
        order by granted_at, id for update`,
    )
  ).rows;
  if (locked.length === 0) return { active: [], changed: false };

  // The chain's start: the oldest active grant, moved back while an ended bonus overlaps it.
  let start = toDate(locked[0]!.granted_at);
  for (;;) {
    const { rows } = await tx.execute<{ at: string | Date | null }>(
      sql`select min(granted_at) as at from promotion_bonuses
        where member_id = ${memberId}::uuid and status <> 'ACTIVE' and granted_at < ${start.toISOString()}::timestamptz
          and coalesce(ended_at, 'infinity'::timestamptz) > ${start.toISOString()}::timestamptz`,
    );
    const earlier = rows[0]?.at;
    if (!earlier) break;
    start = toDate(earlier);
  }
  const chainRows = (
    await tx.execute<BonusRow>(
      sql`select id, status, turnover_required, turnover_done, granted_at, expires_at, ended_at
        from promotion_bonuses
        where member_id = ${memberId}::uuid and granted_at >= ${start.toISOString()}::timestamptz
        order by granted_at, id`,
    )
  ).rows;
  const chain = chainRows.map(windowOf);
  const edges = windowEdges(chain);
  const counted = allocateTurnover(chain, edges, await intervalTotals(tx, memberId, edges, settings));

  const active: RefreshOutcome['active'] = [];
  let changed = false;
  for (const row of locked) {
    const required = BigInt(row.turnover_required);
    const stored = BigInt(row.turnover_done);
    const computed = counted.get(row.id) ?? 0n;
    let done = computed > stored ? computed : stored;
    if (done > required) done = required;
    if (done === stored && done < required) {
      active.push({ id: row.id, required, done });
      continue;
    }
    changed = true;
    const met = done >= required;
    await tx.execute(sql`update promotion_bonuses
      set turnover_done = ${String(done)}::bigint,
        status = ${met ? 'COMPLETED' : 'ACTIVE'},
        ended_at = ${met ? now.toISOString() : null}::timestamptz
      where id = ${row.id}::uuid`);
    if (!met) active.push({ id: row.id, required, done });
  }
  return { active, changed };
}
