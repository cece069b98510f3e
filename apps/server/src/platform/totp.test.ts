import { describe, expect, it } from 'vitest';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotpStep,
  totpCode,
  totpStep,
  totpUri,
} from './totp';

// RFC 6238 appendix B: the ASCII seeds "12345678901234567890" (SHA1), 32 bytes (SHA256), 64 (SHA512).
const base32 = (ascii: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of Buffer.from(ascii, 'ascii')) bits += byte.toString(2).padStart(8, '0');
  let text = '';
  for (let i = 0; i < bits.length; i += 5) text += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return text;
};
const SEEDS = {
  SHA1: base32('12345678901234567890'),
  SHA256: base32('12345678901234567890123456789012'),
  SHA512: base32('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

const VECTORS: Array<[number, string, keyof typeof SEEDS, string]> = [
  [59, '1970-01-01 00:00:59', 'SHA1', '94287082'],
  [59, '', 'SHA256', '46119246'],
  [59, '', 'SHA512', '90693936'],
  [1111111109, '2005-03-18 01:58:29', 'SHA1', '07081804'],
  [1111111109, '', 'SHA256', '68084774'],
  [1111111109, '', 'SHA512', '25091201'],
  [1111111111, '2005-03-18 01:58:31', 'SHA1', '14050471'],
  [1111111111, '', 'SHA256', '67062674'],
  [1111111111, '', 'SHA512', '99943326'],
  [1234567890, '2009-02-13 23:31:30', 'SHA1', '89005924'],
  [1234567890, '', 'SHA256', '91819424'],
  [1234567890, '', 'SHA512', '93441116'],
  [2000000000, '2033-05-18 03:33:20', 'SHA1', '69279037'],
  [2000000000, '', 'SHA256', '90698825'],
  [2000000000, '', 'SHA512', '38618901'],
  [20000000000, '2603-10-11 11:33:20', 'SHA1', '65353130'],
  [20000000000, '', 'SHA256', '77737706'],
  [20000000000, '', 'SHA512', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('T=%i (%s) %s → %s', (seconds, _utc, algorithm, expected) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(SEEDS[algorithm], at, { algorithm, digits: 8 })).toBe(expected);
    expect(matchTotpStep(SEEDS[algorithm], expected, at, { algorithm, digits: 8 })).toBe(totpStep(at));
  });

  it('accepts a code of the step before or after (clock drift), not two steps away', () => {
    const secret = createTotpSecret();
    const at = new Date('2030-03-01T12:00:10Z');
    const step = totpStep(at);
    const code = totpCode(secret, at);
    expect(code).toMatch(/^\d{6}$/);
    expect(matchTotpStep(secret, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(matchTotpStep(secret, code, new Date(at.getTime() - 30_000))).toBe(step);
    expect(matchTotpStep(secret, code, new Date(at.getTime() + 60_000))).toBeNull();
    expect(matchTotpStep(secret, code, new Date(at.getTime() - 60_000))).toBeNull();
    expect(matchTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(step);
    expect(matchTotpStep(secret, 'abcdef', at)).toBeNull();
    expect(matchTotpStep(secret, '', at)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI for authenticator apps', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, { issuer: 'Casino Demo', account: 'demo_admin' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Casino Demo:demo_admin');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Casino Demo',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, hashed whatever their case or dash', () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    const [code] = codes;
    expect(hashRecoveryCode(code!.toLowerCase().replace('-', ''))).toBe(hashRecoveryCode(code!));
    expect(hashRecoveryCode(code!)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
