import { minorToDecimal } from '@platform/contracts/money';
import type { TPvpMe } from '@platform/contracts/pvp';
import type {
  TRealtimeGameTopic,
  TRealtimeMemberEvent,
  TRealtimeServerMessage,
} from '@platform/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database';
import { createEventPublisher, type EventPublisher } from '../../platform/event-publisher';
import { CHAT_CHANNEL, type ChatEvent, type ChatPublisher } from '../chat/events';
import {
  ANNOUNCEMENT_CHANNEL,
  type AnnouncementPublished,
  type AnnouncementPublisher,
} from '../content/events';
import { UNREAD_CHANNEL, type UnreadChanged, type UnreadPublisher } from '../messaging/events';
import { BALANCE_CHANNEL, type BalanceChanged, type BalancePublisher } from '../wallet/ledger/events';
import { createPgListener, type PgListener } from './listener';
import type { ConnectionRegistry, RealtimeConnection } from './registry';

/** The PostgreSQL NOTIFY channel of events other modules push to one member (contract offers, …). */
export const MEMBER_EVENT_CHANNEL = 'realtime_member_event';

export type MemberEventEnvelope = { memberId: string; event: TRealtimeMemberEvent };
export type MemberEventPublisher = EventPublisher<MemberEventEnvelope>;

/** The PostgreSQL NOTIFY channel of shared games' events (`game.subscribe` topics: crash, …). */
export const GAME_EVENT_CHANNEL = 'realtime_game_event';

/** A message of a shared game's topic (what its followers receive). */
export type GameTopicMessage = Extract<TRealtimeServerMessage, { type: 'crash' | 'pvp' }>;
/** The crash round's messages (the default of a game event publisher's type). */
export type CrashTopicMessage = Extract<TRealtimeServerMessage, { type: 'crash' }>;
export type PvpTopicMessage = Extract<TRealtimeServerMessage, { type: 'pvp' }>;

/**
 * One event of a shared game for every connection following `topic`. `own`: what the connections of the
 * member it concerns get instead (their own bet, marked `mine`). Small (NOTIFY payloads stay under 8,000
 * bytes): a game sends lists as one event per item.
 */
export type GameEventEnvelope<M extends GameTopicMessage = CrashTopicMessage> = {
  topic: TRealtimeGameTopic;
  message: M;
  own?: { memberId: string; message: M };
  /**
   * A PVP table's private parts: member id → their `me` (seat, own cards, hold), added to the message for
   * that member's connections only (the other followers get the public message).
   */
  me?: Record<string, TPvpMe>;
};
export type GameEventPublisher<M extends GameTopicMessage = CrashTopicMessage> = EventPublisher<
  GameEventEnvelope<M>
>;

/** A main-wallet change as every process sees it (the NOTIFY payload of balance_changed). */
export type BalanceNotice = {
  memberId: string;
  balance: number;
  held: number;
  available: number;
  version: number;
};

export type RealtimeSources = {
  balanceEvents: BalancePublisher;
  unreadEvents: UnreadPublisher;
  announcementEvents: AnnouncementPublisher;
  chatEvents: ChatPublisher;
  memberEvents: MemberEventPublisher;
  /** Shared games' events (the house games' crash round); none: no game topics. */
  gameEvents?: GameEventPublisher<GameTopicMessage>;
};

export type HubDeps = {
  database: Pick<Database, 'kind' | 'newClient'>;
  registry: ConnectionRegistry;
  sources: RealtimeSources;
  log: FastifyBaseLogger;
  currency: () => Promise<{ code: string; symbol: string; scale: number }>;
  unreadCount: (memberId: string) => Promise<number>;
  now?: () => number;
};

