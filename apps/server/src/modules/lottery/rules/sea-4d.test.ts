import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from '@platform/contracts/lottery';
import { permutationCount, rollNumbers } from './sea-4d';
import { price, refusal, win } from './testing';

/**
 * Hand-worked 4D tickets, unit price 1.00 = 100 minor units, default SEA odds. A prize figure f pays
 * units × f × 1000 ‰ × 100 / 1000 = units × f × 100.
 *
 * The result: 1st 1234, 2nd 5678, 3rd 1123; starters 3211, 2121, 0001…0008; consolations 1312, 1294,
 * 0009…0016. Permutations of 1123 (12 of them): 1123 (3rd), 3211 (a starter), 1312 (a consolation).
 * Of 1122 (6): 2121 (a starter). Roll 12R4 covers 1204…1294: 1234 (1st) and 1294 (a consolation).
 */
const RESULT: TLotteryResult = {
  kind: 'SEA_4D',
  first: '1234',
  second: '5678',
  third: '1123',
  starter: ['3211', '2121', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008'],
  consolation: ['1312', '1294', '0009', '0010', '0011', '0012', '0013', '0014', '0015', '0016'],
};

describe('Big and Small', () => {
  it('Big pays on any of the 23 places, Small on the top three', () => {
    expect(win('MAGNUM', { betType: 'BIG', picks: ['1234'], units: 1 }, RESULT, 'SEA')).toBe(250_000n); // 2500
    expect(win('MAGNUM', { betType: 'BIG', picks: ['0005'], units: 2 }, RESULT, 'SEA')).toBe(36_000n); // 2 × 180
    expect(win('MAGNUM', { betType: 'BIG', picks: ['0016'], units: 1 }, RESULT, 'SEA')).toBe(6_000n); // 60
    expect(win('MAGNUM', { betType: 'BIG', picks: ['9999'], units: 1 }, RESULT, 'SEA')).toBe(0n);
    expect(win('TOTO', { betType: 'SMALL', picks: ['5678'], units: 1 }, RESULT, 'SEA')).toBe(200_000n); // 2000
    expect(win('TOTO', { betType: 'SMALL', picks: ['0005'], units: 1 }, RESULT, 'SEA')).toBe(0n);
    const [big] = price('MAGNUM', { betType: 'BIG', picks: ['1234'], units: 1 }, 'SEA');
    expect(big!.cost).toBe(100n);
    expect(big!.potentialWin).toBe(250_000n); // the 1st prize: valid results never repeat a number
    expect(big!.odds).toEqual([2_500_000, 1_000_000, 500_000, 180_000, 60_000]);
  });

  it('Singapore 4D pays its own rows (SG_BIG, SG_SMALL)', () => {
    expect(win('SG4D', { betType: 'BIG', picks: ['1234'], units: 1 }, RESULT, 'SEA')).toBe(200_000n); // 2000
    expect(win('SG4D', { betType: 'BIG', picks: ['0001'], units: 1 }, RESULT, 'SEA')).toBe(25_000n); // 250
    expect(win('SG4D', { betType: 'SMALL', picks: ['1123'], units: 1 }, RESULT, 'SEA')).toBe(80_000n); // 800
  });

  it('pays every place a number holds when a result repeats it', () => {
    const twice: TLotteryResult = { ...RESULT, consolation: ['1234', ...RESULT.consolation.slice(1)] };
    expect(win('MAGNUM', { betType: 'BIG', picks: ['1234'], units: 1 }, twice, 'SEA')).toBe(256_000n); // 2500 + 60
  });
});

describe('iBox', () => {
  it('counts permutations: 24, 12, 6, 4, 1', () => {
    expect(['1234', '1123', '1122', '1112', '1111'].map(permutationCount)).toEqual([24, 12, 6, 4, 1]);
  });

  it('a 12-permutation number (1123) pays every place a permutation holds, from the 12 row', () => {
    // IBOX_BIG_12 = 209 / 84 / 42 / 15 / 5: 3rd 42 + starter 15 + consolation 5 = 62; units 2 → 2 × 62 × 100.
    expect(win('MAGNUM', { betType: 'IBOX_BIG', picks: ['2311'], units: 2 }, RESULT, 'SEA')).toBe(12_400n);
    // Small only the top three: IBOX_SMALL_12 3rd = 84 → 2 × 84 × 100.
    expect(win('MAGNUM', { betType: 'IBOX_SMALL', picks: ['1123'], units: 2 }, RESULT, 'SEA')).toBe(16_800n);
    const [ticket] = price('MAGNUM', { betType: 'IBOX_BIG', picks: ['2311'], units: 2 }, 'SEA');
    expect(ticket!.picks).toEqual(['2311']);
    expect(ticket!.odds).toEqual([209_000, 84_000, 42_000, 15_000, 5_000]);
    // Potential: 12 distinct numbers fill at most the 12 best places: 209 + 84 + 42 + 9 × 15 = 470 → 2 × 47,000.
    expect(ticket!.potentialWin).toBe(94_000n);
  });

  it('a 6-permutation number (1122: two pairs) pays from the 6 row', () => {
    // 2121 is a starter: IBOX_BIG_6 starter = 30 → 3,000.
    expect(win('MAGNUM', { betType: 'IBOX_BIG', picks: ['1122'], units: 1 }, RESULT, 'SEA')).toBe(3_000n);
    const [ticket] = price('MAGNUM', { betType: 'IBOX_BIG', picks: ['1122'], units: 1 }, 'SEA');
    // Potential: 417 + 167 + 84 + 3 × 30 = 758 → 75,800.
    expect(ticket!.potentialWin).toBe(75_800n);
  });

  it('a 24-permutation number covers all 23 places at best; Singapore divides its own row', () => {
    const [ticket] = price('MAGNUM', { betType: 'IBOX_BIG', picks: ['1234'], units: 1 }, 'SEA');
    // 105 + 42 + 21 + 10 × 8 + 10 × 3 = 278 → 27,800.
    expect(ticket!.potentialWin).toBe(27_800n);
    expect(win('MAGNUM', { betType: 'IBOX_BIG', picks: ['4321'], units: 1 }, RESULT, 'SEA')).toBe(10_500n);
    // SG_IBOX_BIG_24 = floor(2000 / 24) = 83 for the 1st prize.
    expect(win('SG4D', { betType: 'IBOX_BIG', picks: ['4321'], units: 1 }, RESULT, 'SEA')).toBe(8_300n);
  });

  it('refuses a number with four equal digits', () => {
    expect(refusal('MAGNUM', { betType: 'IBOX_BIG', picks: ['1111'], units: 1 }, 'SEA')).toEqual(['picks']);
  });
});

describe('Roll', () => {
  it('covers ten numbers, costs ten units, each covered number that hits pays the full table', () => {
    expect(rollNumbers('12R4')).toEqual([
      '1204',
      '1214',
      '1224',
      '1234',
      '1244',
      '1254',
      '1264',
      '1274',
      '1284',
      '1294',
    ]);
    const [ticket] = price('DAMACAI', { betType: 'ROLL_BIG', picks: ['12r4'], units: 1 }, 'SEA');
    expect(ticket!.picks).toEqual(['12R4']);
    expect(ticket!.multiplier).toBe(10);
    expect(ticket!.cost).toBe(1_000n); // 1 × 10 × 100
    // Potential: ten distinct numbers in the ten best places: 2500 + 1000 + 500 + 7 × 180 = 5260.
    expect(ticket!.potentialWin).toBe(526_000n);
    // 1234 is 1st (2500), 1294 a consolation (60).
    expect(win('DAMACAI', { betType: 'ROLL_BIG', picks: ['12R4'], units: 1 }, RESULT, 'SEA')).toBe(256_000n);
    // Roll Small: only 1234 in the top three → 3500.
    expect(win('DAMACAI', { betType: 'ROLL_SMALL', picks: ['12R4'], units: 1 }, RESULT, 'SEA')).toBe(
      350_000n,
    );
    // R first: 0123 … 9123 — 1123 is 3rd (500).
    expect(win('DAMACAI', { betType: 'ROLL_BIG', picks: ['R123'], units: 1 }, RESULT, 'SEA')).toBe(50_000n);
    expect(
      price('DAMACAI', { betType: 'ROLL_SMALL', picks: ['12R4'], units: 1 }, 'SEA')[0]!.potentialWin,
    ).toBe(
      650_000n, // 3500 + 2000 + 1000
    );
  });

  it('refuses patterns without exactly one R', () => {
    for (const pick of ['1234', '1RR4', '12R', '12R45', '12X4']) {
      expect(refusal('MAGNUM', { betType: 'ROLL_BIG', picks: [pick], units: 1 }, 'SEA')).toEqual(['picks']);
    }
  });
});

describe('refusals', () => {
  it('refuses wrong lengths, Vietnamese types and tables without 4D rows', () => {
    expect(refusal('MAGNUM', { betType: 'BIG', picks: ['123'], units: 1 }, 'SEA')).toEqual(['picks']);
    expect(refusal('MAGNUM', { betType: 'BIG', picks: ['12345'], units: 1 }, 'SEA')).toEqual(['picks']);
    expect(refusal('MAGNUM', { betType: 'LO2', picks: ['12'], units: 1 }, 'SEA')).toEqual(['betType']);
    expect(refusal('MAGNUM', { betType: 'BIG', picks: ['1234'], units: 1 }, 'LOTT')).toEqual(['betType']);
  });
});
