import {
  REALTIME_WINDOW_MINUTES,
  type TContractPeriod,
  type TContractType,
} from '@platform/contracts/agent-contracts';
import { dateIn, startOfDay } from '../../../platform/zoned-time';

/**
 * Settlement periods, cut in the brand's time zone: REALTIME windows of 5 minutes, HOURLY, DAILY, WEEKLY
 * (from Monday), SEMIMONTHLY (the 1st and the 16th) and MONTHLY. A period is [start, end).
 */
export type Period = { kind: TContractPeriod; start: Date; end: Date };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long after its end a period waits before it is settled: bets settling at the boundary commit, and
 * the jobs read a quiet period ("hourly at 5 minutes past").
 */
export function graceMs(kind: TContractPeriod): number {
  return kind === 'REALTIME' ? MINUTE_MS : 5 * MINUTE_MS;
}

/** The period of each contract type: the salaries' are fixed, a dividend's is its contract's. */
export function periodKindOf(type: TContractType, dividendPeriod: string): TContractPeriod {
  switch (type) {
    case 'DAILY_SALARY':
      return 'DAILY';
    case 'HOURLY_SALARY':
      return 'HOURLY';
    case 'REALTIME_SALARY':
      return 'REALTIME';
    default:
      return dividendPeriod as TContractPeriod;
  }
}

const parseDate = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
};
const formatDate = (utc: Date) => utc.toISOString().slice(0, 10);
const shiftDays = (date: string, days: number) => {
  const { year, month, day } = parseDate(date);
  return formatDate(new Date(Date.UTC(year, month - 1, day + days)));
};
const monthStart = (date: string, months = 0) => {
  const { year, month } = parseDate(date);
  return formatDate(new Date(Date.UTC(year, month - 1 + months, 1)));
};

/** The first and the day after the last calendar date of a day-based period containing `date`. */
function dayBounds(kind: TContractPeriod, date: string): [string, string] {
  switch (kind) {
    case 'DAILY':
      return [date, shiftDays(date, 1)];
    case 'WEEKLY': {
      const { year, month, day } = parseDate(date);
      const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      const monday = shiftDays(date, -sinceMonday);
      return [monday, shiftDays(monday, 7)];
    }
    case 'SEMIMONTHLY': {
      const { day } = parseDate(date);
      const first = monthStart(date);
      const sixteenth = shiftDays(first, 15);
      return day < 16 ? [first, sixteenth] : [sixteenth, monthStart(date, 1)];
    }
    case 'MONTHLY':
      return [monthStart(date), monthStart(date, 1)];
    default:
      throw new Error(`not a day-based period: ${kind}`);
  }
}

export const isDayBased = (kind: TContractPeriod) => kind !== 'HOURLY' && kind !== 'REALTIME';

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes and seconds past the zone's wall-clock hour (offsets are whole quarter hours). */
function pastZoneHour(timeZone: string, instant: Date): number {
  let format = minuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    minuteFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return (Number(parts.minute) * 60 + Number(parts.second)) * 1000 + instant.getUTCMilliseconds();
}

/** The period of `kind` containing `instant`. */
export function periodAt(kind: TContractPeriod, instant: Date, timeZone: string): Period {
  if (kind === 'HOURLY' || kind === 'REALTIME') {
    const hourStart = instant.getTime() - pastZoneHour(timeZone, instant);
    const length = kind === 'HOURLY' ? HOUR_MS : REALTIME_WINDOW_MINUTES * MINUTE_MS;
    const start = hourStart + Math.floor((instant.getTime() - hourStart) / length) * length;
    return { kind, start: new Date(start), end: new Date(start + length) };
  }
  const [first, after] = dayBounds(kind, dateIn(timeZone, instant));
  return { kind, start: startOfDay(timeZone, first), end: startOfDay(timeZone, after) };
}

/** The period after `period`. */
export function nextPeriod(period: Period, timeZone: string): Period {
  return periodAt(period.kind, period.end, timeZone);
}

/** Whether `period` may be settled at `now`: its end and its grace have passed. */
export function isDue(period: Period, now: Date): boolean {
  return period.end.getTime() + graceMs(period.kind) <= now.getTime();
}

/** The calendar dates [first, after) a day-based period covers, in the zone. */
export function periodDates(period: Period, timeZone: string): [string, string] {
  return [dateIn(timeZone, period.start), dateIn(timeZone, period.end)];
}

const zoneTime = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** The period as the records pages show it, in the zone: 2026-11-25, 2026-11-25 14:00, 2026-11-23 – 2026-11-29. */
export function periodLabel(kind: TContractPeriod, start: Date, end: Date, timeZone: string): string {
  const day = dateIn(timeZone, start);
  if (kind === 'HOURLY' || kind === 'REALTIME') return `${day} ${zoneTime(timeZone, start)}`;
  if (kind === 'DAILY') return day;
  return `${day} – ${shiftDays(dateIn(timeZone, end), -1)}`;
}
