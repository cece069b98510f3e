import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPayeeAccountsReplySchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const PAYEE_ACCOUNTS_PATH = '/wps/cashier/payee-accounts';

const ZPayeeAccountsSchema = ZPayeeAccountsReplySchema.shape.value;
export type TPayeeAccount = ReturnType<typeof ZPayeeAccountsSchema.parse>[number];

/** GET /wps/cashier/payee-accounts: the bank accounts the member withdraws to (numbers masked). */
export async function getPayeeAccounts(): Promise<TPayeeAccount[]> {
  return ZPayeeAccountsSchema.parse(await api.get<unknown>(PAYEE_ACCOUNTS_PATH));
}

export const payeeAccountsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'payee-accounts', token],
    queryFn: getPayeeAccounts,
    enabled: token !== null,
  });

export function usePayeeAccounts() {
  const token = useAppStore((state) => state.token);
  return useQuery(payeeAccountsQueryOptions(token));
}
