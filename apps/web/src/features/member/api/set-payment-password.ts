import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZPaymentPasswordRequestSchema } from '@platform/contracts/identity';
import { sendEncrypted } from '../../../lib/encrypt-payload';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';

export const PAYMENT_PASSWORD_PATH = '/wps/member/paymentPassword';

export type TPaymentPasswordRequest = ReturnType<typeof ZPaymentPasswordRequestSchema.parse>;

/** POST /wps/member/paymentPassword, encrypted: the login password proves who asks. */
export async function setPaymentPassword(request: TPaymentPasswordRequest): Promise<void> {
  await sendEncrypted<unknown>('POST', PAYMENT_PASSWORD_PATH, request);
}

export const setPaymentPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['member', 'paymentPassword'], mutationFn: setPaymentPassword });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setPaymentPasswordMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
