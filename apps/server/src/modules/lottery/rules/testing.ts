import type { TPrizeMode } from '@platform/contracts/games';
import type { TLotteryLine, TLotteryResult } from '@platform/contracts/lottery';
import { lotteryGame, type LotteryGameDef } from '../games/definitions';
import { priceLine, settleTicket } from './lines';
import { DEFAULT_ODDS } from './odds.defaults';

/** Test helpers of the rules: a game by code, a line priced and settled with the default odds. */
export function game(code: string): LotteryGameDef {
  const found = lotteryGame(code);
  if (!found) throw new Error(`no game ${code}`);
  return found;
}

/** Unit price 1.00 = 100 minor units in every fixture. */
export const UNIT_PRICE = 100n;

export type LineInput = Omit<TLotteryLine, 'picks'> & { picks?: string[] };

export const price = (code: string, line: LineInput, mode: TPrizeMode = 'LOTT') =>
  priceLine(game(code), { picks: [], ...line }, DEFAULT_ODDS[mode], UNIT_PRICE);

/** The wins of the tickets of a line on a result (one figure per ticket, minor units). */
export function wins(code: string, line: LineInput, result: TLotteryResult, mode: TPrizeMode = 'LOTT') {
  return price(code, line, mode).map((ticket) =>
    settleTicket(game(code), { ...ticket, unitPrice: UNIT_PRICE }, result),
  );
}

/** The win of a line that is one ticket. */
export function win(code: string, line: LineInput, result: TLotteryResult, mode: TPrizeMode = 'LOTT') {
  const all = wins(code, line, result, mode);
  if (all.length !== 1) throw new Error(`${all.length} tickets`);
  return all[0]!;
}

/** The LOTTERY_BET_INVALID fields a line is refused with (or null when it prices). */
export function refusal(code: string, line: LineInput, mode: TPrizeMode = 'LOTT'): string[] | null {
  try {
    price(code, line, mode);
    return null;
  } catch (error) {
    const fields = (error as { code?: string; fields?: string[] }).fields;
    if ((error as { code?: string }).code !== 'LOTTERY_BET_INVALID') throw error;
    return fields ?? [];
  }
}
