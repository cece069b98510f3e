import { minorToDecimal } from '@platform/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/database';
import { createEventPublisher, type EventPublisher } from '../../../platform/event-publisher';

/** The PostgreSQL NOTIFY channel of balance changes (the WebSocket channel of a later issue listens). */
export const BALANCE_CHANNEL = 'balance_changed';

/** One member account whose balance or held money changed in a committed ledger transaction. */
export type BalanceChanged = {
  memberId: string;
  /** MEMBER_MAIN, MEMBER_VENDOR with `vendor`, or MEMBER_POINTS (points, not money). */
  accountKind: 'MEMBER_MAIN' | 'MEMBER_VENDOR' | 'MEMBER_POINTS';
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
export type BalancePublisher = EventPublisher<BalanceChanged>;

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
 * because NOTIFY serialises committing transactions cluster-wide (see platform/event-publisher.ts).
 */
export function createBalancePublisher(options: Options = {}): BalancePublisher {
  const scale = options.scale ?? 2;
  return createEventPublisher<BalanceChanged>({
    channel: BALANCE_CHANNEL,
    database: options.database,
    log: options.log,
    toPayload: (event) =>
      event.accountKind === 'MEMBER_MAIN'
        ? JSON.stringify({
            memberId: event.memberId,
            balance: minorToDecimal(event.balance, scale),
            held: minorToDecimal(event.held, scale),
            available: minorToDecimal(event.balance - event.held, scale),
            version: event.version,
          })
        : null,
  });
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** Balance changes of committed ledger transactions (the WebSocket channel subscribes). */
    balanceEvents: BalancePublisher;
  }
}
