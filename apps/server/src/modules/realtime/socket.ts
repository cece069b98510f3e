import { errorMessage } from '@platform/contracts/error-messages';
import type { TErrorCode } from '@platform/contracts/errors';
import type { TLanguage } from '@platform/contracts/i18n';
import { PVP_ACTION_TYPES } from '@platform/contracts/pvp';
import {
  AUTH_TIMEOUT_MS,
  CLOSE_CODES,
  HEARTBEAT_MS,
  RATE_LIMIT,
  ZRealtimeClientMessageSchema,
  type TRealtimeBalance,
  type TRealtimeServerMessage,
} from '@platform/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { SessionResolution } from '../../platform/auth';
import { isAppError } from '../../platform/errors';
import type { OperatorPrincipal } from '../../platform/operator-auth';
import { CHAT_OPERATOR_ROLES } from '../chat/admin-routes';
import type { ChatService } from '../chat/service';
import type { ConnectionRegistry, RealtimeConnection } from './registry';

export type RealtimeOptions = {
  heartbeatMs: number;
  /** How often an open connection's session (chat token, operator session) is checked again. */
  sessionCheckMs: number;
  authTimeoutMs: number;
  rateLimit: { burst: number; perSecond: number };
  /** A client that does not read: its socket is dropped when this much is waiting to be sent. */
  maxBufferedBytes: number;
};

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  heartbeatMs: HEARTBEAT_MS,
  sessionCheckMs: 60_000,
  authTimeoutMs: AUTH_TIMEOUT_MS,
  rateLimit: RATE_LIMIT,
  maxBufferedBytes: 1024 * 1024,
};

export type SocketDeps = {
  registry: ConnectionRegistry;
  log: FastifyBaseLogger;
  /** The member session lookup; `touch: false` checks without counting as use. */
  resolveSession: (token: string, options?: { touch?: boolean }) => Promise<SessionResolution>;
  resolveOperator: (token: string) => Promise<OperatorPrincipal | null>;
  chat: Pick<
    ChatService,
    'resolveToken' | 'room' | 'memberHistory' | 'memberSend' | 'operatorHistory' | 'operatorReply'
  >;
  balance: (member: { id: string; isTrial: boolean }) => Promise<TRealtimeBalance>;
  unreadCount: (memberId: string) => Promise<number>;
  /** What members' game messages do (crash bets and cash-outs); a type without an action is BAD_REQUEST. */
  gameActions?: GameActions;
  /** What games learn of their followers' connections (a PVP seat marked away and back). */
  gamePresence?: GamePresence;
  options: RealtimeOptions;
};

type ClientMessage = z.output<typeof ZRealtimeClientMessageSchema>;
type AuthMessage = Extract<ClientMessage, { type: 'auth' }>;

/** The client messages a game module answers (each game adds its own to the contracts' union). */
export const GAME_ACTION_TYPES = ['crash.bet', 'crash.cashout', ...PVP_ACTION_TYPES] as const;
export type GameActionType = (typeof GAME_ACTION_TYPES)[number];
/** Who sends a game message: a member connection, and the language its refusals are written in. */
export type GameActor = { memberId: string; lang: TLanguage };
/**
 * A game message's use case: its reply (`ref` is added here) or a thrown AppError (sent as `error` with the
 * same ref; the connection stays open).
 */
export type GameActions = {
  [T in GameActionType]?: (
    actor: GameActor,
    message: Extract<ClientMessage, { type: T }>,
  ) => Promise<TRealtimeServerMessage>;
};

/**
 * A game's view of its followers' presence: `subscribed` after a member connection follows a topic (a PVP
 * player back after a reconnect), `closed` when a member connection that followed topics ends (with those
 * topics). Both run after the fact; their failures are logged, never sent.
 */
export type GamePresence = {
  subscribed?: (actor: GameActor, topic: string) => Promise<void>;
  closed?: (memberId: string, topics: readonly string[]) => Promise<void>;
};

