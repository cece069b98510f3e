import {
  HOUSE_LIMITS,
  HOUSE_VENDOR,
  houseGameOf,
  MAX_WIN_MINOR,
  type THouseGame,
} from '@platform/contracts/house-games';
import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { slotConfigOf } from '../slots/config';
import { openRoundOf } from './open-rounds';
import { roundViews } from './view';

/**
 * What a game page needs (GET /wps/house/games/:gameCode): the game, its name in the page's language,
 * limits and maximum win as decimals, a slot's reels and paytable, and — for a member — the round still to
 * play (free spins, a mines board), so a reload or a reconnection resumes it.
 */
export async function readHouseGame(
  ctx: HouseContext,
  gameCode: string,
  memberId: string | null,
  lang: TLanguage,
): Promise<THouseGame> {
  const game = houseGameOf(gameCode);
  if (!game) throw new AppError('HOUSE_GAME_NOT_FOUND', { fields: ['gameCode'] });
  const [{ currency }, open] = await Promise.all([
    ctx.brand(),
    memberId ? openRoundOf(ctx.db, memberId, game.gameCode) : Promise.resolve(null),
  ]);
  const limits = HOUSE_LIMITS[game.kind];
  const decimal = (minor: number) => minorToDecimal(BigInt(minor), currency.scale);
  const [openRound] = open ? await roundViews(ctx.db, [open]) : [];
  return {
    gameCode: game.gameCode,
    nodeId: `${HOUSE_VENDOR}-${game.gameCode}`,
    kind: game.kind,
    name: game.names[lang],
    minBet: decimal(limits.minBet),
    maxBet: decimal(limits.maxBet),
    maxWin: decimal(MAX_WIN_MINOR),
    slot: game.kind === 'SLOT' ? slotConfigOf(game.gameCode) : null,
    openRound: openRound ?? null,
  };
}
