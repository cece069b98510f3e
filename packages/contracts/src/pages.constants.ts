/* Page addresses without zod, for the web app's start-up code and the server that serves index.html. */
import { GAME_CATEGORIES, GAME_CENTER_PATHS, GAME_LIST_PATHS } from './categories.constants';

/** The home page's addresses (spec §2), lower case, without a trailing slash. */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/index.html', '/home']);

/** The promotions page's address (spec §2). */
export const PROMOTIONS_PATH = '/promotions';

/** A path as the web app's router matches it: lower case, without a trailing slash (`/` stays `/`). */
export function normalisePath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether a path is the home page, in any case and with or without a trailing slash. */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(normalisePath(pathname));
}

/** The web app's sessionStorage key of the session token (api-conventions.md "Session"). */
export const SESSION_TOKEN_KEY = 'token';
/** Prefix of the sessionStorage key that records a closed announcement pop-up (spec §4). */
export const POPUP_CLOSED_KEY_PREFIX = 'announcementPopupClosed';
/** The key part of a visitor (and of a session whose member has not loaded yet: nothing shows then). */
export const ANONYMOUS_POPUP_KEY = 'anonymous';

/** The site's pages that list games: the game lists and centres, and the other categories' pages (spec §2). */
const GAME_PAGE_PATHS: ReadonlySet<string> = new Set(
  [
    ...GAME_LIST_PATHS,
    ...GAME_CENTER_PATHS,
    ...GAME_CATEGORIES.map((category) => category.toLowerCase()),
  ].map((path) => `/${path}`),
);

/**
 * The pages whose first screen index.html paints with a visitor's announcement pop-up: home, the promotions
 * page and the game pages. Each shows the site's header and, for a visitor, the pop-up over it (the web app's
 * `openFirstPopup`); the popup routes (/login…), the pages that ask for a login and the agent's do not.
 */
export function isFirstPopupPage(pathname: string): boolean {
  const path = normalisePath(pathname);
  return isHomePath(path) || path === PROMOTIONS_PATH || GAME_PAGE_PATHS.has(path);
}
