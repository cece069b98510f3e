import { useQueryClient } from '@tanstack/react-query';
import type { TBalanceValue } from '@platform/contracts/wallet';
import type { TRealtimeBalance } from '@platform/contracts/realtime';
import { useEffect, useRef } from 'react';
import { getRealtimeClient, useRealtimeEvent } from '../hooks/use-realtime';
import { memberInfoQueryOptions } from '../lib/member-info';
import { PROMOTIONS_QUERY_KEY } from '../lib/promotion-badges';
import { setUnreadCount } from '../lib/unread';
import { balanceQueryOptions } from '../lib/wallet-balance';
import { useAppStore } from '../stores/app-store';

/** The notices, banners and announcements queries of the content feature all start with this key. */
export const CONTENT_QUERY_KEY = ['content'] as const;

const toBalance = ({ version: _version, ...value }: TRealtimeBalance): TBalanceValue => value;

/**
 * Keeps the public state of spec §3 current from the real-time channel while a member is logged in
 * (trial accounts too): the header balance, the unread count and the notices. The connection opens
 * with the session and closes at logout; a reconnect's `hello` brings everything back in step.
 */
export function RealtimeSync() {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  const forced = useAppStore((state) => state.forcedPasswordChange !== null);
  const version = useRef(-1);

  useEffect(() => {
    const client = getRealtimeClient();
    version.current = -1;
    if (!token || forced) {
      client.stop();
      return;
    }
    client.restart();
    return () => client.stop();
  }, [token, forced]);

  const applyBalance = (balance: TRealtimeBalance, force = false) => {
    if (!force && balance.version <= version.current) return;
    version.current = balance.version;
    const { token: current } = useAppStore.getState();
    queryClient.setQueryData(balanceQueryOptions(current).queryKey, toBalance(balance));
    queryClient.setQueryData(memberInfoQueryOptions(current).queryKey, (info) =>
      info ? { ...info, balance: balance.balance } : info,
    );
  };

  useRealtimeEvent('hello', (hello) => {
    if (hello.kind !== 'member') return;
    if (hello.balance) applyBalance(hello.balance, true);
    if (typeof hello.unreadMessage === 'number') setUnreadCount(queryClient, hello.unreadMessage);
  });

  useRealtimeEvent('balance', (event) => applyBalance(event));

  useRealtimeEvent('unread', (event) => setUnreadCount(queryClient, event.unreadMessage));

  useRealtimeEvent('announcement', () => {
    void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
  });

  // Something of the member's promotions changed (a reward arrived or was claimed, a draw, a mission…).
  useRealtimeEvent('promotions', () => {
    void queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY });
  });

  // Points, the VIP level or the rebate of the member changed (a settlement, a redeem reviewed, a claim):
  // the queries of features points, vip and rebate start with ['loyalty', part].
  useRealtimeEvent('loyalty', (event) => {
    void queryClient.invalidateQueries({ queryKey: ['loyalty', event.part] });
  });

  return null;
}
