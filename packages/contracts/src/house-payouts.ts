import { DICE_OUTCOMES, MINES_CELLS } from './house-fairness';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, MAX_WIN_MINOR } from './house-games';

/**
 * What the instant games pay (issue 17), shared by the server (which pays), the game pages (which show the
 * multiplier before the bet) and the verify page (which checks a round). Money in minor units (bigint),
 * integer arithmetic only; a 1 % house edge in both games.
 */

// ---------- dice ----------

export type TDiceDirection = 'OVER' | 'UNDER';

/**
 * The winning rolls of a dice bet, out of 10,000 (rolls 0 … 9,999 are hundredths 0.00 … 99.99): OVER wins
 * when the roll is above the target (9,999 − target rolls), UNDER when it is below (target rolls).
 */
export function diceWinningOf(target: number, direction: TDiceDirection): number {
  return direction === 'OVER' ? DICE_OUTCOMES - 1 - target : target;
}

/** A chance the game offers: 100 … 9,800 winning rolls (1 % … 98 %). */
export const isDiceChanceAllowed = (winning: number) =>
  Number.isInteger(winning) && winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;

/** Whether a roll wins. */
export const diceRollWins = (roll: number, target: number, direction: TDiceDirection) =>
  direction === 'OVER' ? roll > target : roll < target;

/**
 * The multiplier shown: 0.99 ÷ chance = 9,900 ÷ winning, floored to 4 decimals (4,999 winning rolls →
 * 1.9803). What is paid is `diceWinOf`, exact, never this rounded figure times the stake.
 */
export const diceMultiplierOf = (winning: number) => Math.floor(99_000_000 / winning) / 10_000;

/** The win of a winning bet: floor(stake × 9,900 ÷ winning), at most MAX_WIN_MINOR. */
export function diceWinOf(stake: bigint, winning: number): bigint {
  const win = (stake * 9_900n) / BigInt(winning);
  return win > BigInt(MAX_WIN_MINOR) ? BigInt(MAX_WIN_MINOR) : win;
}

// ---------- mines ----------

/** C(n, k), exact. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** The safe cells of a board with `mines` mines: revealing them all cashes out automatically. */
export const minesSafeCells = (mines: number) => MINES_CELLS - mines;

/**
 * The multiplier after `picks` safe reveals with `mines` mines: 0.99 × C(25, picks) ÷ C(25 − mines, picks)
 * (the inverse of the chance to survive that many picks, less 1 %), floored to 2 decimals for display.
 */
export function minesMultiplierOf(mines: number, picks: number): number {
  const hundredths = (99n * binomial(MINES_CELLS, picks)) / binomial(MINES_CELLS - mines, picks);
  return Number(hundredths) / 100;
}

/**
 * What a cash-out after `picks` safe reveals pays: floor(stake × 99 × C(25, picks) ÷ (100 × C(25 − mines,
 * picks))), exact (not the displayed multiplier times the stake), at most MAX_WIN_MINOR.
 */
export function minesWinOf(stake: bigint, mines: number, picks: number): bigint {
  const win = (stake * 99n * binomial(MINES_CELLS, picks)) / (100n * binomial(MINES_CELLS - mines, picks));
  return win > BigInt(MAX_WIN_MINOR) ? BigInt(MAX_WIN_MINOR) : win;
}
