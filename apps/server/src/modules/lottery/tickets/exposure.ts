import { minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { formatMoney } from '../../../platform/money-text';
import type { PricedTicket } from '../rules/lines';

/**
 * A draw's per-number risk limits (issue 16): the stake taken on one number of one bet type in a draw, and
 * the most the draw could pay on it, never pass the operator's `maxStakePerNumber` / `maxPayoutPerNumber`.
 * The purchase adds its shares with one upsert per number inside its transaction (the row lock orders
 * concurrent purchases on the same number), reads the new totals and refuses — rolling everything back —
 * when one passes a limit.
 */

export type Currency = { symbol: string; scale: number; code: string };
export type Limits = { maxStake: bigint; maxPayout: bigint };

type Share = { betType: string; number: string; stake: bigint; payout: bigint };

/** The purchase's exposure summed per bet type and number (a purchase may repeat a number). */
export function sumShares(tickets: readonly PricedTicket[]): Share[] {
  const byKey = new Map<string, Share>();
  for (const ticket of tickets) {
    for (const share of ticket.exposure) {
      const key = `${ticket.betType}\u0000${share.number}`;
      const sum = byKey.get(key) ?? { betType: ticket.betType, number: share.number, stake: 0n, payout: 0n };
      sum.stake += share.stake;
      sum.payout += share.payout;
      byKey.set(key, sum);
    }
  }
  // A stable order: concurrent purchases lock the same rows in the same order (no deadlock).
  return [...byKey.values()].sort((a, b) =>
    a.betType === b.betType ? a.number.localeCompare(b.number) : a.betType.localeCompare(b.betType),
  );
}

function limitError(
  code: 'LOTTERY_STAKE_LIMIT' | 'LOTTERY_PAYOUT_LIMIT',
  amount: bigint,
  currency: Currency,
) {
  const left = amount < 0n ? 0n : amount;
  const decimal = minorToDecimal(left, currency.scale);
  const field = `${decimal.toFixed(currency.scale)} ${currency.code}`;
  return new AppError(code, {
    fields: [field],
    messageFields: (lang) => [formatMoney(decimal, currency, lang)],
    details: { fields: [field], accepted: decimal },
  });
}

/** Adds the shares to the draw's exposure; throws LOTTERY_STAKE_LIMIT / LOTTERY_PAYOUT_LIMIT past a limit. */
export async function addExposure(
  tx: Db,
  drawId: bigint,
  shares: readonly Share[],
  limits: Limits,
  currency: Currency,
): Promise<void> {
  for (const share of shares) {
    const result =
      await tx.execute(sql`insert into lottery_exposure as e (draw_id, bet_type, number, stake, payout)
      values (${String(drawId)}::bigint, ${share.betType}, ${share.number}, ${String(share.stake)}::bigint,
        ${String(share.payout)}::bigint)
      on conflict (draw_id, bet_type, number) do update
        set stake = e.stake + excluded.stake, payout = e.payout + excluded.payout
      returning stake::text as stake, payout::text as payout`);
    const row = result.rows[0] as { stake: string; payout: string };
    const stake = BigInt(row.stake);
    const payout = BigInt(row.payout);
    if (stake > limits.maxStake) {
      // The stake still accepted on this number: the limit less what was taken before this purchase.
      throw limitError('LOTTERY_STAKE_LIMIT', limits.maxStake - (stake - share.stake), currency);
    }
    if (payout > limits.maxPayout) {
      // The largest stake whose most payout still fits: room × (stake / payout) of this share, rounded down.
      const room = limits.maxPayout - (payout - share.payout);
      const largest = share.payout > 0n && room > 0n ? (room * share.stake) / share.payout : 0n;
      throw limitError('LOTTERY_PAYOUT_LIMIT', largest, currency);
    }
  }
}
