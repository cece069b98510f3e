import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZMyContractsReplySchema,
  type TContractType,
  type TMyContracts,
} from '@platform/contracts/agent-contracts';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY, useAgentQueryScope } from './keys';

export const MY_CONTRACTS_PATH = '/wps/agent/contracts';

const ZMyContractsSchema = ZMyContractsReplySchema.shape.value;

/** GET /wps/agent/contracts?type=: the agent's contract of the type, its pending offer, its direct downlines'. */
export async function getMyContracts(type: TContractType): Promise<TMyContracts> {
  return ZMyContractsSchema.parse(await api.get<unknown>(MY_CONTRACTS_PATH, { query: { type } }));
}

export const myContractsQueryOptions = (token: string | null, language: TLanguage, type: TContractType) =>
  queryOptions({
    queryKey: [...CONTRACTS_QUERY_KEY, 'mine', token, language, type],
    queryFn: () => getMyContracts(type),
    enabled: token !== null,
  });

export function useMyContracts(type: TContractType) {
  const { token, language } = useAgentQueryScope();
  return useQuery(myContractsQueryOptions(token, language, type));
}
