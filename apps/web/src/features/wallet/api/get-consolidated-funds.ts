import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZConsolidatedFundsValueSchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { readSession, writeSession } from '../../../lib/storage';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const CONSOLIDATED_FUNDS_PATH = '/wps/member/info/funds/consolidated';
/** spec §9: session-storage cache `consolidated` (emptied at logout). */
export const CONSOLIDATED_CACHE_KEY = 'consolidated';

export type TConsolidatedFunds = ReturnType<typeof ZConsolidatedFundsValueSchema.parse>;

/** While any sub-wallet transfer waits for its provider, the funds are asked for again this often. */
export const PENDING_POLL_MS = 5_000;

export async function getConsolidatedFunds(): Promise<TConsolidatedFunds> {
  const funds = ZConsolidatedFundsValueSchema.parse(await api.get<unknown>(CONSOLIDATED_FUNDS_PATH));
  writeSession(CONSOLIDATED_CACHE_KEY, JSON.stringify(funds));
  return funds;
}

function cachedFunds(): TConsolidatedFunds | undefined {
  try {
    const parsed = ZConsolidatedFundsValueSchema.safeParse(
      JSON.parse(readSession(CONSOLIDATED_CACHE_KEY) ?? ''),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const consolidatedFundsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'consolidated', token],
    queryFn: getConsolidatedFunds,
    enabled: token !== null,
    staleTime: 0,
    // The cached copy shows at once; the page always asks the server again.
    placeholderData: cachedFunds,
    refetchInterval: (query) =>
      query.state.data?.subWallets.some((wallet) => wallet.pending) ? PENDING_POLL_MS : false,
  });

/** GET /wps/member/info/funds/consolidated: main wallet, transfer-mode sub-wallets and their total. */
export function useConsolidatedFunds() {
  const token = useAppStore((state) => state.token);
  return useQuery(consolidatedFundsQueryOptions(token));
}
