import { MAX_WIN_MINOR } from '@platform/contracts/house-games';
import { minesMultiplierOf, minesSafeCells, minesWinOf } from '@platform/contracts/house-payouts';
import type { StoredRoundState } from '../tables';

/**
 * A mines round's stored state: the mined cells (private until the round is over), the number of mines,
 * and what a cash-out pays now (null before the first safe reveal). Steps: one per reveal, then the
 * cash-out (by hand, or automatic once every safe cell is revealed or the win reached the cap).
 */
export type MinesGame = {
  mineCount: number;
  cells: number[];
  cashout: { multiplier: number; win: string } | null;
};

export type StoredStep = StoredRoundState['steps'][number];

/** The board of an open round's state. */
export function minesGameOf(state: StoredRoundState): MinesGame {
  const game = state.game as Partial<MinesGame> | undefined;
  if (!game || typeof game.mineCount !== 'number' || !Array.isArray(game.cells)) {
    throw new Error('mines round without its board');
  }
  return { mineCount: game.mineCount, cells: game.cells, cashout: game.cashout ?? null };
}

export const revealedCells = (steps: readonly StoredStep[]) =>
  steps.filter((step) => step.type === 'reveal').map((step) => step.cell as number);

/** Safe reveals so far (a round goes on only while every reveal was safe). */
export const safePicks = (steps: readonly StoredStep[]) =>
  steps.filter((step) => step.type === 'reveal' && step.safe === true).length;

/** What a step decided: the new state, and the win to pay when the round is over (null: it goes on). */
export type MinesDecision = { state: StoredRoundState; win: bigint | null };

/** A reveal of a cell not revealed before (the caller checks that). */
export function revealCell(state: StoredRoundState, stake: bigint, cell: number): MinesDecision {
  const game = minesGameOf(state);
  if (game.cells.includes(cell)) {
    const steps = [...state.steps, { type: 'reveal', cell, safe: false, multiplier: 0 }];
    return { state: { steps, game: { ...game, cashout: null } }, win: 0n };
  }
  const picks = safePicks(state.steps) + 1;
  const multiplier = minesMultiplierOf(game.mineCount, picks);
  const win = minesWinOf(stake, game.mineCount, picks);
  const steps: StoredStep[] = [...state.steps, { type: 'reveal', cell, safe: true, multiplier }];
  // Nothing more to win: every safe cell is revealed, or the win reached the cap.
  if (picks === minesSafeCells(game.mineCount) || win >= BigInt(MAX_WIN_MINOR)) {
    steps.push({ type: 'cashout', multiplier, auto: true, win: win.toString() });
    return { state: { steps, game: { ...game, cashout: null } }, win };
  }
  return { state: { steps, game: { ...game, cashout: { multiplier, win: win.toString() } } }, win: null };
}

/** A cash-out by hand after at least one safe reveal (the caller checks that). */
export function cashOut(state: StoredRoundState, stake: bigint): MinesDecision {
  const game = minesGameOf(state);
  const picks = safePicks(state.steps);
  const multiplier = minesMultiplierOf(game.mineCount, picks);
  const win = minesWinOf(stake, game.mineCount, picks);
  const steps = [...state.steps, { type: 'cashout', multiplier, auto: false, win: win.toString() }];
  return { state: { steps, game: { ...game, cashout: null } }, win };
}
