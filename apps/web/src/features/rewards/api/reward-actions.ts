import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZRewardClaimAllReplySchema,
  ZRewardClaimReplySchema,
  ZRewardSeenReplySchema,
  type TRewardClaimAllReply,
  type TRewardClaimReply,
  type TRewardSeenReply,
} from '@platform/contracts/rewards';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';

/** POST /wps/promotions/rewards/:id/claim: the bonus is credited. */
export async function claimReward(rewardId: string): Promise<TRewardClaimReply> {
  return ZRewardClaimReplySchema.parse(
    await api.post<unknown>(`/wps/promotions/rewards/${encodeURIComponent(rewardId)}/claim`),
  );
}

/** POST /wps/promotions/rewards/claim-all: every waiting reward, each its own bonus. */
export async function claimAllRewards(): Promise<TRewardClaimAllReply> {
  return ZRewardClaimAllReplySchema.parse(await api.post<unknown>('/wps/promotions/rewards/claim-all'));
}

/** POST /wps/promotions/rewards/seen: the badge drops to zero. */
export async function markRewardsSeen(): Promise<TRewardSeenReply> {
  return ZRewardSeenReplySchema.parse(await api.post<unknown>('/wps/promotions/rewards/seen'));
}

/** After a claim: the lists, the badges and the balance (a bonus was credited). */
function useRefreshAfterClaim() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
  };
}

export function useClaimReward() {
  const refresh = useRefreshAfterClaim();
  return useMutation({ mutationFn: claimReward, onSettled: refresh });
}

export function useClaimAllRewards() {
  const refresh = useRefreshAfterClaim();
  return useMutation({ mutationFn: claimAllRewards, onSettled: refresh });
}

export function useMarkRewardsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRewardsSeen,
    onSuccess: (reply) => {
      if (reply.marked > 0) void queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY });
    },
  });
}
