import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZInboxMessageReplySchema } from '@platform/contracts/messaging';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { MESSAGES_PATH, MESSAGES_QUERY_KEY, markReadInLists } from './get-messages';

const ZInboxMessageSchema = ZInboxMessageReplySchema.shape.value;
export type TInboxMessageDetail = ReturnType<typeof ZInboxMessageSchema.parse>;

/** GET /wps/member/messages/:id: one message with its sanitised HTML; reading it marks it read. */
export async function getMessage(id: string): Promise<TInboxMessageDetail> {
  return ZInboxMessageSchema.parse(await api.get<unknown>(`${MESSAGES_PATH}/${encodeURIComponent(id)}`));
}

export const messageQueryOptions = (token: string | null, id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, 'one', token, id],
    queryFn: () => getMessage(id),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** Opens a message: once the server answers, the lists show it read and the badges count one less. */
export function useMessage(id: string) {
  const token = useAppStore((state) => state.token);
  const queryClient = useQueryClient();
  const result = useQuery(messageQueryOptions(token, id));
  const { data, dataUpdatedAt } = result;
  useEffect(() => {
    if (data) markReadInLists(queryClient, (message) => message.id === data.id, data.unreadMessage);
  }, [data, dataUpdatedAt, queryClient]);
  return result;
}
