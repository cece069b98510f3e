import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSettlementRecordPageReplySchema,
  type TContractType,
  type TSettlementRecordPage,
  type TSettlementStatus,
} from '@platform/contracts/agent-contracts';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY, useAgentQueryScope } from './keys';

export const CONTRACT_RECORDS_PATH = '/wps/agent/contracts/records';
export const CONTRACT_RECORDS_PAGE_SIZE = 20;

const ZRecordPageSchema = ZSettlementRecordPageReplySchema.shape.value;

/** One type's settlement records for brand-zone days (both included), optionally of one status. */
export type TContractRecordQuery = {
  type: TContractType;
  startDate: string;
  endDate: string;
  status: TSettlementStatus | null;
  pageNo: number;
};

/** GET /wps/agent/contracts/records: a page of the agent's records, newest first, with the range's totals. */
export async function getContractRecords(query: TContractRecordQuery): Promise<TSettlementRecordPage> {
  return ZRecordPageSchema.parse(
    await api.get<unknown>(CONTRACT_RECORDS_PATH, {
      query: {
        type: query.type,
        startDate: query.startDate,
        endDate: query.endDate,
        status: query.status ?? undefined,
        pageNo: query.pageNo,
        pageSize: CONTRACT_RECORDS_PAGE_SIZE,
      },
    }),
  );
}

export const contractRecordsQueryOptions = (
  token: string | null,
  language: TLanguage,
  query: TContractRecordQuery,
) =>
  queryOptions({
    queryKey: [...CONTRACTS_QUERY_KEY, 'records', token, language, query],
    queryFn: () => getContractRecords(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useContractRecords(query: TContractRecordQuery) {
  const { token, language } = useAgentQueryScope();
  return useQuery(contractRecordsQueryOptions(token, language, query));
}
