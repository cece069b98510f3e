import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type TPaneQueryChange = Record<string, string | number | boolean | null | undefined>;

/**
 * A pane's filters and drill-down live in the address, so a reload or a shared link opens the same
 * state. `update` merges changes into the query (null or '' removes a key) as a new history entry, so
 * the browser's back button walks back through searches and drill-downs.
 */
export function usePaneSearch() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: TPaneQueryChange, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

/** A positive page number from the address, 1 when missing or unreadable. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** One of `allowed`, or null when the address has none or something else. */
export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | null {
  const value = params.get(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A text from the address (a member id, an account), null when missing or blank; the server judges it. */
export function readText(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}
