import type { TRealtimeServerMessage } from '@platform/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '../../app';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/database';
import { getTestKeyring, TEST_OPERATOR_API_KEY, testConfig } from '../../test/app';
import { PLAIN_PAYLOADS } from '../identity/testing';
import type { RealtimeOptions } from './socket';

/** Short timings so heartbeats and re-checks happen within a test. */
export const FAST_REALTIME: Partial<RealtimeOptions> = {
  heartbeatMs: 500,
  sessionCheckMs: 500,
  authTimeoutMs: 400,
};

/**
 * An app listening on a random local port (WebSockets need a real socket), on `options.clock` (default: the
 * system's); the caller closes it.
 */
export async function listeningApp(
  database: Database,
  realtime: Partial<RealtimeOptions> = FAST_REALTIME,
  options: { clock?: Clock } = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({
    config: testConfig({ ...PLAIN_PAYLOADS, CAPTCHA_CHECK: 'off' }),
    database,
    operatorApiKey: TEST_OPERATOR_API_KEY,
    keyring: await getTestKeyring(),
    realtime,
    clock: options.clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, url: `ws://127.0.0.1:${address.port}/ws` };
}

type Received = TRealtimeServerMessage;

/** A WebSocket client that records what it receives; `next(type)` waits for the next such message. */
export type TestSocket = {
  ws: WebSocket;
  received: Received[];
  send(message: unknown): void;
  next<T extends Received['type']>(type: T, timeoutMs?: number): Promise<Extract<Received, { type: T }>>;
  /** Waits until a message matching `predicate` arrived (already received ones count). */
  until<T extends Received['type']>(
    type: T,
    predicate: (message: Extract<Received, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<Received, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

export async function openSocket(url: string, options: { autoPong?: boolean } = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, { autoPong: options.autoPong ?? true });
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as Received);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  /** Per type, how far `next` has read. */
  const cursors = new Map<string, number>();

  function wait<T>(find: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return false;
        clearTimeout(timer);
        waiters.delete(onMessage);
        resolve(found);
        return true;
      };
      const onMessage = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(onMessage);
        reject(new Error(`no ${what} within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
      }, timeoutMs);
      if (!check()) waiters.add(onMessage);
    });
  }

  return {
    ws,
    received,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next<T extends Received['type']>(type: T, timeoutMs = 5000) {
      return wait<Extract<Received, { type: T }>>(
        () => {
          for (let index = cursors.get(type) ?? 0; index < received.length; index++) {
            if (received[index]!.type === type) {
              cursors.set(type, index + 1);
              return received[index] as never;
            }
          }
          return undefined;
        },
        type,
        timeoutMs,
      );
    },
    until(type, predicate, timeoutMs = 5000) {
      return wait(
        () => received.find((m) => m.type === type && predicate(m as never)) as never,
        type,
        timeoutMs,
      );
    },
    closed,
    close: () => ws.close(),
  };
}

/** Opens a socket and authenticates; resolves with the hello. */
export async function connectAs(url: string, kind: 'member' | 'chat' | 'operator', token: string) {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', kind, token });
  const hello = await socket.next('hello');
  return { socket, hello };
}
