import { z } from 'zod';
import {
  ZChatHistorySchema,
  ZChatIdSchema,
  ZChatMessageSchema,
  ZChatRoomSchema,
  ZChatTextSchema,
} from './chat';
import { ZErrorCodeSchema } from './errors';
import { ZCrashBetRequestSchema, ZCrashEventSchema, ZCrashPlaySchema } from './house-games';
import { PVP_TOPIC_PATTERN, ZPvpClientMessageSchemas, ZPvpServerMessageSchemas } from './pvp';
export {
  AUTH_TIMEOUT_MS,
  CLOSE_CODES,
  HEARTBEAT_MS,
  MAX_CONNECTIONS_PER_IDENTITY,
  MAX_FRAME_BYTES,
  RATE_LIMIT,
  REALTIME_PATH,
  TERMINAL_CLOSE_CODES,
} from './realtime.constants';

/**
 * The real-time channel `/ws` (one WebSocket; JSON text frames, one message per frame).
 *
 * 1. Connect to `ws(s)://<site>/ws`. Within AUTH_TIMEOUT_MS send `{type:"auth", kind, token}`:
 *    - `kind:"member"` (default) with the member's session token (trial accounts too: they get balance
 *      events; their unread count is null, they have no inbox);
 *    - `kind:"chat"` with the chat token of a CBS_launchChat chatUrl: only that chat room's events;
 *    - `kind:"operator"` with an /admin-api operator session token (roles ADMIN and SUPPORT) or the
 *      operator key: every chat room's events, and replies.
 *    Tokens never travel in the URL. A missing, unknown or expired token closes the socket with
 *    CLOSE_CODES.NOT_LOGGED_IN / SESSION_EXPIRED / FORBIDDEN and the error code as reason: do not
 *    reconnect then, log in again.
 * 2. The server answers `hello` with the current state (balance, unread count; the chat room), so a
 *    client that reconnects is current again without polling — send `auth` again after every reconnect.
 * 3. Then events arrive (`balance`, `unread`, `announcement`, `contract`, `chat.message`, `chat.room`),
 *    and the client may send `ping` (answered `pong`), `chat.send` (answered `chat.ack` or `error` with
 *    the same `ref`) and `chat.history` (answered `chat.history`). A member connection may follow a shared
 *    game (`game.subscribe`: its events, e.g. `crash`, then arrive too) and play it (`crash.bet`,
 *    `crash.cashout`: answered `crash.ack` or `error` with the same `ref`); a PVP table likewise (topic
 *    `pvp:<tableId>`, events `pvp`; moves `pvp.*` answered `pvp.ack`, see pvp.ts).
 *
 * Heartbeat: the server pings (protocol ping) every HEARTBEAT_MS and drops a connection that did not
 * answer the previous ping. Browsers answer protocol pings themselves; a client should also send
 * `{type:"ping"}` now and then and reconnect when no `pong` comes back within HEARTBEAT_MS.
 * Limits: frames over MAX_FRAME_BYTES close with 1009; more than RATE_LIMIT.burst messages at once (or a
 * sustained rate over RATE_LIMIT.perSecond) close with 1008 POLICY_VIOLATION reason THROTTLED;
 * more than MAX_CONNECTIONS_PER_IDENTITY sockets of one member, chat or operator close the newest with
 * 1008 TOO_MANY_CONNECTIONS. Malformed or unknown messages after auth get an `error` (BAD_REQUEST).
 * Events are delivered at most once, in order per server process: after a reconnect trust `hello`.
 */

// ---------- client → server ----------

/** Shared games a member connection can follow (`game.subscribe`): crash, and a PVP table `pvp:<tableId>`. */
export const REALTIME_GAME_TOPICS = ['crash'] as const;
export type TRealtimeGameTopic = (typeof REALTIME_GAME_TOPICS)[number] | `pvp:${string}`;
export const ZRealtimeGameTopicSchema = z.union([
  z.enum(REALTIME_GAME_TOPICS),
  z.string().regex(PVP_TOPIC_PATTERN, 'unknown topic') as z.ZodType<`pvp:${string}`>,
]);

export const REALTIME_AUTH_KINDS = ['member', 'chat', 'operator'] as const;
export type TRealtimeAuthKind = (typeof REALTIME_AUTH_KINDS)[number];

export const ZRealtimeAuthSchema = z.object({
  type: z.literal('auth'),
  kind: z.enum(REALTIME_AUTH_KINDS).default('member'),
  token: z.string().min(1).max(512),
});

export const ZRealtimeClientMessageSchema = z.discriminatedUnion('type', [
  ZRealtimeAuthSchema,
  z.object({ type: z.literal('ping'), id: z.string().max(64).optional() }),
  z.object({
    type: z.literal('chat.send'),
    /** Optional for a chat-token connection (its room). */
    roomId: ZChatIdSchema.optional(),
    text: ZChatTextSchema,
    /** Echoed in `chat.ack` or `error`. */
    ref: z.string().max(64).optional(),
  }),
  z.object({
    type: z.literal('chat.history'),
    roomId: ZChatIdSchema.optional(),
    before: ZChatIdSchema.optional(),
    limit: z.number().int().min(1).max(100).optional(),
    ref: z.string().max(64).optional(),
  }),
  /**
   * Follow (or stop following) a shared game's events: topic `crash` (the in-house crash round; events
   * `crash`). Members only (others get `error` FORBIDDEN); `game.subscribe` is answered `game.subscribed`
   * with the same ref, `game.unsubscribe` is not answered. Subscriptions last as long as the connection:
   * send them again after every reconnect (and reload the game's state over HTTP).
   */
  z.object({
    type: z.enum(['game.subscribe', 'game.unsubscribe']),
    topic: ZRealtimeGameTopicSchema,
    ref: z.string().max(64).optional(),
  }),
  /** A bet in the crash round now taking bets; answered `crash.ack` or `error` with the same ref. */
  ZCrashBetRequestSchema.extend({ type: z.literal('crash.bet'), ref: z.string().max(64).optional() }),
  /** Cash out the member's riding crash bet now; answered `crash.ack` or `error` (CRASH_CRASHED…). */
  z.object({ type: z.literal('crash.cashout'), ref: z.string().max(64).optional() }),
  /** A PVP table's moves (pvp.ts): `pvp.sit`, `pvp.ready`, `pvp.bid`, `pvp.stake`, `pvp.show`, `pvp.leave`, `pvp.view`. */
  ...ZPvpClientMessageSchemas,
]);
export type TRealtimeClientMessage = z.input<typeof ZRealtimeClientMessageSchema>;

