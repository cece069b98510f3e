import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database';
import { createEventPublisher, type EventPublisher } from '../../platform/event-publisher';

/** The PostgreSQL NOTIFY channel of unread-count changes (the WebSocket channel listens). */
export const UNREAD_CHANNEL = 'unread_changed';

/**
 * Unread inbox counts changed (committed). With a `memberId`, that member's count (`unreadMessage`, the
 * public-state field) is given. Without one, a segment or "all" message arrived: every member whose type
 * is in `memberTypes` (every member when null) should fetch CSP_unreadCount again.
 */
export type UnreadChanged =
  | { memberId: string; unreadMessage: number; messageId: string | null }
  | { memberId: null; memberTypes: number[] | null; messageId: string };

export type UnreadPublisher = EventPublisher<UnreadChanged>;

export function createUnreadPublisher(options: {
  database?: Pick<Database, 'kind' | 'db'> | null;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): UnreadPublisher {
  return createEventPublisher<UnreadChanged>({
    channel: UNREAD_CHANNEL,
    database: options.database,
    log: options.log,
    toPayload: (event) => JSON.stringify(event),
  });
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** Unread inbox counts changed, after commit (the WebSocket channel subscribes). */
    unreadEvents: UnreadPublisher;
  }
}
