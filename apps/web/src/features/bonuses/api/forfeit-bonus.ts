import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBonusForfeitReplySchema, type TBonusForfeitReply } from '@platform/contracts/bonuses';
import { api } from '../../../lib/api-client';
import { refreshMoney } from '../../../lib/wallet-balance';
import { BONUSES_QUERY_KEY } from './keys';

/** POST /wps/promotions/bonuses/{id}/forfeit: gives the bonus up; its amount (at most the balance) is taken back. */
export async function forfeitBonus(bonusId: string): Promise<TBonusForfeitReply> {
  return ZBonusForfeitReplySchema.parse(
    await api.post<unknown>(`/wps/promotions/bonuses/${encodeURIComponent(bonusId)}/forfeit`),
  );
}

export const forfeitBonusMutationOptions = () =>
  mutationOptions({ mutationKey: [...BONUSES_QUERY_KEY, 'forfeit'], mutationFn: forfeitBonus });

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...forfeitBonusMutationOptions(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BONUSES_QUERY_KEY }),
        refreshMoney(queryClient),
      ]),
  });
}
