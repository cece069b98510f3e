import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLotteryDrawsReplySchema } from '@platform/contracts/lottery';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { LOTTERY_QUERY_KEY } from './keys';

export const LOTTERY_DRAWS_PATH = '/wps/lottery/draws';
export const LOTTERY_DRAWS_PAGE_SIZE = 10;

export type TLotteryDrawPage = ReturnType<typeof ZLotteryDrawsReplySchema.shape.value.parse>;

/** GET /wps/lottery/draws: a game's drawn draws (result and seed), newest first. */
export async function getLotteryDraws(gameCode: string, pageNum: number): Promise<TLotteryDrawPage> {
  return ZLotteryDrawsReplySchema.shape.value.parse(
    await api.get<unknown>(LOTTERY_DRAWS_PATH, {
      query: { gameCode, pageNum, pageSize: LOTTERY_DRAWS_PAGE_SIZE },
    }),
  );
}

export const lotteryDrawsQueryOptions = (token: string | null, gameCode: string, pageNum: number) =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'draws', token, gameCode, pageNum],
    queryFn: () => getLotteryDraws(gameCode, pageNum),
    enabled: token !== null && gameCode !== '',
    placeholderData: keepPreviousData,
  });

export function useLotteryDraws(gameCode: string, pageNum: number) {
  const token = useAppStore((state) => state.token);
  return useQuery(lotteryDrawsQueryOptions(token, gameCode, pageNum));
}
