import type { THousePlay } from '@platform/contracts/house-games';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import type { RoundRow } from '../rounds/play';
import { playRoundStep } from '../rounds/play-step';
import type { MinesDecision } from './board';

/**
 * One step of the member's open mines round (a reveal, a cash-out) through `playRoundStep`: decided and
 * stored under the round's lock, then settled when it ends the round (a mine, a cash-out, the last safe
 * cell).
 */
export function playMinesStep(
  ctx: HouseContext,
  memberId: string,
  roundId: string,
  decide: (row: RoundRow) => MinesDecision,
): Promise<THousePlay> {
  return playRoundStep(ctx, memberId, roundId, (open) => {
    if (open.kind !== 'MINES') throw new AppError('HOUSE_ROUND_NOT_FOUND');
    return decide(open);
  });
}
