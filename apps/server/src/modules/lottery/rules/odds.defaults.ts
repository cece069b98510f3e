import type { TPrizeMode } from '@platform/contracts/games';
import type { TLotteryOddsTable } from '@platform/contracts/lottery';

/**
 * The seeded odds of each prize mode (lottery.md), operators change them in the settings. Figures are
 * decimals per unit (99.6 pays 99.6 unit prices per unit), as the settings store and show them; a ticket
 * keeps its row in thousandths (lines.ts). Keys: one per bet type, a row of one figure, except the prize
 * tables — 4D (sea-4d.ts: `BIG`, `SMALL`, `IBOX_BIG_<24|12|6|4>`, `IBOX_SMALL_<…>`, Singapore with `SG_`)
 * and the sum bets (`K3_SUM` 8 figures, dice-3.ts; `R10_SUM12` 5 figures, race-10.ts).
 *
 * Modes (games/definitions.ts decides which game is offered in which):
 * - LOTT, the regular table: the Vietnamese and fast-game figures of lottery.md.
 * - ELOTT, the e-lottery table: the same figures (a real operator keeps one Vietnamese table for both;
 *   lowering the fast Vietnamese odds would also lower Miền Bắc/Nam/Trung in ELOTT, since a table is per
 *   bet type, not per game).
 * - ZY, the variant table of the house-drawn games (fast Vietnamese and the 5D, dice, race games): every
 *   figure of LOTT 1 % lower, rounded down to the thousandth (99.6 → 98.604).
 * - SEA, the 4D tables only: Malaysia (Magnum, Toto, Da Ma Cai) as lottery.md; Singapore its own Big and
 *   Small rows, and its iBox rows the full row divided by the permutations rounded down to a whole figure
 *   (as Singapore Pools publishes iBet: 24 → 83 / 41 / 20 / 10 / 2).
 */

const VN_ODDS: TLotteryOddsTable = {
  LO2: [99.6],
  LO3: [980],
  LO4: [9500],
  XIEN2: [30],
  XIEN3: [165],
  XIEN4: [775],
  DE: [99],
  DE_DAU: [99],
  DAU: [9.94],
  DUOI: [9.94],
  CANG3: [980],
  CANG4: [9200],
  TRUOT4: [2],
  TRUOT8: [4],
  TRUOT10: [6],
  TAI: [1.997],
  XIU: [1.997],
  CHAN: [1.997],
  LE: [1.997],
};

const FAST_ODDS: TLotteryOddsTable = {
  P5_DIGIT: [9.8],
  P5_BSOE: [1.98],
  P5_STRAIGHT3: [980],
  // Group 3: 3 orders of 1000 → fair 333.3, 2 % edge → 326; group 6: 6 orders → 166.7 → 163.
  P5_GROUP3: [326],
  P5_GROUP6: [163],
  P5_STRAIGHT2: [98],
  P5_SUM: [1.98],
  // [3|18, 4|17, 5|16, 6|15, 7|14, 8|13, 9|12, 10|11]: 216 / ways × 0.975, down to the hundredth.
  K3_SUM: [210.6, 70.2, 35.1, 21.06, 14.04, 10.02, 8.42, 7.8],
  K3_TRIPLE: [180],
  K3_ANY_TRIPLE: [30],
  K3_PAIR: [11],
  K3_BSOE: [1.97],
  R10_POS: [9.8],
  R10_BSOE: [1.98],
  R10_DT: [1.98],
  // [2, 4, 6, 8, 10 ordered pairs of the 90]: 90 / pairs × 0.975, down to the hundredth.
  R10_SUM12: [43.87, 21.93, 14.62, 10.96, 8.77],
};

const MALAYSIA_4D: TLotteryOddsTable = {
  BIG: [2500, 1000, 500, 180, 60],
  SMALL: [3500, 2000, 1000],
  IBOX_BIG_24: [105, 42, 21, 8, 3],
  IBOX_BIG_12: [209, 84, 42, 15, 5],
  IBOX_BIG_6: [417, 167, 84, 30, 10],
  IBOX_BIG_4: [625, 250, 125, 45, 15],
  IBOX_SMALL_24: [146, 84, 42],
  IBOX_SMALL_12: [292, 167, 84],
  IBOX_SMALL_6: [584, 334, 167],
  IBOX_SMALL_4: [875, 500, 250],
};

const SG_BIG = [2000, 1000, 490, 250, 60];
const SG_SMALL = [3000, 2000, 800];
const SINGAPORE_4D: TLotteryOddsTable = {
  SG_BIG,
  SG_SMALL,
  ...Object.fromEntries(
    [24, 12, 6, 4].flatMap((perms) => [
      [`SG_IBOX_BIG_${perms}`, SG_BIG.map((figure) => Math.floor(figure / perms))],
      [`SG_IBOX_SMALL_${perms}`, SG_SMALL.map((figure) => Math.floor(figure / perms))],
    ]),
  ),
};

/** Every figure `percent` % of the table's, rounded down to the thousandth. */
const scaled = (table: TLotteryOddsTable, percent: number): TLotteryOddsTable =>
  Object.fromEntries(
    Object.entries(table).map(([key, row]) => [
      key,
      row.map((figure) => Math.floor((Math.round(figure * 1000) * percent) / 100) / 1000),
    ]),
  );

export const DEFAULT_ODDS: Record<TPrizeMode, TLotteryOddsTable> = {
  LOTT: { ...VN_ODDS, ...FAST_ODDS },
  ZY: scaled({ ...VN_ODDS, ...FAST_ODDS }, 99),
  ELOTT: { ...VN_ODDS, ...FAST_ODDS },
  SEA: { ...MALAYSIA_4D, ...SINGAPORE_4D },
};
