import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TBalanceValue } from '@platform/contracts/wallet';
import { useAppStore } from '../stores/app-store';
import { api } from './api-client';
import { MEMBER_QUERY_KEY } from './member-info';
import { parseReply } from './reply-validator';

export const BALANCE_PATH = '/wps/v2/wallets/balance';

/** Every query about the member's money (balances, sub-wallets, orders, records) starts with this key. */
export const WALLET_QUERY_KEY = [...MEMBER_QUERY_KEY, 'wallet'] as const;

export async function getBalance(): Promise<TBalanceValue> {
  return parseReply(api.get<unknown>(BALANCE_PATH), 'wallet', (schemas) => schemas.ZBalanceValueSchema);
}

/** Keyed by the token like the member info, so a new login never shows the previous member's money. */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'balance', token],
    queryFn: getBalance,
    enabled: token !== null,
    staleTime: 10_000,
  });

/** The main wallet (GET /wps/v2/wallets/balance): balance, held, available, withdrawable. */
export function useBalance() {
  const token = useAppStore((state) => state.token);
  return useQuery(balanceQueryOptions(token));
}

/**
 * After anything that moves money: the header balance, the wallet pages, the order lists and the member
 * info (which carries a balance too) load again.
 */
export async function refreshMoney(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'info'] }),
  ]);
}
