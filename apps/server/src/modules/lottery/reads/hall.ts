import type { TLanguage } from '@platform/contracts/i18n';
import type { TLotteryHall, TLotteryHallQuery } from '@platform/contracts/lottery';
import { AppError } from '../../../platform/errors';
import type { LotteryContext } from '../context';
import { betTypesOf } from '../rules/lines';
import { latestDrawn, openDraws } from './draws';
import { gameView, offeredModes, requireGame } from './views';

/**
 * The hall of a lottery game (GET /wps/lottery/hall): the game, the prize mode (the asked one when offered,
 * else the game's first offered mode), its unit price and bet types with odds, the open draws (soonest
 * cut-off first, seed hidden) and the latest drawn draw (with its seed), and the server's time.
 */
export async function lotteryHall(
  ctx: LotteryContext,
  query: TLotteryHallQuery,
  lang: TLanguage,
): Promise<TLotteryHall> {
  const game = requireGame(query.gameCode);
  const settings = await ctx.settings.get();
  const offered = offeredModes(game, settings);
  const prizeMode = query.prizeMode && offered.includes(query.prizeMode) ? query.prizeMode : offered[0];
  if (!prizeMode) throw new AppError('LOTTERY_PRIZE_MODE_NOT_OFFERED', { fields: ['prizeMode'] });
  const [open, latest] = await Promise.all([openDraws(ctx, game.gameCode), latestDrawn(ctx, game.gameCode)]);
  return {
    game: gameView(game, settings, lang),
    prizeMode,
    unitPrice: settings.unitPrice[prizeMode] ?? 1,
    betTypes: betTypesOf(game, settings.odds[prizeMode] ?? {}),
    open,
    latest,
    serverTime: ctx.clock.now().toISOString(),
  };
}
