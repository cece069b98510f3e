import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { loadedReplySchemas } from '../../../lib/lazy-schemas';
import { parseReply } from '../../../lib/reply-validator';
import { readSession, writeSession } from '../../../lib/storage';
import { useAppStore } from '../../../stores/app-store';

export const MERCHANT_WALLET_PATH = '/wps/relay/GCS_merchantWallet';
/** spec §9: session-storage cache `merchantWallet`; a merchant key, so it survives a logout (spec §4). */
export const MERCHANT_WALLET_CACHE_KEY = 'merchantWallet';

export type TMerchantWallet = { isSingle: boolean };

export async function getMerchantWallet(): Promise<TMerchantWallet> {
  const value = await parseReply(
    api.get<unknown>(MERCHANT_WALLET_PATH),
    'wallet',
    (schemas) => schemas.ZMerchantWalletReplySchema.shape.value,
  );
  writeSession(MERCHANT_WALLET_CACHE_KEY, JSON.stringify(value));
  return value;
}

function cachedMerchantWallet(): TMerchantWallet | undefined {
  try {
    const raw: unknown = JSON.parse(readSession(MERCHANT_WALLET_CACHE_KEY) ?? '');
    // Written by this app after validation: checked with the schema where the page holds the wallet's
    // schemas (no reply-validation worker), else by its shape.
    const schemas = loadedReplySchemas('wallet');
    if (!schemas) {
      const isSingle =
        typeof raw === 'object' && raw !== null ? (raw as TMerchantWallet).isSingle : undefined;
      return typeof isSingle === 'boolean' ? { isSingle } : undefined;
    }
    const parsed = schemas.ZMerchantWalletReplySchema.shape.value.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const merchantWalletQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['merchantWallet'],
    queryFn: getMerchantWallet,
    enabled,
    initialData: cachedMerchantWallet,
    staleTime: Infinity,
  });

/**
 * GCS_merchantWallet (cached): `isSingle` is true when every vendor plays from the main wallet, so there
 * are no sub-wallets to move money to. Kept in the store as `hasMerchantWallet` (spec §3 Store state).
 */
export function useMerchantWallet() {
  const isLogin = useAppStore((state) => state.isLogin);
  const setMerchantWallet = useAppStore((state) => state.setMerchantWallet);
  const query = useQuery(merchantWalletQueryOptions(isLogin));
  const isSingle = query.data?.isSingle;
  useEffect(() => {
    if (isSingle !== undefined) setMerchantWallet(isSingle);
  }, [isSingle, setMerchantWallet]);
  return query;
}
