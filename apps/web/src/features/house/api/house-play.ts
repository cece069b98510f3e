import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZHousePlaySchema, type THouseGame, type THousePlay } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { refreshMoney } from '../../../lib/wallet-balance';
import { houseKeys } from './keys';

/** POSTs one play (a bet, a free spin, a reveal, a cash-out) and reads the reply: the round and the balance. */
export async function postHousePlay(path: string, body: unknown): Promise<THousePlay> {
  return ZHousePlaySchema.parse(await api.post<unknown>(path, body));
}

/**
 * After a play: the game's cached open round follows the reply (a reload or a return to the page resumes
 * it, a finished one is gone), game recall and the fairness panel (the nonce moved) load again, and so
 * does the header balance.
 */
export function applyHousePlay(queryClient: QueryClient, { round }: THousePlay): void {
  queryClient.setQueriesData<THouseGame>({ queryKey: houseKeys.game(round.gameCode) }, (game) =>
    game ? { ...game, openRound: round.status === 'OPEN' ? round : null } : game,
  );
  void queryClient.invalidateQueries({ queryKey: houseKeys.rounds(round.gameCode) });
  void queryClient.invalidateQueries({ queryKey: houseKeys.fairness() });
  void refreshMoney(queryClient);
}

/** A mutation for one kind of play; every success goes through {@link applyHousePlay}. */
export function useHousePlay<TRequest>(play: (request: TRequest) => Promise<THousePlay>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: play,
    onSuccess: (reply) => applyHousePlay(queryClient, reply),
  });
}
