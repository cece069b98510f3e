import type { TLotteryBetTypeInfo, TLotteryLine } from '@platform/contracts/lottery';

/**
 * The slip's arithmetic, as the server prices a line (lottery.md; ARCHITECTURE "Lottery"): a line on a
 * one-number type is one ticket per picked number (a lô on ten numbers is ten tickets); a type that needs
 * an exact set of numbers (xiên, lô trượt) or none at all (tài/xỉu) is one ticket. A ticket costs
 * units × multiplier × unit price; one hit pays units × odds × unit price (rounded down to the cent).
 * Money is computed in cents (integers) and given back as a decimal.
 */
const SCALE = 100;

export type TSlipLine = Pick<TLotteryLine, 'betType' | 'picks' | 'units'> & { position?: number };

const cents = (decimal: number) => Math.round(decimal * SCALE);
const thousandths = (odds: number) => Math.round(odds * 1000);

/** Whether the type's picks form one combination (xiên 2 = exactly two numbers). */
export const isCombination = (info: TLotteryBetTypeInfo) =>
  info.picks.max > 1 && info.picks.min === info.picks.max;

/** How many tickets a line makes. */
export function ticketCount(info: TLotteryBetTypeInfo, picks: readonly string[]): number {
  if (info.picks.max === 0 || isCombination(info)) return 1;
  return picks.length;
}

/** What the line costs: tickets × units × multiplier × unit price. */
export function lineCost(info: TLotteryBetTypeInfo, unitPrice: number, line: TSlipLine): number {
  const count = ticketCount(info, line.picks);
  return (count * line.units * info.multiplier * cents(unitPrice)) / SCALE;
}

/** What one hit of one ticket pays (the first prize of a table): units × odds × unit price. */
export function winPerHit(info: TLotteryBetTypeInfo, unitPrice: number, units: number): number {
  return Math.floor((units * thousandths(info.odds) * cents(unitPrice)) / 1000) / SCALE;
}

export type TLineProblem = 'picks' | 'position' | 'units' | null;

/** What still keeps the line from being bought, or null when it is complete. */
export function lineProblem(info: TLotteryBetTypeInfo, line: TSlipLine): TLineProblem {
  const { min, max } = info.picks;
  if (max > 0 && (line.picks.length < Math.max(min, 1) || line.picks.length > max)) return 'picks';
  if (
    info.position &&
    (line.position === undefined || line.position < info.position.min || line.position > info.position.max)
  ) {
    return 'position';
  }
  if (!Number.isInteger(line.units) || line.units < 1 || line.units > 100_000) return 'units';
  return null;
}

/** The line as the purchase sends it (picks only where the type takes them, a position where it has one). */
export function toRequestLine(info: TLotteryBetTypeInfo, line: TSlipLine): TLotteryLine {
  return {
    betType: line.betType,
    picks: info.picks.max === 0 ? [] : [...line.picks],
    units: line.units,
    ...(info.position && line.position !== undefined ? { position: line.position } : {}),
  };
}
