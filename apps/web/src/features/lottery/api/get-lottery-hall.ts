import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPrizeMode } from '@platform/contracts/games';
import { ZLotteryHallSchema, type TLotteryHall } from '@platform/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { LOTTERY_QUERY_KEY } from './keys';

export const LOTTERY_HALL_PATH = '/wps/lottery/hall';

/** The hall as received, with the local clock's offset to the server's (for the countdown). */
export type THallView = TLotteryHall & { clockOffsetMs: number };

/** GET /wps/lottery/hall: the game, its bet types in the prize mode, its open draws and the latest result. */
export async function getLotteryHall(gameCode: string, prizeMode?: TPrizeMode): Promise<THallView> {
  const hall = ZLotteryHallSchema.parse(
    await api.get<unknown>(LOTTERY_HALL_PATH, { query: { gameCode, prizeMode } }),
  );
  return { ...hall, clockOffsetMs: Date.parse(hall.serverTime) - Date.now() };
}

export const lotteryHallQueryOptions = (
  token: string | null,
  language: string,
  gameCode: string,
  prizeMode: TPrizeMode | undefined,
  pollMs: (hall: THallView | undefined) => number | false,
) =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'hall', token, language, gameCode, prizeMode ?? null],
    queryFn: () => getLotteryHall(gameCode, prizeMode),
    enabled: token !== null && gameCode !== '',
    refetchInterval: (query) => pollMs(query.state.data),
  });

/** The hall of a game, reloading every `pollMs(hall)` (while a draw is closing and the next has not opened). */
export function useLotteryHall(
  gameCode: string,
  prizeMode: TPrizeMode | undefined,
  pollMs: (hall: THallView | undefined) => number | false = () => false,
) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(lotteryHallQueryOptions(token, i18n.resolvedLanguage ?? 'es', gameCode, prizeMode, pollMs));
}
