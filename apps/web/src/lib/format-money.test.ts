import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney } from './format-money';

describe('money on screen', () => {
  it('2 decimals and thousands separators in the page language', () => {
    expect(formatMoney(1234.5, 'es')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
  });

  it('the currency symbol stays with the number; signed amounts carry + or −', () => {
    expect(formatCurrency(1234.5, '$', 'es')).toBe('$\u00a01.234,50');
    expect(formatCurrency(-20, '$', 'en', { signed: true })).toBe('−$\u00a020.00');
    expect(formatCurrency(20, '$', 'en', { signed: true })).toBe('+$\u00a020.00');
    expect(formatCurrency(-20, '$', 'en')).toBe('−$\u00a020.00');
    expect(formatCurrency(0, '$', 'en', { signed: true })).toBe('$\u00a00.00');
  });
});
