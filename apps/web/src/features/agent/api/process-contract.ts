import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_PROCESS_PATHS,
  ZProcessContractReplySchema,
  type TContract,
  type TContractType,
  type TProcessContractRequest,
} from '@platform/contracts/agent-contracts';
import { api } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY } from './keys';

const ZContractSchema = ZProcessContractReplySchema.shape.value;

export type TProcessContract = TProcessContractRequest & { type: TContractType };

/**
 * POST to the type's relay (MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract): accepts or rejects an offer or a
 * termination request waiting for the agent.
 */
export async function processContract({ type, ...request }: TProcessContract): Promise<TContract> {
  return ZContractSchema.parse(await api.post<unknown>(CONTRACT_PROCESS_PATHS[type], request));
}

export const processContractMutationOptions = () =>
  mutationOptions({ mutationKey: [...CONTRACTS_QUERY_KEY, 'process'], mutationFn: processContract });

/** An answer changes the popup's list, the entries' switches, the contract shown and its records. */
export function useProcessContract() {
  const queryClient = useQueryClient();
  return useMutation({
    ...processContractMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
  });
}
