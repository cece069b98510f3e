import { describe, expect, it } from 'vitest';
import { turnoverRequirement } from './issue-bonus';
import { progressPercent } from './list-bonuses';
import { allocateTurnover, windowEdges, type ChainBonus } from './turnover';

const t = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));
const bonus = (id: string, required: bigint, from: number, until: number | null = null): ChainBonus => ({
  id,
  status: 'ACTIVE',
  required,
  from: t(from),
  until: until === null ? null : t(until),
});

describe('the turnover requirement', () => {
  it('is the multiple of the bonus, or of bonus plus deposit, rounded up to the minor unit', () => {
    // 100.00 × 10 on BONUS → 1,000.00
    expect(turnoverRequirement(10_000n, 'BONUS', 1000)).toBe(100_000n);
    // 50.00 on a 200.00 deposit, 5× BONUS_PLUS_DEPOSIT → (50 + 200) × 5 = 1,250.00
    expect(turnoverRequirement(5_000n, 'BONUS_PLUS_DEPOSIT', 500, 20_000n)).toBe(125_000n);
    // 0.01 × 2.5 = 0.025 → 0.03
    expect(turnoverRequirement(1n, 'BONUS', 250)).toBe(3n);
  });

  it('shows progress rounded down to one decimal, 100 only when met', () => {
    expect(progressPercent(17_900n, 100_000n)).toBe(17.9);
    expect(progressPercent(99_999n, 100_000n)).toBe(99.9);
    expect(progressPercent(100_000n, 100_000n)).toBe(100);
  });
});

describe('allocating bets to bonuses', () => {
  it('gives each interval to the oldest open bonus first and carries the rest to the next', () => {
    // B1 100.00 granted at :00, B2 100.00 granted at :10. 30.00 bet at :05 (only B1 open),
    // 150.00 at :20 (both): B1 takes 70.00 to be met, B2 the 80.00 left.
    const chain = [bonus('b1', 10_000n, 0), bonus('b2', 10_000n, 10)];
    const edges = windowEdges(chain);
    expect(edges).toEqual([t(0), t(10)]);
    const done = allocateTurnover(chain, edges, [3_000n, 15_000n]);
    expect(done.get('b1')).toBe(10_000n);
    expect(done.get('b2')).toBe(8_000n);
  });

  it('does not give a bonus bets placed after it ended, nor more than it requires', () => {
    // B1 forfeited at :10 with 20.00 of 100.00; B2 from :05. 20.00 at :02 → B1; 50.00 at :07 → B1
    // (oldest open); 60.00 at :12 → only B2 is open; B2 requires 40.00.
    const chain = [bonus('b1', 10_000n, 0, 10), bonus('b2', 4_000n, 5)];
    const edges = windowEdges(chain);
    expect(edges).toEqual([t(0), t(5), t(10)]);
    const done = allocateTurnover(chain, edges, [2_000n, 5_000n, 6_000n]);
    expect(done.get('b1')).toBe(7_000n);
    expect(done.get('b2')).toBe(4_000n);
  });

  it('counts nothing without bets', () => {
    const chain = [bonus('b1', 10_000n, 0)];
    expect(allocateTurnover(chain, windowEdges(chain), [0n]).get('b1')).toBe(0n);
  });
});
