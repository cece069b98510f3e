import { describe, expect, it } from 'vitest';
import { isDue, nextPeriod, periodAt, periodLabel } from './periods';

const ZONE = 'America/Mexico_City';
const at = (local: string) => new Date(`${local}-06:00`);
const span = (kind: Parameters<typeof periodAt>[0], local: string) => {
  const period = periodAt(kind, at(local), ZONE);
  return [
    period.start.toISOString(),
    period.end.toISOString(),
    periodLabel(kind, period.start, period.end, ZONE),
  ];
};

describe('settlement periods (brand zone)', () => {
  it('cuts real-time windows, hours and days in the zone', () => {
    expect(span('REALTIME', '2026-03-02T10:04:59')).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-02T16:05:00.000Z',
      '2026-03-02 10:00',
    ]);
    expect(span('HOURLY', '2026-03-02T23:59:59')).toEqual([
      '2026-03-03T05:00:00.000Z',
      '2026-03-03T06:00:00.000Z',
      '2026-03-02 23:00',
    ]);
    expect(span('DAILY', '2026-03-02T23:59:59')).toEqual([
      '2026-03-02T06:00:00.000Z',
      '2026-03-03T06:00:00.000Z',
      '2026-03-02',
    ]);
  });

  it('starts weeks on Monday, half months on the 1st and the 16th, months on the 1st', () => {
    expect(span('WEEKLY', '2026-03-01T12:00:00')[2]).toBe('2026-02-23 – 2026-03-01');
    expect(span('WEEKLY', '2026-03-02T00:00:00')[2]).toBe('2026-03-02 – 2026-03-08');
    expect(span('SEMIMONTHLY', '2026-02-15T23:59:00')[2]).toBe('2026-02-01 – 2026-02-15');
    expect(span('SEMIMONTHLY', '2026-02-16T00:00:00')[2]).toBe('2026-02-16 – 2026-02-28');
    expect(span('MONTHLY', '2026-12-31T23:00:00')).toEqual([
      '2026-12-01T06:00:00.000Z',
      '2027-01-01T06:00:00.000Z',
      '2026-12-01 – 2026-12-31',
    ]);
    const december = periodAt('SEMIMONTHLY', at('2026-12-20T00:00:00'), ZONE);
    expect(
      periodLabel('SEMIMONTHLY', nextPeriod(december, ZONE).start, nextPeriod(december, ZONE).end, ZONE),
    ).toBe('2027-01-01 – 2027-01-15');
  });

  it('is due once its end and its grace have passed: hourly at 5 minutes past, windows a minute after', () => {
    const hour = periodAt('HOURLY', at('2026-03-02T10:30:00'), ZONE);
    expect(isDue(hour, at('2026-03-02T11:04:59'))).toBe(false);
    expect(isDue(hour, at('2026-03-02T11:05:00'))).toBe(true);
    const window = periodAt('REALTIME', at('2026-03-02T10:30:00'), ZONE);
    expect(isDue(window, at('2026-03-02T10:35:59'))).toBe(false);
    expect(isDue(window, at('2026-03-02T10:36:00'))).toBe(true);
  });

  it('cuts hours on the zone’s wall clock where the offset is not whole hours', () => {
    const hour = periodAt('HOURLY', new Date('2026-03-02T10:10:00Z'), 'Asia/Kolkata');
    expect([hour.start.toISOString(), periodLabel('HOURLY', hour.start, hour.end, 'Asia/Kolkata')]).toEqual([
      '2026-03-02T09:30:00.000Z',
      '2026-03-02 15:00',
    ]);
  });
});
