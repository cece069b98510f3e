import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHouseRoundsReplySchema, type THouseRound } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { houseKeys } from './keys';

export const HOUSE_ROUNDS_PATH = '/wps/house/rounds';

/** GET /wps/house/rounds?gameCode=: the member's last 10 rounds of the game, newest first (game recall). */
export async function getHouseRounds(gameCode: string): Promise<THouseRound[]> {
  const value = ZHouseRoundsReplySchema.shape.value.parse(
    await api.get<unknown>(HOUSE_ROUNDS_PATH, { query: { gameCode } }),
  );
  return value.rounds;
}

export const houseRoundsQueryOptions = (token: string | null, gameCode: string) =>
  queryOptions({
    queryKey: [...houseKeys.rounds(gameCode), token],
    queryFn: () => getHouseRounds(gameCode),
    enabled: token !== null && gameCode !== '',
  });

export function useHouseRounds(gameCode: string) {
  const token = useAppStore((state) => state.token);
  return useQuery(houseRoundsQueryOptions(token, gameCode));
}
