import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './order-status';
import { MAX_QUICK_AMOUNTS, quickAmounts } from './quick-amounts';

describe('deposit quick amounts', () => {
  it('are round amounts within the channel limits, at most six', () => {
    expect(quickAmounts(100, 5000)).toEqual([100, 200, 500, 1000, 2000, 5000]);
    expect(quickAmounts(50, 100000)).toHaveLength(MAX_QUICK_AMOUNTS);
    for (const amount of quickAmounts(300, 20000)) {
      expect(amount).toBeGreaterThanOrEqual(300);
      expect(amount).toBeLessThanOrEqual(20000);
    }
  });

  it('a narrow range offers its minimum and maximum', () => {
    expect(quickAmounts(10, 40)).toEqual([10, 40]);
    expect(quickAmounts(120, 180)).toEqual([120, 180]);
    expect(quickAmounts(150, 450)).toEqual([150, 200, 450]);
  });
});

describe('time left before a payout counts as received', () => {
  it('mm:ss under an hour, h:mm:ss above, never negative', () => {
    expect(formatTimeLeft(9 * 60_000 + 5_000)).toBe('09:05');
    expect(formatTimeLeft(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatTimeLeft(-5)).toBe('00:00');
    expect(formatTimeLeft(500)).toBe('00:01');
  });
});
