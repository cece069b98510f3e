import { describe, expect, it } from 'vitest';
import { dateIn, isCalendarDate, nextDate, startOfDay } from './zoned-time';

describe('zoned calendar dates', () => {
  it('finds the instant a date starts in a zone', () => {
    expect(startOfDay('America/Mexico_City', '2026-03-10').toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(startOfDay('UTC', '2026-03-10').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfDay('Asia/Tokyo', '2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
    // New York switches to daylight saving time on 2026-03-08.
    expect(startOfDay('America/New_York', '2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('America/New_York', '2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('reads the calendar date of an instant in a zone', () => {
    expect(dateIn('America/Mexico_City', new Date('2026-03-10T05:59:59Z'))).toBe('2026-03-09');
    expect(dateIn('America/Mexico_City', new Date('2026-03-10T06:00:00Z'))).toBe('2026-03-10');
  });

  it('steps and checks dates', () => {
    expect(nextDate('2026-02-28')).toBe('2026-03-01');
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2024-2-9')).toBe(false);
  });
});
