import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { INBOX_PAGE_SIZE } from '@platform/contracts/messaging.constants';
import type { TInboxMessage, ZInboxListReplySchema } from '@platform/contracts/messaging';
import { api } from '../../../lib/api-client';
import { MESSAGES_QUERY_KEY } from '../../../lib/member-info';
import { setUnreadCount } from '../../../lib/unread';
import { useAppStore } from '../../../stores/app-store';
import { parseReply } from '../../../lib/reply-validator';

export const MESSAGES_PATH = '/wps/member/messages';

export { MESSAGES_QUERY_KEY };

export type TMessageFilter = 'all' | 'unread';
export type TMessagesQuery = { pageNo: number; filter: TMessageFilter };

export type TInboxPage = ReturnType<typeof ZInboxListReplySchema.shape.value.parse>;

/** GET /wps/member/messages: the inbox, newest first, 20 per page, with the unread count. */
export async function getMessages({ pageNo, filter }: TMessagesQuery): Promise<TInboxPage> {
  return parseReply(
    api.get<unknown>(MESSAGES_PATH, {
      query: { pageNo, pageSize: INBOX_PAGE_SIZE, unread: filter === 'unread' ? 'true' : undefined },
    }),
    'messaging',
    (schemas) => schemas.ZInboxListReplySchema.shape.value,
  );
}

export const messagesQueryOptions = (token: string | null, query: TMessagesQuery) =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'list', token, query],
    queryFn: () => getMessages(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of the inbox; its unread count becomes the badge count as it arrives. */
export function useMessages(query: TMessagesQuery) {
  const token = useAppStore((state) => state.token);
  const queryClient = useQueryClient();
  const result = useQuery(messagesQueryOptions(token, query));
  const unread = result.isPlaceholderData ? undefined : result.data?.unreadMessage;
  useEffect(() => {
    if (unread !== undefined) setUnreadCount(queryClient, unread);
  }, [unread, result.dataUpdatedAt, queryClient]);
  return result;
}

/**
 * A message was read (or all were): the pages already loaded show it read at once and carry the new count,
 * so going back to the list needs no wait; they load again in the background.
 */
export function markReadInLists(
  queryClient: ReturnType<typeof useQueryClient>,
  isRead: (message: TInboxMessage) => boolean,
  unreadMessage: number,
): void {
  queryClient.setQueriesData<TInboxPage>({ queryKey: [...MESSAGES_QUERY_KEY, 'list'] }, (page) =>
    page
      ? {
          ...page,
          unreadMessage,
          content: page.content.map((message) =>
            !message.read && isRead(message) ? { ...message, read: true } : message,
          ),
        }
      : page,
  );
  setUnreadCount(queryClient, unreadMessage);
}
