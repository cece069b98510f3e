import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_TYPE } from '@platform/contracts/member-types';
import type { TRealtimeServerMessage } from '@platform/contracts/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeSync } from './realtime-sync';
import { resetRealtimeClient } from '../hooks/use-realtime';
import { useAppStore } from '../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../test/fixtures';
import { ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import type { TRealtimeClient, TRealtimeStatus } from '../lib/realtime';

const BADGES = 'GET /wps/promotions/badges';

function openMemberCentre(type: number = MEMBER_TYPE.MEMBER, path = '/member/transactionHistory') {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return renderApp(path, makeStatus(), {
    'GET /wps/member/info': ok(makeMember({ type })),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    [BADGES]: ok({ availablePromoCount: 5, rewardCenter: 3, missionLeaderboard: 1 }),
  });
}

describe('the promotion badges', () => {
  afterEach(() => resetRealtimeClient(null));

  it('fill availablePromoCount and the member centre’s reward and mission badges', async () => {
    openMemberCentre();
    const rewards = await screen.findByTestId('member-nav-rewardCenter', {}, { timeout: 5000 });
    await waitFor(() => expect(within(rewards).getByText('3')).toBeInTheDocument());
    expect(within(screen.getByTestId('member-nav-missionLeaderboard')).getByText('1')).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().publicState.availablePromoCount).toBe(5));
    expect(screen.getByTestId('side-menu-promotions-badge')).toHaveTextContent('5');
  });

  it('are not asked for by trial accounts', async () => {
    const { callsTo } = openMemberCentre(MEMBER_TYPE.TRIAL, '/');
    await screen.findByTestId('header-account', {}, { timeout: 5000 });
    await waitFor(() => expect(useAppStore.getState().isTrial).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(BADGES)).toHaveLength(0);
    expect(useAppStore.getState().publicState.availablePromoCount).toBe(0);
    expect(screen.queryByTestId('side-menu-promotions-badge')).toBeNull();
  });

  it('reload with every promotions query when the `promotions` event arrives', () => {
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
    };
    resetRealtimeClient(client as unknown as TRealtimeClient);
    useAppStore.setState({ token: 'tok-9', isLogin: true });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['promotions', 'badges', 'tok-9'], { availablePromoCount: 1 });
    queryClient.setQueryData(['promotions', 'rewards', 'tok-9', 'es', 'PENDING', 1], { content: [] });
    queryClient.setQueryData(['content', 'notices', 'es'], { bulletin: [] });
    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeSync />
      </QueryClientProvider>,
    );
    act(() =>
      listeners.get('promotions')?.forEach((listener) => listener({ type: 'promotions', part: 'rewards' })),
    );
    expect(queryClient.getQueryState(['promotions', 'badges', 'tok-9'])?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(['promotions', 'rewards', 'tok-9', 'es', 'PENDING', 1])?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(['content', 'notices', 'es'])?.isInvalidated).toBe(false);
  });
});
