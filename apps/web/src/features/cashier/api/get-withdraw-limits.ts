import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWithdrawLimitsReplySchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const WITHDRAW_LIMITS_PATH = '/wps/cashier/withdraw/limits';

const ZWithdrawLimitsSchema = ZWithdrawLimitsReplySchema.shape.value;
export type TWithdrawLimits = ReturnType<typeof ZWithdrawLimitsSchema.parse>;

/** GET /wps/cashier/withdraw/limits: per-withdrawal range, daily count, withdrawable, payment password set. */
export async function getWithdrawLimits(): Promise<TWithdrawLimits> {
  return ZWithdrawLimitsSchema.parse(await api.get<unknown>(WITHDRAW_LIMITS_PATH));
}

export const withdrawLimitsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'withdraw-limits', token],
    queryFn: getWithdrawLimits,
    enabled: token !== null,
    staleTime: 0,
  });

export function useWithdrawLimits() {
  const token = useAppStore((state) => state.token);
  return useQuery(withdrawLimitsQueryOptions(token));
}
