import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { TRealtimeServerMessage } from '@platform/contracts/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeClient } from '../hooks/use-realtime';
import type { TRealtimeClient, TRealtimeStatus } from '../lib/realtime';
import { memberInfoQueryOptions } from '../lib/member-info';
import { unreadCountQueryKey } from '../lib/unread';
import { balanceQueryOptions } from '../lib/wallet-balance';
import { useAppStore } from '../stores/app-store';
import { RealtimeSync } from './realtime-sync';

/** A client the test feeds events into. */
function fakeClient() {
  const listeners = new Map<string, Set<(event: TRealtimeServerMessage) => void>>();
  const client = {
    status: 'idle' as TRealtimeStatus,
    start: vi.fn(),
    stop: vi.fn(),
    restart: vi.fn(),
    on: (type: string, listener: (event: TRealtimeServerMessage) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
      return () => listeners.get(type)!.delete(listener);
    },
    onStatus: () => () => undefined,
    send: () => true,
    keep: () => () => undefined,
    emit: (event: TRealtimeServerMessage) => act(() => listeners.get(event.type)?.forEach((l) => l(event))),
  };
  resetRealtimeClient(client as unknown as TRealtimeClient);
  return client;
}

const money = { currency: 'MXN', currencySymbol: '$' };

afterEach(() => resetRealtimeClient(null));

describe('RealtimeSync', () => {
  it('connects with the session, and on events updates the balance, the unread count and the notices', async () => {
    const client = fakeClient();
    useAppStore.setState({ token: 'tok-9', isLogin: true });
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberInfoQueryOptions('tok-9').queryKey, { balance: 1 } as never);
    queryClient.setQueryData(['content', 'notices', 'es'], { bulletin: [] });
    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeSync />
      </QueryClientProvider>,
    );
    expect(client.restart).toHaveBeenCalledTimes(1);

    client.emit({
      type: 'hello',
      kind: 'member',
      serverTime: '',
      heartbeatMs: 30000,
      balance: { balance: 100, held: 0, available: 100, withdrawable: 100, version: 4, ...money },
      unreadMessage: 2,
    });
    const balanceKey = balanceQueryOptions('tok-9').queryKey;
    expect(queryClient.getQueryData(balanceKey)).toEqual({
      balance: 100,
      held: 0,
      available: 100,
      withdrawable: 100,
      ...money,
    });
    expect(queryClient.getQueryData(unreadCountQueryKey('tok-9'))).toEqual({ unreadMessage: 2 });

    client.emit({
      type: 'balance',
      balance: 80,
      held: 10,
      available: 70,
      withdrawable: 70,
      version: 6,
      ...money,
    });
    expect(queryClient.getQueryData(balanceKey)).toMatchObject({ balance: 80, available: 70 });
    expect(queryClient.getQueryData(memberInfoQueryOptions('tok-9').queryKey)).toEqual({ balance: 80 });
    // An older event arriving late never puts an older balance back.
    client.emit({
      type: 'balance',
      balance: 95,
      held: 0,
      available: 95,
      withdrawable: 95,
      version: 5,
      ...money,
    });
    expect(queryClient.getQueryData(balanceKey)).toMatchObject({ balance: 80 });

    client.emit({ type: 'unread', unreadMessage: 5 });
    expect(queryClient.getQueryData(unreadCountQueryKey('tok-9'))).toEqual({ unreadMessage: 5 });

    client.emit({ type: 'announcement', id: '3', execution: 'A', startsAt: null });
    expect(queryClient.getQueryState(['content', 'notices', 'es'])?.isInvalidated).toBe(true);
  });

  it('a loyalty event reloads the queries of its part only (points, VIP or rebate)', () => {
    const client = fakeClient();
    useAppStore.setState({ token: 'tok-9', isLogin: true });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['loyalty', 'points', 'balance', 'tok-9'], { points: 1, earned: 1 });
    queryClient.setQueryData(['loyalty', 'vip', 'tok-9', 'es'], { level: 1 });
    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeSync />
      </QueryClientProvider>,
    );
    client.emit({ type: 'loyalty', part: 'points' });
    expect(queryClient.getQueryState(['loyalty', 'points', 'balance', 'tok-9'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['loyalty', 'vip', 'tok-9', 'es'])?.isInvalidated).toBe(false);
  });

  it('stays disconnected without a session and disconnects at logout', () => {
    const client = fakeClient();
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeSync />
      </QueryClientProvider>,
    );
    expect(client.restart).not.toHaveBeenCalled();
    act(() => useAppStore.setState({ token: 'tok-1' }));
    expect(client.restart).toHaveBeenCalledTimes(1);
    act(() => useAppStore.setState({ token: null }));
    expect(client.stop).toHaveBeenCalled();
  });
});
