import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMemberTransferReplySchema, ZMemberTransferRequestSchema } from '@platform/contracts/wallet';
import { sendEncrypted } from '../../../lib/encrypt-payload';
import { refreshMoney, WALLET_QUERY_KEY } from '../../../lib/wallet-balance';

export const MEMBER_TRANSFER_PATH = '/wps/cashier/transfer';

const ZMemberTransferValueSchema = ZMemberTransferReplySchema.shape.value;
export type TMemberTransferRequest = ReturnType<typeof ZMemberTransferRequestSchema.parse>;
export type TMemberTransferResult = ReturnType<typeof ZMemberTransferValueSchema.parse>;

/**
 * POST /wps/cashier/transfer, encrypted (it carries the payment password): a member to its upline, or an
 * agent to a member of its own downline.
 */
export async function transferMember(request: TMemberTransferRequest): Promise<TMemberTransferResult> {
  return ZMemberTransferValueSchema.parse(
    await sendEncrypted<unknown>('POST', MEMBER_TRANSFER_PATH, request),
  );
}

export const transferMemberMutationOptions = () =>
  mutationOptions({ mutationKey: [...WALLET_QUERY_KEY, 'member-transfer'], mutationFn: transferMember });

export function useTransferMember() {
  const queryClient = useQueryClient();
  return useMutation({ ...transferMemberMutationOptions(), onSettled: () => refreshMoney(queryClient) });
}
