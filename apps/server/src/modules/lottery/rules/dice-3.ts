import type { TLotteryBetType, TLotteryOddsTable, TLotteryResult } from '@platform/contracts/lottery';
import { BSOE, intPick, single, valuesOf, wordPick, type Family, type TypeRule } from './common';

/**
 * The 3-dice game (DICE_3: three faces 1–6). Decisions:
 * - K3_SUM: a sum "3"…"18"; its odds row `K3_SUM` has 8 figures, one per pair of sums with the same
 *   chance: [3|18, 4|17, 5|16, 6|15, 7|14, 8|13, 9|12, 10|11]. Defaults (odds.defaults.ts) are
 *   216 / ways × 0.975 (a 2.5 % edge), rounded down to the hundredth — ways out of the 216 outcomes:
 *   3:1, 4:3, 5:6, 6:10, 7:15, 8:21, 9:25, 10:27 → 210.6, 70.2, 35.1, 21.06, 14.04, 10.02, 8.42, 7.8.
 *   A sum ticket keeps the one figure of its sum. Triples count for sums like any throw.
 * - K3_TRIPLE: a face, all three dice show it (1 in 216). K3_ANY_TRIPLE: no picks, any triple (6 in 216).
 * - K3_PAIR: a face shown by at least two dice (16 in 216: 15 exact pairs + the triple).
 * - K3_BSOE: BIG (sum 11–17), SMALL (4–10), ODD, EVEN of the sum; any triple loses all four.
 */

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
const isTriple = (values: number[]) => values[0] === values[1] && values[1] === values[2];
const facesOf = (result: TLotteryResult) => valuesOf(result, 'DICE_3');

/** Index of a sum in the K3_SUM row (3 and 18 → 0, …, 10 and 11 → 7). */
export const diceSumIndex = (sum: number) => Math.min(sum, 21 - sum) - 3;

const face = intPick(1, 6);

export const diceFamily: Family = () => {
  const sum: TypeRule = {
    picks: { min: 1, max: 16, digits: 0 },
    position: null,
    multiplier: 1,
    perPick: true,
    pick: intPick(3, 18),
    row: (table, { picks }) => {
      const row = table.K3_SUM;
      const odds = row?.[diceSumIndex(Number(picks[0]))];
      return row?.length === 8 && odds !== undefined ? [odds] : undefined;
    },
    infoRow: (table) => (table.K3_SUM?.length === 8 ? table.K3_SUM : undefined),
    rowLength: 1,
    best: (odds) => [odds[0]!],
    paid: (odds, { picks }, result) => (sumOf(facesOf(result)) === Number(picks[0]) ? [odds[0]!] : []),
    info: (table: TLotteryOddsTable) => {
      const row = table.K3_SUM ?? [];
      return {
        tables: Object.fromEntries(
          Array.from({ length: 16 }, (_, i) => [String(i + 3), [row[diceSumIndex(i + 3)] ?? 0]]),
        ),
      };
    },
  };
  const rules: Partial<Record<TLotteryBetType, TypeRule>> = {
    K3_SUM: sum,
    K3_TRIPLE: single(
      { picks: { min: 1, max: 6, digits: 0 }, position: null, multiplier: 1, perPick: true, pick: face },
      'K3_TRIPLE',
      ({ picks }, result) => facesOf(result).every((value) => value === Number(picks[0])),
    ),
    K3_ANY_TRIPLE: single(
      {
        picks: { min: 0, max: 0, digits: 0 },
        position: null,
        multiplier: 1,
        perPick: false,
        pick: () => null,
      },
      'K3_ANY_TRIPLE',
      (_ticket, result) => isTriple(facesOf(result)),
    ),
    K3_PAIR: single(
      { picks: { min: 1, max: 6, digits: 0 }, position: null, multiplier: 1, perPick: true, pick: face },
      'K3_PAIR',
      ({ picks }, result) => facesOf(result).filter((value) => value === Number(picks[0])).length >= 2,
    ),
    K3_BSOE: single(
      {
        picks: { min: 1, max: 4, digits: 0 },
        position: null,
        multiplier: 1,
        perPick: true,
        pick: wordPick(BSOE),
      },
      'K3_BSOE',
      ({ picks }, result) => {
        const faces = facesOf(result);
        if (isTriple(faces)) return false;
        const total = sumOf(faces);
        const word = picks[0];
        if (word === 'BIG') return total >= 11;
        if (word === 'SMALL') return total <= 10;
        return word === 'ODD' ? total % 2 === 1 : total % 2 === 0;
      },
    ),
  };
  return rules;
};
