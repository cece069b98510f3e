import type { TLotteryBetType, TLotteryOddsTable, TLotteryResult } from '@platform/contracts/lottery';
import { BSOE, intPick, single, valuesOf, wordPick, type Family, type TypeRule } from './common';

/**
 * The 1–10 race (RACE_10: `values[i]` is the car finishing in place i + 1). Decisions:
 * - R10_POS: a place 1–10 and a car "1"…"10". R10_BSOE: a place and BIG (car ≥ 6) / SMALL (≤ 5) / ODD /
 *   EVEN of the car there.
 * - R10_DT: a place 1–5; DRAGON when the car in that place is greater than the car in place 11 − place,
 *   else TIGER (they are never equal).
 * - R10_SUM12: the sum "3"…"19" of the cars in places 1 and 2. Its row `R10_SUM12` has 5 figures by how
 *   many of the 90 ordered pairs of distinct cars make the sum: [2 pairs (3, 4, 18, 19), 4 (5, 6, 16, 17),
 *   6 (7, 8, 14, 15), 8 (9, 10, 12, 13), 10 (11)]; defaults 90 / pairs × 0.975 (2.5 % edge) rounded down
 *   to the hundredth: 43.87, 21.93, 14.62, 10.96, 8.77. A sum ticket keeps the one figure of its sum.
 */

const carsOf = (result: TLotteryResult) => valuesOf(result, 'RACE_10');

/** Ordered pairs of distinct cars 1–10 with this sum. */
export function pairsWithSum(sum: number): number {
  let pairs = 0;
  for (let a = 1; a <= 10; a += 1) {
    const b = sum - a;
    if (b >= 1 && b <= 10 && b !== a) pairs += 1;
  }
  return pairs;
}

/** Index of a sum in the R10_SUM12 row: pairs / 2 − 1. */
export const raceSumIndex = (sum: number) => pairsWithSum(sum) / 2 - 1;

const PLACE = { min: 1, max: 10 };

export const raceFamily: Family = () => {
  const sum: TypeRule = {
    picks: { min: 1, max: 17, digits: 0 },
    position: null,
    multiplier: 1,
    perPick: true,
    pick: intPick(3, 19),
    row: (table, { picks }) => {
      const row = table.R10_SUM12;
      const odds = row?.[raceSumIndex(Number(picks[0]))];
      return row?.length === 5 && odds !== undefined ? [odds] : undefined;
    },
    infoRow: (table) => (table.R10_SUM12?.length === 5 ? table.R10_SUM12 : undefined),
    rowLength: 1,
    best: (odds) => [odds[0]!],
    paid: (odds, { picks }, result) => {
      const cars = carsOf(result);
      return cars[0]! + cars[1]! === Number(picks[0]) ? [odds[0]!] : [];
    },
    info: (table: TLotteryOddsTable) => {
      const row = table.R10_SUM12 ?? [];
      return {
        tables: Object.fromEntries(
          Array.from({ length: 17 }, (_, i) => [String(i + 3), [row[raceSumIndex(i + 3)] ?? 0]]),
        ),
      };
    },
  };
  const rules: Partial<Record<TLotteryBetType, TypeRule>> = {
    R10_POS: single(
      {
        picks: { min: 1, max: 10, digits: 0 },
        position: PLACE,
        multiplier: 1,
        perPick: true,
        pick: intPick(1, 10),
      },
      'R10_POS',
      ({ picks, position }, result) => carsOf(result)[(position ?? 1) - 1] === Number(picks[0]),
    ),
    R10_BSOE: single(
      {
        picks: { min: 1, max: 4, digits: 0 },
        position: PLACE,
        multiplier: 1,
        perPick: true,
        pick: wordPick(BSOE),
      },
      'R10_BSOE',
      ({ picks, position }, result) => {
        const car = carsOf(result)[(position ?? 1) - 1]!;
        const word = picks[0];
        if (word === 'BIG') return car >= 6;
        if (word === 'SMALL') return car <= 5;
        return word === 'ODD' ? car % 2 === 1 : car % 2 === 0;
      },
    ),
    R10_DT: single(
      {
        picks: { min: 1, max: 2, digits: 0 },
        position: { min: 1, max: 5 },
        multiplier: 1,
        perPick: true,
        pick: wordPick(['DRAGON', 'TIGER']),
      },
      'R10_DT',
      ({ picks, position }, result) => {
        const cars = carsOf(result);
        const place = position ?? 1;
        const dragon = cars[place - 1]! > cars[10 - place]!;
        return picks[0] === (dragon ? 'DRAGON' : 'TIGER');
      },
    ),
    R10_SUM12: sum,
  };
  return rules;
};
