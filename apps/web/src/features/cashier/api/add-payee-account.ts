import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddPayeeAccountRequestSchema, ZPayeeAccountSchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { PAYEE_ACCOUNTS_PATH, type TPayeeAccount } from './get-payee-accounts';

export type TAddPayeeAccountRequest = ReturnType<typeof ZAddPayeeAccountRequestSchema.parse>;

/** POST /wps/cashier/payee-accounts: binds a bank account; the payment password proves who asks. */
export async function addPayeeAccount(request: TAddPayeeAccountRequest): Promise<TPayeeAccount> {
  return ZPayeeAccountSchema.parse(await api.post<unknown>(PAYEE_ACCOUNTS_PATH, request));
}

export const addPayeeAccountMutationOptions = () =>
  mutationOptions({ mutationKey: [...WALLET_QUERY_KEY, 'add-payee'], mutationFn: addPayeeAccount });

export function useAddPayeeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addPayeeAccountMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_KEY, 'payee-accounts'] }),
  });
}
