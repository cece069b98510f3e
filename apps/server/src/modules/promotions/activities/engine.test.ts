import { describe, expect, it } from 'vitest';
import { checkInReward, depositBonus, lossRescue, periodOf, previousPeriod, turnoverReached } from './engine';

const terms = { turnoverMultiple: 1, turnoverBase: 'BONUS' as const, validDays: 30 };
const first = { kind: 'FIRST_DEPOSIT' as const, percent: 25, cap: 80, minDeposit: 40, bonus: terms };

describe('the activity rule engine (money in minor units, worked by hand)', () => {
  it('pays a percent of the deposit up to the cap, nothing below the minimum', () => {
    // 25 % of 400.00 = 100.00, capped at 80.00.
    expect(depositBonus(first, 40_000n)).toBe(8_000n);
    // 25 % of 200.00 = 50.00, under the cap.
    expect(depositBonus(first, 20_000n)).toBe(5_000n);
    // 39.99 is below the 40.00 minimum: nothing; 40.00 itself earns 10.00.
    expect(depositBonus(first, 3_999n)).toBe(0n);
    expect(depositBonus(first, 4_000n)).toBe(1_000n);
    // 12.5 % of 33.33 = 4.16625 → 4.16 (rounded down to the cent).
    expect(depositBonus({ ...first, percent: 12.5, minDeposit: 0 }, 3_333n)).toBe(416n);
  });

  it('rescues a percent of the net loss, rounded down to the cent, from the minimum loss up to the cap', () => {
    const rule = {
      kind: 'LOSS_RESCUE' as const,
      period: 'DAY' as const,
      percent: 10,
      minLoss: 500,
      cap: 1000,
      categories: [],
      bonus: terms,
    };
    // 10 % of 1,234.56 = 123.456 → 123.45 (the fraction of a cent is not paid).
    expect(lossRescue(rule, 123_456n)).toBe(12_345n);
    // 10 % of 20,000.00 = 2,000.00, capped at 1,000.00.
    expect(lossRescue(rule, 2_000_000n)).toBe(100_000n);
    // 499.99 is below the 500.00 minimum loss; a net win rescues nothing.
    expect(lossRescue(rule, 49_999n)).toBe(0n);
    expect(lossRescue(rule, -10_000n)).toBe(0n);
  });

  it('gives the check-in target reward on the Nth signed day only, and the daily reward every day', () => {
    const rule = {
      kind: 'CHECK_IN' as const,
      period: 'WEEK' as const,
      targetDays: 7,
      targetReward: 100,
      dailyReward: 5,
      bonus: terms,
    };
    expect(checkInReward(rule, 6)).toEqual({ daily: 500n, target: 0n });
    expect(checkInReward(rule, 7)).toEqual({ daily: 500n, target: 10_000n });
    expect(checkInReward({ ...rule, dailyReward: 0 }, 3)).toEqual({ daily: 0n, target: 0n });
  });

  it('reaches a turnover target at the target exactly', () => {
    const rule = {
      kind: 'TURNOVER' as const,
      period: 'DAY' as const,
      target: 5000,
      categories: [],
      prize: 150,
      bonus: terms,
    };
    expect(turnoverReached(rule, 499_999n)).toBe(false);
    expect(turnoverReached(rule, 500_000n)).toBe(true);
  });

  it('cuts days and Monday weeks in the brand zone', () => {
    const window = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2027-01-01T00:00:00Z') };
    // 2026-11-27 03:00 UTC is Thursday 26 November, 21:00 in Mexico City (UTC−6).
    const instant = new Date('2026-11-27T03:00:00Z');
    const day = periodOf('America/Mexico_City', 'DAY', instant, window);
    expect(day).toMatchObject({ key: '2026-11-26', from: '2026-11-26', to: '2026-11-26' });
    expect(day.start.toISOString()).toBe('2026-11-26T06:00:00.000Z');
    const week = periodOf('America/Mexico_City', 'WEEK', instant, window);
    expect(week).toMatchObject({ key: 'W2026-11-23', from: '2026-11-23', to: '2026-11-29' });
    expect(previousPeriod('America/Mexico_City', 'WEEK', instant, window)).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(periodOf('America/Mexico_City', 'MONTH', instant, window)).toMatchObject({
      key: 'M2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});
