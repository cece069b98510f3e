import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMemberTransferReplySchema, type TMemberTransferRequest } from '@platform/contracts/wallet';
import { sendEncrypted } from '../../../lib/encrypt-payload';
import { refreshMoney } from '../../../lib/wallet-balance';
import { AGENT_QUERY_KEY } from './keys';

/** The member transfer of the cashier (spec §6: an agent transfers to a member of its downline). */
export const TRANSFER_TO_DOWNLINE_PATH = '/wps/cashier/transfer';

const ZTransferSchema = ZMemberTransferReplySchema.shape.value;
export type TDownlineTransferResult = ReturnType<typeof ZTransferSchema.parse>;
export type TDownlineTransferRequest = Omit<TMemberTransferRequest, 'direction'> & { toAccount: string };

/** POST /wps/cashier/transfer (encrypted: it carries the payment password), direction TO_DOWNLINE. */
export async function transferToDownline(
  request: TDownlineTransferRequest,
): Promise<TDownlineTransferResult> {
  return ZTransferSchema.parse(
    await sendEncrypted<unknown>('POST', TRANSFER_TO_DOWNLINE_PATH, { ...request, direction: 'TO_DOWNLINE' }),
  );
}

export const transferToDownlineMutationOptions = () =>
  mutationOptions({ mutationKey: [...AGENT_QUERY_KEY, 'transfer'], mutationFn: transferToDownline });

/** The agent's balance and the team's balances load again after the transfer. */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    ...transferToDownlineMutationOptions(),
    onSettled: () =>
      Promise.all([
        refreshMoney(queryClient),
        queryClient.invalidateQueries({ queryKey: [...AGENT_QUERY_KEY, 'downlines'] }),
      ]),
  });
}
