import { describe, expect, it } from 'vitest';
import { diceOddsOf, formatHundredths, parseDiceTarget } from './dice';

describe('dice odds (1 % house edge, as the server pays)', () => {
  it.each([
    // target, direction → winning rolls of 10,000, chance %, multiplier floor(99,000,000 / winning) / 10,000
    [5_000, 'OVER', 4_999, 49.99, 1.9803], // 99,000,000 / 4,999 = 19,803.96…
    [2_500, 'UNDER', 2_500, 25, 3.96], // 99,000,000 / 2,500 = 39,600
    [3_333, 'UNDER', 3_333, 33.33, 2.9702], // 99,000,000 / 3,333 = 29,702.97…
    [100, 'UNDER', 100, 1, 99], // the smallest chance: 1 %
    [199, 'OVER', 9_800, 98, 1.0102], // the largest: 98 %; 99,000,000 / 9,800 = 10,102.04…
  ] as const)(
    'target %i %s: %i winning rolls, %f %%, ×%f',
    (target, direction, winning, chance, multiplier) => {
      expect(diceOddsOf(target, direction)).toEqual({ winning, valid: true, chance, multiplier });
    },
  );

  it('refuses chances under 1 % or over 98 %', () => {
    expect(diceOddsOf(9_900, 'OVER').valid).toBe(false); // 99 winning rolls
    expect(diceOddsOf(99, 'UNDER').valid).toBe(false);
    expect(diceOddsOf(198, 'OVER').valid).toBe(false); // 9,801
    expect(diceOddsOf(9_801, 'UNDER').valid).toBe(false);
  });
});

describe('dice targets as typed', () => {
  it('reads 0.00 … 99.99 with a dot or a comma, in hundredths', () => {
    expect(parseDiceTarget('50')).toBe(5_000);
    expect(parseDiceTarget('50,5')).toBe(5_050);
    expect(parseDiceTarget('33.33')).toBe(3_333);
    expect(parseDiceTarget('0.01')).toBe(1);
    expect(parseDiceTarget('99.99')).toBe(9_999);
  });

  it('refuses anything else', () => {
    for (const text of ['', '100', '-1', '1.234', 'abc', '5e1']) expect(parseDiceTarget(text)).toBeNull();
  });

  it('shows hundredths in the page language', () => {
    expect(formatHundredths(5_050, 'es')).toBe('50,50');
    expect(formatHundredths(7, 'en')).toBe('0.07');
  });
});
