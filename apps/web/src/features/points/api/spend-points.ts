import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPointSpendReplySchema,
  type TConvertPointRequest,
  type TPointSpendReply,
  type TRedeemPointRewardRequest,
} from '@platform/contracts/loyalty';
import { sendEncrypted } from '../../../lib/encrypt-payload';
import { refreshMoney } from '../../../lib/wallet-balance';
import { POINTS_QUERY_KEY } from './keys';

export const REDEEM_PATH = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
export const CONVERT_PATH = '/wps/relay/passwordCheck/MCS2_convertPoint';

/** POST MCS2_redeemPointReward, encrypted (it carries the payment password): a cash reward pays at once. */
export async function redeemPointReward(request: TRedeemPointRewardRequest): Promise<TPointSpendReply> {
  return ZPointSpendReplySchema.parse(await sendEncrypted<unknown>('POST', REDEEM_PATH, request));
}

/** POST MCS2_convertPoint, encrypted (it carries the payment password): points to balance at the set rate. */
export async function convertPoints(request: TConvertPointRequest): Promise<TPointSpendReply> {
  return ZPointSpendReplySchema.parse(await sendEncrypted<unknown>('POST', CONVERT_PATH, request));
}

/** After a spend: the points, the catalogue (stock, my redemptions), the records and the balance. */
function useRefreshAfterSpend() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY });
    void refreshMoney(queryClient);
  };
}

export function useRedeemPointReward() {
  const refresh = useRefreshAfterSpend();
  return useMutation({ mutationFn: redeemPointReward, onSettled: refresh });
}

export function useConvertPoints() {
  const refresh = useRefreshAfterSpend();
  return useMutation({ mutationFn: convertPoints, onSettled: refresh });
}
