import type { TRealtimeServerMessage } from '@platform/contracts/realtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createRealtimeClient, type TRealtimeClient, type TRealtimeStatus } from '../lib/realtime';
import { useAppStore } from '../stores/app-store';

let shared: TRealtimeClient | null = null;

/**
 * The site's one connection to /ws, authenticated with the member's session token from the store.
 * RealtimeSync (app/realtime-sync.tsx) starts and stops it with the session; features only listen.
 */
export function getRealtimeClient(): TRealtimeClient {
  shared ??= createRealtimeClient({
    credentials: () => {
      const { token, forcedPasswordChange } = useAppStore.getState();
      return token && !forcedPasswordChange ? { kind: 'member', token } : null;
    },
  });
  return shared;
}

/** Tests: forget the shared client (a new one is made on next use). */
export function resetRealtimeClient(client: TRealtimeClient | null = null): void {
  shared?.stop();
  shared = client;
}

/** Calls `handler` for every event of `type` while the component is mounted (the latest handler). */
export function useRealtimeEvent<T extends TRealtimeServerMessage['type']>(
  type: T,
  handler: (event: Extract<TRealtimeServerMessage, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => getRealtimeClient().on(type, (event) => latest.current(event)), [type]);
}

/** The connection's state: idle (no session), connecting, open, reconnecting, closed (session ended). */
export function useRealtimeStatus(): TRealtimeStatus {
  return useSyncExternalStore(
    (onChange) => getRealtimeClient().onStatus(onChange),
    () => getRealtimeClient().status,
    () => 'idle',
  );
}
