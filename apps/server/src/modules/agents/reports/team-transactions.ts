import type { TTeamTransactionsQuery, TTeamTransactionsValue } from '@platform/contracts/agent-reports';
import { membersById, periodOf, reportMembers, type ReportsDeps } from './context';

/**
 * Account details (agentDownlineTransactionDetailsCopy): every main-wallet movement of the caller's team
 * or of the one member named in the period, optionally of one ledger kind, newest first.
 */
export async function teamTransactions(
  deps: ReportsDeps,
  callerId: string,
  query: TTeamTransactionsQuery,
): Promise<TTeamTransactionsValue> {
  const { period } = await periodOf(deps, query);
  const memberIds = await reportMembers(deps, callerId, query);
  const page = await deps.cash.accountRecords(
    { memberIds, from: period.from, to: period.to, kind: query.kind },
    query,
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
