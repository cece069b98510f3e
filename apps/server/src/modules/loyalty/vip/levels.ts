import type { TLocalizedText } from '@platform/contracts/content';
import { LANGUAGES } from '@platform/contracts/i18n';
import type { TVipLevel, TVipSettings } from '@platform/contracts/loyalty';
import { decimalToMinor } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { dateIn, startOfDay } from '../../../platform/zoned-time';

/** Pure rules of VIP levels: validation of the operator's settings, the level reached, the periods. */

/**
 * Refuses settings whose levels are not 0..n in order (400 VALIDATION_FAILED `levels[i].level`), whose
 * level 0 asks anything to reach (`levels[0].reachValidBet` / `reachDeposit`), or whose reach thresholds
 * go down from one level to the next (`levels[i].reachValidBet` / `reachDeposit`).
 */
export function validateVipSettings(settings: TVipSettings): void {
  settings.levels.forEach((level, index) => {
    if (level.level !== index)
      throw new AppError('VALIDATION_FAILED', { fields: [`levels[${index}].level`] });
  });
  const [first] = settings.levels;
  if (first && first.reachValidBet !== 0) {
    throw new AppError('VALIDATION_FAILED', { fields: ['levels[0].reachValidBet'] });
  }
  if (first && first.reachDeposit !== 0) {
    throw new AppError('VALIDATION_FAILED', { fields: ['levels[0].reachDeposit'] });
  }
  for (let index = 1; index < settings.levels.length; index += 1) {
    const previous = settings.levels[index - 1]!;
    const level = settings.levels[index]!;
    if (level.reachValidBet < previous.reachValidBet) {
      throw new AppError('VALIDATION_FAILED', { fields: [`levels[${index}].reachValidBet`] });
    }
    if (level.reachDeposit < previous.reachDeposit) {
      throw new AppError('VALIDATION_FAILED', { fields: [`levels[${index}].reachDeposit`] });
    }
  }
}

/** The definition of a member's level; a level the operator removed since reads as the highest defined. */
export function levelOf(settings: TVipSettings, level: number): TVipLevel {
  const sorted = [...settings.levels].sort((a, b) => a.level - b.level);
  return sorted.filter((candidate) => candidate.level <= level).at(-1) ?? sorted[0]!;
}

/** The highest level defined. */
export const topLevel = (settings: TVipSettings): number =>
  Math.max(...settings.levels.map((level) => level.level));

/** Money of a level in minor units. */
export const minorOf = (value: number, scale: number): bigint => decimalToMinor(value, scale);

/** The highest level whose reach thresholds (both) the progress meets, in minor units. */
export function levelReached(
  settings: TVipSettings,
  progress: { validBet: bigint; deposit: bigint },
  scale: number,
): number {
  let reached = 0;
  for (const level of settings.levels) {
    if (
      progress.validBet >= minorOf(level.reachValidBet, scale) &&
      progress.deposit >= minorOf(level.reachDeposit, scale)
    ) {
      reached = Math.max(reached, level.level);
    }
  }
  return reached;
}

const UPGRADE_TITLE: Record<string, string> = { es: 'Bono de ascenso VIP', en: 'VIP upgrade bonus' };
const PERIOD_TITLE: Record<string, string> = { es: 'Bono VIP del periodo', en: 'VIP period bonus' };

function titled(prefixes: Record<string, string>, name: TLocalizedText): TLocalizedText {
  const fallback = name.es ?? Object.values(name).find(Boolean) ?? '';
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, `${prefixes[lang] ?? prefixes.en} ${name[lang] ?? fallback}`.trim()]),
  );
}

/** "Bono de ascenso VIP Oro" / "VIP upgrade bonus Gold". */
export const upgradeTitle = (level: TVipLevel) => titled(UPGRADE_TITLE, level.name);
/** "Bono VIP del periodo Oro" / "VIP period bonus Gold". */
export const periodTitle = (level: TVipLevel) => titled(PERIOD_TITLE, level.name);

// ---------- periods ----------

/** A VIP period in the brand's zone: `key` its first day (a Monday, or the 1st), `end` exclusive. */
export type VipPeriod = { key: string; endKey: string; start: Date; end: Date; lastDay: string };

function shiftDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function shiftMonths(date: string, months: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The period (brand-zone week from Monday, or month) that holds the brand-zone date `day`. */
export function vipPeriodOfDay(kind: TVipSettings['period'], timeZone: string, day: string): VipPeriod {
  let key: string;
  let endKey: string;
  if (kind === 'WEEK') {
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    const fromMonday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
    key = shiftDays(day, -fromMonday);
    endKey = shiftDays(key, 7);
  } else {
    key = `${day.slice(0, 7)}-01`;
    endKey = shiftMonths(key, 1);
  }
  return {
    key,
    endKey,
    start: startOfDay(timeZone, key),
    end: startOfDay(timeZone, endKey),
    lastDay: shiftDays(endKey, -1),
  };
}

/** The period that holds an instant. */
export const vipPeriodAt = (kind: TVipSettings['period'], timeZone: string, instant: Date) =>
  vipPeriodOfDay(kind, timeZone, dateIn(timeZone, instant));

/** The last period that has ended at `instant`. */
export function lastEndedVipPeriod(kind: TVipSettings['period'], timeZone: string, instant: Date) {
  const current = vipPeriodAt(kind, timeZone, instant);
  return vipPeriodOfDay(kind, timeZone, shiftDays(current.key, -1));
}
