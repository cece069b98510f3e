import { describe, expect, it } from 'vitest';
import type { TLotteryBetTypeInfo } from '@platform/contracts/lottery';
import {
  GRID_NUMBERS,
  pickerOf,
  randomDigits,
  randomPicks,
  togglePick,
  typedPickValid,
} from './number-picks';

const info = (
  betType: TLotteryBetTypeInfo['betType'],
  min: number,
  max: number,
  digits: number,
): TLotteryBetTypeInfo => ({
  betType,
  picks: { min, max, digits },
  position: null,
  multiplier: 1,
  odds: 1,
});

describe('the picker of each bet type', () => {
  it('shows the 00–99 grid, a short list, words, a typed number or nothing', () => {
    expect(pickerOf(info('LO2', 1, 100, 2))).toEqual({ kind: 'grid' });
    expect(pickerOf(info('XIEN3', 3, 3, 2))).toEqual({ kind: 'grid' });
    expect(pickerOf(info('DAU', 1, 10, 1))).toEqual({
      kind: 'choices',
      values: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    });
    expect(pickerOf(info('K3_TRIPLE', 1, 6, 1))).toMatchObject({ values: ['1', '2', '3', '4', '5', '6'] });
    expect(pickerOf(info('K3_SUM', 1, 16, 2))).toMatchObject({
      kind: 'choices',
      values: expect.arrayContaining(['3', '18']),
    });
    expect(pickerOf(info('R10_DT', 1, 1, 0))).toEqual({ kind: 'words', values: ['DRAGON', 'TIGER'] });
    expect(pickerOf(info('P5_BSOE', 1, 4, 0))).toEqual({
      kind: 'words',
      values: ['BIG', 'SMALL', 'ODD', 'EVEN'],
    });
    expect(pickerOf(info('LO3', 1, 50, 3))).toEqual({ kind: 'typed', digits: 3, roll: false });
    expect(pickerOf(info('ROLL_BIG', 1, 1, 4))).toEqual({ kind: 'typed', digits: 4, roll: true });
    expect(pickerOf(info('TAI', 0, 0, 0))).toEqual({ kind: 'none' });
  });
});

describe('picking', () => {
  it('has the hundred two-digit numbers', () => {
    expect(GRID_NUMBERS).toHaveLength(100);
    expect(GRID_NUMBERS[0]).toBe('00');
    expect(GRID_NUMBERS[99]).toBe('99');
  });

  it('toggles a number, keeps the picks sorted and never above the maximum', () => {
    expect(togglePick(['12'], '07', 100)).toEqual(['07', '12']);
    expect(togglePick(['07', '12'], '07', 100)).toEqual(['12']);
    expect(togglePick(['07', '12'], '33', 2)).toEqual(['07', '12']);
    expect(togglePick(['07'], '33', 1)).toEqual(['33']);
    expect(togglePick(['9'], '10', 10)).toEqual(['9', '10']);
  });

  it('picks distinct numbers at random', () => {
    let state = 0.1;
    const random = () => (state = (state * 7.3) % 1);
    const picks = randomPicks(GRID_NUMBERS, 10, random);
    expect(new Set(picks).size).toBe(10);
    expect(randomPicks(['1', '2'], 5)).toEqual(['1', '2']);
    expect(randomDigits(4, () => 0.999)).toBe('9999');
  });

  it('checks a typed number and a Roll', () => {
    expect(typedPickValid('123', 3, false)).toBe(true);
    expect(typedPickValid('12', 3, false)).toBe(false);
    expect(typedPickValid('12R4', 4, true)).toBe(true);
    expect(typedPickValid('1234', 4, true)).toBe(false);
    expect(typedPickValid('1RR4', 4, true)).toBe(false);
  });
});
