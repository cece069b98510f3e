import {
  REPORT_MAX_DAYS,
  type TReportPeriodQuery,
  type TResolvedPeriod,
} from '@platform/contracts/agent-reports';
import { AppError } from '../../../platform/errors';
import { dateIn, isCalendarDate, nextDate, startOfDay } from '../../../platform/zoned-time';

/** A report period: brand-zone dates (inclusive) and the instants that bound them ([from, to)). */
export type ReportPeriod = TResolvedPeriod & { from: Date; to: Date };

const DAY_MS = 86_400_000;

/** Calendar arithmetic on yyyy-MM-dd, in UTC so that no zone's daylight saving shifts a day. */
function shiftDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function firstOfMonth(date: string, monthsAhead = 0): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + monthsAhead, 1)).toISOString().slice(0, 10);
}

/** The Monday of the week of `date`. */
function mondayOf(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDays(date, -((weekday + 6) % 7));
}

/**
 * The dates a report covers, cut in the brand's time zone (weeks start on Monday); a custom range must
 * be real dates, not reversed and at most REPORT_MAX_DAYS days long.
 */
export function resolvePeriod(query: TReportPeriodQuery, timeZone: string, now: Date): ReportPeriod {
  const today = dateIn(timeZone, now);
  let startDate: string;
  let endDate: string;
  switch (query.period) {
    case 'today':
      [startDate, endDate] = [today, today];
      break;
    case 'yesterday':
      startDate = endDate = shiftDays(today, -1);
      break;
    case 'thisWeek':
      [startDate, endDate] = [mondayOf(today), today];
      break;
    case 'lastWeek':
      startDate = shiftDays(mondayOf(today), -7);
      endDate = shiftDays(startDate, 6);
      break;
    case 'thisMonth':
      [startDate, endDate] = [firstOfMonth(today), today];
      break;
    case 'lastMonth':
      startDate = firstOfMonth(today, -1);
      endDate = shiftDays(firstOfMonth(today), -1);
      break;
    case 'custom': {
      const fields = (['startDate', 'endDate'] as const).filter((field) => {
        const value = query[field];
        return value === undefined || !isCalendarDate(value);
      });
      if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
      startDate = query.startDate!;
      endDate = query.endDate!;
      if (endDate < startDate) {
        throw new AppError('DATE_RANGE_REVERSED', { fields: ['startDate', 'endDate'] });
      }
      // Both ends count: 2026-01-01..2026-01-01 is one day. UTC day arithmetic: no daylight-saving skew.
      const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
      if (days > REPORT_MAX_DAYS) {
        throw new AppError('DATE_RANGE_TOO_LONG', {
          fields: ['startDate', 'endDate'],
          details: { maxDays: REPORT_MAX_DAYS },
        });
      }
      break;
    }
  }
  return {
    period: query.period,
    startDate,
    endDate,
    from: startOfDay(timeZone, startDate),
    to: startOfDay(timeZone, nextDate(endDate)),
  };
}
