import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLotteryDrawReplySchema, type TLotteryDraw } from '@platform/contracts/lottery';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { LOTTERY_QUERY_KEY } from './keys';

export const lotteryDrawPath = (drawId: string) => `/wps/lottery/draws/${encodeURIComponent(drawId)}`;

/** GET /wps/lottery/draws/{drawId}: one draw (its seed once drawn). */
export async function getLotteryDraw(drawId: string): Promise<TLotteryDraw> {
  return ZLotteryDrawReplySchema.shape.value.parse(await api.get<unknown>(lotteryDrawPath(drawId)));
}

export const lotteryDrawQueryOptions = (token: string | null, drawId: string) =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'draw', token, drawId],
    queryFn: () => getLotteryDraw(drawId),
    enabled: token !== null && drawId !== '',
  });

export function useLotteryDraw(drawId: string) {
  const token = useAppStore((state) => state.token);
  return useQuery(lotteryDrawQueryOptions(token, drawId));
}
