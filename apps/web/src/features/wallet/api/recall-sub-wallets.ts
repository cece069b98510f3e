import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRecallValueSchema, type TRecallValue } from '@platform/contracts/sub-wallets';
import { api } from '../../../lib/api-client';
import { refreshMoney, WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import { consolidatedFundsQueryOptions } from './get-consolidated-funds';

export const RECALL_PATH = '/wps/v2/wallets/recall';

/**
 * POST /wps/v2/wallets/recall: every sub-wallet back to the main wallet. Each transfer's key is derived on
 * the server from the sub-wallet's state, so a retry or a second tab moves nothing twice.
 */
export async function recallSubWallets(): Promise<TRecallValue> {
  return ZRecallValueSchema.parse(await api.post<unknown>(RECALL_PATH));
}

export const recallSubWalletsMutationOptions = () =>
  mutationOptions({ mutationKey: [...WALLET_QUERY_KEY, 'recall'], mutationFn: recallSubWallets });

export function useRecallSubWallets() {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  return useMutation({
    ...recallSubWalletsMutationOptions(),
    onSuccess: (value) =>
      queryClient.setQueryData(consolidatedFundsQueryOptions(token).queryKey, value.funds),
    // A failed call may still have moved money (a timeout): the balances are asked for again either way.
    onSettled: () => refreshMoney(queryClient),
  });
}
