import { describe, expect, it } from 'vitest';
import { brandDate, formatBrandDateTime, shiftDate } from './brand-time';

const MEXICO = { timeZone: 'America/Mexico_City', utcOffsetMinutes: -360 };

describe('brand time zone', () => {
  it('cuts the calendar date in the brand time zone, not the browser one', () => {
    const instant = new Date('2025-03-10T03:00:00Z');
    expect(brandDate(instant, MEXICO)).toBe('2025-03-09');
    expect(brandDate(instant, { timeZone: 'Asia/Shanghai', utcOffsetMinutes: 480 })).toBe('2025-03-10');
  });

  it('falls back to the UTC offset for a zone the browser does not know', () => {
    expect(
      brandDate(new Date('2025-03-10T03:00:00Z'), { timeZone: 'Nowhere/City', utcOffsetMinutes: -360 }),
    ).toBe('2025-03-09');
  });

  it('moves yyyy-MM-dd dates by whole days across months and years', () => {
    expect(shiftDate('2025-03-09', -6)).toBe('2025-03-03');
    expect(shiftDate('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDate('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('shows instants as date and time in the brand zone and the page language', () => {
    expect(formatBrandDateTime('2025-01-01T18:30:05Z', 'es', MEXICO)).toBe('01/01/2025, 12:30:05');
    expect(formatBrandDateTime('2025-01-01T18:30:05Z', 'en', MEXICO)).toBe('01/01/2025, 12:30:05');
    expect(formatBrandDateTime('not a date', 'es', MEXICO)).toBe('not a date');
  });
});
