import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContractReplySchema, type TContract } from '@platform/contracts/agent-contracts';
import { api } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY } from './keys';

const ZContractSchema = ZContractReplySchema.shape.value;

/** How a contract is ended: a termination request (either side) or the offerer taking its offer back. */
export type TEndContractAction = 'terminate' | 'withdraw';

export const endContractPath = (contractId: string, action: TEndContractAction) =>
  `/wps/agent/contracts/${encodeURIComponent(contractId)}/${action}`;

export type TEndContractRequest = { contractId: string; action: TEndContractAction; remark?: string };

/**
 * POST /wps/agent/contracts/:id/terminate (asks the other side to end an active contract) or …/withdraw
 * (takes back an offer still waiting for its answer).
 */
export async function endContract({ contractId, action, remark }: TEndContractRequest): Promise<TContract> {
  return ZContractSchema.parse(
    await api.post<unknown>(endContractPath(contractId, action), remark ? { remark } : {}),
  );
}

export const endContractMutationOptions = () =>
  mutationOptions({ mutationKey: [...CONTRACTS_QUERY_KEY, 'end'], mutationFn: endContract });

export function useEndContract() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endContractMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
  });
}
