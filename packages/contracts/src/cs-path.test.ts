import { describe, expect, it } from 'vitest';
import { obfuscateCsPath, revealCsPath } from './cs-path';

describe('customer-service path obfuscation', () => {
  it('hides the url and ends with its 8-character key', () => {
    const path = obfuscateCsPath('https://t.me/fortuna_soporte', 'Ab3dEf7h');
    expect(path.endsWith('Ab3dEf7h')).toBe(true);
    expect(path).not.toContain('t.me');
    expect(revealCsPath(path)).toBe('https://t.me/fortuna_soporte');
  });

  it('round-trips non-ASCII text and differs per key', () => {
    const url = 'https://wa.me/5215512345678?text=¡Hola, ayuda!';
    const a = obfuscateCsPath(url, 'AAAAAAAA');
    const b = obfuscateCsPath(url, 'BBBBBBBB');
    expect(a).not.toBe(b);
    expect(revealCsPath(a)).toBe(url);
    expect(revealCsPath(b)).toBe(url);
  });

  it('refuses bad keys and short paths', () => {
    expect(() => obfuscateCsPath('x', 'short')).toThrow(RangeError);
    expect(() => obfuscateCsPath('x', 'has-dash')).toThrow(RangeError);
    expect(() => revealCsPath('ABCDEFGH')).toThrow(RangeError);
  });
});
