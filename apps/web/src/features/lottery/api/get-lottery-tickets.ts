import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLotteryTicketsReplySchema, type TTicketStatus } from '@platform/contracts/lottery';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { LOTTERY_QUERY_KEY } from './keys';

export const LOTTERY_TICKETS_PATH = '/wps/lottery/tickets';
export const LOTTERY_TICKETS_PAGE_SIZE = 10;

export type TLotteryTicketPage = ReturnType<typeof ZLotteryTicketsReplySchema.shape.value.parse>;

/** GET /wps/lottery/tickets: the member's tickets of a game, newest first, a page at a time. */
export async function getLotteryTickets(
  gameCode: string,
  pageNum: number,
  status: TTicketStatus | null = null,
): Promise<TLotteryTicketPage> {
  return ZLotteryTicketsReplySchema.shape.value.parse(
    await api.get<unknown>(LOTTERY_TICKETS_PATH, {
      query: { gameCode, pageNum, pageSize: LOTTERY_TICKETS_PAGE_SIZE, status },
    }),
  );
}

export const lotteryTicketsQueryOptions = (
  token: string | null,
  gameCode: string,
  pageNum: number,
  pollMs: number | false,
  status: TTicketStatus | null = null,
) =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'tickets', token, gameCode, status, pageNum],
    queryFn: () => getLotteryTickets(gameCode, pageNum, status),
    enabled: token !== null && gameCode !== '',
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });

export function useLotteryTickets(gameCode: string, pageNum: number, status: TTicketStatus | null = null) {
  const token = useAppStore((state) => state.token);
  return useQuery(lotteryTicketsQueryOptions(token, gameCode, pageNum, false, status));
}
