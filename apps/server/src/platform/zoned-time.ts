/**
 * Calendar dates in a time zone (the brand's): periods and date filters are cut there, times are stored
 * in UTC (decisions.md "Time zone").
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallClock(timeZone: string, instant: Date) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetMs(timeZone: string, instant: Date): number {
  const c = wallClock(timeZone, instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date (yyyy-MM-dd) of `instant` in `timeZone`. */
export function dateIn(timeZone: string, instant: Date): string {
  const c = wallClock(timeZone, instant);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** The instant a calendar date (yyyy-MM-dd) starts in `timeZone`. */
export function startOfDay(timeZone: string, date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  let guess = midnightUtc - offsetMs(timeZone, new Date(midnightUtc));
  // A second pass settles dates whose offset differs from the first guess's (daylight-saving changes).
  guess = midnightUtc - offsetMs(timeZone, new Date(guess));
  return new Date(guess);
}

/** The calendar date after `date` (yyyy-MM-dd). */
export function nextDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Whether `date` is a real yyyy-MM-dd calendar date. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}
