import {
  HOUSE_LIMITS,
  HOUSE_VENDOR,
  houseGameOf,
  type THouseGameDefinition,
  type THouseGameKind,
} from '@platform/contracts/house-games';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { formatMoney } from '../../../platform/money-text';
import type { HouseContext } from '../context';

/** The TA game of that code and kind, else HOUSE_GAME_NOT_FOUND (naming gameCode). */
export function houseGameOfKind(gameCode: string, kind: THouseGameKind): THouseGameDefinition {
  const game = houseGameOf(gameCode);
  if (!game || game.kind !== kind) throw new AppError('HOUSE_GAME_NOT_FOUND', { fields: ['gameCode'] });
  return game;
}

/**
 * What every bet checks before money moves: the game is a TA game of the kind, in the catalogue and out of
 * maintenance (503 GAME_MAINTENANCE, as a launch), and the stake within the kind's limits
 * (HOUSE_BET_OUT_OF_RANGE, the range written as money in the user's language). The stake in minor units.
 */
export async function checkHouseBet(
  ctx: HouseContext,
  input: { gameCode: string; kind: THouseGameKind; amount: number; field: string },
): Promise<{ game: THouseGameDefinition; stake: bigint }> {
  const game = houseGameOfKind(input.gameCode, input.kind);
  // The catalogue's cached index (the games service drops it when an operator changes the catalogue).
  const [index, brand] = await Promise.all([ctx.games.catalogueIndex(), ctx.brand()]);
  const catalogue = index.byCode(HOUSE_VENDOR, game.gameCode);
  if (!catalogue) throw new AppError('HOUSE_GAME_NOT_FOUND', { fields: ['gameCode'] });
  if (catalogue.maintenance) throw new AppError('GAME_MAINTENANCE');
  const { currency } = brand;
  const limits = HOUSE_LIMITS[input.kind];
  let stake: bigint;
  try {
    stake = decimalToMinor(input.amount, currency.scale);
  } catch {
    throw new AppError('HOUSE_BET_INVALID', { fields: [input.field] });
  }
  if (stake < BigInt(limits.minBet) || stake > BigInt(limits.maxBet)) {
    const min = minorToDecimal(BigInt(limits.minBet), currency.scale);
    const max = minorToDecimal(BigInt(limits.maxBet), currency.scale);
    throw new AppError('HOUSE_BET_OUT_OF_RANGE', {
      fields: [input.field],
      details: { fields: [input.field], minBet: min, maxBet: max },
      messageFields: (lang) => [
        `${formatMoney(min, currency, lang)} ${lang === 'es' ? 'y' : 'and'} ${formatMoney(max, currency, lang)}`,
      ],
    });
  }
  return { game, stake };
}
