import type { z } from 'zod';

/**
 * Serialized replies of the reads every visitor makes (lanes, hot games, game-list pages, winner board),
 * kept as JSON text per key so a hit costs neither the reply schema's validation nor JSON encoding (the
 * lanes are ~40 kB). The reply still passes the route's schema once, when it is built. `clear()` drops
 * everything (catalogue changes); entries also expire after `ttlMs`; at most `maxEntries` keys are kept
 * (keys include client-chosen values such as the platform list).
 */
export function createReplyCache(options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 256;
  let entries = new Map<string, { json: string; expiresAt: number }>();
  let generation = 0;
  return {
    async get<S extends z.ZodType>(
      key: string,
      schema: S,
      build: () => Promise<z.input<S>>,
    ): Promise<string> {
      const hit = entries.get(key);
      if (hit && Date.now() < hit.expiresAt) return hit.json;
      const started = generation;
      const json = JSON.stringify(schema.parse(await build()));
      if (started === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { json, expiresAt: Date.now() + options.ttlMs });
      }
      return json;
    },
    clear() {
      generation += 1;
      entries = new Map();
    },
  };
}
