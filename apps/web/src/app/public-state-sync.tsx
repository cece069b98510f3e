import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberInfoQueryOptions } from '../lib/member-info';
import { useUnreadCount, useUnreadEnabled } from '../lib/unread';
import { balanceQueryOptions } from '../lib/wallet-balance';
import { useAppStore } from '../stores/app-store';

/**
 * Keeps the public state of spec §3 in the store: the balance the header shows (what the member can spend
 * now), the currency symbol (the member's, else the brand's), whether the brand has VIP (flag VIP3) and the
 * unread inbox count (not loaded for trial accounts, spec §6). It follows the queries, so a refresh of the
 * balance, a read message or a pushed change shows everywhere at once.
 */
export function PublicStateSync() {
  const token = useAppStore((state) => state.token);
  const isLogin = useAppStore((state) => state.isLogin);
  // Nothing loads before the member is known, nor while a password change must come first.
  const ready = useAppStore((state) => state.isLogin && state.forcedPasswordChange === null);
  const brandSymbol = useAppStore((state) => state.brand?.currency.symbol ?? '');
  const hasVip = useAppStore((state) => state.whitelabel.VIP3 === true);
  const setPublicState = useAppStore((state) => state.setPublicState);
  const balance = useQuery({ ...balanceQueryOptions(token), enabled: ready && token !== null }).data;
  const member = useQuery({ ...memberInfoQueryOptions(token), enabled: ready && token !== null }).data;
  const unreadEnabled = useUnreadEnabled();
  const unread = useUnreadCount().data;

  useEffect(() => {
    setPublicState({
      balance: isLogin ? (balance?.available ?? member?.balance ?? null) : null,
      currencySymbol: (isLogin ? (balance?.currencySymbol ?? member?.currencySymbol) : null) ?? brandSymbol,
      hasVip,
      unreadMessage: unreadEnabled ? (unread?.unreadMessage ?? 0) : 0,
    });
  }, [isLogin, balance, member, brandSymbol, hasVip, unreadEnabled, unread, setPublicState]);

  return null;
}
