import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { resolvePeriod } from './resolve-period';

// America/Mexico_City is GMT-6 all year (no daylight saving since 2022): midnight there is 06:00 UTC.
const ZONE = 'America/Mexico_City';
// Wednesday 2026-03-04, 23:30 in the zone (05:30 UTC on Thursday).
const NOW = new Date('2026-03-05T05:30:00Z');

const dates = (period: Parameters<typeof resolvePeriod>[0]['period'], now = NOW) => {
  const { startDate, endDate } = resolvePeriod({ period }, ZONE, now);
  return [startDate, endDate];
};

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('resolvePeriod (brand zone GMT-6, weeks from Monday)', () => {
  it('cuts today and yesterday in the brand zone, not in UTC', () => {
    expect(dates('today')).toEqual(['2026-03-04', '2026-03-04']);
    expect(dates('yesterday')).toEqual(['2026-03-03', '2026-03-03']);
    const today = resolvePeriod({ period: 'today' }, ZONE, NOW);
    expect(today.from.toISOString()).toBe('2026-03-04T06:00:00.000Z');
    expect(today.to.toISOString()).toBe('2026-03-05T06:00:00.000Z');
    expect(today.period).toBe('today');
  });

  it('starts weeks on Monday', () => {
    expect(dates('thisWeek')).toEqual(['2026-03-02', '2026-03-04']);
    expect(dates('lastWeek')).toEqual(['2026-02-23', '2026-03-01']);
    // On a Monday this week is that day alone; on a Sunday it began six days before.
    expect(dates('thisWeek', new Date('2026-03-02T12:00:00Z'))).toEqual(['2026-03-02', '2026-03-02']);
    expect(dates('thisWeek', new Date('2026-03-09T05:59:59Z'))).toEqual(['2026-03-02', '2026-03-08']);
    expect(dates('lastWeek', new Date('2026-03-09T05:59:59Z'))).toEqual(['2026-02-23', '2026-03-01']);
  });

  it('cuts months at their boundaries, leap years and year ends included', () => {
    expect(dates('thisMonth')).toEqual(['2026-03-01', '2026-03-04']);
    expect(dates('lastMonth')).toEqual(['2026-02-01', '2026-02-28']);
    expect(dates('lastMonth', new Date('2024-03-15T12:00:00Z'))).toEqual(['2024-02-01', '2024-02-29']);
    // 2027-01-01 02:00 UTC is still 2026-12-31 in the zone.
    const newYearsEve = new Date('2027-01-01T02:00:00Z');
    expect(dates('thisMonth', newYearsEve)).toEqual(['2026-12-01', '2026-12-31']);
    expect(dates('lastMonth', new Date('2027-01-01T06:00:00Z'))).toEqual(['2026-12-01', '2026-12-31']);
    expect(dates('lastWeek', new Date('2027-01-01T06:00:00Z'))).toEqual(['2026-12-21', '2026-12-27']);
  });

  it('takes a custom range as given, both ends inclusive, up to 93 days', () => {
    const custom = resolvePeriod(
      { period: 'custom', startDate: '2026-01-01', endDate: '2026-04-03' },
      ZONE,
      NOW,
    );
    expect([custom.startDate, custom.endDate]).toEqual(['2026-01-01', '2026-04-03']);
    expect(custom.from.toISOString()).toBe('2026-01-01T06:00:00.000Z');
    expect(custom.to.toISOString()).toBe('2026-04-04T06:00:00.000Z');
    const oneDay = resolvePeriod(
      { period: 'custom', startDate: '2026-02-28', endDate: '2026-02-28' },
      ZONE,
      NOW,
    );
    expect(oneDay.to.getTime() - oneDay.from.getTime()).toBe(86_400_000);
  });

  it('refuses reversed, too long, missing and impossible custom dates', () => {
    const reversed = refusal(() =>
      resolvePeriod({ period: 'custom', startDate: '2026-03-02', endDate: '2026-03-01' }, ZONE, NOW),
    );
    expect(reversed.code).toBe('DATE_RANGE_REVERSED');
    const tooLong = refusal(() =>
      resolvePeriod({ period: 'custom', startDate: '2026-01-01', endDate: '2026-04-04' }, ZONE, NOW),
    );
    expect(tooLong.code).toBe('DATE_RANGE_TOO_LONG');
    expect(tooLong.details).toEqual({ maxDays: 93 });
    const missing = refusal(() => resolvePeriod({ period: 'custom', startDate: '2026-01-01' }, ZONE, NOW));
    expect([missing.code, missing.fields]).toEqual(['VALIDATION_FAILED', ['endDate']]);
    const impossible = refusal(() =>
      resolvePeriod({ period: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' }, ZONE, NOW),
    );
    expect([impossible.code, impossible.fields]).toEqual(['VALIDATION_FAILED', ['startDate']]);
  });

  it('ignores custom dates for the named periods', () => {
    const { startDate } = resolvePeriod(
      { period: 'today', startDate: '2020-01-01', endDate: '2019-01-01' },
      ZONE,
      NOW,
    );
    expect(startDate).toBe('2026-03-04');
  });
});