export function createMemberEventPublisher(options: {
  database?: Pick<Database, 'kind' | 'db'> | null;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): MemberEventPublisher {
  return createEventPublisher<MemberEventEnvelope>({
    channel: MEMBER_EVENT_CHANNEL,
    database: options.database,
    log: options.log,
    toPayload: (event) => JSON.stringify(event),
  });
}

/** Shared games' events to every process (without a database: this process only, as in tests). */
export function createGameEventPublisher<M extends GameTopicMessage = CrashTopicMessage>(
  options: {
    database?: Pick<Database, 'kind' | 'db'> | null;
    log?: Pick<FastifyBaseLogger, 'error'>;
  } = {},
): GameEventPublisher<M> {
  return createEventPublisher<GameEventEnvelope<M>>({
    channel: GAME_EVENT_CHANNEL,
    database: options.database,
    log: options.log,
    toPayload: (event) => JSON.stringify(event),
  });
}

/**
 * The shared publisher of every game's events typed for one game's messages (what that game publishes).
 * Its subscribers still receive every game's events: only the hub and tests subscribe.
 */
export function gamePublisherOf<M extends GameTopicMessage>(
  publisher: GameEventPublisher<GameTopicMessage>,
): GameEventPublisher<M> {
  return publisher as unknown as GameEventPublisher<M>;
}

/** Announcements that start later than this are not held in a timer (the site loads them anyway). */
const MAX_ANNOUNCEMENT_DELAY_MS = 24 * 3_600_000;

/**
 * Delivers the platform's events to this process's connections. On PostgreSQL every event comes from
 * the one LISTEN connection (NOTIFY of every process, this one included, so nothing is delivered twice);
 * on PGlite (one process) straight from the in-process publishers.
 */
export function createRealtimeHub(deps: HubDeps) {
  const { registry, log } = deps;
  const now = deps.now ?? Date.now;
  const timers = new Set<NodeJS.Timeout>();
  const unsubscribers: Array<() => void> = [];
  let listener: PgListener | null = null;

  async function deliverBalance(notice: BalanceNotice) {
    const targets = [...registry.members(notice.memberId)];
    if (targets.length === 0) return;
    const currency = await deps.currency();
    for (const conn of targets) {
      conn.send({
        type: 'balance',
        balance: notice.balance,
        held: notice.held,
        available: notice.available,
        withdrawable: conn.isTrial ? 0 : notice.available,
        currency: currency.code,
        currencySymbol: currency.symbol,
        version: notice.version,
      });
    }
  }

  async function deliverUnread(event: UnreadChanged) {
    if (event.memberId !== null) {
      for (const conn of registry.members(event.memberId)) {
        if (!conn.isTrial) conn.send({ type: 'unread', unreadMessage: event.unreadMessage });
      }
      return;
    }
    // A segment or "all" message: each connected member of the segment gets their own count.
    const byMember = new Map<string, RealtimeConnection[]>();
    for (const conn of registry.allMembers()) {
      if (conn.isTrial || !conn.memberId) continue;
      if (event.memberTypes && !event.memberTypes.includes(conn.memberType ?? -1)) continue;
      const list = byMember.get(conn.memberId);
      if (list) list.push(conn);
      else byMember.set(conn.memberId, [conn]);
    }
    for (const [memberId, conns] of byMember) {
      try {
        const unreadMessage = await deps.unreadCount(memberId);
        for (const conn of conns) conn.send({ type: 'unread', unreadMessage });
      } catch (error) {
        log.warn({ err: error, memberId }, 'unread count for a realtime event failed');
      }
    }
  }

  function deliverAnnouncement(event: AnnouncementPublished) {
    const send = () => {
      const message = { type: 'announcement' as const, ...event };
      for (const conn of registry.allMembers()) conn.send(message);
    };
    const wait = event.startsAt ? new Date(event.startsAt).getTime() - now() : 0;
    if (!(wait > 0)) return send();
    if (wait > MAX_ANNOUNCEMENT_DELAY_MS) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, wait);
    timer.unref();
    timers.add(timer);
  }

  function deliverChat(event: ChatEvent) {
    const message =
      event.kind === 'message'
        ? { type: 'chat.message' as const, message: event.message }
        : { type: 'chat.room' as const, room: event.room };
    for (const conn of registry.members(event.memberId)) conn.send(message);
    for (const conn of registry.rooms(event.room.id)) {
      if (conn.memberId === event.memberId) conn.send(message);
    }
    for (const conn of registry.operators()) {
      conn.send(message);
      if (event.kind === 'message') conn.send({ type: 'chat.room', room: event.room });
    }
  }

  function deliverMemberEvent(envelope: MemberEventEnvelope) {
    for (const conn of registry.members(envelope.memberId)) conn.send(envelope.event);
  }

  /** The same message object for every follower: each socket serialises it once (socket.ts). */
  function deliverGameEvent(envelope: GameEventEnvelope<GameTopicMessage>) {
    const { own, me } = envelope;
    const personal = new Map<string, GameTopicMessage>();
    for (const conn of registry.subscribers(envelope.topic)) {
      const mine = me && conn.memberId ? me[conn.memberId] : undefined;
      if (mine && conn.memberId) {
        let message = personal.get(conn.memberId);
        if (!message) {
          message = { ...envelope.message, me: mine } as GameTopicMessage;
          personal.set(conn.memberId, message);
        }
        conn.send(message);
        continue;
      }
      conn.send(own && conn.memberId === own.memberId ? own.message : envelope.message);
    }
  }

  const guard =
    <E>(name: string, fn: (event: E) => void | Promise<void>) =>
    (event: E) => {
      try {
        const result = fn(event);
        if (result instanceof Promise) {
          result.catch((error: unknown) =>
            log.error({ err: error, event: name }, 'realtime delivery failed'),
          );
        }
      } catch (error) {
        log.error({ err: error, event: name }, 'realtime delivery failed');
      }
    };

  const onBalance = guard('balance', deliverBalance);
  const onUnread = guard('unread', deliverUnread);
  const onAnnouncement = guard('announcement', deliverAnnouncement);
  const onChat = guard('chat', deliverChat);
  const onMemberEvent = guard('member', deliverMemberEvent);
  const onGameEvent = guard('game', deliverGameEvent);

  function onNotification(channel: string, payload: string) {
    let event: unknown;
    try {
      event = JSON.parse(payload);
    } catch {
      log.warn({ channel }, 'unreadable NOTIFY payload');
      return;
    }
    if (channel === BALANCE_CHANNEL) onBalance(event as BalanceNotice);
    else if (channel === UNREAD_CHANNEL) onUnread(event as UnreadChanged);
    else if (channel === ANNOUNCEMENT_CHANNEL) onAnnouncement(event as AnnouncementPublished);
    else if (channel === CHAT_CHANNEL) onChat(event as ChatEvent);
    else if (channel === MEMBER_EVENT_CHANNEL) onMemberEvent(event as MemberEventEnvelope);
    else if (channel === GAME_EVENT_CHANNEL) onGameEvent(event as GameEventEnvelope<GameTopicMessage>);
  }

  return {
    async start() {
      const { database, sources } = deps;
      if (database.kind === 'postgres' && database.newClient) {
        listener = createPgListener({
          newClient: database.newClient,
          channels: [
            BALANCE_CHANNEL,
            UNREAD_CHANNEL,
            ANNOUNCEMENT_CHANNEL,
            CHAT_CHANNEL,
            MEMBER_EVENT_CHANNEL,
            GAME_EVENT_CHANNEL,
          ],
          onNotification,
          onReconnect: () => {
            for (const conn of registry.allMembers()) {
              conn.resync().catch((error: unknown) => log.warn({ err: error }, 'realtime resync failed'));
            }
          },
          log,
        });
        await listener.start();
        return;
      }
      unsubscribers.push(
        sources.balanceEvents.subscribe(
          guard('balance', async (event: BalanceChanged) => {
            if (event.accountKind !== 'MEMBER_MAIN') return;
            const { scale } = await deps.currency();
            await deliverBalance({
              memberId: event.memberId,
              balance: minorToDecimal(event.balance, scale),
              held: minorToDecimal(event.held, scale),
              available: minorToDecimal(event.balance - event.held, scale),
              version: event.version,
            });
          }),
        ),
        sources.unreadEvents.subscribe(onUnread),
        sources.announcementEvents.subscribe(onAnnouncement),
        sources.chatEvents.subscribe(onChat),
        sources.memberEvents.subscribe(onMemberEvent),
      );
      if (sources.gameEvents) unsubscribers.push(sources.gameEvents.subscribe(onGameEvent));
    },
    async close() {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await listener?.close();
      listener = null;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /** Events for one member's open site connections, on every server process (contract offers, …). */
    realtimeEvents: MemberEventPublisher;
  }
}
