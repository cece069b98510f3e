import {
  HOUSE_VENDOR,
  SLOT_LINES,
  type THousePlay,
  type TSlotSpinRequest,
} from '@platform/contracts/house-games';
import {
  lineBetOf,
  playSlotStep,
  SLOT_ROUND_START,
  slotRoundWin,
} from '@platform/contracts/house-slot-engine';
import { slotMachineOf } from '@platform/contracts/house-slot-themes';
import { minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { formatMoney } from '../../../platform/money-text';
import type { HouseContext } from '../context';
import { checkHouseBet } from '../rounds/bet-checks';
import { openRoundOf } from '../rounds/open-rounds';
import { startRound } from '../rounds/play';
import { playReply } from '../rounds/play-reply';
import { streamOf } from '../rounds/seeds';
import { slotGameState, storedSpinStep } from './slot-state';

/**
 * A paid spin of a slot (POST /wps/house/slot/spin): the total bet within the slot limits and a whole
 * number of line bets (25 lines × whole cents: a multiple of 0.25), the member's next nonce, the spin of
 * the bet's stream. No free spins: the round is settled at once (its win, zero for a loss). Free spins: the
 * round stays OPEN with them to play one by one (`playFreeSpin`); the member cannot start another round of
 * that game until they are played (HOUSE_ROUND_OPEN). A repeat of the requestId answers the first spin and
 * moves nothing.
 */
export async function spinSlot(
  ctx: HouseContext,
  memberId: string,
  input: TSlotSpinRequest,
): Promise<THousePlay> {
  const { game, stake } = await checkHouseBet(ctx, {
    gameCode: input.gameCode,
    kind: 'SLOT',
    amount: input.bet,
    field: 'bet',
  });
  const machine = slotMachineOf(game.gameCode);
  if (!machine) throw new AppError('HOUSE_GAME_NOT_FOUND', { fields: ['gameCode'] });
  const lineBet = lineBetOf(stake);
  if (lineBet === null) throw await notWholeLineBets(ctx);

  const played = await startRound(ctx, {
    memberId,
    gameCode: game.gameCode,
    kind: 'SLOT',
    requestKey: input.requestId,
    stake,
    seeded: true,
    play: async (seed, tx) => {
      // Under the seed pair's row lock (takeNonce): concurrent spins of the member see each other's rounds.
      if (await openRoundOf(tx, memberId, game.gameCode)) throw new AppError('HOUSE_ROUND_OPEN');
      const stream = streamOf(seed!);
      const { step, progress, over } = playSlotStep(machine, stream, lineBet, SLOT_ROUND_START);
      return {
        state: { steps: [storedSpinStep(step)], game: slotGameState(lineBet, progress, stream.consumed) },
        win: slotRoundWin(progress.totalWin),
        open: !over,
      };
    },
  });
  if (!played.replayed) await ctx.games.recordPlay(memberId, `${HOUSE_VENDOR}-${game.gameCode}`);
  return playReply(ctx.db, played.round, played.balance);
}

/** HOUSE_BET_INVALID: the total bet is not a whole number of cents per line ("a multiple of 0.25"). */
async function notWholeLineBets(ctx: HouseContext): Promise<AppError> {
  const { currency } = await ctx.brand();
  const step = minorToDecimal(BigInt(SLOT_LINES), currency.scale);
  return new AppError('HOUSE_BET_INVALID', {
    fields: ['bet'],
    details: { fields: ['bet'], multipleOf: step },
    messageFields: (lang) => [
      lang === 'es'
        ? `el importe, que debe ser múltiplo de ${formatMoney(step, currency, lang)} (25 líneas)`
        : `the amount, which must be a multiple of ${formatMoney(step, currency, lang)} (25 lines)`,
    ],
  });
}
