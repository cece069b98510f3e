import type { TChatMessage, TChatRoom } from '@platform/contracts/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database';
import { createEventPublisher, type EventPublisher } from '../../platform/event-publisher';

/** The PostgreSQL NOTIFY channel of chat messages and room changes (the WebSocket channel listens). */
export const CHAT_CHANNEL = 'chat_event';

/** A committed chat message (with its room after it), or a room that opened or closed. */
export type ChatEvent =
  | { kind: 'message'; memberId: string; room: TChatRoom; message: TChatMessage }
  | { kind: 'room'; memberId: string; room: TChatRoom };

export type ChatPublisher = EventPublisher<ChatEvent>;

/** NOTIFY payloads must stay under 8000 bytes: a long preview is the first thing to go. */
const NOTIFY_LIMIT = 7_800;

export function chatEventPayload(event: ChatEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= NOTIFY_LIMIT) return payload;
  return JSON.stringify({ ...event, room: { ...event.room, lastMessagePreview: null } });
}

export function createChatPublisher(options: {
  database?: Pick<Database, 'kind' | 'db'> | null;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): ChatPublisher {
  return createEventPublisher<ChatEvent>({
    channel: CHAT_CHANNEL,
    database: options.database,
    log: options.log,
    toPayload: chatEventPayload,
  });
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** Chat messages and room changes, after commit (the WebSocket channel subscribes). */
    chatEvents: ChatPublisher;
  }
}
