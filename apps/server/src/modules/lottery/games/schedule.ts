import { dateIn, nextDate, startOfDay } from '../../../platform/zoned-time';
import { VN_PROVINCES, type LotteryGameDef } from './definitions';

/**
 * The draw schedule of the lottery games (pure; brand time zone).
 *
 * - House games (`cycleMinutes` N): the brand-zone day D has 1440/N draws; draw k (1 … 1440/N) of D draws
 *   at D 00:00 + k·N minutes, so the last one draws at D+1 00:00 and is still numbered as D's
 *   (`YYYYMMDD-NNNN`, NNNN = k). Sales open at the previous draw time and close `houseCutoffSeconds`
 *   before the draw time.
 * - Official games (`schedule`): one draw per scheduled weekday at the brand-zone time; Miền Nam and Miền
 *   Trung one per province of that weekday (`YYYYMMDD-<code>`, province = its name); Miền Bắc and 4D
 *   `YYYYMMDD`. Sales open at the game's previous scheduled draw time and close `officialCutoffMinutes`
 *   before the draw time.
 */

export type ScheduledDraw = {
  gameCode: string;
  vendor: string;
  numero: string;
  /** Province name of a Nam/Trung draw, else null. */
  province: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};

export type ScheduleOptions = {
  timeZone: string;
  houseCutoffSeconds: number;
  officialCutoffMinutes: number;
};

const MINUTE = 60_000;
/** Official games draw at most once a day: a search for the previous/next draw day stops after this. */
const MAX_GAP_DAYS = 14;

function prevDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const compact = (date: string) => date.replaceAll('-', '');

// ---------- house games ----------

function drawsInDay(timeZone: string, date: string, cycle: number): number {
  const length = startOfDay(timeZone, nextDate(date)).getTime() - startOfDay(timeZone, date).getTime();
  return Math.round(length / (cycle * MINUTE));
}

function houseDraw(game: LotteryGameDef, options: ScheduleOptions, date: string, k: number): ScheduledDraw {
  const cycle = game.cycleMinutes!;
  const start = startOfDay(options.timeZone, date).getTime();
  const drawAt = new Date(start + k * cycle * MINUTE);
  return {
    gameCode: game.gameCode,
    vendor: game.vendor,
    numero: `${compact(date)}-${String(k).padStart(4, '0')}`,
    province: null,
    opensAt: new Date(drawAt.getTime() - cycle * MINUTE),
    closesAt: new Date(drawAt.getTime() - options.houseCutoffSeconds * 1000),
    drawAt,
  };
}

function houseDrawsAfter(game: LotteryGameDef, options: ScheduleOptions, after: Date, count: number) {
  const cycle = game.cycleMinutes!;
  let date = dateIn(options.timeZone, after);
  const start = startOfDay(options.timeZone, date).getTime();
  let k = Math.floor((after.getTime() - start) / (cycle * MINUTE)) + 1;
  const out: ScheduledDraw[] = [];
  while (out.length < count) {
    if (k > drawsInDay(options.timeZone, date, cycle)) {
      date = nextDate(date);
      k = 1;
    }
    out.push(houseDraw(game, options, date, k));
    k += 1;
  }
  return out;
}

function houseDrawsUpTo(game: LotteryGameDef, options: ScheduleOptions, until: Date, count: number) {
  const cycle = game.cycleMinutes!;
  let date = dateIn(options.timeZone, until);
  const start = startOfDay(options.timeZone, date).getTime();
  let k = Math.floor((until.getTime() - start) / (cycle * MINUTE));
  const out: ScheduledDraw[] = [];
  while (out.length < count) {
    if (k < 1) {
      date = prevDate(date);
      k = drawsInDay(options.timeZone, date, cycle);
    }
    out.push(houseDraw(game, options, date, k));
    k -= 1;
  }
  return out;
}

// ---------- official games ----------

