/**
 * Dates and times in the brand's time zone (decisions.md: one brand time zone; periods are cut in it).
 * A zone the browser does not know falls back to the brand's UTC offset.
 */

export type TBrandZone = { timeZone: string; utcOffsetMinutes: number };

/**
 * Building a date format costs far more than using one (a zone's rules are looked up each time): a page of
 * cards or records formats dozens of instants in one render, so each format is built once per language,
 * zone and options.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const CALENDAR_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

const knownZones = new Map<string, boolean>();

const zoneWorks = (timeZone: string): boolean => {
  let works = knownZones.get(timeZone);
  if (works === undefined) {
    try {
      dateFormat('en-CA', { ...CALENDAR_DATE, timeZone });
      works = true;
    } catch {
      works = false;
    }
    knownZones.set(timeZone, works);
  }
  return works;
};

/** The calendar date `yyyy-MM-dd` of an instant in the brand time zone. */
export function brandDate(instant: Date, zone: TBrandZone): string {
  if (zoneWorks(zone.timeZone)) {
    const parts = dateFormat('en-CA', { ...CALENDAR_DATE, timeZone: zone.timeZone }).formatToParts(instant);
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  }
  return new Date(instant.getTime() + zone.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A `yyyy-MM-dd` date moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** An ISO instant as date and time in the brand time zone, in the page language: `01/03/2025, 12:24:00`. */
export function formatBrandDateTime(iso: string, language: string, zone: TBrandZone): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  if (zoneWorks(zone.timeZone)) {
    return dateFormat(language, { ...options, timeZone: zone.timeZone }).format(instant);
  }
  const shifted = new Date(instant.getTime() + zone.utcOffsetMinutes * 60_000);
  return dateFormat(language, { ...options, timeZone: 'UTC' }).format(shifted);
}

/** An ISO instant as its calendar date in the brand time zone, in the page language: `01/03/2025`. */
export function formatBrandDate(iso: string, language: string, zone: TBrandZone): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatCalendarDate(brandDate(instant, zone), language);
}

/** A `yyyy-MM-dd` calendar date in the page language: `dd/mm/aaaa` in Spanish, `mm/dd/yyyy` in English. */
export function formatCalendarDate(date: string, language: string): string {
  const [year, month, day] = date.split('-');
  if (!year || !month || !day) return date;
  return language.startsWith('en') ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** A date typed in the page language's order (`dd/mm/aaaa` in Spanish) as `yyyy-MM-dd`, or '' if not a date. */
export function parseCalendarDate(text: string, language: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return '';
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [month, day] = language.startsWith('en') ? [first, second] : [second, first];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return '';
  return check.toISOString().slice(0, 10);
}

/** A brand-zone calendar date `yyyy-MM-dd` for people: `lun, 10/03/2025` (es), `Mon, 03/10/2025` (en). */
export function formatDay(date: string, language: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return dateFormat(language, {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(instant);
}
