import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateWithdrawalRequestSchema, ZWithdrawalOrderSchema } from '@platform/contracts/wallet';
import { sendEncrypted } from '../../../lib/encrypt-payload';
import { refreshMoney, WALLET_QUERY_KEY } from '../../../lib/wallet-balance';

export const WITHDRAW_PATH = '/wps/cashier/withdraw';

export type TCreateWithdrawalRequest = ReturnType<typeof ZCreateWithdrawalRequestSchema.parse>;
export type TWithdrawalOrder = ReturnType<typeof ZWithdrawalOrderSchema.parse>;

/** POST /wps/cashier/withdraw, encrypted (it carries the payment password): the amount is held at once. */
export async function createWithdrawal(request: TCreateWithdrawalRequest): Promise<TWithdrawalOrder> {
  return ZWithdrawalOrderSchema.parse(await sendEncrypted<unknown>('POST', WITHDRAW_PATH, request));
}

export const createWithdrawalMutationOptions = () =>
  mutationOptions({ mutationKey: [...WALLET_QUERY_KEY, 'withdraw'], mutationFn: createWithdrawal });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ ...createWithdrawalMutationOptions(), onSettled: () => refreshMoney(queryClient) });
}
