import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from '@platform/contracts/lottery';
import { price, refusal, win, wins } from './testing';

/** Hand-worked fast-game tickets, unit price 1.00 = 100 minor units, default LOTT odds. */

describe('5D (values 1 1 2 3 4)', () => {
  const R: TLotteryResult = { kind: 'FAST_5D', values: [1, 1, 2, 3, 4] };

  it('positions, big/small/odd/even, straight 2 and 3, the sum', () => {
    expect(win('LOTT5D', { betType: 'P5_DIGIT', picks: ['2'], position: 3, units: 1 }, R)).toBe(980n); // 9.8
    expect(wins('LOTT5D', { betType: 'P5_DIGIT', picks: ['1', '2'], position: 1, units: 1 }, R)).toEqual([
      980n,
      0n,
    ]);
    expect(win('LOTT5D', { betType: 'P5_BSOE', picks: ['even'], position: 5, units: 1 }, R)).toBe(198n); // 1.98
    expect(win('LOTT5D', { betType: 'P5_BSOE', picks: ['BIG'], position: 5, units: 1 }, R)).toBe(0n); // 4 small
    expect(win('LOTT5D', { betType: 'P5_STRAIGHT3', picks: ['112'], position: 1, units: 1 }, R)).toBe(
      98_000n,
    );
    expect(win('LOTT5D', { betType: 'P5_STRAIGHT3', picks: ['121'], position: 1, units: 1 }, R)).toBe(0n);
    expect(win('LOTT5D', { betType: 'P5_STRAIGHT3', picks: ['234'], position: 3, units: 1 }, R)).toBe(
      98_000n,
    );
    expect(win('LOTT5D', { betType: 'P5_STRAIGHT2', picks: ['34'], units: 1 }, R)).toBe(9_800n);
    // Sum 1 + 1 + 2 + 3 + 4 = 11 ≤ 22 → SMALL.
    expect(win('LOTT5D', { betType: 'P5_SUM', picks: ['SMALL'], units: 1 }, R)).toBe(198n);
    expect(win('LOTT5D', { betType: 'P5_SUM', picks: ['BIG'], units: 1 }, R)).toBe(0n);
  });

  it('group 3 (one pair, order-free) and group 6 (three distinct, order-free)', () => {
    // Front 1 1 2 is a pair: the pick 121 (kept as 112) wins 326 → 32,600.
    const [g3] = price('LOTT5D', { betType: 'P5_GROUP3', picks: ['121'], position: 1, units: 1 });
    expect(g3!.picks).toEqual(['112']);
    expect(win('LOTT5D', { betType: 'P5_GROUP3', picks: ['121'], position: 1, units: 1 }, R)).toBe(32_600n);
    expect(win('LOTT5D', { betType: 'P5_GROUP3', picks: ['233'], position: 3, units: 1 }, R)).toBe(0n);
    // Middle 1 2 3 has three distinct digits: 321 wins 163 → 16,300; group 3 can never win there.
    expect(win('LOTT5D', { betType: 'P5_GROUP6', picks: ['321'], position: 2, units: 1 }, R)).toBe(16_300n);
    expect(win('LOTT5D', { betType: 'P5_GROUP6', picks: ['321'], position: 1, units: 1 }, R)).toBe(0n);
    expect(refusal('LOTT5D', { betType: 'P5_GROUP3', picks: ['123'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('LOTT5D', { betType: 'P5_GROUP3', picks: ['111'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('LOTT5D', { betType: 'P5_GROUP6', picks: ['112'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    // 112 and 211 are the same group.
    expect(refusal('LOTT5D', { betType: 'P5_GROUP3', picks: ['112', '211'], position: 1, units: 1 })).toEqual(
      ['picks'],
    );
  });

  it('refuses missing or out-of-range positions', () => {
    expect(refusal('LOTT5D', { betType: 'P5_DIGIT', picks: ['1'], units: 1 })).toEqual(['position']);
    expect(refusal('LOTT5D', { betType: 'P5_DIGIT', picks: ['1'], position: 6, units: 1 })).toEqual([
      'position',
    ]);
    expect(refusal('LOTT5D', { betType: 'P5_STRAIGHT3', picks: ['123'], position: 4, units: 1 })).toEqual([
      'position',
    ]);
    expect(refusal('LOTT5D', { betType: 'P5_DIGIT', picks: ['10'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('LOTT5D', { betType: 'P5_BSOE', picks: ['HUGE'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('LOTT5D', { betType: 'K3_SUM', picks: ['10'], units: 1 })).toEqual(['betType']);
  });
});

describe('dice', () => {
  const TRIPLE: TLotteryResult = { kind: 'DICE_3', values: [4, 4, 4] };
  const PLAIN: TLotteryResult = { kind: 'DICE_3', values: [2, 3, 6] };

  it('a triple loses big/small/odd/even and wins the triple bets', () => {
    // Sum 12 would be BIG and EVEN, but a triple loses all four.
    for (const word of ['BIG', 'SMALL', 'ODD', 'EVEN']) {
      expect(win('LOTTK3', { betType: 'K3_BSOE', picks: [word], units: 1 }, TRIPLE)).toBe(0n);
    }
    expect(win('LOTTK3', { betType: 'K3_TRIPLE', picks: ['4'], units: 1 }, TRIPLE)).toBe(18_000n); // 180
    expect(win('LOTTK3', { betType: 'K3_TRIPLE', picks: ['5'], units: 1 }, TRIPLE)).toBe(0n);
    expect(win('LOTTK3', { betType: 'K3_ANY_TRIPLE', units: 1 }, TRIPLE)).toBe(3_000n); // 30
    expect(win('LOTTK3', { betType: 'K3_PAIR', picks: ['4'], units: 1 }, TRIPLE)).toBe(1_100n); // 11
    // Sum 12 → the 9|12 figure 8.42 → 842.
    expect(win('LOTTK3', { betType: 'K3_SUM', picks: ['12'], units: 1 }, TRIPLE)).toBe(842n);
  });

  it('a plain throw (2 3 6, sum 11): big and odd win; no pair, no triple', () => {
    expect(win('LOTTK3', { betType: 'K3_BSOE', picks: ['BIG'], units: 1 }, PLAIN)).toBe(197n); // 1.97
    expect(win('LOTTK3', { betType: 'K3_BSOE', picks: ['ODD'], units: 1 }, PLAIN)).toBe(197n);
    expect(win('LOTTK3', { betType: 'K3_BSOE', picks: ['SMALL'], units: 1 }, PLAIN)).toBe(0n);
    expect(win('LOTTK3', { betType: 'K3_PAIR', picks: ['2'], units: 1 }, PLAIN)).toBe(0n);
    expect(win('LOTTK3', { betType: 'K3_ANY_TRIPLE', units: 1 }, PLAIN)).toBe(0n);
    // Sum 11 → the 10|11 figure 7.8 → 780; a sum ticket keeps its one figure.
    expect(win('LOTTK3', { betType: 'K3_SUM', picks: ['11'], units: 1 }, PLAIN)).toBe(780n);
    const tickets = price('LOTTK3', { betType: 'K3_SUM', picks: ['3', '11'], units: 1 });
    expect(tickets.map((t) => t.odds)).toEqual([[210_600], [7_800]]);
  });

  it('refuses sums and faces out of range', () => {
    expect(refusal('LOTTK3', { betType: 'K3_SUM', picks: ['2'], units: 1 })).toEqual(['picks']);
    expect(refusal('LOTTK3', { betType: 'K3_SUM', picks: ['19'], units: 1 })).toEqual(['picks']);
    expect(refusal('LOTTK3', { betType: 'K3_SUM', picks: ['03'], units: 1 })).toEqual(['picks']);
    expect(refusal('LOTTK3', { betType: 'K3_TRIPLE', picks: ['7'], units: 1 })).toEqual(['picks']);
    expect(refusal('LOTTK3', { betType: 'K3_ANY_TRIPLE', picks: ['1'], units: 1 })).toEqual(['picks']);
  });
});

describe('race (order 3 10 1 2 5 6 7 8 9 4)', () => {
  const R: TLotteryResult = { kind: 'RACE_10', values: [3, 10, 1, 2, 5, 6, 7, 8, 9, 4] };

  it('dragon/tiger compares place p with place 11 − p', () => {
    // Place 1: 3 vs place 10: 4 → TIGER; place 2: 10 vs place 9: 9 → DRAGON.
    expect(win('LOTTPK10', { betType: 'R10_DT', picks: ['TIGER'], position: 1, units: 1 }, R)).toBe(198n);
    expect(win('LOTTPK10', { betType: 'R10_DT', picks: ['DRAGON'], position: 1, units: 1 }, R)).toBe(0n);
    expect(win('LOTTPK10', { betType: 'R10_DT', picks: ['dragon'], position: 2, units: 1 }, R)).toBe(198n);
    expect(refusal('LOTTPK10', { betType: 'R10_DT', picks: ['DRAGON'], position: 6, units: 1 })).toEqual([
      'position',
    ]);
  });

  it('positions, big/small/odd/even, the sum of the first two', () => {
    expect(win('LOTTPK10', { betType: 'R10_POS', picks: ['10'], position: 2, units: 1 }, R)).toBe(980n);
    expect(win('LOTTPK10', { betType: 'R10_POS', picks: ['3'], position: 2, units: 1 }, R)).toBe(0n);
    expect(win('LOTTPK10', { betType: 'R10_BSOE', picks: ['ODD'], position: 1, units: 1 }, R)).toBe(198n);
    expect(win('LOTTPK10', { betType: 'R10_BSOE', picks: ['BIG'], position: 2, units: 1 }, R)).toBe(198n);
    expect(win('LOTTPK10', { betType: 'R10_BSOE', picks: ['BIG'], position: 1, units: 1 }, R)).toBe(0n);
    // 3 + 10 = 13: 8 ordered pairs → 10.96 → 1,096.
    expect(win('LOTTPK10', { betType: 'R10_SUM12', picks: ['13'], units: 1 }, R)).toBe(1_096n);
    expect(win('LOTTPK10', { betType: 'R10_SUM12', picks: ['12'], units: 1 }, R)).toBe(0n);
    expect(refusal('LOTTPK10', { betType: 'R10_POS', picks: ['11'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('LOTTPK10', { betType: 'R10_POS', picks: ['0'], position: 1, units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('LOTTPK10', { betType: 'R10_SUM12', picks: ['20'], units: 1 })).toEqual(['picks']);
  });

  it('ZY pays 1 % less (1.98 → 1.960 down to the thousandth)', () => {
    // 1980 × 99 / 100 = 1960.2 → 1960‰ → 196.
    expect(win('LOTTPK10', { betType: 'R10_DT', picks: ['TIGER'], position: 1, units: 1 }, R, 'ZY')).toBe(
      196n,
    );
  });
});
