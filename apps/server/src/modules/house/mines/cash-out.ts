import type { THousePlay } from '@platform/contracts/house-games';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { cashOut, safePicks } from './board';
import { playMinesStep } from './play-step';

/**
 * Cashes out the member's open mines round (POST /wps/house/mines/cashout): pays the current multiplier's
 * win and shows the board. Before any safe reveal there is nothing to cash out (HOUSE_NOTHING_TO_CASH_OUT,
 * as on Stake: the stake stays in play).
 */
export function cashOutMines(
  ctx: HouseContext,
  memberId: string,
  input: { roundId: string },
): Promise<THousePlay> {
  return playMinesStep(ctx, memberId, input.roundId, (row) => {
    if (safePicks(row.state.steps) === 0) throw new AppError('HOUSE_NOTHING_TO_CASH_OUT');
    return cashOut(row.state, row.stake);
  });
}
