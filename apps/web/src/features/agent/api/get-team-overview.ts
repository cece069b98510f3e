import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeamOverviewReplySchema, type TTeamOverviewValue } from '@platform/contracts/agent-reports';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { periodQuery, type TPeriodDraft } from '../utils/period';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const TEAM_OVERVIEW_PATH = '/wps/agent/team/overview';

const ZTeamOverviewSchema = ZTeamOverviewReplySchema.shape.value;

/** The overview asks for a period and the node it is about (null: the agent itself). */
export type TTeamOverviewQuery = { period: TPeriodDraft; memberId: string | null };

/** GET /wps/agent/team/overview: the node's team figures for the period, and one row per direct downline. */
export async function getTeamOverview(
  query: TTeamOverviewQuery,
  language: TLanguage,
): Promise<TTeamOverviewValue> {
  return ZTeamOverviewSchema.parse(
    await api.get<unknown>(TEAM_OVERVIEW_PATH, {
      query: { ...periodQuery(query.period), memberId: query.memberId ?? undefined, language },
    }),
  );
}

export const teamOverviewQueryOptions = (
  token: string | null,
  language: TLanguage,
  query: TTeamOverviewQuery,
) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'overview', token, language, query],
    queryFn: () => getTeamOverview(query, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useTeamOverview(query: TTeamOverviewQuery) {
  const { token, language } = useAgentQueryScope();
  return useQuery(teamOverviewQueryOptions(token, language, query));
}
