import type {
  TLotteryBetType,
  TLotteryBetTypeInfo,
  TLotteryOddsTable,
  TLotteryResult,
} from '@platform/contracts/lottery';
import { AppError } from '../../../platform/errors';
import type { LotteryGameDef } from '../games/definitions';

/**
 * What every bet-type family (vn.ts, sea-4d.ts, fast-5d.ts, dice-3.ts, race-10.ts) describes of a bet type,
 * and the shared pieces. Odds in an operator's table (settings, `DEFAULT_ODDS`) are decimals per unit
 * (99.6), as operators write them and as `ZLotterySettingsSchema` stores them; a ticket keeps its row in
 * thousandths (99600), and money is computed in integers only from those.
 *
 * Payment model: a rule answers the list of odds (thousandths) a ticket is paid on a result — one entry
 * per occurrence (a lô whose ending is drawn twice: two entries; a 4D number in two prize places: both
 * places' figures). The win is Σ floor(units × odds × unit price / 1000) over the entries: each
 * occurrence is rounded down to the minor unit on its own. The potential win is the same sum over the
 * entries of the best possible result (`best`), so it is a true upper bound of every win.
 */
export type TicketPicks = { picks: string[]; position: number | null };

export type TypeRule = {
  picks: TLotteryBetTypeInfo['picks'];
  position: { min: number; max: number } | null;
  /** A unit costs this many unit prices (27 for a Miền Bắc lô, 10 for a Roll). */
  multiplier: number;
  /**
   * true: each pick of a line is its own ticket (a lô line on ten numbers is ten tickets; distinct picks);
   * false: all the picks are one ticket (xiên, lô trượt: exactly `picks.min` distinct numbers).
   */
  perPick: boolean;
  /** The normalised pick (zero-padded digits, upper-case word, sorted group) or null when not valid. */
  pick: (raw: string) => string | null;
  /** The ticket's odds row in the operator's table (decimals), or undefined when the table lacks it. */
  row: (table: TLotteryOddsTable, ticket: TicketPicks) => readonly number[] | undefined;
  /** The row the slip shows (default: `row` without picks); for iBox the 24-permutation row. */
  infoRow?: (table: TLotteryOddsTable) => readonly number[] | undefined;
  /** Entries the row must have. */
  rowLength: number;
  /** The odds entries paid on the best possible result. */
  best: (odds: readonly number[], ticket: TicketPicks) => number[];
  /** The odds entries paid on this result. */
  paid: (odds: readonly number[], ticket: TicketPicks, result: TLotteryResult) => number[];
  /** Extra facts for the slip (variant tables, most occurrences). */
  info?: (table: TLotteryOddsTable) => Partial<TLotteryBetTypeInfo>;
};

export type Family = (game: LotteryGameDef) => Partial<Record<TLotteryBetType, TypeRule>>;

export const invalid = (field: 'picks' | 'position' | 'betType' | 'units') =>
  new AppError('LOTTERY_BET_INVALID', { fields: [field] });

/** Thousandths of a decimal odds figure (99.6 → 99600). */
export const toThousandths = (decimal: number): number => Math.round(decimal * 1000);

/** The win of the paid entries: Σ floor(units × odds × unit price / 1000). */
export function moneyOf(entries: readonly number[], units: number, unitPrice: bigint): bigint {
  let total = 0n;
  for (const odds of entries) total += (BigInt(units) * BigInt(odds) * unitPrice) / 1000n;
  return total;
}

/** n copies of an entry. */
export const times = (count: number, odds: number): number[] => Array.from({ length: count }, () => odds);

/** The row under `key`, for types whose row does not depend on the picks. */
export const rowAt =
  (key: string) =>
  (table: TLotteryOddsTable): readonly number[] | undefined =>
    table[key];

/** A pick of exactly `digits` decimal digits. */
export const digitsPick =
  (digits: number) =>
  (raw: string): string | null =>
    raw.length === digits && /^\d+$/.test(raw) ? raw : null;

/** A pick that is one of `words` (any case). */
export const wordPick =
  (words: readonly string[]) =>
  (raw: string): string | null => {
    const word = raw.toUpperCase();
    return words.includes(word) ? word : null;
  };

/** A whole number from `min` to `max` written without leading zeros ("3" … "18"). */
export const intPick =
  (min: number, max: number) =>
  (raw: string): string | null => {
    if (!/^[1-9]\d*$/.test(raw)) return null;
    const value = Number(raw);
    return value >= min && value <= max ? raw : null;
  };

/** A single-figure type: one entry paid once when `wins` holds. */
export function single(
  base: Omit<TypeRule, 'row' | 'rowLength' | 'best' | 'paid'>,
  key: string,
  wins: (ticket: TicketPicks, result: TLotteryResult) => boolean,
): TypeRule {
  return {
    ...base,
    row: rowAt(key),
    rowLength: 1,
    best: (odds) => [odds[0]!],
    paid: (odds, ticket, result) => (wins(ticket, result) ? [odds[0]!] : []),
  };
}

/** BIG (5–9) / SMALL (0–4) / ODD / EVEN of a digit (5D positions). */
export function digitWord(word: string, digit: number): boolean {
  if (word === 'BIG') return digit >= 5;
  if (word === 'SMALL') return digit <= 4;
  if (word === 'ODD') return digit % 2 === 1;
  return digit % 2 === 0;
}

export const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/** The `values` of a fast result of `kind` (a result of another kind is a programming error). */
export function valuesOf(result: TLotteryResult, kind: 'FAST_5D' | 'DICE_3' | 'RACE_10'): number[] {
  if (result.kind !== kind) throw new Error(`a ${result.kind} result for a ${kind} ticket`);
  return result.values;
}
