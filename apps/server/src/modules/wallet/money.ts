import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../platform/errors';

/**
 * A request amount in minor units: positive, at most `scale` decimals (more are refused, never rounded),
 * else 400 VALIDATION_FAILED naming the field.
 */
export function toMinor(amount: number, scale: number, field = 'amount'): bigint {
  let minor: bigint;
  try {
    minor = decimalToMinor(amount, scale);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', { fields: [field], cause: error });
  }
  if (minor <= 0n) throw new AppError('VALIDATION_FAILED', { fields: [field] });
  return minor;
}

/** A signed amount (manual adjustments): non-zero, at most `scale` decimals. */
export function toSignedMinor(amount: number, scale: number, field = 'amount'): bigint {
  let minor: bigint;
  try {
    minor = decimalToMinor(amount, scale);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', { fields: [field], cause: error });
  }
  if (minor === 0n) throw new AppError('VALIDATION_FAILED', { fields: [field] });
  return minor;
}

/** A configured decimal (settings, limits) in minor units; settings are validated to the scale already. */
export const configMinor = (amount: number, scale: number): bigint => decimalToMinor(amount, scale);

export const toDecimal = (minor: bigint, scale: number): number => minorToDecimal(minor, scale);

/** 400 AMOUNT_OUT_OF_RANGE (with the limits in `value`) unless min ≤ amount ≤ max. */
export function checkRange(amount: bigint, min: bigint, max: bigint, scale: number): void {
  if (amount < min || amount > max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      fields: ['amount'],
      details: { fields: ['amount'], minAmount: toDecimal(min, scale), maxAmount: toDecimal(max, scale) },
    });
  }
}