// ---------- server → client ----------

export const ZRealtimeBalanceSchema = z.object({
  balance: z.number(),
  held: z.number(),
  available: z.number(),
  withdrawable: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** The wallet's version: drop a balance older than one already shown. */
  version: z.number().int(),
});
export type TRealtimeBalance = z.infer<typeof ZRealtimeBalanceSchema>;

export const ZRealtimeHelloSchema = z.object({
  type: z.literal('hello'),
  kind: z.enum(REALTIME_AUTH_KINDS),
  serverTime: z.string(),
  heartbeatMs: z.number().int(),
  /** kind member */
  member: z.object({ id: z.string(), account: z.string(), isTrial: z.boolean() }).optional(),
  balance: ZRealtimeBalanceSchema.optional(),
  /** null for trial accounts (no inbox). */
  unreadMessage: z.number().int().nullable().optional(),
  /** kind chat: the room this connection belongs to. */
  room: ZChatRoomSchema.optional(),
  /** kind operator */
  operator: z.object({ username: z.string(), role: z.string() }).optional(),
});

export const ZRealtimeServerMessageSchema = z.discriminatedUnion('type', [
  ZRealtimeHelloSchema,
  z.object({ type: z.literal('pong'), id: z.string().optional() }),
  /** The member's main wallet changed (deposit, bet, win, withdrawal, transfer, adjustment…). */
  ZRealtimeBalanceSchema.extend({ type: z.literal('balance') }),
  /** The member's unread inbox count (CSP_unreadCount) changed. */
  z.object({ type: z.literal('unread'), unreadMessage: z.number().int() }),
  /** An announcement was published: reload the notices (on the web: queries under ['content']). */
  z.object({
    type: z.literal('announcement'),
    id: z.string(),
    execution: z.enum(['A', 'B', 'F']),
    startsAt: z.string().nullable(),
  }),
  /**
   * A contract of the member changed (modules/contracts): an offer or a termination request arrived,
   * was answered or withdrawn, or the contract ended; the shape may grow fields but keeps these.
   */
  z.object({
    type: z.literal('contract'),
    contractId: z.string(),
    contractType: z.string(),
    status: z.string(),
    /** What now waits for this member's answer: NEW an offer, TERMINATE a termination request; null nothing. */
    request: z.enum(['NEW', 'TERMINATE']).nullable().optional(),
  }),
  /**
   * Something of the member's promotions changed (modules/promotions): a reward arrived or was claimed, a
   * mission was completed, a bonus issued or ended, a manual application reviewed. Reload the queries under
   * ['promotions'] and the badges.
   */
  z.object({
    type: z.literal('promotions'),
    part: z.enum(['activities', 'bonuses', 'rewards', 'raffles', 'missions', 'referral']),
  }),
  /** Loyalty changed for the member (points earned or spent, a VIP level, a rebate): the page refetches. */
  z.object({ type: z.literal('loyalty'), part: z.enum(['points', 'vip', 'rebate']) }),
  /** A lottery draw of the member was settled or voided (tickets won, lost or refunded): the pages refetch. */
  z.object({ type: z.literal('lottery'), drawId: z.string() }),
  /** An event of the crash round (to connections that follow topic `crash`). */
  z.object({ type: z.literal('crash'), event: ZCrashEventSchema }),
  /** The member's crash bet after `crash.bet` or `crash.cashout`. */
  ZCrashPlaySchema.extend({ type: z.literal('crash.ack'), ref: z.string().optional() }),
  /** A PVP table's event (to connections following `pvp:<tableId>`) and the answer to a move (pvp.ts). */
  ...ZPvpServerMessageSchemas,
  z.object({ type: z.literal('game.subscribed'), topic: z.string(), ref: z.string().optional() }),
  z.object({ type: z.literal('chat.message'), message: ZChatMessageSchema }),
  /** A room opened, closed or got a message (operators see every room; a member their own). */
  z.object({ type: z.literal('chat.room'), room: ZChatRoomSchema }),
  z.object({ type: z.literal('chat.ack'), ref: z.string().optional(), message: ZChatMessageSchema }),
  ZChatHistorySchema.extend({ type: z.literal('chat.history'), ref: z.string().optional() }),
  /** A refused client message; the connection stays open. */
  z.object({
    type: z.literal('error'),
    code: ZErrorCodeSchema,
    message: z.string(),
    ref: z.string().optional(),
  }),
]);
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessageSchema>;
export type TRealtimeEventType = TRealtimeServerMessage['type'];
/** Events a server module may push to one member across every process (see app.realtimeEvents). */
export type TRealtimeMemberEvent = Extract<
  TRealtimeServerMessage,
  { type: 'contract' | 'promotions' | 'loyalty' | 'lottery' }
>;
