import { minorToDecimal } from '@platform/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database';

/** The PostgreSQL NOTIFY channel of balance changes (the WebSocket channel of a later issue listens). */
export const BALANCE_CHANNEL = 'balance_changed';

/** One member account whose balance or held money changed in a committed ledger transaction. */
export type BalanceChanged = {
  memberId: string;
  /** MEMBER_MAIN, or MEMBER_VENDOR with `vendor`. */
  accountKind: 'MEMBER_MAIN' | 'MEMBER_VENDOR';
  vendor: string | null;
  /** Minor units. */
  balance: bigint;
  held: bigint;
  /** The account's version after the change: a consumer drops an event older than one it has seen. */
  version: number;
  transactionId: bigint;
  kind: string;
};

export type BalanceListener = (event: BalanceChanged) => void;

/** In-process publish/subscribe of balance changes, called after the money transaction committed. */
export type BalancePublisher = {
  publish(events: readonly BalanceChanged[]): void;
  subscribe(listener: BalanceListener): () => void;
};

type Options = {
  /** On PostgreSQL every change of a main wallet is also sent as NOTIFY balance_changed. */
  database?: Pick<Database, 'kind' | 'db'> | null;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Decimal places of the currency (the NOTIFY payload carries decimals). */
  scale?: number;
};

/**
 * Subscribers run synchronously after commit (a throwing subscriber is logged, never fails the movement).
 * On PostgreSQL the main-wallet changes are also sent with NOTIFY — outside the money transaction,
 * because NOTIFY serialises committing transactions cluster-wide. Changes that arrive while a NOTIFY
 * is under way are sent together by the next one, so there is at most one in flight.
 */
export function createBalancePublisher(options: Options = {}): BalancePublisher {
  const listeners = new Set<BalanceListener>();
  const scale = options.scale ?? 2;
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
            sql`select pg_notify(${BALANCE_CHANNEL}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`,
          );
        } catch (error) {
          options.log?.error({ err: error }, 'balance NOTIFY failed');
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
            options.log?.error({ err: error }, 'balance listener failed');
          }
        }
        if (database && event.accountKind === 'MEMBER_MAIN') {
          queue.push(
            JSON.stringify({
              memberId: event.memberId,
              balance: minorToDecimal(event.balance, scale),
              held: minorToDecimal(event.held, scale),
              available: minorToDecimal(event.balance - event.held, scale),
              version: event.version,
            }),
          );
        }
      }
      if (queue.length > 0) void flush();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** Balance changes of committed ledger transactions (the WebSocket channel subscribes). */
    balanceEvents: BalancePublisher;
  }
}
