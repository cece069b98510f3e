import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export type PgListener = {
  /** Resolves once the first LISTEN is in place, or after the first failure (then it keeps retrying). */
  start(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  newClient: () => pg.Client;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  /** After a lost connection was replaced: events in between were missed, so clients should resync. */
  onReconnect?: () => void;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** First retry delay; doubles up to 30 s. */
  retryMs?: number;
};

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * The one dedicated LISTEN connection of a server process: NOTIFY of every process (this one included)
 * arrives here. A lost connection is replaced with a growing delay, and `onReconnect` tells the caller
 * that notifications may have been missed meanwhile.
 */
export function createPgListener(options: Options): PgListener {
  for (const channel of options.channels) {
    if (!CHANNEL.test(channel)) throw new Error(`invalid channel name ${channel}`);
  }
  const firstRetry = options.retryMs ?? 500;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = firstRetry;
  let connectedOnce = false;

  async function connect(): Promise<void> {
    const next = options.newClient();
    next.on('notification', (message) => {
      if (message.payload !== undefined) options.onNotification(message.channel, message.payload);
    });
    next.on('error', (error) => {
      options.log.error({ err: error }, 'LISTEN connection error');
      lost(next);
    });
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    for (const channel of options.channels) await next.query(`listen ${channel}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    delay = firstRetry;
    if (connectedOnce) {
      options.log.info('LISTEN connection restored');
      options.onReconnect?.();
    }
    connectedOnce = true;
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'LISTEN connection failed; retrying');
        if (client) {
          const failed = client;
          client = null;
          failed.end().catch(() => {});
        }
        schedule();
      });
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 30_000);
  }

  return {
    async start() {
      try {
        await connect();
      } catch (error) {
        options.log.error({ err: error }, 'LISTEN connection failed; retrying');
        const failed = client;
        client = null;
        await failed?.end().catch(() => {});
        schedule();
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
