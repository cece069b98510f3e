import { HEARTBEAT_MS, REALTIME_PATH, TERMINAL_CLOSE_CODES } from '@platform/contracts/realtime.constants';
import type {
  TRealtimeAuthKind,
  TRealtimeClientMessage,
  TRealtimeServerMessage,
} from '@platform/contracts/realtime';

/**
 * A small client of the real-time channel /ws (protocol in @platform/contracts/realtime): it
 * authenticates with the first message, keeps a heartbeat, reconnects with exponential backoff and
 * jitter, authenticates again after every reconnect (the server's `hello` brings the state back) and
 * re-sends the messages registered with `keep()`. It stops for good on a terminal close (session
 * ended, bad token, forbidden).
 */

export type TRealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';
export type TRealtimeCredentials = { kind?: TRealtimeAuthKind; token: string };
type TEventOf<T extends TRealtimeServerMessage['type']> = Extract<TRealtimeServerMessage, { type: T }>;
type TListener<T extends TRealtimeServerMessage['type']> = (event: TEventOf<T>) => void;

export type TRealtimeClientOptions = {
  /** Default: ws(s)://<this site>/ws. */
  url?: string;
  /** Read at every (re)connect; null stops the client. */
  credentials: () => TRealtimeCredentials | null;
  WebSocketImpl?: typeof WebSocket;
  /** How often a `ping` goes out; no `pong` within `pongTimeoutMs` counts as a dead connection. */
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  backoff?: { initialMs: number; maxMs: number };
  random?: () => number;
  /** The session behind the token ended (or the token was refused): the client has stopped. */
  onTerminalClose?: (code: number, reason: string) => void;
};

export type TRealtimeClient = {
  start(): void;
  /** Closes and stops reconnecting (logout). */
  stop(): void;
  /** Stop, then start again with fresh credentials (a new login). */
  restart(): void;
  readonly status: TRealtimeStatus;
  on<T extends TRealtimeServerMessage['type']>(type: T, listener: TListener<T>): () => void;
  onStatus(listener: (status: TRealtimeStatus) => void): () => void;
  /** Sends when connected and authenticated; false otherwise. */
  send(message: TRealtimeClientMessage): boolean;
  /** A message sent now (when connected) and again after every reconnect (subscriptions). */
  keep(message: TRealtimeClientMessage): () => void;
};

export function defaultRealtimeUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

export function createRealtimeClient(options: TRealtimeClientOptions): TRealtimeClient {
  const heartbeatMs = options.heartbeatMs ?? Math.min(HEARTBEAT_MS, 25_000);
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const backoff = options.backoff ?? { initialMs: 1_000, maxMs: 30_000 };
  const random = options.random ?? Math.random;
  const listeners = new Map<string, Set<(event: TRealtimeServerMessage) => void>>();
  const statusListeners = new Set<(status: TRealtimeStatus) => void>();
  const kept = new Set<TRealtimeClientMessage>();

  let socket: WebSocket | null = null;
  let status: TRealtimeStatus = 'idle';
  let authenticated = false;
  let attempt = 0;
  let running = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;

  function setStatus(next: TRealtimeStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  }

  function emit(event: TRealtimeServerMessage) {
    for (const listener of listeners.get(event.type) ?? []) {
      try {
        listener(event);
      } catch (error) {
        console.error('realtime listener failed', error);
      }
    }
  }

  function clearTimers() {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (pongTimer) clearTimeout(pongTimer);
    reconnectTimer = heartbeatTimer = pongTimer = null;
  }

  function raw(message: TRealtimeClientMessage): boolean {
    if (!socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function startHeartbeat() {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = setInterval(() => {
      if (!raw({ type: 'ping' })) return;
      if (pongTimer) clearTimeout(pongTimer);
      // No pong in time: the connection is dead even if the browser has not noticed; start over.
      pongTimer = setTimeout(() => socket?.close(), pongTimeoutMs);
    }, heartbeatMs);
  }

  function scheduleReconnect() {
    if (!running) return;
    setStatus('reconnecting');
    const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(connect, base * (0.5 + random() * 0.5));
  }

  function connect() {
    reconnectTimer = null;
    if (!running) return;
    const credentials = options.credentials();
    if (!credentials) {
      running = false;
      setStatus('closed');
      return;
    }
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const Impl = options.WebSocketImpl ?? WebSocket;
    const ws = new Impl(options.url ?? defaultRealtimeUrl());
    socket = ws;
    authenticated = false;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'auth', kind: credentials.kind ?? 'member', token: credentials.token }));
    };
    ws.onmessage = (message: MessageEvent) => {
      let event: TRealtimeServerMessage;
      try {
        event = JSON.parse(String(message.data)) as TRealtimeServerMessage;
      } catch {
        return;
      }
      if (event.type === 'pong') {
        if (pongTimer) clearTimeout(pongTimer);
        pongTimer = null;
      }
      if (event.type === 'hello') {
        authenticated = true;
        attempt = 0;
        setStatus('open');
        startHeartbeat();
        emit(event);
        for (const message of kept) raw(message);
        return;
      }
      emit(event);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      authenticated = false;
      clearTimers();
      if (TERMINAL_CLOSE_CODES.includes(event.code)) {
        running = false;
        setStatus('closed');
        options.onTerminalClose?.(event.code, event.reason);
        return;
      }
      scheduleReconnect();
    };
    ws.onerror = () => {
      // A close event follows; reconnecting is decided there.
    };
  }

  const client: TRealtimeClient = {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    stop() {
      running = false;
      clearTimers();
      const ws = socket;
      socket = null;
      authenticated = false;
      if (ws && ws.readyState <= 1) ws.close(1000, 'bye');
      setStatus('idle');
    },
    restart() {
      client.stop();
      client.start();
    },
    get status() {
      return status;
    },
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      const entry = listener as (event: TRealtimeServerMessage) => void;
      set.add(entry);
      return () => set.delete(entry);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    send(message) {
      return authenticated && raw(message);
    },
    keep(message) {
      kept.add(message);
      if (authenticated) raw(message);
      return () => kept.delete(message);
    },
  };
  return client;
}
