import type { TContractType } from '@platform/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { applyRate, pickTier } from '../terms';
import { readFigures, type ContractFigures } from './figures';
import type { Period } from './periods';

/** One settlement record as computed, before it is stored. */
export type ComputedRecord = {
  contractId: string;
  memberId: string;
  validBet: bigint;
  loss: bigint;
  activeMembers: number;
  bets: number;
  tier: number | null;
  rateBp: number | null;
  gross: bigint;
  downlines: Array<{ memberId: string; gross: bigint }>;
  downlineTotal: bigint;
  carryIn: bigint;
  net: bigint;
  carryOut: bigint;
  paid: bigint;
};

/** An agent's gross: its tier's rate on the team's valid bet (salaries) or net loss (dividends). */
function grossOf(type: TContractType, figures: ContractFigures) {
  const terms = figures.terms;
  if ('realtime' in terms) {
    // Per bet, rounded once per rate over the window's sum (never in the agent's favour).
    const gross =
      applyRate(figures.lostStake, terms.realtime.lossRateBp) +
      applyRate(figures.wonStake, terms.realtime.profitRateBp);
    return { tier: null, rateBp: null, activeMembers: figures.active[0] ?? 0, gross };
  }
  const minBets = terms.tiers.map((tier) => BigInt(tier.minBet));
  const activeAt = (minBet: bigint) => {
    const index = minBets.indexOf(minBet);
    return index >= 0 ? (figures.active[index] ?? 0) : 0;
  };
  // Only dividends have a loss threshold (salaries store 0): a salary team that won still meets its tiers.
  const loss = type === 'DIVIDEND' ? figures.loss : 0n;
  const picked = pickTier(terms.tiers, { validBet: figures.validBet, loss, activeAt });
  const activeMembers = picked ? activeAt(minBets[picked.tier - 1]!) : activeAt(minBets[0] ?? 0n);
  if (!picked) return { tier: null, rateBp: null, activeMembers, gross: 0n };
  const base = type === 'DIVIDEND' ? figures.loss : figures.validBet;
  return { tier: picked.tier, rateBp: picked.rateBp, activeMembers, gross: applyRate(base, picked.rateBp) };
}

/**
 * The records of one period from its figures (pure). Level difference: an agent's net is its gross minus
 * the gross of each DIRECT downline agent (its children in the tree) whose contract of the same type
 * settles the same period (a dividend downline on another period than its upline's is not deducted: the
 * offer flow should require the upline's period), plus the carry-over of its previous record (≤ 0). A positive net is paid and
 * clears the carry-over; a net ≤ 0 pays nothing and carries over (settlement never debits). A contract
 * whose team had no activity, and nothing to deduct, gets no record (its carry-over waits for the next).
 */
export function computeRecords(type: TContractType, all: readonly ContractFigures[]): ComputedRecord[] {
  const grossed = all.map((figures) => ({ figures, ...grossOf(type, figures) }));
  const children = new Map<string, Array<{ memberId: string; gross: bigint }>>();
  for (const item of grossed) {
    if (!item.figures.uplineId || item.gross === 0n) continue;
    const list = children.get(item.figures.uplineId) ?? [];
    list.push({ memberId: item.figures.memberId, gross: item.gross });
    children.set(item.figures.uplineId, list);
  }
  const records: ComputedRecord[] = [];
  for (const { figures, tier, rateBp, activeMembers, gross } of grossed) {
    const downlines = (children.get(figures.memberId) ?? []).sort((a, b) =>
      a.memberId.localeCompare(b.memberId),
    );
    const downlineTotal = downlines.reduce((sum, downline) => sum + downline.gross, 0n);
    const idle =
      gross === 0n &&
      downlineTotal === 0n &&
      figures.validBet === 0n &&
      figures.loss === 0n &&
      figures.bets === 0;
    if (idle) continue;
    const net = gross - downlineTotal + figures.carryIn;
    records.push({
      contractId: figures.contractId,
      memberId: figures.memberId,
      validBet: figures.validBet,
      loss: figures.loss,
      activeMembers,
      bets: figures.bets,
      tier,
      rateBp,
      gross,
      downlines,
      downlineTotal,
      carryIn: figures.carryIn,
      net,
      carryOut: net > 0n ? 0n : net,
      paid: net > 0n ? net : 0n,
    });
  }
  return records;
}

/**
 * Computes a period of one type and stores its records and its run row (COMPUTED, or DONE when nothing
 * is to be paid) in ONE transaction. The unique (contract, period start) key and ON CONFLICT DO NOTHING
 * make a second process or a re-run after a crash store nothing twice: records are never recomputed
 * once stored. `review`: records to pay wait for an operator (PENDING_REVIEW) instead of APPROVED.
 */
export async function computePeriod(
  db: Db,
  input: { type: TContractType; period: Period; timeZone: string; review: boolean; now: Date },
): Promise<{ records: number; toPay: number }> {
  const { type, period, timeZone, review, now } = input;
  const records = computeRecords(type, await readFigures(db, type, period, timeZone));
  const toPay = review ? 0 : records.filter((record) => record.paid > 0n).length;
  const rows = records.map((record) => ({
    contract_id: record.contractId,
    member_id: record.memberId,
    valid_bet: String(record.validBet),
    loss: String(record.loss),
    active_members: record.activeMembers,
    bets: record.bets,
    tier: record.tier,
    rate_bp: record.rateBp,
    gross: String(record.gross),
    downlines: record.downlines.map((downline) => ({
      memberId: downline.memberId,
      gross: String(downline.gross),
    })),
    downline_total: String(record.downlineTotal),
    carry_in: String(record.carryIn),
    net: String(record.net),
    carry_out: String(record.carryOut),
    paid: String(record.paid),
    status: record.paid > 0n ? (review ? 'PENDING_REVIEW' : 'APPROVED') : 'CARRIED',
  }));
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx.execute(sql`insert into contract_settlements (contract_id, member_id, type, period, period_start,
          period_end, valid_bet, loss, active_members, bets, tier, rate_bp, gross, downlines, downline_total, carry_in,
          net, carry_out, paid, status, created_at)
        select (r ->> 'contract_id')::bigint, (r ->> 'member_id')::uuid, ${type}, ${period.kind}, ${start}::timestamptz,
          ${end}::timestamptz, (r ->> 'valid_bet')::bigint, (r ->> 'loss')::bigint, (r ->> 'active_members')::int,
          (r ->> 'bets')::int, (r ->> 'tier')::smallint, (r ->> 'rate_bp')::int, (r ->> 'gross')::bigint, r -> 'downlines',
          (r ->> 'downline_total')::bigint, (r ->> 'carry_in')::bigint, (r ->> 'net')::bigint, (r ->> 'carry_out')::bigint,
          (r ->> 'paid')::bigint, r ->> 'status', ${at}::timestamptz
        from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) r
        on conflict (contract_id, period_start) do nothing`);
    }
    await tx.execute(sql`insert into contract_runs (type, period, period_start, period_end, status, records, computed_at, finished_at)
      values (${type}, ${period.kind}, ${start}::timestamptz, ${end}::timestamptz, ${toPay > 0 ? 'COMPUTED' : 'DONE'},
        ${rows.length}, ${at}::timestamptz, ${toPay > 0 ? null : at}::timestamptz)
      on conflict do nothing`);
  });
  return { records: rows.length, toPay };
}
