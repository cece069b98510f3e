import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';

/** A credited deposit of a member, written straight into the wallet's table (test fixtures only). */
export async function insertCreditedDeposit(db: Db, memberId: string, amountMinor: bigint, creditedAt: Date) {
  await db.execute(sql`insert into deposit_orders (member_id, channel_id, channel_type, amount, status,
      request_id, request_hash, created_at, updated_at)
    values (${memberId}::uuid, 'spei', 'BANK_TRANSFER', ${String(amountMinor)}::bigint, 'CREDITED',
      ${randomUUID()}, 'test', ${creditedAt.toISOString()}::timestamptz, ${creditedAt.toISOString()}::timestamptz)`);
}

/** An operator's raffle body: one draw per `per` deposited, open a day either side of `now`. */
export function raffleBody(
  now: Date,
  prizes: { amount: number; weight: number; stock: number | null; name?: string }[],
  rule: {
    per: number;
    dailyCap?: number | null;
    totalCap?: number | null;
    kind?: 'DEPOSIT' | 'VALID_BET';
  } = {
    per: 100,
  },
) {
  return {
    title: { es: 'Sorteo de la suerte', en: 'Lucky draw' },
    startsAt: new Date(now.getTime() - 86_400_000).toISOString(),
    endsAt: new Date(now.getTime() + 86_400_000).toISOString(),
    rule: {
      kind: rule.kind ?? 'DEPOSIT',
      per: rule.per,
      dailyCap: rule.dailyCap ?? null,
      totalCap: rule.totalCap ?? null,
    },
    prizes: prizes.map((prize) => ({
      name: { es: prize.name ?? `Premio ${prize.amount}`, en: `Prize ${prize.amount}` },
      amount: prize.amount,
      weight: prize.weight,
      stock: prize.stock,
      turnoverMultiple: 1,
    })),
  };
}
