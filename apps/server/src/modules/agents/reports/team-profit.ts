import type {
  TTeamProfitFigures,
  TTeamProfitQuery,
  TTeamProfitRow,
  TTeamProfitValue,
} from '@platform/contracts/agent-reports';
import { minorToDecimal } from '@platform/contracts/money';
import { pageReply, pageWindow } from '../../../platform/paging';
import { membersById, periodOf, reportMembers, type ReportsDeps } from './context';

type MemberSums = {
  memberId: string;
  validBet: bigint;
  betAmount: bigint;
  payout: bigint;
  winLoss: bigint;
  bonuses: bigint;
  rebates: bigint;
  deposits: bigint;
  withdrawals: bigint;
  profitLoss: bigint;
};

const SUM_KEYS = [
  'validBet',
  'betAmount',
  'payout',
  'winLoss',
  'bonuses',
  'rebates',
  'deposits',
  'withdrawals',
  'profitLoss',
] as const;

function figures(sums: Omit<MemberSums, 'memberId'>, scale: number): TTeamProfitFigures {
  return Object.fromEntries(
    SUM_KEYS.map((key) => [key, minorToDecimal(sums[key], scale)]),
  ) as TTeamProfitFigures;
}

/**
 * User loss (palStatementsAgentCopy): per member of the caller's team (or the one member named) with
 * activity in the period, bets and cash from their modules' daily totals, each in one query grouped per
 * member; sorted, paged, and totalled over every row.
 */
export async function teamProfit(
  deps: ReportsDeps,
  callerId: string,
  query: TTeamProfitQuery,
): Promise<TTeamProfitValue> {
  const { period, scale } = await periodOf(deps, query);
  const memberIds = await reportMembers(deps, callerId, query);
  const [bets, cash] = await Promise.all([
    deps.bets.teamBetTotals({ memberIds, fromDay: period.startDate, toDay: period.endDate }),
    deps.cash.cashTotals({ memberIds, fromDay: period.startDate, toDay: period.endDate }),
  ]);
  const active = [...new Set([...bets.keys(), ...cash.keys()])];
  const rows: MemberSums[] = active.map((memberId) => {
    const bet = bets.get(memberId);
    const money = cash.get(memberId);
    const winLoss = bet?.winLoss ?? 0n;
    const bonuses = money?.bonuses ?? 0n;
    const rebates = money?.rebates ?? 0n;
    return {
      memberId,
      validBet: bet?.validBet ?? 0n,
      betAmount: bet?.betAmount ?? 0n,
      payout: bet?.payout ?? 0n,
      winLoss,
      bonuses,
      rebates,
      deposits: money?.deposits.amount ?? 0n,
      withdrawals: money?.withdrawals.amount ?? 0n,
      profitLoss: winLoss + bonuses + rebates,
    };
  });
  const totals = Object.fromEntries(
    SUM_KEYS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0n)]),
  ) as Omit<MemberSums, 'memberId'>;

  // Sorting by account needs every row's account; any other order only the page's.
  const byAccount = query.sort === 'account';
  const accounts = byAccount ? await membersById(deps, active) : null;
  const direction = query.order === 'desc' ? -1 : 1;
  rows.sort((a, b) => {
    let order: number;
    if (byAccount) {
      order = (accounts!.get(a.memberId)?.account ?? '').localeCompare(
        accounts!.get(b.memberId)?.account ?? '',
      );
    } else {
      const key = query.sort as Exclude<TTeamProfitQuery['sort'], 'account'>;
      order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    }
    return order * direction || a.memberId.localeCompare(b.memberId);
  });
  const { offset, limit } = pageWindow(query);
  const pageRows = rows.slice(offset, offset + limit);
  const members =
    accounts ??
    (await membersById(
      deps,
      pageRows.map((row) => row.memberId),
    ));
  const content = pageRows.map((row): TTeamProfitRow => ({
    memberId: row.memberId,
    account: members.get(row.memberId)?.account ?? '',
    type: members.get(row.memberId)?.type ?? 0,
    ...figures(row, scale),
  }));
  return {
    ...pageReply(query, content, rows.length),
    period: period.period,
    startDate: period.startDate,
    endDate: period.endDate,
    totals: figures(totals, scale),
  };
}
