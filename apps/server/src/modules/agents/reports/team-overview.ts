import type {
  TActivityFigures,
  TTeamFigures,
  TTeamOverviewQuery,
  TTeamOverviewValue,
} from '@platform/contracts/agent-reports';
import { isAgentType } from '@platform/contracts/member-types';
import { minorToDecimal } from '@platform/contracts/money';
import type { GroupBetTotals } from '../../vendors/reads-repository';
import type { GroupCashTotals } from '../../wallet/team-reads';
import { namedMember, periodOf, type ReportsDeps } from './context';

/** A group's figures in minor units, summed before they are written as decimals. */
type Sums = {
  newRegistrations: number;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  depositors: number;
  depositCount: number;
  depositAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  activeMembers: number;
  validBet: bigint;
  betAmount: bigint;
  payout: bigint;
  winLoss: bigint;
  bonuses: bigint;
  rebates: bigint;
};

const zero = (): Sums => ({
  newRegistrations: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0n,
  depositors: 0,
  depositCount: 0,
  depositAmount: 0n,
  withdrawalCount: 0,
  withdrawalAmount: 0n,
  activeMembers: 0,
  validBet: 0n,
  betAmount: 0n,
  payout: 0n,
  winLoss: 0n,
  bonuses: 0n,
  rebates: 0n,
});

function sumsOf(registrations: number, bets?: GroupBetTotals, cash?: GroupCashTotals): Sums {
  return {
    newRegistrations: registrations,
    firstDepositCount: cash?.firstDeposits.count ?? 0,
    firstDepositAmount: cash?.firstDeposits.amount ?? 0n,
    depositors: cash?.depositors ?? 0,
    depositCount: cash?.deposits.count ?? 0,
    depositAmount: cash?.deposits.amount ?? 0n,
    withdrawalCount: cash?.withdrawals.count ?? 0,
    withdrawalAmount: cash?.withdrawals.amount ?? 0n,
    activeMembers: bets?.activeMembers ?? 0,
    validBet: bets?.validBet ?? 0n,
    betAmount: bets?.betAmount ?? 0n,
    payout: bets?.payout ?? 0n,
    winLoss: bets?.winLoss ?? 0n,
    bonuses: cash?.bonuses ?? 0n,
    rebates: cash?.rebates ?? 0n,
  };
}

/** Groups are disjoint (every member is in one branch), so every figure, distinct counts too, adds up. */
function add(a: Sums, b: Sums): Sums {
  return {
    newRegistrations: a.newRegistrations + b.newRegistrations,
    firstDepositCount: a.firstDepositCount + b.firstDepositCount,
    firstDepositAmount: a.firstDepositAmount + b.firstDepositAmount,
    depositors: a.depositors + b.depositors,
    depositCount: a.depositCount + b.depositCount,
    depositAmount: a.depositAmount + b.depositAmount,
    withdrawalCount: a.withdrawalCount + b.withdrawalCount,
    withdrawalAmount: a.withdrawalAmount + b.withdrawalAmount,
    activeMembers: a.activeMembers + b.activeMembers,
    validBet: a.validBet + b.validBet,
    betAmount: a.betAmount + b.betAmount,
    payout: a.payout + b.payout,
    winLoss: a.winLoss + b.winLoss,
    bonuses: a.bonuses + b.bonuses,
    rebates: a.rebates + b.rebates,
  };
}

function figures(sums: Sums, scale: number): TActivityFigures {
  const money = (minor: bigint) => minorToDecimal(minor, scale);
  return {
    newRegistrations: sums.newRegistrations,
    firstDeposits: { count: sums.firstDepositCount, amount: money(sums.firstDepositAmount) },
    depositors: sums.depositors,
    deposits: { count: sums.depositCount, amount: money(sums.depositAmount) },
    withdrawals: { count: sums.withdrawalCount, amount: money(sums.withdrawalAmount) },
    activeMembers: sums.activeMembers,
    validBet: money(sums.validBet),
    betAmount: money(sums.betAmount),
    payout: money(sums.payout),
    winLoss: money(sums.winLoss),
    bonuses: money(sums.bonuses),
    rebates: money(sums.rebates),
    // The players' result: what they won at the games plus what they were given.
    profitLoss: money(sums.winLoss + sums.bonuses + sums.rebates),
  };
}

/**
 * agentTeamOverview: the node's own figures, its whole team's and each direct downline's (with its own
 * team), from three grouped queries run at once — bets (daily totals), cash (daily cash totals) and
 * registrations — over the team given once as member ids with their branch.
 */
export async function teamOverview(
  deps: ReportsDeps,
  callerId: string,
  query: TTeamOverviewQuery,
): Promise<TTeamOverviewValue> {
  const { period, scale } = await periodOf(deps, query);
  const nodeId = (await namedMember(deps, callerId, { memberId: query.memberId })) ?? callerId;
  const [branches, direct, breadcrumb, [node]] = await Promise.all([
    deps.identity.teamBranches(nodeId),
    deps.identity.listTeam({ scopeId: nodeId, directOnly: true, sort: 'account', order: 'asc', page: null }),
    deps.identity.teamPath(callerId, nodeId),
    deps.identity.getMembersByIds([nodeId]),
  ]);
  const memberIds = branches.map((row) => row.memberId);
  // The node is its own group: its own figures are kept apart from its team's.
  const groupIds = branches.map((row) => row.branchId ?? nodeId);
  const [bets, cash, registrations] = await Promise.all([
    deps.bets.teamBetTotals({ memberIds, groupIds, fromDay: period.startDate, toDay: period.endDate }),
    deps.cash.cashTotals({ memberIds, groupIds, fromDay: period.startDate, toDay: period.endDate }),
    deps.identity.registrationsByGroup({ memberIds, groupIds, from: period.from, to: period.to }),
  ]);
  const groupSums = (id: string) => sumsOf(registrations.get(id) ?? 0, bets.get(id), cash.get(id));
  const sizes = new Map<string, number>();
  for (const id of groupIds) sizes.set(id, (sizes.get(id) ?? 0) + 1);

  let team = zero();
  const downlines = direct.rows.map((row) => {
    const sums = groupSums(row.id);
    team = add(team, sums);
    const rowFigures: TTeamFigures = {
      ...figures(sums, scale),
      teamSize: sizes.get(row.id) ?? 1,
      directDownlines: row.directCount,
    };
    return {
      memberId: row.id,
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      isAgent: isAgentType(row.type),
      ...rowFigures,
    };
  });
  return {
    period: period.period,
    startDate: period.startDate,
    endDate: period.endDate,
    node: { memberId: nodeId, account: node?.account ?? '', nickname: node?.nickname ?? null },
    breadcrumb,
    self: figures(groupSums(nodeId), scale),
    team: {
      ...figures(team, scale),
      teamSize: memberIds.length - 1,
      directDownlines: direct.rows.length,
    },
    downlines,
  };
}
