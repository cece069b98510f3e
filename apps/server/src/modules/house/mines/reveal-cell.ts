import type { THousePlay } from '@platform/contracts/house-games';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { revealCell, revealedCells } from './board';
import { playMinesStep } from './play-step';

/**
 * Reveals a cell of the member's open mines round (POST /wps/house/mines/reveal). Safe: the multiplier
 * grows and a cash-out is offered (automatic once every safe cell is revealed or the cap is reached); a
 * mine: the round is lost (settled with no win) and the board shown. HOUSE_CELL_REVEALED for a cell
 * revealed before.
 */
export function revealMinesCell(
  ctx: HouseContext,
  memberId: string,
  input: { roundId: string; cell: number },
): Promise<THousePlay> {
  return playMinesStep(ctx, memberId, input.roundId, (row) => {
    if (revealedCells(row.state.steps).includes(input.cell)) {
      throw new AppError('HOUSE_CELL_REVEALED', { fields: ['cell'] });
    }
    return revealCell(row.state, row.stake, input.cell);
  });
}
