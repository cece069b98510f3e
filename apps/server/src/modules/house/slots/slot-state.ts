import type { TSlotProgress, TSlotStep } from '@platform/contracts/house-slot-engine';
import { streamOf, type BetSeed } from '../rounds/seeds';
import type { StoredRoundState } from '../tables';

/**
 * What a slot round keeps in `state.game` between its spins (private: the view shows only the steps). The
 * free spins go on with the round's own stream: `position` is the number of words the spins so far read,
 * so the next free spin recreates the stream and skips them — the same words a single pass over the whole
 * round reads, which is how the verify page recomputes it.
 */
export type SlotGameState = {
  /** Minor units, as text. */
  lineBet: string;
  /** The next spin's index (1 … for free spins). */
  next: number;
  freeSpinsLeft: number;
  /** Words of the round's stream read so far. */
  position: number;
  /** The round's wins so far (minor units, text). */
  totalWin: string;
};

export function slotGameState(lineBet: bigint, progress: TSlotProgress, position: number): SlotGameState {
  return {
    lineBet: lineBet.toString(),
    next: progress.index,
    freeSpinsLeft: progress.freeSpinsLeft,
    position,
    totalWin: progress.totalWin.toString(),
  };
}

export function slotProgressOf(game: SlotGameState): TSlotProgress {
  return { index: game.next, freeSpinsLeft: game.freeSpinsLeft, totalWin: BigInt(game.totalWin) };
}

/** A spin as a stored step (ZHouseStepSchema 'spin', money in minor units as text). */
export function storedSpinStep(step: TSlotStep): StoredRoundState['steps'][number] {
  return {
    type: 'spin',
    index: step.index,
    free: step.free,
    stops: step.stops,
    grid: step.grid,
    wins: step.wins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      cells: win.cells,
      win: win.win.toString(),
    })),
    freeSpinsAwarded: step.freeSpinsAwarded,
    freeSpinsLeft: step.freeSpinsLeft,
    win: step.win.toString(),
  };
}

/** The round's stream where its spins so far left it. */
export function streamAt(seed: Pick<BetSeed, 'serverSeed' | 'clientSeed' | 'nonce'>, position: number) {
  const stream = streamOf(seed);
  for (let read = 0; read < position; read += 1) stream.word();
  return stream;
}
