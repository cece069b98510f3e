import { diceRollOf } from '@platform/contracts/house-fairness';
import type { TDiceRollRequest, THousePlay } from '@platform/contracts/house-games';
import {
  diceMultiplierOf,
  diceRollWins,
  diceWinningOf,
  diceWinOf,
  isDiceChanceAllowed,
} from '@platform/contracts/house-payouts';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { checkHouseBet } from '../rounds/bet-checks';
import { startRound } from '../rounds/play';
import { streamOf } from '../rounds/seeds';
import { playReply } from '../rounds/play-reply';

/**
 * A dice roll (POST /wps/house/dice/roll). The roll is `diceRollOf` of the bet's stream: 0 … 9,999
 * hundredths. OVER wins above the target (9,999 − target winning rolls), UNDER below it (target winning
 * rolls); a chance outside 1 % … 98 % is HOUSE_BET_INVALID naming target. A win pays floor(stake × 9,900 ÷
 * winning rolls): a 1 % edge whatever the target. One round, paid at once; a repeat of the requestId
 * answers the first roll and moves nothing.
 */
export async function rollDice(
  ctx: HouseContext,
  memberId: string,
  input: TDiceRollRequest,
): Promise<THousePlay> {
  const { game, stake } = await checkHouseBet(ctx, {
    gameCode: input.gameCode,
    kind: 'DICE',
    amount: input.amount,
    field: 'amount',
  });
  const { target, direction } = input;
  const winning = diceWinningOf(target, direction);
  if (!isDiceChanceAllowed(winning)) throw new AppError('HOUSE_BET_INVALID', { fields: ['target'] });

  const played = await startRound(ctx, {
    memberId,
    gameCode: game.gameCode,
    kind: 'DICE',
    requestKey: input.requestId,
    stake,
    seeded: true,
    play: (seed) => {
      const roll = diceRollOf(streamOf(seed!));
      const win = diceRollWins(roll, target, direction) ? diceWinOf(stake, winning) : 0n;
      const step = {
        type: 'roll',
        target,
        direction,
        roll,
        multiplier: diceMultiplierOf(winning),
        win: win.toString(),
      };
      return { state: { steps: [step] }, win, open: false };
    },
  });
  return playReply(ctx.db, played.round, played.balance);
}
