import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database';
import { createEventPublisher, type EventPublisher } from '../../platform/event-publisher';

/** The PostgreSQL NOTIFY channel of new announcements (the WebSocket channel listens). */
export const ANNOUNCEMENT_CHANNEL = 'announcement_published';

/** An announcement an operator published (committed). */
export type AnnouncementPublished = {
  id: string;
  execution: 'A' | 'B' | 'F';
  /** When it starts to show (null: at once). */
  startsAt: string | null;
};

export type AnnouncementPublisher = EventPublisher<AnnouncementPublished>;

export function createAnnouncementPublisher(options: {
  database?: Pick<Database, 'kind' | 'db'> | null;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): AnnouncementPublisher {
  return createEventPublisher<AnnouncementPublished>({
    channel: ANNOUNCEMENT_CHANNEL,
    database: options.database,
    log: options.log,
    toPayload: (event) => JSON.stringify(event),
  });
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** New announcements, after commit (the WebSocket channel subscribes). */
    announcementEvents: AnnouncementPublisher;
  }
}
