import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHouseFairnessReplySchema, type THouseFairness } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { houseKeys } from './keys';

export const HOUSE_ROTATE_SEED_PATH = '/wps/house/fairness/rotate';

/** POST /wps/house/fairness/rotate: reveals the server seed in use and commits a new one (nonce 0). */
export async function rotateSeed(clientSeed?: string): Promise<THouseFairness> {
  return ZHouseFairnessReplySchema.shape.value.parse(
    await api.post<unknown>(HOUSE_ROTATE_SEED_PATH, clientSeed ? { clientSeed } : {}),
  );
}

/** After a rotation every fairness view and every round (their seeds are now revealed) loads again. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: houseKeys.all }),
  });
}
