import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLotteryStatsReplySchema } from '@platform/contracts/lottery';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { LOTTERY_QUERY_KEY } from './keys';

export const LOTTERY_STATS_PATH = '/wps/lottery/stats';
export const LOTTERY_STATS_DRAWS = 30;

export type TLotteryStats = ReturnType<typeof ZLotteryStatsReplySchema.shape.value.parse>;

/** GET /wps/lottery/stats: hot and cold numbers over the last draws. */
export async function getLotteryStats(gameCode: string): Promise<TLotteryStats> {
  return ZLotteryStatsReplySchema.shape.value.parse(
    await api.get<unknown>(LOTTERY_STATS_PATH, { query: { gameCode, draws: LOTTERY_STATS_DRAWS } }),
  );
}

export const lotteryStatsQueryOptions = (token: string | null, gameCode: string) =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'stats', token, gameCode],
    queryFn: () => getLotteryStats(gameCode),
    enabled: token !== null && gameCode !== '',
  });

export function useLotteryStats(gameCode: string) {
  const token = useAppStore((state) => state.token);
  return useQuery(lotteryStatsQueryOptions(token, gameCode));
}
