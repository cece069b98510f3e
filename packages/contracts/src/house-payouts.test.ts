import { describe, expect, it } from 'vitest';
import {
  binomial,
  diceMultiplierOf,
  diceRollWins,
  diceWinningOf,
  diceWinOf,
  isDiceChanceAllowed,
  minesMultiplierOf,
  minesSafeCells,
  minesWinOf,
} from './house-payouts';

/** Payouts of dice and mines, every figure worked out by hand (1 % house edge). */

describe('dice', () => {
  it('counts the winning rolls of 0.00 … 99.99', () => {
    // OVER 50.00: 50.01 … 99.99 = 4,999 rolls; UNDER 50.00: 0.00 … 49.99 = 5,000 rolls.
    expect(diceWinningOf(5000, 'OVER')).toBe(4999);
    expect(diceWinningOf(5000, 'UNDER')).toBe(5000);
    expect(diceWinningOf(9899, 'OVER')).toBe(100);
    expect(diceRollWins(5001, 5000, 'OVER')).toBe(true);
    expect(diceRollWins(5000, 5000, 'OVER')).toBe(false);
    expect(diceRollWins(4999, 5000, 'UNDER')).toBe(true);
    expect(diceRollWins(5000, 5000, 'UNDER')).toBe(false);
  });

  it('offers 1 % … 98 %', () => {
    expect([99, 100, 9800, 9801].map(isDiceChanceAllowed)).toEqual([false, true, true, false]);
  });

  it('pays floor(stake × 9,900 ÷ winning) and shows 9,900 ÷ winning floored to 4 decimals', () => {
    // 10.00 at 4,999 rolls: 9,900,000 ÷ 4,999 = 1,980.39… → 19.80; 9,900 ÷ 4,999 = 1.98039… → 1.9803.
    expect(diceWinOf(1000n, 4999)).toBe(1980n);
    expect(diceMultiplierOf(4999)).toBe(1.9803);
    // 1 % chance: ×99; 3.33 → 329.67.
    expect(diceWinOf(333n, 100)).toBe(32_967n);
    expect(diceMultiplierOf(100)).toBe(99);
    // 98 %: 9,900 ÷ 9,800 = 1.0102…; 1.00 → 1.01.
    expect(diceMultiplierOf(9800)).toBe(1.0102);
    expect(diceWinOf(100n, 9800)).toBe(101n);
    // 7.77 at 6,666 rolls: 7,692,300 ÷ 6,666 = 1,153.96… → 11.53.
    expect(diceWinOf(777n, 6666)).toBe(1153n);
  });
});

describe('mines', () => {
  it('binomials', () => {
    expect([binomial(25, 0), binomial(25, 1), binomial(25, 2), binomial(25, 3), binomial(22, 3)]).toEqual([
      1n,
      25n,
      300n,
      2300n,
      1540n,
    ]);
    expect(binomial(25, 12)).toBe(5_200_300n);
    expect(binomial(5, 6)).toBe(0n);
  });

  it('multiplier 0.99 × C(25, k) ÷ C(25 − m, k), floored to 2 decimals', () => {
    // 3 mines: k = 1 → 0.99 × 25 ÷ 22 = 1.125 → 1.12; k = 2 → 0.99 × 300 ÷ 231 = 1.2857 → 1.28;
    // k = 3 → 0.99 × 2,300 ÷ 1,540 = 1.4785 → 1.47.
    expect([1, 2, 3].map((k) => minesMultiplierOf(3, k))).toEqual([1.12, 1.28, 1.47]);
    // 24 mines, the one safe cell: 0.99 × 25 = 24.75; 1 mine, all 24 safe cells: 0.99 × 25 ÷ 1 = 24.75.
    expect(minesMultiplierOf(24, 1)).toBe(24.75);
    expect(minesMultiplierOf(1, 24)).toBe(24.75);
    // 1 mine, k = 1: 0.99 × 25 ÷ 24 = 1.03125 → 1.03.
    expect(minesMultiplierOf(1, 1)).toBe(1.03);
    expect(minesSafeCells(3)).toBe(22);
  });

  it('the win is exact, not the rounded multiplier times the stake, and capped', () => {
    // 10.00, 3 mines: k = 1 → 1,000 × 99 × 25 ÷ 2,200 = 1,125 (11.25, not 1.12 × 10 = 11.20);
    // k = 2 → 29,700,000 ÷ 23,100 = 1,285.7 → 12.85; k = 3 → 227,700,000 ÷ 154,000 = 1,478.5 → 14.78.
    expect([1, 2, 3].map((k) => minesWinOf(1000n, 3, k))).toEqual([1125n, 1285n, 1478n]);
    // 1,000.00 with 20 mines: k = 4 → 100,000 × 99 × 12,650 ÷ 500 = 250,470,000 > the cap 100,000,000.
    expect(minesWinOf(100_000n, 20, 3)).toBe(22_770_000n);
    expect(minesWinOf(100_000n, 20, 4)).toBe(100_000_000n);
  });
});
