import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { useAppStore } from '../stores/app-store';
import { api } from './api-client';
import { MEMBER_QUERY_KEY } from './member-info';
import { parseReply } from './reply-validator';

export const UNREAD_COUNT_PATH = '/wps/relay/CSP_unreadCount';

export type TUnreadValue = { unreadMessage: number };

/** The unread inbox count (CSP_unreadCount) of the member of `token`; the real-time channel writes it too. */
export const unreadCountQueryKey = (token: string | null) => [...MEMBER_QUERY_KEY, 'unread', token] as const;

export async function getUnreadCount(): Promise<TUnreadValue> {
  return parseReply(
    api.get<unknown>(UNREAD_COUNT_PATH),
    'messaging',
    (schemas) => schemas.ZUnreadCountReplySchema.shape.value,
  );
}

/** Trial accounts have no inbox: the count is never loaded for them (spec §6). */
export const unreadCountQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: unreadCountQueryKey(token),
    queryFn: getUnreadCount,
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/**
 * Whether the unread count applies: a logged-in member that is not a trial account and has no forced
 * password change pending (the server refuses every call but the change until then).
 */
export function useUnreadEnabled(): boolean {
  return useAppStore(
    (state) => state.token !== null && state.isLogin && !state.isTrial && state.forcedPasswordChange === null,
  );
}

/**
 * The logged-in member's unread count (`data.unreadMessage`, the public-state field) for badges; not
 * loaded for visitors and trial accounts. Kept current by the real-time channel (app/realtime-sync.tsx).
 */
export function useUnreadCount() {
  const token = useAppStore((state) => state.token);
  return useQuery(unreadCountQueryOptions(token, useUnreadEnabled()));
}

/** Sets the count after something that changed it (reading messages answers the new `unreadMessage`). */
export function setUnreadCount(queryClient: QueryClient, unreadMessage: number): void {
  queryClient.setQueryData<TUnreadValue>(unreadCountQueryKey(useAppStore.getState().token), {
    unreadMessage,
  });
}
