/**
 * A value loaded on demand and trusted for `ttlMs`; concurrent readers share one load. `invalidate()`
 * drops it at once (a load already under way then does not repopulate the cache).
 */
export function createCache<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { data: T; expiresAt: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;
  return {
    get(): Promise<T> {
      if (value && Date.now() < value.expiresAt) return Promise.resolve(value.data);
      if (pending) return pending;
      const started = generation;
      pending = load()
        .then((data) => {
          if (started === generation) value = { data, expiresAt: Date.now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    /** The value when it is loaded and fresh, else null (no load started): for synchronous fast paths. */
    peek(): T | null {
      return value && Date.now() < value.expiresAt ? value.data : null;
    },
    invalidate() {
      generation += 1;
      value = null;
      pending = null;
    },
  };
}
