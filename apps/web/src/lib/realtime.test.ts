import { CLOSE_CODES } from '@platform/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from './realtime';

/** A WebSocket stand-in the test drives: what the client sent, and server messages and closes on demand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const hello = { type: 'hello', kind: 'member', serverTime: '', heartbeatMs: 30000, unreadMessage: 2 };
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function client(token: string | null = 'tok-1', onTerminalClose = vi.fn()) {
  return createRealtimeClient({
    url: 'ws://site/ws',
    credentials: () => (token ? { token } : null),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    heartbeatMs: 1000,
    pongTimeoutMs: 500,
    backoff: { initialMs: 100, maxMs: 1000 },
    random: () => 1,
    onTerminalClose,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('authenticates with the first message (never in the URL) and dispatches events by type', () => {
    const realtime = client();
    const unread = vi.fn();
    realtime.on('unread', unread);
    realtime.start();
    expect(last().url).toBe('ws://site/ws');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', kind: 'member', token: 'tok-1' }]);
    last().receive(hello);
    expect(realtime.status).toBe('open');
    last().receive({ type: 'unread', unreadMessage: 3 });
    expect(unread).toHaveBeenCalledWith({ type: 'unread', unreadMessage: 3 });
  });

  it('reconnects with growing delays, authenticates again and re-sends kept messages', () => {
    const realtime = client();
    const hellos = vi.fn();
    realtime.on('hello', hellos);
    realtime.start();
    last().open();
    last().receive(hello);
    realtime.keep({ type: 'chat.history', roomId: '5' });
    expect(last().sent.at(-1)).toEqual({ type: 'chat.history', roomId: '5' });

    last().close(1006);
    expect(realtime.status).toBe('reconnecting');
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().close(1006); // refused again: the next wait doubles
    vi.advanceTimersByTime(199);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().receive(hello);
    expect(last().sent).toEqual([
      { type: 'auth', kind: 'member', token: 'tok-1' },
      { type: 'chat.history', roomId: '5' },
    ]);
    expect(hellos).toHaveBeenCalledTimes(2);
  });

  it('pings on the heartbeat and starts over when no pong comes back', () => {
    const realtime = client();
    realtime.start();
    last().open();
    last().receive(hello);
    vi.advanceTimersByTime(1000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(500); // second ping unanswered
    expect(realtime.status).toBe('reconnecting');
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops for good when the session ended (4002), and tells the app', () => {
    const onTerminal = vi.fn();
    const realtime = client('tok-1', onTerminal);
    realtime.start();
    last().open();
    last().close(CLOSE_CODES.SESSION_EXPIRED, 'SESSION_EXPIRED');
    expect(realtime.status).toBe('closed');
    expect(onTerminal).toHaveBeenCalledWith(4002, 'SESSION_EXPIRED');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('a flood close (1008) is retried later; stop() ends it without reconnecting', () => {
    const realtime = client();
    realtime.start();
    last().open();
    last().close(CLOSE_CODES.POLICY_VIOLATION, 'THROTTLED');
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    realtime.stop();
    expect(realtime.status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('does not connect without credentials; send() refuses before hello', () => {
    const none = client(null);
    none.start();
    expect(FakeSocket.all).toHaveLength(0);
    expect(none.status).toBe('closed');
    const realtime = client();
    realtime.start();
    last().open();
    expect(realtime.send({ type: 'ping' })).toBe(false);
    last().receive(hello);
    expect(realtime.send({ type: 'ping' })).toBe(true);
  });
});
