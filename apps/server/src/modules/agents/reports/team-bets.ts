import type { TTeamBetsQuery, TTeamBetsValue } from '@platform/contracts/agent-reports';
import type { TLanguage } from '@platform/contracts/i18n';
import { membersById, periodOf, reportMembers, type ReportsDeps } from './context';

/**
 * Team betting (personalHistoryCopy for an agent): bet records placed in the period by the caller's team
 * or by the one member named, newest first, each with its member's account; totals over the filter.
 */
export async function teamBets(
  deps: ReportsDeps,
  callerId: string,
  query: TTeamBetsQuery,
  language: TLanguage,
): Promise<TTeamBetsValue> {
  const { period } = await periodOf(deps, query);
  const memberIds = await reportMembers(deps, callerId, query);
  const page = await deps.bets.teamBetRecords(
    {
      memberIds,
      from: period.from,
      to: period.to,
      gameType: query.gameType,
      vendor: query.vassalage,
      status: query.status,
    },
    query,
    language,
  );
  const members = await membersById(
    deps,
    page.content.map((row) => row.memberId),
  );
  return {
    ...page,
    content: page.content.map((row) => ({ ...row, account: members.get(row.memberId)?.account ?? '' })),
    period: period.period,
    startDate: period.startDate,
    endDate: period.endDate,
  };
}
