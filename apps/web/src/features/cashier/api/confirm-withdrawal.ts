import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWithdrawalOrderSchema, type WITHDRAWAL_CONFIRMATIONS } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { refreshMoney, WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import type { TWithdrawalOrder } from './create-withdrawal';

export type TWithdrawalConfirmation = (typeof WITHDRAWAL_CONFIRMATIONS)[number];

/** spec §9 / §3: the proof of a payout not received is a png or jpg of at most 5 MB. */
export const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
export const PROOF_MAX_MB = 5;
export const PROOF_MAX_BYTES = PROOF_MAX_MB * 1024 * 1024;

/** Why a file cannot be the proof image, or null. The server checks again. */
export function proofProblem(file: File): 'type' | 'size' | null {
  if (!PROOF_TYPES.includes(file.type)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

export type TConfirmWithdrawalRequest = {
  orderId: string;
  result: TWithdrawalConfirmation;
  /** PARTIAL: what arrived. */
  amountReceived?: number;
  /** Required for NOT_RECEIVED. */
  proof?: File | null;
};

export const confirmWithdrawalPath = (orderId: string) =>
  `/wps/cashier/withdraw/${encodeURIComponent(orderId)}/confirm`;

/** POST /wps/cashier/withdraw/<orderId>/confirm, multipart: result, amountReceived, proof. */
export async function confirmWithdrawal({
  orderId,
  result,
  amountReceived,
  proof,
}: TConfirmWithdrawalRequest): Promise<TWithdrawalOrder> {
  const form = new FormData();
  form.append('result', result);
  if (amountReceived !== undefined) form.append('amountReceived', String(amountReceived));
  if (proof) form.append('proof', proof, proof.name);
  return ZWithdrawalOrderSchema.parse(await api.post<unknown>(confirmWithdrawalPath(orderId), form));
}

export const confirmWithdrawalMutationOptions = () =>
  mutationOptions({
    mutationKey: [...WALLET_QUERY_KEY, 'confirm-withdrawal'],
    mutationFn: confirmWithdrawal,
  });

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ ...confirmWithdrawalMutationOptions(), onSettled: () => refreshMoney(queryClient) });
}
