import { describe, expect, it, vi } from 'vitest';
import {
  adoptSessionTokenFromUrl,
  clearSessionKeepingMerchantKeys,
  getSessionToken,
  setSessionToken,
} from './storage';

describe('clearSessionKeepingMerchantKeys', () => {
  it('removes every key except those prefixed "merchant"', () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('gameVendor', '[]');
    sessionStorage.setItem('HOT_GAMES', '[]');
    sessionStorage.setItem('merchantWallet', '{"isSingle":true}');
    sessionStorage.setItem('merchantCode', 'TEST');
    sessionStorage.setItem('myMerchant', 'x');

    clearSessionKeepingMerchantKeys();

    expect(Object.keys(sessionStorage).sort()).toEqual(['merchantCode', 'merchantWallet']);
    expect(getSessionToken()).toBeNull();
  });
});

describe('adoptSessionTokenFromUrl', () => {
  it('moves the token of the query into sessionStorage and removes it from the URL', () => {
    const replaceState = vi.fn();
    const token = adoptSessionTokenFromUrl(
      { href: 'https://site.test/member/withdraw?token=s3cr3t&lang=en#top' },
      { replaceState, state: { idx: 0 } },
    );
    expect(token).toBe('s3cr3t');
    expect(sessionStorage.getItem('token')).toBe('s3cr3t');
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/member/withdraw?lang=en#top');
  });

  it('on the app-download page removes the token from the URL without taking it as this browser’s session', () => {
    setSessionToken('mine');
    const replaceState = vi.fn();
    const token = adoptSessionTokenFromUrl(
      { href: 'https://site.test/download?lang=es&platform=ios&token=for-the-app' },
      { replaceState, state: null },
    );
    expect(token).toBe('mine');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/download?lang=es&platform=ios');
  });

  it('keeps the stored token and leaves the URL alone when the query has none', () => {
    setSessionToken('stored');
    const replaceState = vi.fn();
    expect(adoptSessionTokenFromUrl({ href: 'https://site.test/?a=1' }, { replaceState, state: null })).toBe(
      'stored',
    );
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('lets a token in the query replace an older stored one', () => {
    setSessionToken('old');
    adoptSessionTokenFromUrl(
      { href: 'https://site.test/?token=new' },
      { replaceState: vi.fn(), state: null },
    );
    expect(getSessionToken()).toBe('new');
  });
});
