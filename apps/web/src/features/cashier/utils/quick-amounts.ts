const STEPS = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
export const MAX_QUICK_AMOUNTS = 6;

/**
 * The quick-amount chips of a deposit channel: round amounts within its limits, at most six; a narrow
 * range gets its minimum and maximum instead.
 */
export function quickAmounts(min: number, max: number): number[] {
  const inRange = STEPS.filter((step) => step >= min && step <= max).slice(0, MAX_QUICK_AMOUNTS);
  if (inRange.length >= 2) return inRange;
  return [...new Set([min, ...inRange, max])].filter((amount) => amount > 0).sort((a, b) => a - b);
}
