import { describe, expect, it } from 'vitest';
import type { StoredTerms, StoredTier } from './tables';
import {
  applyRate,
  ceilingViolation,
  fromStoredTerms,
  pickTier,
  tierOrderProblem,
  toStoredTerms,
} from './terms';

/** A stored tier: amounts in minor units (scale 2), rate in basis points. */
const st = (
  validBet: number,
  rateBp: number,
  extra: { loss?: number; activeMembers?: number; minBet?: number } = {},
): StoredTier => ({
  validBet: String(validBet),
  loss: String(extra.loss ?? 0),
  activeMembers: extra.activeMembers ?? 0,
  minBet: String(extra.minBet ?? 0),
  rateBp,
});
const tiers = (...list: StoredTier[]): StoredTerms => ({ tiers: list });
const realtime = (profitRateBp: number, lossRateBp: number, singleBet: number): StoredTerms => ({
  realtime: { profitRateBp, lossRateBp, singleBet: String(singleBet) },
});

describe('toStoredTerms / fromStoredTerms', () => {
  const tier = { validBet: 1000.5, loss: 20, activeMembers: 3, minBet: 100, rate: 0.35 };

  it('stores amounts in minor units and rates in basis points, and shows them back', () => {
    const stored = toStoredTerms('DIVIDEND', { tiers: [tier] }, 2);
    expect(stored).toEqual({
      tiers: [{ validBet: '100050', loss: '2000', activeMembers: 3, minBet: '10000', rateBp: 35 }],
    });
    expect(fromStoredTerms(stored, 2)).toEqual({ tiers: [tier], realtime: null });
  });

  it('drops the loss threshold of salaries (only dividends have one)', () => {
    const stored = toStoredTerms('DAILY_SALARY', { tiers: [tier] }, 2) as { tiers: StoredTier[] };
    expect(stored.tiers[0]!.loss).toBe('0');
  });

  it('stores real-time terms', () => {
    const stored = toStoredTerms(
      'REALTIME_SALARY',
      { realtime: { profitRate: 0.1, lossRate: 1.25, singleBetAmount: 50 } },
      2,
    );
    expect(stored).toEqual({ realtime: { profitRateBp: 10, lossRateBp: 125, singleBet: '5000' } });
  });
});

describe('tierOrderProblem', () => {
  it('accepts rising thresholds with rates that do not fall', () => {
    expect(
      tierOrderProblem([st(100_000, 100), st(500_000, 200), st(500_000, 200, { activeMembers: 5 })]),
    ).toBe(null);
    expect(tierOrderProblem([st(100_000, 100), st(200_000, 100)])).toBe(null);
  });

  it('names the first tier whose thresholds are not above the previous tier’s', () => {
    expect(tierOrderProblem([st(100_000, 100), st(100_000, 200)])).toBe(2);
    expect(tierOrderProblem([st(100_000, 100), st(500_000, 200), st(400_000, 300)])).toBe(3);
    // One threshold up and another down is not "above".
    expect(
      tierOrderProblem([st(100_000, 100, { activeMembers: 5 }), st(200_000, 200, { activeMembers: 3 })]),
    ).toBe(2);
  });

  it('names the first tier whose rate falls', () => {
    expect(tierOrderProblem([st(100_000, 200), st(500_000, 199)])).toBe(2);
  });
});

