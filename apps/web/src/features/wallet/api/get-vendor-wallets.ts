import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVendorWalletsValueSchema, type TVendorWallet } from '@platform/contracts/sub-wallets';
import { api } from '../../../lib/api-client';
import { GAMES_QUERY_KEY } from '../../../lib/game-menus';

export const VENDOR_WALLETS_PATH = '/wps/game/vendorWallets';

export async function getVendorWallets(): Promise<TVendorWallet[]> {
  return ZVendorWalletsValueSchema.parse(await api.get<unknown>(VENDOR_WALLETS_PATH)).vendors;
}

export const vendorWalletsQueryOptions = () =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'vendor-wallets'],
    queryFn: getVendorWallets,
    staleTime: 5 * 60_000,
  });

/** GET /wps/game/vendorWallets: which wallet each vendor plays from (main, or a sub-wallet's code). */
export function useVendorWallets() {
  return useQuery(vendorWalletsQueryOptions());
}
