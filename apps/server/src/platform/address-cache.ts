import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The last step before the framework: a reply cache keyed by the request's raw address and
 * Accept-Language, consulted in a route `onRequest` hook — after the system and session guards, before
 * query validation. Only replies that were validated and shared by everyone are remembered (`remember`
 * is called with the shared JSON text), so a hit is exactly what the handler would send for that address.
 * Entries live `ttlMs` and go with `clear()`.
 */
export function createAddressCache(options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 1024;
  let entries = new Map<string, { json: string; expiresAt: number }>();
  const keyOf = (request: FastifyRequest) => `${request.url}\n${request.headers['accept-language'] ?? ''}`;
  return {
    /** Route onRequest hook: answers a hit at once, else lets the request go on. */
    serve(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const hit = entries.get(keyOf(request));
      if (hit && Date.now() < hit.expiresAt) {
        reply.type('application/json; charset=utf-8').send(hit.json);
        return;
      }
      done();
    },
    remember(request: FastifyRequest, json: string) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(request), { json, expiresAt: Date.now() + options.ttlMs });
    },
    clear() {
      entries = new Map();
    },
  };
}
export type AddressCache = ReturnType<typeof createAddressCache>;
