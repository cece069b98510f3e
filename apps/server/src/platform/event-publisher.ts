import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

export type EventListener<E> = (event: E) => void;

/** In-process publish/subscribe of events that happened in committed transactions. */
export type EventPublisher<E> = {
  /** Call after the commit: listeners run at once; on PostgreSQL a NOTIFY follows. */
  publish(events: readonly E[]): void;
  subscribe(listener: EventListener<E>): () => void;
};

type Options<E> = {
  /** The PostgreSQL NOTIFY channel. */
  channel: string;
  /** On PostgreSQL every event is also sent as `NOTIFY <channel>, <toPayload(event)>`. */
  database?: Pick<Database, 'kind' | 'db'> | null;
  /** An event's NOTIFY payload; null keeps that event in this process. */
  toPayload: (event: E) => string | null;
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Subscribers run synchronously (a throwing one is logged, never fails the caller); the NOTIFY is sent
 * outside the transaction that made the change, with at most one NOTIFY statement in flight (events
 * arriving meanwhile go together in the next one), so that other server processes deliver them too.
 */
export function createEventPublisher<E>(options: Options<E>): EventPublisher<E> {
  const listeners = new Set<EventListener<E>>();
  const database = options.database?.kind === 'postgres' ? options.database : null;
  let queue: string[] = [];
  let flushing = false;

  async function flush() {
    if (!database || flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) {
        const payloads = queue;
        queue = [];
        try {
          await database.db.execute(
            sql`select pg_notify(${options.channel}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`,
          );
        } catch (error) {
          options.log?.error({ err: error, channel: options.channel }, 'NOTIFY failed');
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    publish(events) {
      for (const event of events) {
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (error) {
            options.log?.error({ err: error, channel: options.channel }, 'event listener failed');
          }
        }
        const payload = database ? options.toPayload(event) : null;
        if (payload !== null) queue.push(payload);
      }
      if (queue.length > 0) void flush();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
