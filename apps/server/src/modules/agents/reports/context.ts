import type { TReportPeriodQuery } from '@platform/contracts/agent-reports';
import type { TBrandConfig } from '@platform/contracts/system';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { IdentityService, MemberSummary } from '../../identity/service';
import type { VendorReads } from '../../vendors/reads';
import type { WalletService } from '../../wallet/service';
import { resolvePeriod, type ReportPeriod } from './resolve-period';

/** What the team reports read: the team tree and members (identity), bets (vendors), cash (wallet). */
export type ReportsDeps = {
  clock: Clock;
  brand: () => Promise<TBrandConfig>;
  identity: Pick<
    IdentityService,
    | 'isInTeam'
    | 'teamMemberIds'
    | 'teamBranches'
    | 'teamPath'
    | 'listTeam'
    | 'getMembersByIds'
    | 'findMemberByAccount'
    | 'registrationsByGroup'
  >;
  bets: Pick<VendorReads, 'teamBetTotals' | 'teamBetRecords'>;
  cash: WalletService['teamReads'];
};

/** The period of a report and the currency scale its amounts are written with. */
export async function periodOf(
  deps: ReportsDeps,
  query: TReportPeriodQuery,
): Promise<{ period: ReportPeriod; scale: number }> {
  const brand = await deps.brand();
  return { period: resolvePeriod(query, brand.timeZone, deps.clock.now()), scale: brand.currency.scale };
}

/**
 * The member a report names by id or account: the caller itself or a member of its team. Anything else
 * (foreign, unknown) is MEMBER_NOT_IN_TEAM, the two not told apart. Returns null when none is named.
 */
export async function namedMember(
  deps: ReportsDeps,
  callerId: string,
  query: { memberId?: string | undefined; account?: string | undefined },
): Promise<string | null> {
  let memberId = query.memberId ?? null;
  if (query.account !== undefined) {
    const member = await deps.identity.findMemberByAccount(query.account);
    if (!member || (memberId !== null && member.id !== memberId)) throw new AppError('MEMBER_NOT_IN_TEAM');
    memberId = member.id;
  }
  if (memberId === null || memberId === callerId) return memberId;
  if (!(await deps.identity.isInTeam(callerId, memberId))) throw new AppError('MEMBER_NOT_IN_TEAM');
  return memberId;
}

/** The members a list report covers: the one named, else the caller's whole team (not the caller). */
export async function reportMembers(
  deps: ReportsDeps,
  callerId: string,
  query: { memberId?: string | undefined; account?: string | undefined },
): Promise<string[]> {
  const named = await namedMember(deps, callerId, query);
  return named ? [named] : deps.identity.teamMemberIds(callerId);
}

const LOOKUP_CHUNK = 5_000;

/** Members by id, in chunks (a team may be far larger than one statement's parameter limit). */
export async function membersById(
  deps: ReportsDeps,
  ids: readonly string[],
): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) chunks.push(unique.slice(i, i + LOOKUP_CHUNK));
  const found = await Promise.all(chunks.map((chunk) => deps.identity.getMembersByIds(chunk)));
  return new Map(found.flat().map((member) => [member.id, member]));
}
