import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBuyTicketsReplySchema, type TBuyTicketsRequest } from '@platform/contracts/lottery';
import { api } from '../../../lib/api-client';
import { refreshMoney } from '../../../lib/wallet-balance';
import { LOTTERY_QUERY_KEY } from './keys';

export const BUY_TICKETS_PATH = '/wps/lottery/tickets';

export type TBuyTicketsReply = ReturnType<typeof ZBuyTicketsReplySchema.shape.value.parse>;

/** POST /wps/lottery/tickets: the slip's lines on one draw; a retry with the same requestId buys nothing twice. */
export async function buyLotteryTickets(request: TBuyTicketsRequest): Promise<TBuyTicketsReply> {
  return ZBuyTicketsReplySchema.shape.value.parse(await api.post<unknown>(BUY_TICKETS_PATH, request));
}

/** After a purchase: my tickets, the menu's recent games and the header balance load again. */
export function useBuyLotteryTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyLotteryTickets,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_KEY, 'tickets'] });
      void refreshMoney(queryClient);
    },
  });
}
