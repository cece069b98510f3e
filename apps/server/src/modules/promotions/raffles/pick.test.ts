import { describe, expect, it } from 'vitest';
import { cryptoRandomInt, drawsAvailable, pickWeighted } from './pick';

const prizes = [
  { id: '1.00', weight: 500 },
  { id: '5.00', weight: 300 },
  { id: '20.00', weight: 150 },
  { id: '100.00', weight: 45 },
  { id: '888.00', weight: 5 },
];

describe('the weighted pick', () => {
  it('gives each prize exactly its weight’s share of the random outcomes (exact enumeration)', () => {
    // Every outcome of a uniform randomInt(1000) once: each prize must come up exactly `weight` times.
    const counts = new Map<string, number>();
    for (let outcome = 0; outcome < 1000; outcome += 1) {
      const prize = pickWeighted(prizes, (max) => {
        expect(max).toBe(1000);
        return outcome;
      });
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      '1.00': 500,
      '5.00': 300,
      '20.00': 150,
      '100.00': 45,
      '888.00': 5,
    });
  });

  it('asks the random source only for [0, total) and refuses outcomes outside it', () => {
    expect(pickWeighted(prizes, () => 0).id).toBe('1.00');
    expect(pickWeighted(prizes, () => 999).id).toBe('888.00');
    expect(() => pickWeighted(prizes, () => 1000)).toThrow(RangeError);
    expect(() => pickWeighted(prizes, () => 0.5)).toThrow(RangeError);
    expect(() => pickWeighted([], () => 0)).toThrow(RangeError);
  });

  it('with crypto.randomInt, 100 000 picks fit the weights (chi-square, 4 degrees of freedom)', () => {
    const picks = 100_000;
    const counts = new Map<string, number>();
    for (let index = 0; index < picks; index += 1) {
      const prize = pickWeighted(prizes, cryptoRandomInt);
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const prize of prizes) {
      const expected = (picks * prize.weight) / 1000;
      chiSquare += ((counts.get(prize.id) ?? 0) - expected) ** 2 / expected;
    }
    // 4 degrees of freedom: a fair source exceeds 26.12 once in 30 000 runs.
    expect(chiSquare).toBeLessThan(26.12);
  });
});

describe('draws available', () => {
  const rule = { per: 10_000n, totalCap: null, dailyCap: null };

  it('one draw per 100.00 deposited: 250.00 + 60.00 earn 3; after 2 used, 1 is left', () => {
    expect(drawsAvailable({ ...rule, total: 25_000n + 6_000n, used: 0, usedToday: 0 })).toEqual({
      earned: 3,
      available: 3,
    });
    expect(drawsAvailable({ ...rule, total: 31_000n, used: 2, usedToday: 2 })).toEqual({
      earned: 3,
      available: 1,
    });
    expect(drawsAvailable({ ...rule, total: 9_999n, used: 0, usedToday: 0 }).available).toBe(0);
  });

  it('caps the draws per raffle and per day', () => {
    // 1 250.00 deposited earns 12, capped at 5 for the raffle.
    expect(drawsAvailable({ ...rule, totalCap: 5, total: 125_000n, used: 1, usedToday: 0 })).toEqual({
      earned: 5,
      available: 4,
    });
    // Two a day: one drawn today leaves one today, although four are earned and unused.
    expect(drawsAvailable({ ...rule, dailyCap: 2, total: 50_000n, used: 1, usedToday: 1 }).available).toBe(1);
    expect(drawsAvailable({ ...rule, dailyCap: 2, total: 50_000n, used: 2, usedToday: 2 }).available).toBe(0);
  });
});
