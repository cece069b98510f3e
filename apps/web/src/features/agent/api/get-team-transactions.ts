import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeamTransactionsReplySchema, type TTeamTransactionsValue } from '@platform/contracts/agent-reports';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TLedgerKind } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { periodQuery, type TPeriodDraft } from '../utils/period';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const TEAM_TRANSACTIONS_PATH = '/wps/agent/team/transactions';
export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

const ZTeamTransactionsSchema = ZTeamTransactionsReplySchema.shape.value;

export type TTeamTransactionsQuery = {
  period: TPeriodDraft;
  memberId: string | null;
  account: string | null;
  kind: TLedgerKind | null;
  pageNo: number;
};

/** GET /wps/agent/team/transactions: every wallet movement of the team's members in the period. */
export async function getTeamTransactions(
  query: TTeamTransactionsQuery,
  language: TLanguage,
): Promise<TTeamTransactionsValue> {
  return ZTeamTransactionsSchema.parse(
    await api.get<unknown>(TEAM_TRANSACTIONS_PATH, {
      query: {
        ...periodQuery(query.period),
        memberId: query.memberId ?? undefined,
        account: query.account ?? undefined,
        kind: query.kind ?? undefined,
        pageNo: query.pageNo,
        pageSize: TEAM_TRANSACTIONS_PAGE_SIZE,
        language,
      },
    }),
  );
}

export const teamTransactionsQueryOptions = (
  token: string | null,
  language: TLanguage,
  query: TTeamTransactionsQuery,
) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'transactions', token, language, query],
    queryFn: () => getTeamTransactions(query, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useTeamTransactions(query: TTeamTransactionsQuery) {
  const { token, language } = useAgentQueryScope();
  return useQuery(teamTransactionsQueryOptions(token, language, query));
}
