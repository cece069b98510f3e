import type { THouseRound } from '@platform/contracts/house-games';

export const MINES_GRID_SIZE = 5;

export type TMinesView = {
  /** Cells opened safely, in order. */
  safe: number[];
  /** The mine hit, if any. */
  hit: number | null;
  /** Every mine, once the round is over. */
  mined: number[];
  open: boolean;
  /** The cash-out step (by hand, or automatic when every safe cell was opened). */
  cashout: { multiplier: number; win: number } | null;
};

/** What a mines round shows: its safe cells, the mine hit, the mines once it ended. */
export function minesViewOf(round: THouseRound): TMinesView {
  const safe: number[] = [];
  let hit: number | null = null;
  let cashout: TMinesView['cashout'] = null;
  for (const step of round.steps) {
    if (step.type === 'reveal') {
      if (step.safe) safe.push(step.cell);
      else hit = step.cell;
    } else if (step.type === 'cashout') cashout = { multiplier: step.multiplier, win: step.win };
  }
  return { safe, hit, mined: round.minedCells ?? [], open: round.status === 'OPEN', cashout };
}
