import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDepositOrderSchema, ZDepositOrdersReplySchema } from '@platform/contracts/wallet';
import { api, ApiError } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import type { TDepositOrder } from './create-deposit';

export const DEPOSIT_ORDERS_PATH = '/wps/cashier/deposit/orders';
export const DEPOSIT_ORDERS_PAGE_SIZE = 10;
/** A gateway order is asked for this often until it is final. */
export const DEPOSIT_POLL_MS = 3_000;

const ZDepositOrdersPageSchema = ZDepositOrdersReplySchema.shape.value;
export type TDepositOrdersPage = ReturnType<typeof ZDepositOrdersPageSchema.parse>;

/** States after which a deposit order never changes. */
export const FINAL_DEPOSIT_STATUSES: ReadonlySet<TDepositOrder['status']> = new Set([
  'CREDITED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
]);

/** GET /wps/cashier/deposit/orders: the member's deposit orders, newest first. */
export async function getDepositOrders(pageNo: number, pageSize = DEPOSIT_ORDERS_PAGE_SIZE) {
  return ZDepositOrdersPageSchema.parse(
    await api.get<unknown>(DEPOSIT_ORDERS_PATH, { query: { pageNo, pageSize } }),
  );
}

export const depositOrdersQueryOptions = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'deposit-orders', token, pageNo],
    queryFn: () => getDepositOrders(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Pending orders on screen are asked for again now and then: an operator may approve them.
    refetchInterval: (query) =>
      query.state.data?.content.some((order) => order.status === 'PENDING') ? 15_000 : false,
  });

export function useDepositOrders(pageNo: number) {
  const token = useAppStore((state) => state.token);
  return useQuery(depositOrdersQueryOptions(token, pageNo));
}

export const depositOrderPath = (orderId: string) => `${DEPOSIT_ORDERS_PATH}/${encodeURIComponent(orderId)}`;

/** GET /wps/cashier/deposit/orders/:orderId: one order of the member. */
export async function getDepositOrder(orderId: string): Promise<TDepositOrder> {
  return ZDepositOrderSchema.parse(await api.get<unknown>(depositOrderPath(orderId)));
}

/** One order, asked for again every few seconds until it is final (a gateway payment just made). */
export const depositOrderQueryOptions = (token: string | null, orderId: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'deposit-orders', token, 'one', orderId],
    queryFn: () => getDepositOrder(orderId),
    enabled: token !== null && orderId !== '',
    staleTime: 0,
    refetchInterval: (query) => {
      // A refusal (unknown order, not the member's) stops; a network hiccup does not.
      const { error } = query.state;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      const order = query.state.data;
      return order && FINAL_DEPOSIT_STATUSES.has(order.status) ? false : DEPOSIT_POLL_MS;
    },
  });

export function useDepositOrder(orderId: string) {
  const token = useAppStore((state) => state.token);
  return useQuery(depositOrderQueryOptions(token, orderId));
}
