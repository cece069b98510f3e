import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal, ZAmountSchema } from './money';

describe('money conversion', () => {
  it('turns minor units into decimals without float drift', () => {
    expect(minorToDecimal(123450n)).toBe(1234.5);
    expect(minorToDecimal(1n)).toBe(0.01);
    expect(minorToDecimal(-205n)).toBe(-2.05);
    expect(minorToDecimal(0n)).toBe(0);
    expect(minorToDecimal(900719925474099n)).toBe(9007199254740.99);
  });

  it('parses decimals into minor units exactly', () => {
    expect(decimalToMinor(0.1)).toBe(10n);
    expect(decimalToMinor(0.29)).toBe(29n);
    expect(decimalToMinor(1234.5)).toBe(123450n);
    expect(decimalToMinor('19.99')).toBe(1999n);
    expect(decimalToMinor('-3')).toBe(-300n);
    expect(decimalToMinor(1e21, 0)).toBe(1000000000000000000000n);
  });

  it('refuses more decimals than the scale instead of rounding', () => {
    expect(() => decimalToMinor(0.001)).toThrow(RangeError);
    expect(() => decimalToMinor('1.234')).toThrow(/more than 2 decimals/);
    expect(() => decimalToMinor('abc')).toThrow(RangeError);
    expect(() => decimalToMinor(Number.NaN)).toThrow(RangeError);
  });

  it('validates request amounts', () => {
    const schema = ZAmountSchema();
    expect(schema.safeParse(10.5).success).toBe(true);
    expect(schema.safeParse(10.555).success).toBe(false);
    expect(schema.safeParse(0).success).toBe(false);
    expect(schema.safeParse(-1).success).toBe(false);
  });
});
