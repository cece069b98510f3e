import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZTeamProfitReplySchema,
  type TEAM_PROFIT_SORTS,
  type TTeamProfitValue,
} from '@platform/contracts/agent-reports';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { periodQuery, type TPeriodDraft } from '../utils/period';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const TEAM_PROFIT_PATH = '/wps/agent/team/profit';
export const TEAM_PROFIT_PAGE_SIZE = 20;

const ZTeamProfitSchema = ZTeamProfitReplySchema.shape.value;

export type TTeamProfitSort = (typeof TEAM_PROFIT_SORTS)[number];

export type TTeamProfitQuery = {
  period: TPeriodDraft;
  memberId: string | null;
  account: string | null;
  sort: TTeamProfitSort;
  order: 'asc' | 'desc';
  pageNo: number;
};

/** GET /wps/agent/team/profit: profit and loss per member of the team in the period, with the totals. */
export async function getTeamProfit(query: TTeamProfitQuery, language: TLanguage): Promise<TTeamProfitValue> {
  return ZTeamProfitSchema.parse(
    await api.get<unknown>(TEAM_PROFIT_PATH, {
      query: {
        ...periodQuery(query.period),
        memberId: query.memberId ?? undefined,
        account: query.account ?? undefined,
        sort: query.sort,
        order: query.order,
        pageNo: query.pageNo,
        pageSize: TEAM_PROFIT_PAGE_SIZE,
        language,
      },
    }),
  );
}

export const teamProfitQueryOptions = (token: string | null, language: TLanguage, query: TTeamProfitQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'profit', token, language, query],
    queryFn: () => getTeamProfit(query, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useTeamProfit(query: TTeamProfitQuery) {
  const { token, language } = useAgentQueryScope();
  return useQuery(teamProfitQueryOptions(token, language, query));
}
