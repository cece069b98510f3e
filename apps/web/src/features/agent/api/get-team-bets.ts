import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeamBetsReplySchema, type TTeamBetsValue } from '@platform/contracts/agent-reports';
import type { TBetStatus } from '@platform/contracts/bets';
import type { TGameCategory } from '@platform/contracts/categories';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { periodQuery, type TPeriodDraft } from '../utils/period';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const TEAM_BETS_PATH = '/wps/agent/team/bets';
export const TEAM_BETS_PAGE_SIZE = 20;

const ZTeamBetsSchema = ZTeamBetsReplySchema.shape.value;

export type TTeamBetsQuery = {
  period: TPeriodDraft;
  /** One member of the team (from the team list), or null. */
  memberId: string | null;
  /** One member by account, or null: the whole team. */
  account: string | null;
  gameType: TGameCategory | null;
  vassalage: string | null;
  status: TBetStatus | null;
  pageNo: number;
};

/** GET /wps/agent/team/bets: the team's bet records in the period, filtered, paged, with the filter's totals. */
export async function getTeamBets(query: TTeamBetsQuery, language: TLanguage): Promise<TTeamBetsValue> {
  return ZTeamBetsSchema.parse(
    await api.get<unknown>(TEAM_BETS_PATH, {
      query: {
        ...periodQuery(query.period),
        memberId: query.memberId ?? undefined,
        account: query.account ?? undefined,
        gameType: query.gameType ?? undefined,
        vassalage: query.vassalage ?? undefined,
        status: query.status ?? undefined,
        pageNo: query.pageNo,
        pageSize: TEAM_BETS_PAGE_SIZE,
        language,
      },
    }),
  );
}

export const teamBetsQueryOptions = (token: string | null, language: TLanguage, query: TTeamBetsQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'bets', token, language, query],
    queryFn: () => getTeamBets(query, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(query: TTeamBetsQuery) {
  const { token, language } = useAgentQueryScope();
  return useQuery(teamBetsQueryOptions(token, language, query));
}
