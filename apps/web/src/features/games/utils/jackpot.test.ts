import { describe, expect, it } from 'vitest';
import { jackpotAt } from './jackpot';

describe('jackpot number (spec §9: grows by 165.11 every 3 seconds)', () => {
  it('starts at the reported amount and grows one step per full 3 seconds', () => {
    expect(jackpotAt(1_000_000, 0)).toBe(1_000_000);
    expect(jackpotAt(1_000_000, 2_999)).toBe(1_000_000);
    expect(jackpotAt(1_000_000, 3_000)).toBe(1_000_165.11);
    expect(jackpotAt(1_000_000, 5_999)).toBe(1_000_165.11);
    expect(jackpotAt(1_000_000, 6_000)).toBe(1_000_330.22);
  });

  it('stays exact to the cent after hours (no floating-point drift)', () => {
    // 24 h = 28,800 steps of 165.11 = 4,755,168.00
    expect(jackpotAt(123_456.78, 24 * 3_600_000)).toBe(4_878_624.78);
    expect(jackpotAt(0.1, 3_000 * 7)).toBe(1155.87);
  });

  it('never goes below the start (a clock set back)', () => {
    expect(jackpotAt(500, -10_000)).toBe(500);
  });
});
