/* The real-time channel's path, close codes and limits, without zod (the web app's start-up code imports them). */

export const REALTIME_PATH = '/ws';

export const CLOSE_CODES = {
  /** Server shutting down or restarting: reconnect. */
  GOING_AWAY: 1001,
  /** Flood or too many connections: reconnect later (long backoff). */
  POLICY_VIOLATION: 1008,
  /** A frame over MAX_FRAME_BYTES. */
  MESSAGE_TOO_BIG: 1009,
  INTERNAL: 1011,
  /** No token, an unknown token, or no `auth` in time. */
  NOT_LOGGED_IN: 4001,
  /** The session (or chat token) ended: log in (launch the chat) again. */
  SESSION_EXPIRED: 4002,
  /** The token is valid but may not use the channel (e.g. a password change is pending, operator role). */
  FORBIDDEN: 4003,
} as const;

/** Close codes after which reconnecting with the same token cannot help. */
export const TERMINAL_CLOSE_CODES: readonly number[] = [
  CLOSE_CODES.NOT_LOGGED_IN,
  CLOSE_CODES.SESSION_EXPIRED,
  CLOSE_CODES.FORBIDDEN,
];

export const AUTH_TIMEOUT_MS = 10_000;
export const HEARTBEAT_MS = 30_000;
export const MAX_FRAME_BYTES = 16 * 1024;
export const RATE_LIMIT = { burst: 20, perSecond: 5 } as const;
export const MAX_CONNECTIONS_PER_IDENTITY = 10;
