import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWithdrawalOrdersReplySchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const WITHDRAW_ORDERS_PATH = '/wps/cashier/withdraw/orders';
export const WITHDRAW_ORDERS_PAGE_SIZE = 10;

const ZWithdrawalOrdersPageSchema = ZWithdrawalOrdersReplySchema.shape.value;
export type TWithdrawalOrdersPage = ReturnType<typeof ZWithdrawalOrdersPageSchema.parse>;

/** GET /wps/cashier/withdraw/orders: the member's withdrawals, newest first. */
export async function getWithdrawalOrders(pageNo: number): Promise<TWithdrawalOrdersPage> {
  return ZWithdrawalOrdersPageSchema.parse(
    await api.get<unknown>(WITHDRAW_ORDERS_PATH, {
      query: { pageNo, pageSize: WITHDRAW_ORDERS_PAGE_SIZE },
    }),
  );
}

export const withdrawalOrdersQueryOptions = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'withdraw-orders', token, pageNo],
    queryFn: () => getWithdrawalOrders(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    // An operator may pay a pending withdrawal while the page is open.
    refetchInterval: (query) =>
      query.state.data?.content.some((order) => order.status === 'PENDING') ? 30_000 : false,
  });

export function useWithdrawalOrders(pageNo: number) {
  const token = useAppStore((state) => state.token);
  return useQuery(withdrawalOrdersQueryOptions(token, pageNo));
}
