/** spec §9: the jackpot number grows by 165.11 every 3 seconds. */
export const JACKPOT_STEP = 165.11;
export const JACKPOT_INTERVAL_MS = 3_000;

/**
 * The jackpot shown `elapsedMs` after the board reported `start`: one step of 165.11 per full 3 seconds.
 * Summed in cents, so a long-open page never shows floating-point drift. Pure.
 */
export function jackpotAt(start: number, elapsedMs: number): number {
  const ticks = Math.max(0, Math.floor(elapsedMs / JACKPOT_INTERVAL_MS));
  return (Math.round(start * 100) + ticks * Math.round(JACKPOT_STEP * 100)) / 100;
}