function drawTimeOn(game: LotteryGameDef, timeZone: string, date: string): Date {
  const [hours = 0, minutes = 0] = game.schedule!.time.split(':').map(Number);
  return new Date(startOfDay(timeZone, date).getTime() + (hours * 60 + minutes) * MINUTE);
}

const drawsOn = (game: LotteryGameDef, date: string) => game.schedule!.weekdays.includes(weekdayOf(date));

function previousDrawDate(game: LotteryGameDef, date: string): string {
  let day = prevDate(date);
  for (let i = 0; i < MAX_GAP_DAYS && !drawsOn(game, day); i += 1) day = prevDate(day);
  return day;
}

/** The draws of an official game on `date` (one, or one per province of the weekday). */
function officialDrawsOn(game: LotteryGameDef, options: ScheduleOptions, date: string): ScheduledDraw[] {
  if (!drawsOn(game, date)) return [];
  const drawAt = drawTimeOn(game, options.timeZone, date);
  const opensAt = drawTimeOn(game, options.timeZone, previousDrawDate(game, date));
  const closesAt = new Date(drawAt.getTime() - options.officialCutoffMinutes * MINUTE);
  const base = { gameCode: game.gameCode, vendor: game.vendor, opensAt, closesAt, drawAt };
  if (game.kind === 'VN_MN' || game.kind === 'VN_MT') {
    return VN_PROVINCES[game.kind][weekdayOf(date)]!.map(([code, name]) => ({
      ...base,
      numero: `${compact(date)}-${code}`,
      province: name,
    }));
  }
  return [{ ...base, numero: compact(date), province: null }];
}

// ---------- the schedule ----------

/**
 * The draws still to come at `now` (draw time after `now`, in time order): house games the current cycle's
 * draw and the next `houseCount - 1`; official games those of the next `officialDays` days.
 */
export function upcomingDraws(
  game: LotteryGameDef,
  now: Date,
  options: ScheduleOptions,
  horizon: { houseCount?: number; officialDays?: number } = {},
): ScheduledDraw[] {
  if (game.cycleMinutes) return houseDrawsAfter(game, options, now, horizon.houseCount ?? 3);
  const until = now.getTime() + (horizon.officialDays ?? 7) * 24 * 60 * MINUTE;
  const out: ScheduledDraw[] = [];
  for (let date = dateIn(options.timeZone, now); ; date = nextDate(date)) {
    if (startOfDay(options.timeZone, date).getTime() > until) break;
    const draws = officialDrawsOn(game, options, date);
    out.push(...draws.filter((draw) => draw.drawAt > now && draw.drawAt.getTime() <= until));
  }
  return out;
}

/**
 * The last `count` scheduled draw times at or before `now`, newest first: house games `count` cycles,
 * official games `count` draw days (each with all its provinces).
 */
export function pastDraws(
  game: LotteryGameDef,
  now: Date,
  options: ScheduleOptions,
  count: number,
): ScheduledDraw[] {
  if (game.cycleMinutes) return houseDrawsUpTo(game, options, now, count);
  const out: ScheduledDraw[] = [];
  let date = dateIn(options.timeZone, now);
  let days = 0;
  // A game with no weekday would never reach `count`: a year back at most.
  for (let back = 0; days < count && back < 366; back += 1) {
    const draws = officialDrawsOn(game, options, date).filter((draw) => draw.drawAt <= now);
    if (draws.length) {
      out.push(...draws);
      days += 1;
    }
    date = prevDate(date);
  }
  return out;
}

/** The draw selling at `at` (house: the current cycle's; official: the next scheduled one). */
export function drawSellingAt(game: LotteryGameDef, at: Date, options: ScheduleOptions): ScheduledDraw {
  if (game.cycleMinutes) return houseDrawsAfter(game, options, at, 1)[0]!;
  return upcomingDraws(game, at, options, { officialDays: MAX_GAP_DAYS })[0]!;
}
