import { randomInt } from 'node:crypto';

/** An integer in [0, max), uniform: `crypto.randomInt` in production, a scripted source in tests. */
export type RandomInt = (max: number) => number;

export const cryptoRandomInt: RandomInt = (max) => randomInt(max);

/**
 * Picks one item with probability weight / total weight: one uniform draw in [0, total) walked along the
 * cumulative weights. `randomInt` is unbiased (crypto.randomInt rejects the values that would skew the
 * modulo), so each integer of [0, total) — and hence each unit of weight — is equally likely.
 */
export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: RandomInt): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || total <= 0) throw new RangeError('nothing to pick from');
  let ticket = random(total);
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= total) throw new RangeError('random out of range');
  for (const item of items) {
    if (ticket < item.weight) return item;
    ticket -= item.weight;
  }
  throw new RangeError('unreachable');
}

/** A raffle's rule: one draw per `per` (minor units) of `total`, up to `totalCap`, at most `dailyCap` a day. */
export function drawsAvailable(input: {
  total: bigint;
  per: bigint;
  totalCap: number | null;
  dailyCap: number | null;
  used: number;
  usedToday: number;
}): { earned: number; available: number } {
  let earned = input.per > 0n ? Number(input.total / input.per) : 0;
  if (input.totalCap !== null) earned = Math.min(earned, input.totalCap);
  let available = Math.max(0, earned - input.used);
  if (input.dailyCap !== null) available = Math.min(available, Math.max(0, input.dailyCap - input.usedToday));
  return { earned, available };
}
