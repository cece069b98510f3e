import type { TPrizeMode } from '@platform/contracts/games';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TLotteryDraw, TLotteryGame } from '@platform/contracts/lottery';
import type { TLotterySettings } from '@platform/contracts/lottery';
import { AppError } from '../../../platform/errors';
import { lotteryGame, type LotteryGameDef } from '../games/definitions';
import type { lotteryDraws } from '../tables';

export type DrawRow = typeof lotteryDraws.$inferSelect;

/** States in which a draw's seed is public (commit–reveal: never before the numbers are drawn). */
const REVEALED = new Set(['DRAWN', 'SETTLED']);

/** A draw as players read it: the seed only once drawn (a void draw shows it only if it had a result). */
export function drawView(row: DrawRow): TLotteryDraw {
  const revealed = REVEALED.has(row.status) || (row.status === 'VOID' && row.result !== null);
  return {
    drawId: String(row.id),
    gameCode: row.gameCode,
    numero: row.numero,
    province: row.province,
    status: row.status,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    seedHash: row.seedHash,
    seed: revealed ? row.seed : null,
    result: revealed || row.status === 'VOID' ? row.result : null,
    resultSource: revealed ? row.resultSource : null,
  };
}

/** The prize modes a game is offered in: the game's that the brand offers. */
export function offeredModes(game: LotteryGameDef, settings: TLotterySettings): TPrizeMode[] {
  return game.prizeModes.filter((mode) => settings.prizeModes.includes(mode));
}

export function gameView(game: LotteryGameDef, settings: TLotterySettings, lang: TLanguage): TLotteryGame {
  return {
    gameCode: game.gameCode,
    vassalage: game.vendor,
    name: game.names[lang],
    kind: game.kind,
    cycleMinutes: game.cycleMinutes,
    prizeModes: offeredModes(game, settings),
  };
}

/** A lottery game by code, else LOTTERY_GAME_NOT_FOUND (404). */
export function requireGame(gameCode: string): LotteryGameDef {
  const game = lotteryGame(gameCode);
  if (!game) throw new AppError('LOTTERY_GAME_NOT_FOUND', { fields: ['gameCode'] });
  return game;
}
