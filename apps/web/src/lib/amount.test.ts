import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

describe('checkAmount (amounts the player types)', () => {
  it('accepts positive amounts with up to 2 decimals, a comma as decimal separator too', () => {
    expect(checkAmount('150')).toMatchObject({ ok: true, amount: 150, minor: 15000n });
    expect(checkAmount(' 150.5 ')).toMatchObject({ ok: true, amount: 150.5, minor: 15050n });
    expect(checkAmount('150,05')).toMatchObject({ ok: true, amount: 150.05, minor: 15005n });
    expect(checkAmount('0.01')).toMatchObject({ ok: true, minor: 1n });
    expect(checkAmount('12.')).toMatchObject({ ok: true, amount: 12 });
  });

  it('refuses a third decimal instead of rounding it', () => {
    expect(checkAmount('10.555')).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('0.001')).toEqual({ ok: false, problem: 'decimals' });
  });

  it('never reads thousands separators as decimals: "1.000" and "1,000" are refused', () => {
    expect(checkAmount('1.000')).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('1,000')).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('1.000,50')).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses empty, zero, negative and non-numeric input', () => {
    expect(checkAmount('  ')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('0')).toEqual({ ok: false, problem: 'positive' });
    expect(checkAmount('0.00')).toEqual({ ok: false, problem: 'positive' });
    expect(checkAmount('-5')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1e3')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('$10')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1234567890123')).toEqual({ ok: false, problem: 'format' });
  });

  it('checks the range exactly (in minor units): min and max themselves are allowed', () => {
    const limits = { min: 100, max: 5000.5 };
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, problem: 'min', limit: 100 });
    expect(checkAmount('100', limits).ok).toBe(true);
    expect(checkAmount('5000.50', limits).ok).toBe(true);
    expect(checkAmount('5000.51', limits)).toEqual({ ok: false, problem: 'max', limit: 5000.5 });
    expect(checkAmount('0.3', { max: 0.3 }).ok).toBe(true);
    expect(checkAmount('5', { min: null, max: null }).ok).toBe(true);
  });
});
