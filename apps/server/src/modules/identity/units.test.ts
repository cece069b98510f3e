import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, randomCaptchaAnswer, renderCaptchaSvg } from './captcha-image';
import { listCountries, normalizeDialingCode } from './countries';
import { createArgon2Hasher, OWASP_ARGON2_COST } from './password-hasher';
import { ageOn, imageKind } from './profile';

describe('argon2id password hasher', () => {
  it('uses the OWASP parameters by default', async () => {
    expect(OWASP_ARGON2_COST).toEqual({ memoryKib: 19_456, iterations: 2 });
    const hash = await createArgon2Hasher().hash('pässwörd1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies, refuses wrong passwords and malformed hashes, and asks for a rehash of weaker hashes', async () => {
    const hasher = createArgon2Hasher({ memoryKib: 256, iterations: 1 });
    const hash = await hasher.hash('secret123');
    expect(await hasher.verify(hash, 'secret123')).toBe(true);
    expect(await hasher.verify(hash, 'secret124')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'secret123')).toBe(false);
    expect(await hasher.verify('$argon2id$v=19$m=256,t=1,p=1$broken', 'secret123')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(createArgon2Hasher({ memoryKib: 512, iterations: 1 }).needsRehash(hash)).toBe(true);
    expect(hasher.needsRehash('$2b$10$legacy')).toBe(true);
  });
});

describe('captcha pictures', () => {
  it('draws answers from an alphabet without look-alikes, as paths only', () => {
    for (let i = 0; i < 50; i += 1) {
      const answer = randomCaptchaAnswer();
      expect(answer).toHaveLength(CAPTCHA_LENGTH);
      for (const char of answer) expect(CAPTCHA_ALPHABET).toContain(char);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1I5S]/);
    const svg = renderCaptchaSvg('ACDEF');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|ACDEF/);
    expect(renderCaptchaSvg('ACDEF')).not.toBe(svg);
  });
});

describe('helpers', () => {
  it.each([
    ['2000-08-15', '2018-08-15', 18],
    ['2000-08-16', '2018-08-15', 17],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
  ])('age from %s on %s is %i', (birthday, today, age) => expect(ageOn(birthday, today)).toBe(age));

  it('recognises png and jpg by their first bytes only', () => {
    expect(imageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(imageKind(Buffer.from('GIF89a'))).toBeNull();
    expect(imageKind(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('normalises dialing codes and sorts countries by name with the brand country first', () => {
    expect(normalizeDialingCode(' 52')).toBe('+52');
    expect(normalizeDialingCode('+1')).toBe('+1');
    const list = listCountries('es', 'ES');
    expect(list[0]?.name).toBe('España');
    expect(new Set(list.map((country) => country.countryCode)).size).toBe(list.length);
  });
});
