import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateDepositRequestSchema, ZDepositOrderSchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';

export const DEPOSIT_PATH = '/wps/cashier/deposit';

export type TCreateDepositRequest = ReturnType<typeof ZCreateDepositRequestSchema.parse>;
export type TDepositOrder = ReturnType<typeof ZDepositOrderSchema.parse>;

/** POST /wps/cashier/deposit: a deposit order; `requestId` makes a double click one order. */
export async function createDeposit(request: TCreateDepositRequest): Promise<TDepositOrder> {
  return ZDepositOrderSchema.parse(await api.post<unknown>(DEPOSIT_PATH, request));
}

export const createDepositMutationOptions = () =>
  mutationOptions({ mutationKey: [...WALLET_QUERY_KEY, 'deposit'], mutationFn: createDeposit });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createDepositMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_KEY, 'deposit-orders'] }),
  });
}
