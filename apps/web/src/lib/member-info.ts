import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMemberInfo } from '@platform/contracts/identity';
import { useAppStore } from '../stores/app-store';
import { api } from './api-client';
import { parseReply } from './reply-validator';

export const MEMBER_INFO_PATH = '/wps/member/info';

/** Every query that belongs to the logged-in member starts with this key; logout removes them all. */
export const MEMBER_QUERY_KEY = ['member'] as const;

/** Every inbox query (lists and single messages) starts with this key (features/messages). */
export const MESSAGES_QUERY_KEY = [...MEMBER_QUERY_KEY, 'messages'] as const;

export async function getMemberInfo(): Promise<TMemberInfo> {
  return parseReply(api.get<unknown>(MEMBER_INFO_PATH), 'identity', (schemas) => schemas.ZMemberInfoSchema);
}

/** Keyed by the token, so a new login never shows the previous member's data. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'info', token],
    queryFn: getMemberInfo,
    enabled: token !== null,
    staleTime: 30_000,
  });

/** The logged-in member (GET /wps/member/info); the app's session sync loads it for the current token. */
export function useMemberInfo() {
  const token = useAppStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
}
