import type { THousePlay } from '@platform/contracts/house-games';
import { playSlotStep, slotRoundWin } from '@platform/contracts/house-slot-engine';
import { slotMachineOf } from '@platform/contracts/house-slot-themes';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { playRoundStep } from '../rounds/play-step';
import { houseSeeds } from '../tables';
import { slotGameState, slotProgressOf, storedSpinStep, streamAt, type SlotGameState } from './slot-state';

/**
 * The next free spin of the member's open slot round (POST /wps/house/slot/free-spin), a step of
 * `playRoundStep`. In one transaction: the round locked (HOUSE_ROUND_NOT_FOUND for another member's or not
 * a slot's, HOUSE_ROUND_FINISHED once over), the spin played from the round's stream where the spins so far left
 * it, the step stored — with `settleWin` when it was the last free spin. Then the settlement pays the
 * whole round's win (the paid spin's and every free spin's) in one movement. Spins of a round are one at a
 * time under the row lock: a double click plays the next spin or finds the round over, never one spin
 * twice, and the round is paid once (the recovery job pays a decided round whose request died).
 */
export function playFreeSpin(ctx: HouseContext, memberId: string, roundId: string): Promise<THousePlay> {
  return playRoundStep(ctx, memberId, roundId, async (open, tx) => {
    const machine = open.kind === 'SLOT' ? slotMachineOf(open.gameCode) : null;
    if (!machine || open.seedId === null || open.nonce === null) throw new AppError('HOUSE_ROUND_NOT_FOUND');
    const game = open.state.game as SlotGameState | undefined;
    if (!game || game.freeSpinsLeft <= 0) throw new AppError('HOUSE_ROUND_FINISHED');
    const [seed] = await tx.select().from(houseSeeds).where(eq(houseSeeds.id, open.seedId));
    const stream = streamAt({ ...seed!, nonce: open.nonce }, game.position);
    const { step, progress, over } = playSlotStep(
      machine,
      stream,
      BigInt(game.lineBet),
      slotProgressOf(game),
    );
    return {
      state: {
        steps: [...open.state.steps, storedSpinStep(step)],
        game: slotGameState(BigInt(game.lineBet), progress, stream.consumed),
      },
      win: over ? slotRoundWin(progress.totalWin) : null,
    };
  });
}
