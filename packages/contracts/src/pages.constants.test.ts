import { describe, expect, it } from 'vitest';
import { isHomePath, normalisePath } from './pages.constants';

describe('isHomePath', () => {
  it('knows home by every address the spec gives it, in any case and with a trailing slash', () => {
    for (const path of ['/', '/index', '/INDEX', '/index.html', '/home', '/Home/', '//']) {
      expect(isHomePath(path), path).toBe(true);
    }
  });

  it('does not take other pages for home', () => {
    for (const path of ['/promotions', '/homepage', '/home/x', '/rng', '/index.htm']) {
      expect(isHomePath(path), path).toBe(false);
    }
  });

  it('normalises a path as the router matches it', () => {
    expect(normalisePath('/Promotions/')).toBe('/promotions');
    expect(normalisePath('///')).toBe('/');
    expect(normalisePath('/member/Deposit')).toBe('/member/deposit');
  });
});
