import type { TContractTier, TContractType, TRealtimeTerms } from '@platform/contracts/agent-contracts';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import type { StoredRealtimeTerms, StoredTerms, StoredTier } from './tables';

/**
 * The rules of contract terms, pure: conversion between the API's decimals and the stored minor units
 * and basis points, the shape of a tier list, the rate ceiling against the upline's contract, and which
 * tier a period's figures meet. Settlement and the offer flow both use these, so "a tier is met" means
 * the same thing when a contract is checked against its upline and when it is paid.
 */

/** 100 % in basis points (1 bp = 0.01 %). */
export const FULL_RATE_BP = 10_000;

const percentToBp = (percent: number) => Math.round(percent * 100);
const bpToPercent = (bp: number) => bp / 100;

/** The API's terms (decimals, percentages) as stored (minor units, basis points). */
export function toStoredTerms(
  type: TContractType,
  input: { tiers?: readonly TContractTier[]; realtime?: TRealtimeTerms },
  scale: number,
): StoredTerms {
  if (type === 'REALTIME_SALARY') {
    const realtime = input.realtime!;
    return {
      realtime: {
        profitRateBp: percentToBp(realtime.profitRate),
        lossRateBp: percentToBp(realtime.lossRate),
        singleBet: decimalToMinor(realtime.singleBetAmount, scale).toString(),
      },
    };
  }
  return {
    tiers: input.tiers!.map((tier) => ({
      validBet: decimalToMinor(tier.validBet, scale).toString(),
      // Only dividends have a loss threshold.
      loss: type === 'DIVIDEND' ? decimalToMinor(tier.loss, scale).toString() : '0',
      activeMembers: tier.activeMembers,
      minBet: decimalToMinor(tier.minBet, scale).toString(),
      rateBp: percentToBp(tier.rate),
    })),
  };
}

/** Stored terms as the API shows them. */
export function fromStoredTerms(terms: StoredTerms, scale: number) {
  if ('realtime' in terms) {
    return {
      tiers: [],
      realtime: {
        profitRate: bpToPercent(terms.realtime.profitRateBp),
        lossRate: bpToPercent(terms.realtime.lossRateBp),
        singleBetAmount: minorToDecimal(BigInt(terms.realtime.singleBet), scale),
      },
    };
  }
  return {
    tiers: terms.tiers.map((tier) => ({
      validBet: minorToDecimal(BigInt(tier.validBet), scale),
      loss: minorToDecimal(BigInt(tier.loss), scale),
      activeMembers: tier.activeMembers,
      minBet: minorToDecimal(BigInt(tier.minBet), scale),
      rate: bpToPercent(tier.rateBp),
    })),
    realtime: null,
  };
}

type Thresholds = { validBet: bigint; loss: bigint; activeMembers: number; minBet: bigint };

const thresholdsOf = (tier: StoredTier): Thresholds => ({
  validBet: BigInt(tier.validBet),
  loss: BigInt(tier.loss),
  activeMembers: tier.activeMembers,
  minBet: BigInt(tier.minBet),
});

/**
 * The first tier (1-based) that breaks the order of a tier list, or null: each tier's thresholds are not
 * below the previous tier's, at least one is above it, and its rate is not below the previous rate.
 */
export function tierOrderProblem(tiers: readonly StoredTier[]): number | null {
  for (let index = 1; index < tiers.length; index += 1) {
    const previous = thresholdsOf(tiers[index - 1]!);
    const current = thresholdsOf(tiers[index]!);
    const notBelow =
      current.validBet >= previous.validBet &&
      current.loss >= previous.loss &&
      current.activeMembers >= previous.activeMembers &&
      current.minBet >= previous.minBet;
    const someAbove =
      current.validBet > previous.validBet ||
      current.loss > previous.loss ||
      current.activeMembers > previous.activeMembers ||
      current.minBet > previous.minBet;
    if (!notBelow || !someAbove || tiers[index]!.rateBp < tiers[index - 1]!.rateBp) return index + 1;
  }
  return null;
}

/**
 * A period's team figures: valid bet, net loss (dividends) and how many members are active at a given
 * minimum bet (members whose valid bet in the period reaches it).
 */
export type TeamFigures = {
  validBet: bigint;
  loss: bigint;
  activeAt: (minBet: bigint) => number;
};

export function tierMet(tier: StoredTier, figures: TeamFigures): boolean {
  const t = thresholdsOf(tier);
  return (
    figures.validBet >= t.validBet && figures.loss >= t.loss && figures.activeAt(t.minBet) >= t.activeMembers
  );
}

/** The highest tier (1-based) whose thresholds are all met, with its rate; null when none is. */
export function pickTier(
  tiers: readonly StoredTier[],
  figures: TeamFigures,
): { tier: number; rateBp: number } | null {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    if (tierMet(tiers[index]!, figures)) return { tier: index + 1, rateBp: tiers[index]!.rateBp };
  }
  return null;
}

/** amount × rate, rounded down to the minor unit (never in the agent's favour); amount ≥ 0. */
export function applyRate(amount: bigint, rateBp: number): bigint {
  if (amount <= 0n || rateBp <= 0) return 0n;
  return (amount * BigInt(rateBp)) / BigInt(FULL_RATE_BP);
}

/**
 * What the upline's tiers pay for a team that has exactly a downline tier's thresholds: the highest
 * upline tier met by them. An upline tier asking for active members at a higher minimum bet than the
 * downline tier's cannot be counted on (those members may bet just the downline's minimum), so it is met
 * only when its minimum bet is not above the downline tier's.
 */
function uplineRateAt(upline: readonly StoredTier[], at: StoredTier): number {
  const d = thresholdsOf(at);
  let rate = 0;
  for (const tier of upline) {
    const u = thresholdsOf(tier);
    if (
      u.validBet <= d.validBet &&
      u.loss <= d.loss &&
      u.activeMembers <= d.activeMembers &&
      u.minBet <= d.minBet
    )
      rate = Math.max(rate, tier.rateBp);
  }
  return rate;
}

/**
 * The first tier (1-based) of `downline` that pays more than `upline` does at the same thresholds, or
 * null when none does (decisions.md "Rate ceiling"). Real-time terms: neither rate above the upline's and
 * the single bet amount not below it (tier 1 names a breach). Terms of different shapes never match: the
 * whole offer is above (tier 1).
 */
export function ceilingViolation(upline: StoredTerms, downline: StoredTerms): number | null {
  if ('realtime' in downline) {
    if (!('realtime' in upline)) return 1;
    const u: StoredRealtimeTerms = upline.realtime;
    const d = downline.realtime;
    const above =
      d.profitRateBp > u.profitRateBp ||
      d.lossRateBp > u.lossRateBp ||
      BigInt(d.singleBet) < BigInt(u.singleBet);
    return above ? 1 : null;
  }
  if (!('tiers' in upline)) return 1;
  for (let index = 0; index < downline.tiers.length; index += 1) {
    const tier = downline.tiers[index]!;
    if (tier.rateBp > uplineRateAt(upline.tiers, tier)) return index + 1;
  }
  return null;
}
