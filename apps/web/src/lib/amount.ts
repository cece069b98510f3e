import { decimalToMinor } from '@platform/contracts/money';

/** Why a typed amount cannot be sent (each has a text under `amount.*` in the locale files). */
export type TAmountProblem = 'required' | 'format' | 'decimals' | 'positive' | 'min' | 'max';

export type TAmountCheck =
  { ok: true; amount: number; minor: bigint } | { ok: false; problem: TAmountProblem; limit?: number };

export type TAmountLimits = { min?: number | null; max?: number | null };

/** More integer digits than any real amount: refused as a format error rather than losing precision. */
const MAX_INTEGER_DIGITS = 12;

/**
 * Reads an amount the player typed: positive, at most 2 decimals (refused, never rounded — api-conventions
 * "Money and time"), within `min`/`max`. A comma is accepted as the decimal separator (Spanish keyboards);
 * thousands separators are not, and a typed "1.000" or "1,000" is refused for its 3 decimals, never
 * misread as one thousand or one.
 */
export function checkAmount(text: string, { min, max }: TAmountLimits = {}): TAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^\d+(?:[.,]\d*)?$/.test(trimmed)) return { ok: false, problem: 'format' };
  const normalized = trimmed.replace(',', '.').replace(/\.$/, '');
  if ((normalized.split('.')[0] ?? '').length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'format' };
  let minor: bigint;
  try {
    minor = decimalToMinor(normalized);
  } catch {
    return { ok: false, problem: 'decimals' };
  }
  if (minor <= 0n) return { ok: false, problem: 'positive' };
  if (min !== undefined && min !== null && minor < decimalToMinor(min)) {
    return { ok: false, problem: 'min', limit: min };
  }
  if (max !== undefined && max !== null && minor > decimalToMinor(max)) {
    return { ok: false, problem: 'max', limit: max };
  }
  return { ok: true, amount: Number(normalized), minor };
}
