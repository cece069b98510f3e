import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { lotteryGame } from '../games/definitions';
import type { LotteryResultsProvider } from './results-provider';
import { houseResult } from '../rules/fairness';

/**
 * The built-in offline results provider: draws official results like the house does, from the draw's
 * committed seed (so they can be verified the same way). Asked only once the draw time has passed.
 */
export function createSandboxResults(): LotteryResultsProvider {
  return {
    name: 'sandbox',
    async fetch(draw) {
      const game = lotteryGame(draw.gameCode);
      if (!game || !draw.seed) return null;
      return houseResult(game.kind, draw.seed, drawKeyOf(draw.gameCode, draw.numero));
    },
  };
}
