import type {
  TConsolidatedContract,
  TContract,
  TContractType,
  TMyContracts,
} from '@platform/contracts/agent-contracts';
import { z } from 'zod';
import { ZContractListQuerySchema } from '@platform/contracts/agent-contracts';
import type { AuthMember } from '../../platform/auth';
import { pageReply, pageWindow, type PageReply } from '../../platform/paging';
import * as repository from './repository';
import type { ContractsContext } from './service';
import { fromStoredTerms } from './terms';

type Party = TContract['agent'];

/** A contract row as the API shows it (amounts in the currency's scale, rates in percent). */
export function toContract(
  row: repository.ContractRow,
  parties: ReadonlyMap<string, Party>,
  scale: number,
): TContract {
  const party = (id: string): Party => parties.get(id) ?? { memberId: id, account: '', nickname: null };
  const terms = fromStoredTerms(row.terms, scale);
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    id: row.id.toString(),
    type: row.type as TContract['type'],
    period: row.period as TContract['period'],
    status: row.status as TContract['status'],
    agent: party(row.memberId),
    issuer: row.issuerId ? party(row.issuerId) : null,
    tiers: terms.tiers,
    realtime: terms.realtime,
    remark: row.remark,
    answerRemark: row.answerRemark,
    offeredAt: row.offeredAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    endReason: row.endReason as TContract['endReason'],
    termination:
      row.terminationRequestedBy && row.terminationRequestedAt && row.terminationEffectiveAt
        ? {
            requestedBy: row.terminationRequestedBy as 'AGENT' | 'ISSUER' | 'OPERATOR',
            requestedAt: row.terminationRequestedAt.toISOString(),
            remark: row.terminationRemark,
            effectiveAt: row.terminationEffectiveAt.toISOString(),
          }
        : null,
  };
}

/** Rows as the API shows them, with the accounts of both sides read from identity in one call. */
export async function presentContracts(
  ctx: Pick<ContractsContext, 'identity' | 'brand'>,
  rows: readonly repository.ContractRow[],
): Promise<TContract[]> {
  if (rows.length === 0) return [];
  const ids = new Set<string>();
  for (const row of rows) {
    ids.add(row.memberId);
    if (row.issuerId) ids.add(row.issuerId);
  }
  const [members, brand] = await Promise.all([ctx.identity.getMembersByIds([...ids]), ctx.brand()]);
  const parties = new Map(
    members.map((member) => [
      member.id,
      { memberId: member.id, account: member.account, nickname: member.nickname },
    ]),
  );
  return rows.map((row) => toContract(row, parties, brand.currency.scale));
}

export async function presentContract(
  ctx: Pick<ContractsContext, 'identity' | 'brand'>,
  row: repository.ContractRow,
): Promise<TContract> {
  const [contract] = await presentContracts(ctx, [row]);
  return contract!;
}

/** Whether the row waits for `memberId`'s answer, and as what. */
export function requestFor(row: repository.ContractRow, memberId: string): 'NEW' | 'TERMINATE' | null {
  if (row.status === 'OFFERED') return row.memberId === memberId ? 'NEW' : null;
  if (row.status !== 'ACTIVE' || !row.terminationRequestedBy) return null;
  if (row.memberId === memberId) return row.terminationRequestedBy === 'AGENT' ? null : 'TERMINATE';
  return row.issuerId === memberId && row.terminationRequestedBy === 'AGENT' ? 'TERMINATE' : null;
}

const REQUEST_FIELDS = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const satisfies Record<TContractType, keyof TConsolidatedContract>;

const SWITCH_FIELDS = {
  DIVIDEND: 'enableCt',
  DAILY_SALARY: 'salary',
  HOURLY_SALARY: 'hourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
} as const satisfies Record<TContractType, keyof TConsolidatedContract>;

/**
 * The consolidated contract info (MCS2_getConsolidatedContract): for agents, the switches of the enabled
 * types and what waits for their answer (an offer wins over a termination request in the `*reqtype`
 * field; `pending` lists both). Members who are not agents see every switch off and nothing pending, so
 * the site can ask at every login.
 */
export function createConsolidatedInfo(ctx: ContractsContext) {
  return async function consolidatedInfo(member: AuthMember): Promise<TConsolidatedContract> {
    const info: TConsolidatedContract = {
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      enableCt: false,
      salary: false,
      hourSalary: false,
      agentRealtimeSalary: false,
      pending: [],
    };
    if (!member.isAgent || member.isTrial) return info;
    const settings = await ctx.settings.get();
    const enabled = new Set(settings.enabledTypes);
    for (const type of enabled) info[SWITCH_FIELDS[type]] = true;
    const waiting = (await repository.waitingFor(ctx.db, member.id)).filter((row) =>
      enabled.has(row.type as TContractType),
    );
    for (const row of waiting) {
      const request = requestFor(row, member.id);
      const field = REQUEST_FIELDS[row.type as TContractType];
      if (request && info[field] !== 'NEW') info[field] = request;
    }
    info.pending = await presentContracts(ctx, waiting);
    return info;
  };
}

/**
 * The agent's contract of a type (the active one, else the last that ended), its waiting offer, and each
 * direct downline agent with its active contract and waiting offer of the type.
 */
export function createMyContracts(ctx: ContractsContext) {
  return async function myContracts(caller: { id: string }, type: TContractType): Promise<TMyContracts> {
    const downlines = (await ctx.identity.listDirectDownlines(caller.id)).filter((member) => member.isAgent);
    const rows = await repository.currentOf(
      ctx.db,
      [caller.id, ...downlines.map((member) => member.id)],
      type,
    );
    const own = (status: string, memberId: string) =>
      rows.find((row) => row.memberId === memberId && row.status === status) ?? null;
    const current = own('ACTIVE', caller.id) ?? (await repository.latestClosed(ctx.db, caller.id, type));
    const wanted = [current, ...rows].filter((row): row is repository.ContractRow => row !== null);
    const presented = new Map(
      (await presentContracts(ctx, wanted)).map((contract, index) => [wanted[index]!.id, contract]),
    );
    const shown = (row: repository.ContractRow | null) => (row ? presented.get(row.id)! : null);
    return {
      type,
      current: shown(current),
      pendingOffer: shown(own('OFFERED', caller.id)),
      downlines: downlines
        .sort((a, b) => a.account.localeCompare(b.account))
        .map((member) => ({
          memberId: member.id,
          account: member.account,
          nickname: member.nickname,
          contract: shown(own('ACTIVE', member.id)),
          pendingOffer: shown(own('OFFERED', member.id)),
        })),
    };
  };
}

export type TContractListQuery = z.infer<typeof ZContractListQuerySchema>;

/** The operator's list of contracts, newest first; an unknown account matches nothing. */
export function createListContracts(ctx: ContractsContext) {
  return async function listContracts(query: TContractListQuery): Promise<PageReply<TContract>> {
    let memberId: string | undefined;
    if (query.account) {
      const member = await ctx.identity.findMemberByAccount(query.account);
      if (!member) return pageReply(query, [], 0);
      memberId = member.id;
    }
    const { rows, total } = await repository.pageContracts(
      ctx.db,
      { type: query.type, status: query.status, memberId },
      pageWindow(query),
    );
    return pageReply(query, await presentContracts(ctx, rows), total);
  };
}
