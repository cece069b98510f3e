import { z } from 'zod';

/**
 * Money travels as integers in minor units inside the platform and as decimal numbers with the
 * currency's scale on the wire (api-conventions.md). These helpers convert without floating point.
 */
export const DEFAULT_SCALE = 2;

export function minorToDecimal(minor: bigint, scale = DEFAULT_SCALE): number {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const factor = 10n ** BigInt(scale);
  const whole = abs / factor;
  const frac = (abs % factor).toString().padStart(scale, '0');
  const text = scale > 0 ? `${whole}.${frac}` : `${whole}`;
  return Number(negative ? `-${text}` : text);
}

/** Parses a decimal amount; refuses more decimals than the scale instead of rounding. */
export function decimalToMinor(value: number | string, scale = DEFAULT_SCALE): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole = '0', frac = ''] = match;
  if (frac.length > scale) throw new RangeError(`more than ${scale} decimals: ${text}`);
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(frac.padEnd(scale, '0') || '0');
  return sign ? -minor : minor;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError('amount must be finite');
  // toString() of a double gives the shortest text that reads back as the same double: 0.1 → "0.1".
  const text = value.toString();
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  // Below 1e-7 a double is printed with an exponent; it has far more decimals than any scale.
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** Whether an amount has at most `scale` decimals (and fits the minor-unit range). */
const hasScale = (scale: number) => (value: number) => {
  try {
    decimalToMinor(value, scale);
    return true;
  } catch {
    return false;
  }
};

/** A request amount: a positive decimal with at most `scale` decimals. */
export function ZAmountSchema(scale = DEFAULT_SCALE) {
  return z
    .number()
    .positive()
    .refine(hasScale(scale), { message: `at most ${scale} decimals` });
}

/** A configured amount that may be zero (a limit, a trial balance): non-negative, at most `scale` decimals. */
export function ZNonNegativeAmountSchema(scale = DEFAULT_SCALE) {
  return z
    .number()
    .nonnegative()
    .refine(hasScale(scale), { message: `at most ${scale} decimals` });
}

/** A signed, non-zero amount (an operator's manual adjustment: positive credits, negative debits). */
export function ZSignedAmountSchema(scale = DEFAULT_SCALE) {
  return z
    .number()
    .refine((value) => value !== 0, { message: 'must not be zero' })
    .refine(hasScale(scale), { message: `at most ${scale} decimals` });
}
