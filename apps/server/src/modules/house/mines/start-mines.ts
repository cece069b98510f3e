import { minesOf } from '@platform/contracts/house-fairness';
import type { THousePlay } from '@platform/contracts/house-games';
import type { z } from 'zod';
import type { ZMinesStartRequestSchema } from '@platform/contracts/house-games';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { checkHouseBet } from '../rounds/bet-checks';
import { openRoundOf } from '../rounds/open-rounds';
import { startRound } from '../rounds/play';
import { playReply } from '../rounds/play-reply';
import { streamOf } from '../rounds/seeds';
import type { MinesGame } from './board';

export type TMinesStartRequest = z.infer<typeof ZMinesStartRequestSchema>;

/**
 * Starts a mines round (POST /wps/house/mines/start): the stake taken, the mined cells drawn from the bet's
 * stream (`minesOf`: the first `mines` cells of a shuffle of the 25) and kept private until the round is
 * over. One round to play per member and game: a second start is HOUSE_ROUND_OPEN, checked inside the
 * bet's transaction after its nonce was taken — concurrent starts take the pair's row lock one after the
 * other, so the second sees the first's round. A repeat of the requestId answers the first round.
 */
export async function startMines(
  ctx: HouseContext,
  memberId: string,
  input: TMinesStartRequest,
): Promise<THousePlay> {
  const { game, stake } = await checkHouseBet(ctx, {
    gameCode: input.gameCode,
    kind: 'MINES',
    amount: input.amount,
    field: 'amount',
  });
  const played = await startRound(ctx, {
    memberId,
    gameCode: game.gameCode,
    kind: 'MINES',
    requestKey: input.requestId,
    stake,
    seeded: true,
    play: async (seed, tx) => {
      if (await openRoundOf(tx, memberId, game.gameCode)) throw new AppError('HOUSE_ROUND_OPEN');
      const board: MinesGame = {
        mineCount: input.mines,
        cells: minesOf(streamOf(seed!), input.mines),
        cashout: null,
      };
      return { state: { steps: [], game: board }, win: 0n, open: true };
    },
  });
  return playReply(ctx.db, played.round, played.balance);
}