describe('ceilingViolation', () => {
  const upline = tiers(st(100_000, 100), st(500_000, 200));

  it('allows a downline paying at most what the upline pays at the same thresholds', () => {
    expect(ceilingViolation(upline, tiers(st(100_000, 100)))).toBe(null);
    expect(ceilingViolation(upline, tiers(st(100_000, 50), st(500_000, 200)))).toBe(null);
    // Above the upline's last threshold the upline pays its top rate.
    expect(ceilingViolation(upline, tiers(st(100_000, 100), st(600_000, 200)))).toBe(null);
  });

  it('names the first tier that pays more', () => {
    expect(ceilingViolation(upline, tiers(st(100_000, 101)))).toBe(1);
    // Below the upline's first threshold the upline pays nothing.
    expect(ceilingViolation(upline, tiers(st(99_999, 1)))).toBe(1);
    // At 4,999.99 the upline still pays tier 1's 1 %.
    expect(ceilingViolation(upline, tiers(st(100_000, 100), st(499_999, 200)))).toBe(2);
  });

  it('does not count an upline tier whose active members need a higher minimum bet', () => {
    const withMembers = tiers(st(100_000, 100), st(500_000, 200, { activeMembers: 5, minBet: 10_000 }));
    // Members betting 50 are not active for the upline's tier 2 (minimum 100): the upline pays 1 % there.
    expect(ceilingViolation(withMembers, tiers(st(500_000, 200, { activeMembers: 5, minBet: 5_000 })))).toBe(
      1,
    );
    expect(ceilingViolation(withMembers, tiers(st(500_000, 200, { activeMembers: 5, minBet: 10_000 })))).toBe(
      null,
    );
    // Members betting 200 are active at 100 too.
    expect(ceilingViolation(withMembers, tiers(st(500_000, 200, { activeMembers: 5, minBet: 20_000 })))).toBe(
      null,
    );
    // Fewer active members than the upline's tier asks for: tier 1's rate.
    expect(ceilingViolation(withMembers, tiers(st(500_000, 200, { activeMembers: 4, minBet: 10_000 })))).toBe(
      1,
    );
  });

  it('checks the dividend loss threshold', () => {
    const dividend = tiers(st(0, 100, { loss: 100_000 }), st(0, 300, { loss: 1_000_000 }));
    expect(ceilingViolation(dividend, tiers(st(0, 300, { loss: 999_999 })))).toBe(1);
    expect(
      ceilingViolation(dividend, tiers(st(0, 100, { loss: 100_000 }), st(0, 300, { loss: 1_000_000 }))),
    ).toBe(null);
  });

  it('checks real-time rates and the single bet amount', () => {
    const up = realtime(50, 100, 1_000);
    expect(ceilingViolation(up, realtime(50, 100, 1_000))).toBe(null);
    expect(ceilingViolation(up, realtime(10, 20, 5_000))).toBe(null);
    expect(ceilingViolation(up, realtime(51, 100, 1_000))).toBe(1);
    expect(ceilingViolation(up, realtime(50, 101, 1_000))).toBe(1);
    expect(ceilingViolation(up, realtime(50, 100, 999))).toBe(1);
  });

  it('never matches terms of different shapes', () => {
    expect(ceilingViolation(realtime(50, 100, 0), tiers(st(0, 0)))).toBe(1);
    expect(ceilingViolation(tiers(st(0, 10_000)), realtime(0, 0, 0))).toBe(1);
  });
});

describe('pickTier', () => {
  const list = [
    st(100_000, 100, { activeMembers: 2, minBet: 10_000 }),
    st(500_000, 200, { activeMembers: 5, minBet: 10_000 }),
    st(1_000_000, 300, { activeMembers: 5, minBet: 50_000 }),
  ];
  /** 9 members bet at least 100.00, 3 of them at least 500.00. */
  const activeAt = (minBet: bigint) => (minBet <= 10_000n ? 9 : minBet <= 50_000n ? 3 : 0);

  it('picks the highest tier whose thresholds are all met', () => {
    expect(pickTier(list, { validBet: 600_000n, loss: 0n, activeAt })).toEqual({ tier: 2, rateBp: 200 });
    // Enough valid bet for tier 3, but only 3 members reach its 500.00 minimum bet.
    expect(pickTier(list, { validBet: 2_000_000n, loss: 0n, activeAt })).toEqual({ tier: 2, rateBp: 200 });
    expect(pickTier(list, { validBet: 2_000_000n, loss: 0n, activeAt: () => 5 })).toEqual({
      tier: 3,
      rateBp: 300,
    });
  });

  it('picks nothing when no tier is met', () => {
    expect(pickTier(list, { validBet: 99_999n, loss: 0n, activeAt })).toBe(null);
    expect(pickTier(list, { validBet: 600_000n, loss: 0n, activeAt: () => 1 })).toBe(null);
  });
});

describe('applyRate', () => {
  it('rounds down to the minor unit', () => {
    // 123.45 × 0.35 % = 0.4320750 → 0.43
    expect(applyRate(12_345n, 35)).toBe(43n);
    // 9.99 × 0.01 % = 0.000999 → 0
    expect(applyRate(999n, 1)).toBe(0n);
    expect(applyRate(10_000n, 10_000)).toBe(10_000n);
  });

  it('pays nothing on a negative amount or a zero rate', () => {
    expect(applyRate(-5_000n, 100)).toBe(0n);
    expect(applyRate(5_000n, 0)).toBe(0n);
  });
});
