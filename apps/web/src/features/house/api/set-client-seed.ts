import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHouseFairnessReplySchema, type THouseFairness } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { houseKeys } from './keys';

export const HOUSE_CLIENT_SEED_PATH = '/wps/house/fairness/client-seed';

/**
 * POST /wps/house/fairness/client-seed: a new client seed starts a new pair (the current server seed is
 * revealed, a new one is committed, the nonce starts at 0). Refused while a round is open.
 */
export async function setClientSeed(clientSeed: string): Promise<THouseFairness> {
  return ZHouseFairnessReplySchema.shape.value.parse(
    await api.post<unknown>(HOUSE_CLIENT_SEED_PATH, { clientSeed }),
  );
}

/** After the change every fairness view and every round (their seeds may now be revealed) loads again. */
export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientSeed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: houseKeys.all }),
  });
}
