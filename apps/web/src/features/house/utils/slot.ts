import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import {
  SLOT_LINES,
  type THouseGame,
  type THouseRound,
  type THouseStep,
  type TSlotConfig,
} from '@platform/contracts/house-games';

export type TSpinStep = Extract<THouseStep, { type: 'spin' }>;

/** The bet levels the page offers: the config's levels inside the game's limits. */
export function slotBetLevels(game: Pick<THouseGame, 'minBet' | 'maxBet'>, config: TSlotConfig): number[] {
  return config.betLevels.filter((level) => level >= game.minBet && level <= game.maxBet);
}

/** The line bet of a total bet (25 lines): 1.00 → 0.04. */
export function lineBetOf(totalBet: number): number {
  return minorToDecimal(decimalToMinor(totalBet) / BigInt(SLOT_LINES));
}

export const spinStepsOf = (round: THouseRound): TSpinStep[] =>
  round.steps.filter((step): step is TSpinStep => step.type === 'spin');

/** The free spins still to play in an open round (0 when none, or the round is over). */
export function freeSpinsLeftOf(round: THouseRound | null): number {
  if (!round || round.status !== 'OPEN') return 0;
  return spinStepsOf(round).at(-1)?.freeSpinsLeft ?? 0;
}

/** The round's win so far: the paid spin and every free spin played (exact, in minor units). */
export function roundWinOf(round: THouseRound): number {
  const minor = spinStepsOf(round).reduce((sum, step) => sum + decimalToMinor(step.win), 0n);
  return minorToDecimal(minor);
}

/** The window shown before the first spin: the paying symbols in turn, no wild or scatter in a line. */
export function restingGrid(config: TSlotConfig): string[][] {
  const normal = config.symbols.filter((symbol) => symbol.kind === 'NORMAL').map((symbol) => symbol.id);
  const ids = normal.length > 0 ? normal : config.symbols.map((symbol) => symbol.id);
  return Array.from({ length: config.reels }, (_, reel) =>
    Array.from({ length: config.rows }, (_, row) => ids[(reel * 2 + row * 3) % ids.length] ?? ''),
  );
}

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;
