import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDownlineListReplySchema, type TDownlinePage, type TDownlineSort } from '@platform/contracts/agents';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const DOWNLINES_PATH = '/wps/agent/downlines';
export const DOWNLINES_PAGE_SIZE = 20;

const ZDownlinePageSchema = ZDownlineListReplySchema.shape.value;

/** What the team list asks for: a member's direct downlines, or a search by account in the whole team. */
export type TDownlineQuery = {
  /** Whose direct downlines (null: the agent's own). */
  parentId: string | null;
  /** An account (prefix) searched anywhere in the team; it overrides `parentId`. */
  account: string | null;
  type: number | null;
  status: 'active' | 'disabled' | 'locked' | null;
  online: boolean | null;
  sort: TDownlineSort;
  order: 'asc' | 'desc';
  pageNo: number;
};

/** GET /wps/agent/downlines: one page of direct downlines (or search hits) with the breadcrumb to them. */
export async function getDownlines(query: TDownlineQuery): Promise<TDownlinePage> {
  return ZDownlinePageSchema.parse(
    await api.get<unknown>(DOWNLINES_PATH, {
      query: {
        parentId: query.account ? undefined : (query.parentId ?? undefined),
        account: query.account ?? undefined,
        type: query.type ?? undefined,
        status: query.status ?? undefined,
        online: query.online ?? undefined,
        sort: query.sort,
        order: query.order,
        pageNo: query.pageNo,
        pageSize: DOWNLINES_PAGE_SIZE,
      },
    }),
  );
}

export const downlinesQueryOptions = (token: string | null, language: TLanguage, query: TDownlineQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'downlines', token, language, query],
    queryFn: () => getDownlines(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useDownlines(query: TDownlineQuery) {
  const { token, language } = useAgentQueryScope();
  return useQuery(downlinesQueryOptions(token, language, query));
}
