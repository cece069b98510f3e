/* Page addresses without zod, for the web app's start-up code and the server that serves index.html. */

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
