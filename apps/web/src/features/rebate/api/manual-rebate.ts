import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZManualRebateClaimReplySchema,
  ZManualRebateSchema,
  type TManualRebate,
  type TManualRebateClaimReply,
} from '@platform/contracts/loyalty';
import { api } from '../../../lib/api-client';
import { refreshMoney } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

/** Under ['loyalty']: the `loyalty` real-time event of part `rebate` reloads it. */
export const REBATE_QUERY_KEY = ['loyalty', 'rebate'] as const;
export const REBATE_PATH = '/wps/loyalty/rebate';
export const REBATE_CLAIM_PATH = '/wps/loyalty/rebate/claim';

/** GET /wps/loyalty/rebate: per category the valid bet not yet rebated, the rate and the amount; the claims. */
export async function getManualRebate(): Promise<TManualRebate> {
  return ZManualRebateSchema.parse(await api.get<unknown>(REBATE_PATH));
}

/** POST /wps/loyalty/rebate/claim: every category's rebate now (`requestId`: a retry returns the first claim). */
export async function claimManualRebate(requestId: string): Promise<TManualRebateClaimReply> {
  return ZManualRebateClaimReplySchema.parse(await api.post<unknown>(REBATE_CLAIM_PATH, { requestId }));
}

export const manualRebateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...REBATE_QUERY_KEY, token],
    queryFn: getManualRebate,
    enabled: token !== null,
  });

export function useManualRebate() {
  const token = useAppStore((state) => state.token);
  return useQuery(manualRebateQueryOptions(token));
}

export function useClaimManualRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimManualRebate,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REBATE_QUERY_KEY });
      void refreshMoney(queryClient);
    },
  });
}
