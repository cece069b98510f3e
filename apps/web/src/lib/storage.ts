import { SESSION_TOKEN_KEY } from '@platform/contracts/pages.constants';

export { SESSION_TOKEN_KEY };

/** Keys with this prefix survive a logout (spec §4 Logout: "keeping only merchant keys"). */
export const MERCHANT_KEY_PREFIX = 'merchant';

export const THEME_KEY = 'theme';
export const BALANCE_HIDDEN_KEY = 'balanceHidden';
/** Session storage key of the invitation code a visitor arrived with (`?referralCode=`). */
export const REFERRAL_CODE_KEY = 'referralCode';
export const LANGUAGE_KEY = 'lang';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getSessionToken(): string | null {
  const token = session()?.getItem(SESSION_TOKEN_KEY);
  return token ? token : null;
}

export function setSessionToken(token: string): void {
  session()?.setItem(SESSION_TOKEN_KEY, token);
}

export function removeSessionToken(): void {
  session()?.removeItem(SESSION_TOKEN_KEY);
}

/** Logout: empties session storage except the keys that start with `merchant`. */
export function clearSessionKeepingMerchantKeys(storage: Storage | null = session()): void {
  if (!storage) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !key.startsWith(MERCHANT_KEY_PREFIX)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

/** Pages whose `token` query is meant for someone else (the app-download page's, for the app). */
const TOKEN_NOT_ADOPTED_ON = new Set(['/download', '/download/']);

/**
 * Start-up (spec §4 System status): a `token` in the URL query becomes the session token and is
 * removed from the address bar, so it does not end up in bookmarks, history or referrers.
 * Returns the session token in force afterwards.
 */
export function adoptSessionTokenFromUrl(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const url = new URL(location.href);
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) {
    // The app-download page's token is for the app the page installs, not for this browser's session.
    if (!TOKEN_NOT_ADOPTED_ON.has(url.pathname.toLowerCase())) setSessionToken(fromQuery);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return getSessionToken();
}

/** A `?referralCode=` in the address is kept for the registration form (spec §4 Registration). */
export function adoptReferralCodeFromUrl(location: Pick<Location, 'href'> = window.location): void {
  const code = new URL(location.href).searchParams.get('referralCode')?.trim().slice(0, 32);
  if (code) setReferralCode(code);
}

export function setReferralCode(code: string): void {
  try {
    session()?.setItem(REFERRAL_CODE_KEY, code);
  } catch {
    // Storage unavailable: the code only lives in the address bar.
  }
}

export function getReferralCode(): string | null {
  return session()?.getItem(REFERRAL_CODE_KEY) || null;
}

export function readSession(key: string): string | null {
  return session()?.getItem(key) ?? null;
}

export function writeSession(key: string, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // A full quota: the cache is only skipped.
  }
}

export function readLocal(key: string): string | null {
  return local()?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice just does not survive a reload.
  }
}
