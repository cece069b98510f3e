import type {
  TTeamBetsQuery,
  TTeamOverviewQuery,
  TTeamProfitQuery,
  TTeamTransactionsQuery,
} from '@platform/contracts/agent-reports';
import type { TLanguage } from '@platform/contracts/i18n';
import type { ReportsDeps } from './context';
import { teamBets } from './team-bets';
import { teamOverview } from './team-overview';
import { teamProfit } from './team-profit';
import { teamTransactions } from './team-transactions';

export type { ReportsDeps } from './context';

/** The agent centre's team reports; each takes the caller's id and checks every member it names. */
export function createAgentReports(deps: ReportsDeps) {
  return {
    overview: (callerId: string, query: TTeamOverviewQuery) => teamOverview(deps, callerId, query),
    bets: (callerId: string, query: TTeamBetsQuery, language: TLanguage) =>
      teamBets(deps, callerId, query, language),
    profit: (callerId: string, query: TTeamProfitQuery) => teamProfit(deps, callerId, query),
    transactions: (callerId: string, query: TTeamTransactionsQuery) =>
      teamTransactions(deps, callerId, query),
  };
}

export type AgentReports = ReturnType<typeof createAgentReports>;
