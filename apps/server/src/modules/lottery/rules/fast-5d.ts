import type { TLotteryBetType } from '@platform/contracts/lottery';
import { BSOE, digitWord, digitsPick, single, valuesOf, wordPick, type Family } from './common';

/**
 * The 5-digit game (FAST_5D: five digits 0–9, positions 1–5 from the left). Decisions:
 * - P5_DIGIT: position 1–5 and a digit; P5_BSOE: position 1–5 and BIG (5–9) / SMALL (0–4) / ODD / EVEN.
 * - P5_STRAIGHT3 / P5_GROUP3 / P5_GROUP6: position 1 front (digits 1–3), 2 middle (2–4), 3 back (3–5).
 *   Straight: the three digits in order. Group 3: the pick is three digits with exactly one pair
 *   ("112"), order-free — wins when the three drawn digits are the same multiset (so they hold that one
 *   pair); group 6: three distinct digits, order-free. Picks are kept with their digits sorted.
 * - P5_STRAIGHT2: the last two digits (positions 4–5) in order; no position.
 * - P5_SUM: the sum of the five digits (0–45), BIG ≥ 23 / SMALL ≤ 22 (each half of the outcomes).
 * - Every type pays its one figure once; a line with several picks is one ticket per pick.
 */

const sortDigits = (raw: string) => [...raw].sort().join('');
const distinctDigits = (raw: string) => new Set(raw).size;
const three = digitsPick(3);

const SEGMENT = { min: 1, max: 3 };
const segmentOf = (values: number[], position: number | null) =>
  values.slice((position ?? 1) - 1, (position ?? 1) + 2).join('');

export const fiveDFamily: Family = () => {
  const digitsOf = (result: Parameters<typeof valuesOf>[0]) => valuesOf(result, 'FAST_5D');
  const rules: Partial<Record<TLotteryBetType, ReturnType<typeof single>>> = {
    P5_DIGIT: single(
      {
        picks: { min: 1, max: 10, digits: 1 },
        position: { min: 1, max: 5 },
        multiplier: 1,
        perPick: true,
        pick: digitsPick(1),
      },
      'P5_DIGIT',
      ({ picks, position }, result) => digitsOf(result)[(position ?? 1) - 1] === Number(picks[0]),
    ),
    P5_BSOE: single(
      {
        picks: { min: 1, max: 4, digits: 0 },
        position: { min: 1, max: 5 },
        multiplier: 1,
        perPick: true,
        pick: wordPick(BSOE),
      },
      'P5_BSOE',
      ({ picks, position }, result) => digitWord(picks[0]!, digitsOf(result)[(position ?? 1) - 1]!),
    ),
    P5_STRAIGHT3: single(
      {
        picks: { min: 1, max: 100, digits: 3 },
        position: SEGMENT,
        multiplier: 1,
        perPick: true,
        pick: three,
      },
      'P5_STRAIGHT3',
      ({ picks, position }, result) => segmentOf(digitsOf(result), position) === picks[0],
    ),
    P5_GROUP3: single(
      {
        picks: { min: 1, max: 90, digits: 3 },
        position: SEGMENT,
        multiplier: 1,
        perPick: true,
        pick: (raw) => (three(raw) !== null && distinctDigits(raw) === 2 ? sortDigits(raw) : null),
      },
      'P5_GROUP3',
      ({ picks, position }, result) => sortDigits(segmentOf(digitsOf(result), position)) === picks[0],
    ),
    P5_GROUP6: single(
      {
        picks: { min: 1, max: 100, digits: 3 },
        position: SEGMENT,
        multiplier: 1,
        perPick: true,
        pick: (raw) => (three(raw) !== null && distinctDigits(raw) === 3 ? sortDigits(raw) : null),
      },
      'P5_GROUP6',
      ({ picks, position }, result) => sortDigits(segmentOf(digitsOf(result), position)) === picks[0],
    ),
    P5_STRAIGHT2: single(
      {
        picks: { min: 1, max: 100, digits: 2 },
        position: null,
        multiplier: 1,
        perPick: true,
        pick: digitsPick(2),
      },
      'P5_STRAIGHT2',
      ({ picks }, result) => digitsOf(result).slice(3).join('') === picks[0],
    ),
    P5_SUM: single(
      {
        picks: { min: 1, max: 2, digits: 0 },
        position: null,
        multiplier: 1,
        perPick: true,
        pick: wordPick(['BIG', 'SMALL']),
      },
      'P5_SUM',
      ({ picks }, result) => {
        const sum = digitsOf(result).reduce((a, b) => a + b, 0);
        return picks[0] === 'BIG' ? sum >= 23 : sum <= 22;
      },
    ),
  };
  return rules;
};