const GAME_MESSAGE_TYPES: readonly string[] = ['game.subscribe', 'game.unsubscribe', ...GAME_ACTION_TYPES];

/**
 * The UTF-8 text of an event sent to many sockets (a game event to every follower), encoded once: the hub
 * hands every connection the same object (server frames are not masked: one buffer serves them all).
 */
const serialised = new WeakMap<object, Buffer>();
function textOf(message: TRealtimeServerMessage): Buffer {
  let text = serialised.get(message);
  if (text === undefined) {
    text = Buffer.from(JSON.stringify(message));
    serialised.set(message, text);
  }
  return text;
}

type Principal =
  | { kind: 'member'; token: string; memberId: string; account: string; memberType: number; isTrial: boolean }
  | { kind: 'chat'; token: string; memberId: string; roomId: string }
  | { kind: 'operator'; token: string; operator: OperatorPrincipal };

/** A refusal that ends the connection (close code and the error code as reason). */
class CloseError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * The per-connection protocol of /ws (documented in @platform/contracts/realtime): auth, hello,
 * heartbeat, rate limit, session re-checks, chat messages; one sweep timer for every socket.
 */
export function createSocketHandler(deps: SocketDeps) {
  const { registry, log, options } = deps;
  const live = new Set<Live>();
  let nextId = 1;

  class Live {
    readonly id = nextId++;
    alive = true;
    tokens: number;
    refilledAt = Date.now();
    principal: Principal | null = null;
    authenticating = false;
    conn: RealtimeConnection | null = null;
    checkedAt = Date.now();
    checking = false;
    /** Events wait here until hello has gone out, so that hello never overwrites a newer event. */
    queue: TRealtimeServerMessage[] | null = [];
    lastBalanceVersion = -1;
    /** The game topics this connection follows (for GamePresence.closed). */
    readonly topics = new Set<string>();
    authTimer: NodeJS.Timeout;

    constructor(
      readonly socket: WebSocket,
      readonly lang: TLanguage,
    ) {
      this.tokens = options.rateLimit.burst;
      this.authTimer = setTimeout(
        () => this.close(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN'),
        options.authTimeoutMs,
      );
    }

    write(message: TRealtimeServerMessage) {
      if (this.socket.readyState !== this.socket.OPEN) return;
      if (message.type === 'balance') {
        if (message.version <= this.lastBalanceVersion) return;
        this.lastBalanceVersion = message.version;
      }
      if (this.socket.bufferedAmount > options.maxBufferedBytes) {
        log.warn({ connection: this.id }, 'realtime client does not read; dropped');
        this.socket.terminate();
        return;
      }
      this.socket.send(textOf(message), { binary: false });
    }

    /** Events: queued until hello went out. */
    push(message: TRealtimeServerMessage) {
      if (this.queue) this.queue.push(message);
      else this.write(message);
    }

    error(code: TErrorCode, ref?: string, fields: string[] = []) {
      this.write({
        type: 'error',
        code,
        message: errorMessage(this.lang, code, fields),
        ...(ref ? { ref } : {}),
      });
    }

    close(code: number, reason: string) {
      if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
        this.socket.close(code, reason);
      }
    }

    /** Token bucket: false when the client sends faster than allowed. */
    take(): boolean {
      const now = Date.now();
      const { burst, perSecond } = options.rateLimit;
      this.tokens = Math.min(burst, this.tokens + ((now - this.refilledAt) / 1000) * perSecond);
      this.refilledAt = now;
      if (this.tokens < 1) return false;
      this.tokens -= 1;
      return true;
    }
  }

  async function resolve(message: AuthMessage): Promise<Principal> {
    if (message.kind === 'member') {
      const resolution = await deps.resolveSession(message.token);
      if (resolution.kind === 'unknown') throw new CloseError(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN');
      if (resolution.kind === 'expired') throw new CloseError(CLOSE_CODES.SESSION_EXPIRED, 'SESSION_EXPIRED');
      if (resolution.session.passwordChange) {
        throw new CloseError(CLOSE_CODES.FORBIDDEN, 'PASSWORD_CHANGE_REQUIRED');
      }
      const { member } = resolution;
      return {
        kind: 'member',
        token: message.token,
        memberId: member.id,
        account: member.account,
        memberType: member.type,
        isTrial: member.isTrial,
      };
    }
    if (message.kind === 'chat') {
      const resolution = await deps.chat.resolveToken(message.token);
      if (resolution.kind === 'unknown') throw new CloseError(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN');
      if (resolution.kind === 'expired') throw new CloseError(CLOSE_CODES.SESSION_EXPIRED, 'SESSION_EXPIRED');
      return { kind: 'chat', token: message.token, ...resolution.grant };
    }
    const operator = await deps.resolveOperator(message.token);
    if (!operator) throw new CloseError(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN');
    if (operator.kind === 'session' && !(CHAT_OPERATOR_ROLES as readonly string[]).includes(operator.role)) {
      throw new CloseError(CLOSE_CODES.FORBIDDEN, 'OPERATOR_ROLE_FORBIDDEN');
    }
    return { kind: 'operator', token: message.token, operator };
  }

  /** The state a (re)connected client needs: balance and unread for members, the room for chat windows. */
  async function snapshot(
    principal: Principal,
  ): Promise<Partial<Extract<TRealtimeServerMessage, { type: 'hello' }>>> {
    if (principal.kind === 'member') {
      const [balance, unreadMessage] = await Promise.all([
        deps.balance({ id: principal.memberId, isTrial: principal.isTrial }),
        principal.isTrial ? Promise.resolve(null) : deps.unreadCount(principal.memberId),
      ]);
      return {
        member: { id: principal.memberId, account: principal.account, isTrial: principal.isTrial },
        balance,
        unreadMessage,
      };
    }
    if (principal.kind === 'chat') return { room: await deps.chat.room(principal.roomId) };
    const { operator } = principal;
    return {
      operator:
        operator.kind === 'session'
          ? { username: operator.username, role: operator.role }
          : { username: operator.actor, role: operator.role },
    };
  }

  async function authenticate(state: Live, message: AuthMessage) {
    state.authenticating = true;
    let principal: Principal;
    try {
      principal = await resolve(message);
    } catch (error) {
      if (error instanceof CloseError) return state.close(error.code, error.reason);
      throw error;
    }
    if (state.socket.readyState !== state.socket.OPEN) return;
    clearTimeout(state.authTimer);
    state.principal = principal;
    state.checkedAt = Date.now();
    const conn: RealtimeConnection = {
      id: state.id,
      kind: principal.kind,
      memberId: principal.kind === 'operator' ? null : principal.memberId,
      memberType: principal.kind === 'member' ? principal.memberType : null,
      isTrial: principal.kind === 'member' && principal.isTrial,
      roomId: principal.kind === 'chat' ? principal.roomId : null,
      identity:
        principal.kind === 'member'
          ? `member:${principal.memberId}`
          : principal.kind === 'chat'
            ? `chat:${principal.roomId}:${principal.memberId}`
            : `operator:${principal.operator.actor}`,
      send: (event) => state.push(event),
      resync: async () => {
        if (principal.kind !== 'member') return;
        const fresh = await snapshot(principal);
        if (fresh.balance) state.push({ type: 'balance', ...fresh.balance });
        if (typeof fresh.unreadMessage === 'number')
          state.push({ type: 'unread', unreadMessage: fresh.unreadMessage });
      },
    };
    if (!registry.add(conn)) return state.close(CLOSE_CODES.POLICY_VIOLATION, 'TOO_MANY_CONNECTIONS');
    state.conn = conn;
    let hello: Awaited<ReturnType<typeof snapshot>>;
    try {
      hello = await snapshot(principal);
    } catch (error) {
      log.error({ err: error }, 'realtime hello failed');
      registry.remove(conn);
      state.conn = null;
      return state.close(CLOSE_CODES.INTERNAL, 'INTERNAL');
    }
    if (hello.balance) state.lastBalanceVersion = hello.balance.version;
    state.write({
      type: 'hello',
      kind: principal.kind,
      serverTime: new Date().toISOString(),
      heartbeatMs: options.heartbeatMs,
      ...hello,
    });
    const queued = state.queue ?? [];
    state.queue = null;
    for (const event of queued) state.write(event);
  }

  function roomOf(state: Live, roomId: string | undefined): string | null {
    const principal = state.principal!;
    if (principal.kind === 'chat') return roomId && roomId !== principal.roomId ? null : principal.roomId;
    return roomId ?? null;
  }

  async function chatSend(state: Live, message: Extract<ClientMessage, { type: 'chat.send' }>) {
    const principal = state.principal!;
    const roomId = roomOf(state, message.roomId);
    if (!roomId)
      return state.error(message.roomId ? 'NOT_FOUND' : 'VALIDATION_FAILED', message.ref, ['roomId']);
    const sent =
      principal.kind === 'operator'
        ? await deps.chat.operatorReply(
            roomId,
            { text: message.text },
            {
              actor: principal.operator.actor,
              requestId: null,
              name: principal.operator.kind === 'session' ? principal.operator.username : null,
            },
          )
        : await deps.chat.memberSend(principal.memberId, roomId, message.text);
    state.write({ type: 'chat.ack', message: sent, ...(message.ref ? { ref: message.ref } : {}) });
  }

  async function chatHistory(state: Live, message: Extract<ClientMessage, { type: 'chat.history' }>) {
    const principal = state.principal!;
    const roomId = roomOf(state, message.roomId);
    if (!roomId)
      return state.error(message.roomId ? 'NOT_FOUND' : 'VALIDATION_FAILED', message.ref, ['roomId']);
    const query = { before: message.before, limit: message.limit };
    const history =
      principal.kind === 'operator'
        ? await deps.chat.operatorHistory(roomId, query)
        : await deps.chat.memberHistory(principal.memberId, roomId, query);
    state.write({
      type: 'chat.history',
      roomId: history.roomId,
      messages: history.messages,
      hasMore: history.hasMore,
      ...(message.ref ? { ref: message.ref } : {}),
    });
  }

  async function gameMessage(
    state: Live,
    message: Extract<ClientMessage, { type: 'game.subscribe' | 'game.unsubscribe' | GameActionType }>,
  ) {
    const principal = state.principal!;
    if (principal.kind !== 'member') return state.error('FORBIDDEN', message.ref);
    const ref = message.ref ? { ref: message.ref } : {};
    if (message.type === 'game.subscribe') {
      registry.subscribe(state.conn!, message.topic);
      state.topics.add(message.topic);
      state.write({ type: 'game.subscribed', topic: message.topic, ...ref });
      await deps.gamePresence?.subscribed?.(
        { memberId: principal.memberId, lang: state.lang },
        message.topic,
      );
      return;
    }
    if (message.type === 'game.unsubscribe') {
      state.topics.delete(message.topic);
      return registry.unsubscribe(state.conn!, message.topic);
    }
    const action = deps.gameActions?.[message.type] as
      ((actor: GameActor, message: unknown) => Promise<TRealtimeServerMessage>) | undefined;
    if (!action) return state.error('BAD_REQUEST', message.ref);
    const reply = await action({ memberId: principal.memberId, lang: state.lang }, message);
    state.write({ ...reply, ...ref } as TRealtimeServerMessage);
  }

  async function onMessage(state: Live, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
    state.alive = true;
    if (!state.take()) return state.close(CLOSE_CODES.POLICY_VIOLATION, 'THROTTLED');
    let raw: unknown = null;
    if (!isBinary) {
      try {
        raw = JSON.parse(
          Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'),
        );
      } catch {
        raw = null;
      }
    }
    const ref =
      raw && typeof raw === 'object' && typeof (raw as { ref?: unknown }).ref === 'string'
        ? (raw as { ref: string }).ref.slice(0, 64)
        : undefined;
    const parsed = ZRealtimeClientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      if (!state.conn) return state.close(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN');
      const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
      const known =
        typeof type === 'string' &&
        (['chat.send', 'chat.history', 'ping', 'auth'].includes(type) || GAME_MESSAGE_TYPES.includes(type));
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'message'))];
      return state.error(known ? 'VALIDATION_FAILED' : 'BAD_REQUEST', ref, known ? fields : []);
    }
    const message = parsed.data;
    if (message.type === 'ping')
      return state.write({ type: 'pong', ...(message.id ? { id: message.id } : {}) });
    if (message.type === 'auth') {
      if (state.authenticating) return state.error('BAD_REQUEST');
      return authenticate(state, message);
    }
    if (!state.conn) return state.close(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN');
    try {
      if (message.type === 'chat.send') await chatSend(state, message);
      else if (message.type === 'chat.history') await chatHistory(state, message);
      else await gameMessage(state, message);
    } catch (error) {
      if (isAppError(error)) {
        return state.error(error.code, message.ref, error.messageFields?.(state.lang) ?? error.fields);
      }
      throw error;
    }
  }

  /** Is the connection's session (chat token, operator session) still valid? Checked without touching it. */
  async function stillValid(principal: Principal): Promise<CloseError | null> {
    if (principal.kind === 'member') {
      const resolution = await deps.resolveSession(principal.token, { touch: false });
      if (resolution.kind === 'valid') return null;
      return resolution.kind === 'expired'
        ? new CloseError(CLOSE_CODES.SESSION_EXPIRED, 'SESSION_EXPIRED')
        : new CloseError(CLOSE_CODES.NOT_LOGGED_IN, 'NOT_LOGGED_IN');
    }
    if (principal.kind === 'chat') {
      const resolution = await deps.chat.resolveToken(principal.token);
      return resolution.kind === 'valid'
        ? null
        : new CloseError(CLOSE_CODES.SESSION_EXPIRED, 'SESSION_EXPIRED');
    }
    return (await deps.resolveOperator(principal.token))
      ? null
      : new CloseError(CLOSE_CODES.SESSION_EXPIRED, 'SESSION_EXPIRED');
  }

  function sweep() {
    const now = Date.now();
    for (const state of live) {
      if (!state.alive) {
        state.socket.terminate();
        continue;
      }
      state.alive = false;
      try {
        state.socket.ping();
      } catch {
        state.socket.terminate();
        continue;
      }
      const { principal } = state;
      if (principal && !state.checking && now - state.checkedAt >= options.sessionCheckMs) {
        state.checking = true;
        stillValid(principal)
          .then((refusal) => {
            state.checkedAt = Date.now();
            if (refusal) state.close(refusal.code, refusal.reason);
          })
          .catch((error: unknown) => log.warn({ err: error }, 'realtime session check failed'))
          .finally(() => {
            state.checking = false;
          });
      }
    }
  }

  const timer = setInterval(sweep, options.heartbeatMs);
  timer.unref();

  return {
    handle(socket: WebSocket, lang: TLanguage) {
      const state = new Live(socket, lang);
      live.add(state);
      socket.on('pong', () => {
        state.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        onMessage(state, data, isBinary).catch((error: unknown) => {
          log.error({ err: error }, 'realtime message failed');
          state.error('INTERNAL');
        });
      });
      socket.on('close', () => {
        clearTimeout(state.authTimer);
        live.delete(state);
        if (state.conn) registry.remove(state.conn);
        const principal = state.principal;
        if (principal?.kind === 'member' && state.topics.size > 0 && deps.gamePresence?.closed) {
          deps.gamePresence.closed(principal.memberId, [...state.topics]).catch((error: unknown) => {
            log.error({ err: error }, 'realtime presence failed');
          });
        }
      });
    },
    get connections() {
      return live.size;
    },
    /** Ends every connection with 1001 (server going away). */
    close() {
      clearInterval(timer);
      for (const state of live) state.close(CLOSE_CODES.GOING_AWAY, 'SERVER_SHUTDOWN');
    },
  };
}

export type SocketHandler = ReturnType<typeof createSocketHandler>;
