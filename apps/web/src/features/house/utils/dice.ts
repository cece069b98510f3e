import { DICE_OUTCOMES } from '@platform/contracts/house-fairness';
import {
  diceMultiplierOf,
  diceWinningOf,
  isDiceChanceAllowed,
  type TDiceDirection,
} from '@platform/contracts/house-payouts';

/** The highest target, in hundredths (99.99). */
export const DICE_TARGET_MAX = DICE_OUTCOMES - 1;

export type TDiceOdds = {
  /** Winning rolls of 10,000. */
  winning: number;
  /** False when the chance is outside 1 % … 98 % (the server refuses the bet). */
  valid: boolean;
  /** The chance to win in percent, e.g. 49.99. */
  chance: number;
  /** The payout multiplier 99 % / chance, floored to 4 decimals, e.g. 1.9803. */
  multiplier: number;
};

/** Chance and multiplier of a dice bet (1 % house edge), by the rules the server plays (house-payouts.ts). */
export function diceOddsOf(target: number, direction: TDiceDirection): TDiceOdds {
  const winning = diceWinningOf(target, direction);
  return {
    winning,
    valid: isDiceChanceAllowed(winning),
    chance: winning / 100,
    multiplier: winning > 0 ? diceMultiplierOf(winning) : 0,
  };
}

/** A target typed as a decimal ("50.5", "50,50") in hundredths, or null when it is not one in 0.00 … 99.99. */
export function parseDiceTarget(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,2}(?:\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths as a roll or a target is shown: 5050 → "50,50" (es), "50.50" (en). */
export function formatHundredths(hundredths: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(hundredths / 100);
}
