import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWalletTransferRequestSchema, ZWalletTransferValueSchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { refreshMoney, WALLET_QUERY_KEY } from '../../../lib/wallet-balance';

export const WALLET_TRANSFER_PATH = '/wps/relay/GCS_walletTransfer';

export type TWalletTransferRequest = ReturnType<typeof ZWalletTransferRequestSchema.parse>;
export type TWalletTransferResult = ReturnType<typeof ZWalletTransferValueSchema.parse>;

/**
 * POST GCS_walletTransfer: main wallet ⇄ a transfer-mode vendor's sub-wallet. `reference` is the
 * idempotency key of the player's action: a retry with it moves nothing twice.
 */
export async function transferWallet(request: TWalletTransferRequest): Promise<TWalletTransferResult> {
  return ZWalletTransferValueSchema.parse(await api.post<unknown>(WALLET_TRANSFER_PATH, request));
}

export const transferWalletMutationOptions = () =>
  mutationOptions({ mutationKey: [...WALLET_QUERY_KEY, 'transfer'], mutationFn: transferWallet });

export function useTransferWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    ...transferWalletMutationOptions(),
    // A failed call may still have moved money (a timeout): the balances are asked for again either way.
    onSettled: () => refreshMoney(queryClient),
  });
}
