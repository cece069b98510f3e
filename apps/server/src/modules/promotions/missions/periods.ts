import type { TMissionPeriod } from '@platform/contracts/missions';
import { dateIn, nextDate, startOfDay } from '../../../platform/zoned-time';

/** A period of a mission or a contest: its first day in the brand's zone (the key), its start and end (exclusive). */
export type Period = {
  kind: TMissionPeriod;
  /** yyyy-MM-dd, the first day (a Monday for WEEKLY). */
  key: string;
  /** The day after the last one (exclusive). */
  endKey: string;
  start: Date;
  end: Date;
};

function addDays(date: string, days: number): string {
  let current = date;
  for (let i = 0; i < days; i += 1) current = nextDate(current);
  return current;
}

function minusDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 of a calendar date. */
function weekdayFromMonday(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The period of kind `kind` that holds `instant`, cut in `timeZone` (weeks from Monday). */
export function periodAt(kind: TMissionPeriod, timeZone: string, instant: Date): Period {
  const today = dateIn(timeZone, instant);
  const key = kind === 'DAILY' ? today : minusDays(today, weekdayFromMonday(today));
  return periodOf(kind, timeZone, key);
}

/** The period that starts on `key`. */
export function periodOf(kind: TMissionPeriod, timeZone: string, key: string): Period {
  const endKey = addDays(key, kind === 'DAILY' ? 1 : 7);
  return { kind, key, endKey, start: startOfDay(timeZone, key), end: startOfDay(timeZone, endKey) };
}

/** The period before `period`. */
export function previousPeriod(period: Period, timeZone: string): Period {
  return periodOf(period.kind, timeZone, minusDays(period.key, period.kind === 'DAILY' ? 1 : 7));
}
