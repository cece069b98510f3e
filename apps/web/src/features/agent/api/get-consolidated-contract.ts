import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZConsolidatedContractReplySchema,
  type TConsolidatedContract,
} from '@platform/contracts/agent-contracts';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { CONTRACTS_QUERY_KEY } from './keys';

export const CONSOLIDATED_CONTRACT_PATH = '/wps/relay/MCS2_getConsolidatedContract';

const ZConsolidatedContractSchema = ZConsolidatedContractReplySchema.shape.value;

/**
 * GET /wps/relay/MCS2_getConsolidatedContract (agents only): the switches of the four contract entries
 * and the requests waiting for the agent's answer (the contract popup).
 */
export async function getConsolidatedContract(): Promise<TConsolidatedContract> {
  return ZConsolidatedContractSchema.parse(await api.get<unknown>(CONSOLIDATED_CONTRACT_PATH));
}

export const consolidatedContractQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...CONTRACTS_QUERY_KEY, 'consolidated', token],
    queryFn: getConsolidatedContract,
    enabled: token !== null && enabled,
    staleTime: 30_000,
  });

/** The logged-in agent's consolidated contract info; nothing is asked for a member who is not an agent. */
export function useConsolidatedContract() {
  const token = useAppStore((state) => state.token);
  const isAgent = useAppStore((state) => state.isAgent);
  return useQuery(consolidatedContractQueryOptions(token, isAgent));
}
