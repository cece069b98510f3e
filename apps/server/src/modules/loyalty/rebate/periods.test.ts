import { describe, expect, it } from 'vitest';
import { startOfDay } from '../../../platform/zoned-time';
import { lastFinishedDays, lastFinishedWeeks, mondayOf } from './periods';

const zone = 'America/Mexico_City';
const MINUTE = 60_000;

describe('rebate and cashback periods', () => {
  it('a day is finished 5 minutes after its brand-zone midnight', () => {
    // Tuesday 10 March 2026, 00:04 and 00:05 in Mexico City.
    const midnight = startOfDay(zone, '2026-03-10');
    expect(lastFinishedDays(zone, new Date(midnight.getTime() + 4 * MINUTE), 2)).toEqual([
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(lastFinishedDays(zone, new Date(midnight.getTime() + 5 * MINUTE), 2)).toEqual([
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('a week runs Monday to Sunday and is finished 5 minutes after the next Monday starts', () => {
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    const monday = startOfDay(zone, '2026-03-16');
    expect(lastFinishedWeeks(zone, new Date(monday.getTime() + 4 * MINUTE), 1)).toEqual(['2026-03-02']);
    expect(lastFinishedWeeks(zone, new Date(monday.getTime() + 5 * MINUTE), 2)).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
  });
});
