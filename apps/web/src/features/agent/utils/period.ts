import { REPORT_PERIODS, type TReportPeriod } from '@platform/contracts/agent-reports';
import { shiftDate } from '../../../lib/brand-time';

/** The periods of the team reports (cut in the brand's time zone, weeks from Monday); "custom" takes two dates. */
export const PERIODS = REPORT_PERIODS;
export type TPeriod = TReportPeriod;

/** yyyy-MM-dd in the brand time zone, both ends included. */
export type TDateRange = { startDate: string; endDate: string };

/** A period as the filters hold it: the preset, and the dates it stands for (the custom ones for "custom"). */
export type TPeriodDraft = TDateRange & { period: TPeriod };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && DATE.test(value) && shiftDate(value, 0) === value;

/** Days since the Monday of the date's week (weeks start on Monday). */
const daysSinceMonday = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

const firstOfMonth = (date: string): string => `${date.slice(0, 8)}01`;

/** The dates of a preset, counted from `today` (the brand zone's calendar date). */
export function periodRange(period: Exclude<TPeriod, 'custom'>, today: string): TDateRange {
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = shiftDate(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek':
      return { startDate: shiftDate(today, -daysSinceMonday(today)), endDate: today };
    case 'lastWeek': {
      const monday = shiftDate(today, -daysSinceMonday(today) - 7);
      return { startDate: monday, endDate: shiftDate(monday, 6) };
    }
    case 'thisMonth':
      return { startDate: firstOfMonth(today), endDate: today };
    case 'lastMonth': {
      const end = shiftDate(firstOfMonth(today), -1);
      return { startDate: firstOfMonth(end), endDate: end };
    }
  }
}

/** The range a draft asks for: the preset's dates counted from today, or the custom dates. */
export function resolvePeriod(draft: TPeriodDraft, today: string): TDateRange {
  return draft.period === 'custom'
    ? { startDate: draft.startDate, endDate: draft.endDate }
    : periodRange(draft.period, today);
}

/** Whole days between two dates, both included. */
export function daysInRange({ startDate, endDate }: TDateRange): number {
  return (
    Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export type TRangeProblem = 'format' | 'order' | 'tooLong';

/** What is wrong with a custom range, or null: real dates, start not after end, at most `maxDays`. */
export function rangeProblem(range: TDateRange, maxDays: number): TRangeProblem | null {
  if (!isDate(range.startDate) || !isDate(range.endDate)) return 'format';
  if (range.startDate > range.endDate) return 'order';
  if (daysInRange(range) > maxDays) return 'tooLong';
  return null;
}

/**
 * The period in a pane's address: `period` (a preset, kept as a preset so a shared link means "this week"
 * when opened), and `startDate`/`endDate` for a custom range. Anything unreadable falls back to `fallback`.
 */
export function readPeriod(
  params: URLSearchParams,
  today: string,
  fallback: TPeriod = 'today',
): TPeriodDraft {
  const named = params.get('period');
  const period = (PERIODS as readonly string[]).includes(named ?? '') ? (named as TPeriod) : fallback;
  if (period === 'custom') {
    const start = params.get('startDate');
    const end = params.get('endDate');
    if (isDate(start) && isDate(end)) return { period, startDate: start, endDate: end };
    return { period: 'today', ...periodRange('today', today) };
  }
  return { period, ...periodRange(period, today) };
}

/** The query a period puts in the address (see {@link readPeriod}). */
export function periodQuery(draft: TPeriodDraft): Record<string, string | null> {
  return draft.period === 'custom'
    ? { period: 'custom', startDate: draft.startDate, endDate: draft.endDate }
    : { period: draft.period, startDate: null, endDate: null };
}
