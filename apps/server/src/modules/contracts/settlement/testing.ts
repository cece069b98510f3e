import { randomUUID } from 'node:crypto';
import type { TContractType } from '@platform/contracts/agent-contracts';
import { decimalToMinor } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import { dateIn } from '../../../platform/zoned-time';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { createContractSettings } from '../settings';
import type { StoredTerms } from '../tables';
import { createSettlement } from './index';

/** Test helpers of contract settlement: a settlement over a test database, contracts and bets as rows. */

const SCALE = 2;
export const minor = (amount: number) => decimalToMinor(amount, SCALE);

/** A settable clock. */
export function testClock(start = new Date()) {
  let now = start;
  return { now: () => now, set: (at: Date) => (now = at) } satisfies Clock & { set(at: Date): Date };
}

export function createTestSettlement(db: Db, clock: Clock) {
  const ledger = createLedger({
    clock,
    publisher: createBalancePublisher(),
    currency: async (executor) => (await readBrand(executor)).currency.code,
  });
  const settings = createContractSettings({ db, now: () => clock.now() });
  const settlement = createSettlement({
    db,
    clock,
    log: { info: () => {}, error: () => {} },
    brand: () => readBrand(db),
    ledger,
    settings,
  });
  return { ledger, settings, settlement };
}

type Tier = { validBet: number; loss?: number; activeMembers: number; minBet: number; rate: number };

/** Stored terms from amounts and percentages. */
export function terms(input: {
  tiers?: Tier[];
  realtime?: { profitRate: number; lossRate: number; singleBet: number };
}): StoredTerms {
  if (input.realtime) {
    return {
      realtime: {
        profitRateBp: Math.round(input.realtime.profitRate * 100),
        lossRateBp: Math.round(input.realtime.lossRate * 100),
        singleBet: String(minor(input.realtime.singleBet)),
      },
    };
  }
  return {
    tiers: input.tiers!.map((tier) => ({
      validBet: String(minor(tier.validBet)),
      loss: String(minor(tier.loss ?? 0)),
      activeMembers: tier.activeMembers,
      minBet: String(minor(tier.minBet)),
      rateBp: Math.round(tier.rate * 100),
    })),
  };
}

/** A contract as the lifecycle leaves it (inserted directly): in force from `startedAt` until `endedAt`. */
export async function insertContract(
  db: Db,
  input: {
    memberId: string;
    issuerId?: string | null;
    type: TContractType;
    period: string;
    terms: StoredTerms;
    startedAt: Date;
    endedAt?: Date | null;
    status?: string;
    endReason?: string | null;
  },
): Promise<string> {
  const status = input.status ?? (input.endedAt ? 'TERMINATED' : 'ACTIVE');
  const { rows } = await db.execute<{
    id: string;
  }>(sql`insert into agent_contracts (type, period, member_id, issuer_id,
      status, terms, offered_by, offered_at, answered_at, started_at, ended_at, end_reason)
    values (${input.type}, ${input.period}, ${input.memberId}, ${input.issuerId ?? null}, ${status},
      ${JSON.stringify(input.terms)}::jsonb, 'operator:test', ${input.startedAt.toISOString()}::timestamptz,
      ${input.startedAt.toISOString()}::timestamptz, ${input.startedAt.toISOString()}::timestamptz,
      ${input.endedAt?.toISOString() ?? null}::timestamptz, ${input.endReason ?? null})
    returning id::text as id`);
  return rows[0]!.id;
}

/**
 * A bet as the vendor wallet API records it: opened at `placedAt`; settled at `settledAt` (its record
 * and the daily totals of the settlement's brand-zone day), or left OPEN, or rolled back (`rolledBack`:
 * an open bet refunded, never in any total).
 */
export async function insertBet(
  db: Db,
  input: {
    memberId: string;
    stake: number;
    payout?: number;
    placedAt: Date;
    settledAt?: Date;
    rolledBack?: boolean;
  },
  timeZone = 'America/Mexico_City',
): Promise<void> {
  const stake = minor(input.stake);
  const payout = minor(input.payout ?? 0);
  const settled = input.settledAt !== undefined;
  const status = settled ? 'SETTLED' : input.rolledBack ? 'ROLLED_BACK' : 'OPEN';
  await db.execute(sql`insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, round, kind,
      bet_amount, valid_bet, payout, win_loss, status, placed_at, settled_at)
    values ('PG', ${randomUUID()}, ${input.memberId}, 'RNG001', 'RNG', ${randomUUID()}, 'BET', ${String(stake)}::bigint,
      ${settled ? String(stake) : '0'}::bigint, ${settled ? String(payout) : '0'}::bigint,
      ${settled ? String(payout - stake) : '0'}::bigint, ${status}, ${input.placedAt.toISOString()}::timestamptz,
      ${input.settledAt?.toISOString() ?? null}::timestamptz)`);
  if (!settled) return;
  const day = dateIn(timeZone, input.settledAt!);
  await db.execute(sql`insert into bet_daily_totals as t (day, member_id, game_type, vendor, bet_count, bet_amount,
      valid_bet, payout, win_loss)
    values (${day}::date, ${input.memberId}, 'RNG', 'PG', 1, ${String(stake)}::bigint, ${String(stake)}::bigint,
      ${String(payout)}::bigint, ${String(payout - stake)}::bigint)
    on conflict (member_id, day, game_type, vendor) do update set bet_count = t.bet_count + 1,
      bet_amount = t.bet_amount + excluded.bet_amount, valid_bet = t.valid_bet + excluded.valid_bet,
      payout = t.payout + excluded.payout, win_loss = t.win_loss + excluded.win_loss`);
}

/**
 * Every record paid exactly once: each PAID record names a journal transaction of its kind that credits
 * its agent, and each agent's SALARY and DIVIDEND credits equal the sum of its PAID records — per agent,
 * [credited, paid] in minor units, for the caller to compare.
 */
export async function paymentsByAgent(
  db: Db,
  agents: readonly string[],
): Promise<Record<string, [string, string]>> {
  const { rows } = await db.execute<{ member_id: string; credited: string; paid: string }>(sql`
    with credited as (
      select a.member_id, sum(p.amount) as amount from ledger_postings p
      join ledger_accounts a on a.id = p.account_id and a.kind = 'MEMBER_MAIN'
      join ledger_transactions t on t.id = p.transaction_id and t.kind in ('SALARY', 'DIVIDEND')
        and t.idempotency_key like 'contract-pay:%'
      group by a.member_id),
    paid as (select member_id, sum(paid) as amount from contract_settlements where status = 'PAID' group by member_id)
    select coalesce(c.member_id, p.member_id) as member_id, coalesce(c.amount, 0)::text as credited,
      coalesce(p.amount, 0)::text as paid
    from credited c full join paid p on p.member_id = c.member_id
    where coalesce(c.member_id, p.member_id) in (${sql.join(
      agents.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return Object.fromEntries(rows.map((row) => [row.member_id, [row.credited, row.paid]]));
}
