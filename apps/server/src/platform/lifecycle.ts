import type { FastifyInstance } from 'fastify';
import type { Database } from './database';

/**
 * Graceful stop: the server stops accepting connections and finishes in-flight requests (new requests
 * meanwhile get 503), then the database closes. Calling it again returns the same promise.
 */
export function createShutdown(app: FastifyInstance, database: Database): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    })();
    return closing;
  };
}
