import type { TLotteryBetType, TLotteryBetTypeInfo } from '@platform/contracts/lottery';

/**
 * How the slip picks numbers for a bet type:
 * - `grid`: the 100 two-digit numbers 00–99 (lô, xiên, đề, lô trượt, the 5D last two);
 * - `choices`: a short list (digits 0–9, dice faces 1–6, cars 1–10, sums);
 * - `words`: BIG/SMALL/ODD/EVEN, DRAGON/TIGER;
 * - `typed`: numbers of 3–4 digits typed in (lô 3/4 số, càng, 4D; Roll takes one R);
 * - `none`: the type has no picks (tài/xỉu/chẵn/lẻ, any triple).
 */
export type TPickerSpec =
  | { kind: 'grid' }
  | { kind: 'choices'; values: string[] }
  | { kind: 'words'; values: string[] }
  | { kind: 'typed'; digits: number; roll: boolean }
  | { kind: 'none' };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

const WORDS: Partial<Record<TLotteryBetType, string[]>> = {
  P5_BSOE: ['BIG', 'SMALL', 'ODD', 'EVEN'],
  K3_BSOE: ['BIG', 'SMALL', 'ODD', 'EVEN'],
  R10_BSOE: ['BIG', 'SMALL', 'ODD', 'EVEN'],
  P5_SUM: ['BIG', 'SMALL'],
  R10_DT: ['DRAGON', 'TIGER'],
};

const CHOICES: Partial<Record<TLotteryBetType, string[]>> = {
  DAU: range(0, 9),
  DUOI: range(0, 9),
  P5_DIGIT: range(0, 9),
  K3_TRIPLE: range(1, 6),
  K3_PAIR: range(1, 6),
  K3_SUM: range(3, 18),
  R10_POS: range(1, 10),
  R10_SUM12: range(3, 19),
};

export function pickerOf(info: TLotteryBetTypeInfo): TPickerSpec {
  if (info.picks.max === 0) return { kind: 'none' };
  const words = WORDS[info.betType];
  if (words) return { kind: 'words', values: words };
  const choices = CHOICES[info.betType];
  if (choices) return { kind: 'choices', values: choices };
  if (info.picks.digits === 2) return { kind: 'grid' };
  const roll = info.betType === 'ROLL_BIG' || info.betType === 'ROLL_SMALL';
  return { kind: 'typed', digits: Math.max(1, info.picks.digits), roll };
}

/** The 100 numbers of the grid, "00"…"99". */
export const GRID_NUMBERS: readonly string[] = Array.from({ length: 100 }, (_, i) =>
  String(i).padStart(2, '0'),
);

/** A typed pick in the form the type takes: `digits` digits, Roll with exactly one R. */
export function typedPickValid(value: string, digits: number, roll: boolean): boolean {
  if (roll) return value.length === digits && /^[\dR]+$/.test(value) && value.split('R').length === 2;
  return new RegExp(`^\\d{${digits}}$`).test(value);
}

/** `count` distinct entries of `list` chosen at random (a quick pick). */
export function randomPicks(
  list: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  const pool = [...list];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(...pool.splice(index, 1));
  }
  return picked.sort();
}

/** A random number of `digits` digits (typed types' quick pick). */
export function randomDigits(digits: number, random: () => number = Math.random): string {
  return Array.from({ length: digits }, () => String(Math.min(9, Math.floor(random() * 10)))).join('');
}

/** Toggles `value` in the picks, keeping them sorted and at most `max` (a single-pick type replaces). */
export function togglePick(picks: readonly string[], value: string, max: number): string[] {
  if (picks.includes(value)) return picks.filter((pick) => pick !== value);
  if (max === 1) return [value];
  if (picks.length >= max) return [...picks];
  return [...picks, value].sort((a, b) => a.length - b.length || a.localeCompare(b));
}
