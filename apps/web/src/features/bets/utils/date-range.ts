import { BET_QUERY_MAX_DAYS } from '@platform/contracts/bets';
import { shiftDate } from '../../../lib/brand-time';

/** The periods the records offer; "custom" takes the two dates the player picks. */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'custom'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

/** yyyy-MM-dd in the brand time zone, both ends included (ZBetRecordQuerySchema). */
export type TDateRange = { startDate: string; endDate: string };

export type TDateRangeDraft = TDateRange & { preset: TDatePreset };

/** The dates of a period, counted from `today` (the brand zone's calendar date). */
export function presetRange(preset: Exclude<TDatePreset, 'custom'>, today: string): TDateRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = shiftDate(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: shiftDate(today, -6), endDate: today };
  }
}

/** Whole days between two yyyy-MM-dd dates, both included. */
export function daysInRange({ startDate, endDate }: TDateRange): number {
  return (
    Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export type TRangeProblem = 'format' | 'order' | 'tooLong';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a custom range, or null: real dates, start not after end, at most 93 days. */
export function rangeProblem(range: TDateRange): TRangeProblem | null {
  const valid = (date: string) => DATE.test(date) && shiftDate(date, 0) === date;
  if (!valid(range.startDate) || !valid(range.endDate)) return 'format';
  if (range.startDate > range.endDate) return 'order';
  if (daysInRange(range) > BET_QUERY_MAX_DAYS) return 'tooLong';
  return null;
}

/** The range a draft asks for: the preset's dates counted from today, or the custom dates. */
export function resolveRange(draft: TDateRangeDraft, today: string): TDateRange {
  return draft.preset === 'custom'
    ? { startDate: draft.startDate, endDate: draft.endDate }
    : presetRange(draft.preset, today);
}
