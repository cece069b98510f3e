import type { TDownlineListQuery, TDownlinePage, TDownlineRow } from '@platform/contracts/agents';
import { isAgentType } from '@platform/contracts/member-types';
import { AppError } from '../../platform/errors';
import { pageReply, pageWindow } from '../../platform/paging';
import type { TeamListRow } from '../identity/team-tree';
import type { AgentsContext, Caller } from './context';
import * as repository from './repository';

const STATUSES = new Set(['active', 'disabled', 'locked']);

/** One row of team management from the tree's row, the wallet balance and the caller's remark. */
export function toDownlineRow(
  row: TeamListRow,
  extra: { balance: number; remark: string | null; depth: number },
): TDownlineRow {
  return {
    memberId: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    status: (STATUSES.has(row.status) ? row.status : 'active') as TDownlineRow['status'],
    balance: extra.balance,
    teamSize: row.teamSize,
    directCount: row.directCount,
    registeredAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    online: row.online,
    remark: extra.remark,
    depth: extra.depth,
  };
}

/**
 * Team management: the direct downlines of `parentId` (the caller by default), or with `account` a
 * prefix search in the whole team below it. `parentId` must be the caller or in its team (404
 * MEMBER_NOT_IN_TEAM otherwise, unknown ids alike). Balances come from the wallet, so sorting by
 * balance reads every matching member's balance and pages in memory; other sorts page in SQL.
 */
export function createListDownlines(ctx: AgentsContext) {
  return async function listDownlines(caller: Caller, query: TDownlineListQuery): Promise<TDownlinePage> {
    const scopeId = query.parentId ?? caller.id;
    const breadcrumb = await ctx.identity.teamPath(caller.id, scopeId);
    if (breadcrumb.length === 0) throw new AppError('MEMBER_NOT_IN_TEAM', { fields: ['parentId'] });
    const base = {
      scopeId,
      directOnly: query.account === undefined,
      accountPrefix: query.account,
      type: query.type,
      status: query.status,
      online: query.online,
      order: query.order,
    };
    const { offset, limit } = pageWindow(query);

    let rows: TeamListRow[];
    let total: number;
    let balances: Map<string, number>;
    if (query.sort === 'balance') {
      // Every matching id (bare rows), their balances, one sort (n log n), then the page's full rows.
      const all = await ctx.identity.listTeam({ ...base, sort: 'registered', page: null, bare: true });
      balances = await ctx.wallet.balancesOf(all.rows.map((row) => row.id));
      const sign = query.order === 'asc' ? 1 : -1;
      const pageIds = all.rows
        .map((row) => row.id)
        .sort((a, b) => sign * ((balances.get(a) ?? 0) - (balances.get(b) ?? 0)) || sign * a.localeCompare(b))
        .slice(offset, offset + limit);
      const full =
        pageIds.length === 0
          ? []
          : (await ctx.identity.listTeam({ ...base, sort: 'registered', page: null, memberIds: pageIds }))
              .rows;
      const byId = new Map(full.map((row) => [row.id, row]));
      rows = pageIds.flatMap((id) => byId.get(id) ?? []);
      total = all.total;
    } else {
      ({ rows, total } = await ctx.identity.listTeam({
        ...base,
        sort: query.sort,
        page: { limit, offset },
      }));
      balances = await ctx.wallet.balancesOf(rows.map((row) => row.id));
    }
    const ids = rows.map((row) => row.id);
    const remarks = await repository.remarksOf(ctx.db, caller.id, ids);
    const scopeDepth = breadcrumb.length - 1;
    const content = rows.map((row) =>
      toDownlineRow(row, {
        balance: balances.get(row.id) ?? 0,
        remark: remarks.get(row.id) ?? null,
        depth: scopeDepth + row.depth,
      }),
    );
    return { ...pageReply(query, content, total), breadcrumb };
  };
}
