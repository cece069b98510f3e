/* Page addresses without zod, for the web app's start-up code and the server that serves index.html. */

/** The home page's addresses (spec §2), lower case, without a trailing slash. */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/index.html', '/home']);

/** Whether a path is the home page, in any case and with or without a trailing slash. */
export function isHomePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return HOME_PATHS.has(path === '' ? '/' : path);
}
