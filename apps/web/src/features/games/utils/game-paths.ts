import {
  GAME_CATEGORIES,
  GAME_CENTER_PATHS,
  GAME_LIST_PATHS,
} from '@platform/contracts/categories.constants';

/** First path segment, upper case: `/rng` → `RNG`, `/bgs` → `BGS`. */
export function pageKeyOf(pathname: string): string {
  return (pathname.split('/').filter(Boolean)[0] ?? '').toUpperCase();
}

const listed = new Set<string>([...GAME_LIST_PATHS, ...GAME_CENTER_PATHS]);

/** spec §2 "Game-type pages also exist at /{gametype in lower case}": the types without their own page list. */
export const OTHER_GAME_TYPE_PATHS: readonly string[] = GAME_CATEGORIES.map((c) => c.toLowerCase()).filter(
  (path) => !listed.has(path),
);

export type TVassalageParam = { kind: 'none' } | { kind: 'bad'; raw: string } | { kind: 'ok'; value: string };

/**
 * `?vassalage=` of a game-list page: absent (every vendor), a well-formed vendor code (upper-cased; the
 * contract's 2–24 letters, digits and underscores) or a malformed one, which the page refuses clearly.
 */
export function parseVassalage(search: URLSearchParams): TVassalageParam {
  const raw = search.get('vassalage');
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const value = raw.trim().toUpperCase();
  return /^[A-Z0-9_]{2,24}$/.test(value) ? { kind: 'ok', value } : { kind: 'bad', raw: raw.slice(0, 40) };
}

/** A vassalage (vendor code) from the query, or null when it does not look like one. */
export function readVassalage(search: URLSearchParams): string | null {
  const value = search.get('vassalage')?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9_]{1,32}$/.test(value) ? value : null;
}
