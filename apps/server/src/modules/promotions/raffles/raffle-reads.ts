import type { TLocalizedText } from '@platform/contracts/content';
import type { TRaffleRuleKind } from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { dateIn } from '../../../platform/zoned-time';
import type { PromotionsContext } from '../context';
import { drawsAvailable } from './pick';

/** The reads every raffle use case shares: the raffle and prize rows, the member's progress and draws. */

export type RaffleRow = {
  id: string;
  title: TLocalizedText;
  starts_at: Date | string;
  ends_at: Date | string;
  enabled: boolean;
  member_types: number[] | null;
  rule_kind: TRaffleRuleKind;
  rule_per: string;
  daily_cap: number | null;
  total_cap: number | null;
  bonus_valid_days: number | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export type PrizeRow = {
  id: string;
  raffle_id: string;
  name: TLocalizedText;
  amount: string;
  weight: number;
  stock: number | null;
  turnover_percent: number;
  active: boolean;
  drawn: string | number;
};

export const RAFFLE_COLUMNS = sql`id::text, title, starts_at, ends_at, enabled, member_types, rule_kind, rule_per::text,
  daily_cap, total_cap, bonus_valid_days, created_at, updated_at`;

export const iso = (value: Date | string) => new Date(value).toISOString();

export type Entitlement = {
  total: bigint;
  earned: number;
  used: number;
  usedToday: number;
  available: number;
};

export const today = async (ctx: PromotionsContext, now: Date) => dateIn((await ctx.brand()).timeZone, now);

export async function prizesOf(executor: Db, raffleIds: string[]): Promise<PrizeRow[]> {
  if (raffleIds.length === 0) return [];
  const ids = sql.join(
    raffleIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await executor.execute<PrizeRow>(sql`select p.id::text, p.raffle_id::text, p.name,
      p.amount::text, p.weight, p.stock, p.turnover_percent, p.active,
      (select count(*) from promotion_raffle_draws d where d.prize_id = p.id) as drawn
    from promotion_raffle_prizes p where p.raffle_id in (${ids}) order by p.active desc, p.sort, p.id`);
  return rows;
}

/** What the member deposited (credited) or bet (settled valid bet) in the raffle's window so far. */
export async function progressOf(
  executor: Db,
  raffle: RaffleRow,
  memberId: string,
  now: Date,
): Promise<bigint> {
  const from = iso(raffle.starts_at);
  const to = new Date(Math.min(new Date(raffle.ends_at).getTime(), now.getTime() + 1)).toISOString();
  const { rows } =
    raffle.rule_kind === 'DEPOSIT'
      ? await executor.execute<{ total: string | null }>(sql`select sum(amount)::text as total
          from deposit_orders where member_id = ${memberId}::uuid and status = 'CREDITED'
            and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz`)
      : await executor.execute<{ total: string | null }>(sql`select sum(valid_bet)::text as total
          from bet_records where member_id = ${memberId}::uuid and status = 'SETTLED'
            and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz`);
  return BigInt(rows[0]?.total ?? 0);
}

export async function entitlement(
  ctx: PromotionsContext,
  executor: Db,
  raffle: RaffleRow,
  memberId: string,
  now: Date,
): Promise<Entitlement> {
  const day = await today(ctx, now);
  const total = await progressOf(executor, raffle, memberId, now);
  const usage = await executor.execute<{ used: string | number; used_today: string | number }>(sql`select
      count(*) as used, count(*) filter (where day = ${day}::date) as used_today
    from promotion_raffle_draws where raffle_id = ${raffle.id}::uuid and member_id = ${memberId}::uuid`);
  const used = Number(usage.rows[0]?.used ?? 0);
  const usedToday = Number(usage.rows[0]?.used_today ?? 0);
  const { earned, available } = drawsAvailable({
    total,
    per: BigInt(raffle.rule_per),
    totalCap: raffle.total_cap,
    dailyCap: raffle.daily_cap,
    used,
    usedToday,
  });
  return { total, earned, used, usedToday, available };
}

export const isOpen = (raffle: RaffleRow, now: Date) =>
  raffle.enabled &&
  new Date(raffle.starts_at).getTime() <= now.getTime() &&
  now.getTime() < new Date(raffle.ends_at).getTime();

export const admits = (raffle: RaffleRow, memberType: number) =>
  raffle.member_types === null || raffle.member_types.includes(memberType);

export async function openRaffles(db: Db, now: Date): Promise<RaffleRow[]> {
  const { rows } = await db.execute<RaffleRow>(sql`select ${RAFFLE_COLUMNS} from promotion_raffles
    where enabled and starts_at <= ${now.toISOString()}::timestamptz and ends_at > ${now.toISOString()}::timestamptz
    order by ends_at, id`);
  return rows;
}

export async function getRaffle(executor: Db, raffleId: string): Promise<RaffleRow | null> {
  const { rows } = await executor.execute<RaffleRow>(
    sql`select ${RAFFLE_COLUMNS} from promotion_raffles where id = ${raffleId}::uuid`,
  );
  return rows[0] ?? null;
}
