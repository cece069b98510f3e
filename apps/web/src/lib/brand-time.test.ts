import { describe, expect, it } from 'vitest';
import {
  brandDate,
  formatBrandDate,
  formatBrandDateTime,
  formatCalendarDate,
  parseCalendarDate,
  shiftDate,
} from './brand-time';

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

  it('shows dates as dd/mm/aaaa in Spanish and mm/dd/yyyy in English, cut in the brand zone', () => {
    expect(formatBrandDate('2025-03-10T03:00:00Z', 'es', MEXICO)).toBe('09/03/2025');
    expect(formatBrandDate('2025-03-10T03:00:00Z', 'en', MEXICO)).toBe('03/09/2025');
    expect(formatCalendarDate('2025-03-09', 'es')).toBe('09/03/2025');
  });

  it('reads a typed date in the page language order, refusing days that do not exist', () => {
    expect(parseCalendarDate('09/03/2025', 'es')).toBe('2025-03-09');
    expect(parseCalendarDate('03/09/2025', 'en')).toBe('2025-03-09');
    expect(parseCalendarDate('31/02/2025', 'es')).toBe('');
    expect(parseCalendarDate('09/03/25', 'es')).toBe('');
  });
});
