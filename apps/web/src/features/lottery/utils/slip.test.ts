import { describe, expect, it } from 'vitest';
import type { TLotteryBetTypeInfo } from '@platform/contracts/lottery';
import { isCombination, lineCost, lineProblem, ticketCount, toRequestLine, winPerHit } from './slip';

const LO2: TLotteryBetTypeInfo = {
  betType: 'LO2',
  picks: { min: 1, max: 100, digits: 2 },
  position: null,
  multiplier: 27,
  odds: 99.6,
};
const XIEN2: TLotteryBetTypeInfo = {
  betType: 'XIEN2',
  picks: { min: 2, max: 2, digits: 2 },
  position: null,
  multiplier: 1,
  odds: 30,
};
const TAI: TLotteryBetTypeInfo = {
  betType: 'TAI',
  picks: { min: 0, max: 0, digits: 0 },
  position: null,
  multiplier: 1,
  odds: 1.997,
};
const P5_DIGIT: TLotteryBetTypeInfo = {
  betType: 'P5_DIGIT',
  picks: { min: 1, max: 10, digits: 1 },
  position: { min: 1, max: 5 },
  multiplier: 1,
  odds: 9.8,
};
const ROLL: TLotteryBetTypeInfo = {
  betType: 'ROLL_BIG',
  picks: { min: 1, max: 1, digits: 4 },
  position: null,
  multiplier: 10,
  odds: 2500,
  table: [2500, 1000, 500, 180, 60],
};

describe('tickets of a line', () => {
  it('makes one ticket per number of a lô, one of a xiên, one of a type with no picks', () => {
    expect(ticketCount(LO2, ['07', '12', '99'])).toBe(3);
    expect(ticketCount(LO2, [])).toBe(0);
    expect(isCombination(XIEN2)).toBe(true);
    expect(ticketCount(XIEN2, ['12', '34'])).toBe(1);
    expect(ticketCount(TAI, [])).toBe(1);
    expect(ticketCount(P5_DIGIT, ['3', '7'])).toBe(2);
  });
});

describe('cost and win per hit (hand-worked)', () => {
  it('prices a lô on every number of Miền Bắc', () => {
    // 100 tickets × 2 units × 27 × 1.00 = 5,400.00
    const line = {
      betType: 'LO2' as const,
      picks: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
      units: 2,
    };
    expect(lineCost(LO2, 1, line)).toBe(5400);
    // one hit: 2 units × 99.6 × 1.00 = 199.20
    expect(winPerHit(LO2, 1, 2)).toBe(199.2);
  });

  it('prices a xiên 2 at a unit price of 0.50', () => {
    // 1 ticket × 3 units × 1 × 0.50 = 1.50; a win: 3 × 30 × 0.50 = 45.00
    expect(lineCost(XIEN2, 0.5, { betType: 'XIEN2', picks: ['12', '34'], units: 3 })).toBe(1.5);
    expect(winPerHit(XIEN2, 0.5, 3)).toBe(45);
  });

  it('rounds a win down to the cent', () => {
    // tài: 1 unit × 1.997 × 0.10 = 0.1997 → 0.19
    expect(winPerHit(TAI, 0.1, 1)).toBe(0.19);
    // 3 units × 1.997 × 0.10 = 0.5991 → 0.59
    expect(winPerHit(TAI, 0.1, 3)).toBe(0.59);
  });

  it('charges a Roll ten units', () => {
    // 1 ticket × 1 unit × 10 × 1.00 = 10.00; each covered number pays the first prize 1 × 2,500 × 1.00
    expect(lineCost(ROLL, 1, { betType: 'ROLL_BIG', picks: ['12R4'], units: 1 })).toBe(10);
    expect(winPerHit(ROLL, 1, 1)).toBe(2500);
  });
});

describe('what keeps a line from being bought', () => {
  it('asks for picks, a position and whole units', () => {
    expect(lineProblem(LO2, { betType: 'LO2', picks: [], units: 1 })).toBe('picks');
    expect(lineProblem(XIEN2, { betType: 'XIEN2', picks: ['12'], units: 1 })).toBe('picks');
    expect(lineProblem(XIEN2, { betType: 'XIEN2', picks: ['12', '34'], units: 1 })).toBeNull();
    expect(lineProblem(P5_DIGIT, { betType: 'P5_DIGIT', picks: ['3'], units: 1 })).toBe('position');
    expect(lineProblem(P5_DIGIT, { betType: 'P5_DIGIT', picks: ['3'], position: 6, units: 1 })).toBe(
      'position',
    );
    expect(lineProblem(P5_DIGIT, { betType: 'P5_DIGIT', picks: ['3'], position: 5, units: 1 })).toBeNull();
    expect(lineProblem(TAI, { betType: 'TAI', picks: [], units: 0 })).toBe('units');
    expect(lineProblem(TAI, { betType: 'TAI', picks: [], units: 1.5 })).toBe('units');
    expect(lineProblem(TAI, { betType: 'TAI', picks: [], units: Number.NaN })).toBe('units');
    expect(lineProblem(TAI, { betType: 'TAI', picks: [], units: 1 })).toBeNull();
  });

  it('sends picks and a position only where the type takes them', () => {
    expect(toRequestLine(TAI, { betType: 'TAI', picks: ['x'], position: 2, units: 4 })).toEqual({
      betType: 'TAI',
      picks: [],
      units: 4,
    });
    expect(toRequestLine(P5_DIGIT, { betType: 'P5_DIGIT', picks: ['3'], position: 2, units: 1 })).toEqual({
      betType: 'P5_DIGIT',
      picks: ['3'],
      position: 2,
      units: 1,
    });
  });
});
