import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkAllReadReplySchema } from '@platform/contracts/messaging';
import { api } from '../../../lib/api-client';
import { MESSAGES_PATH, MESSAGES_QUERY_KEY, markReadInLists } from './get-messages';

const ZMarkAllReadSchema = ZMarkAllReadReplySchema.shape.value;
export type TMarkAllReadResult = ReturnType<typeof ZMarkAllReadSchema.parse>;

/** PUT /wps/member/messages/read: every message read. */
export async function markAllRead(): Promise<TMarkAllReadResult> {
  return ZMarkAllReadSchema.parse(await api.put<unknown>(`${MESSAGES_PATH}/read`));
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: async (result) => {
      markReadInLists(queryClient, () => true, result.unreadMessage);
      await queryClient.invalidateQueries({ queryKey: [...MESSAGES_QUERY_KEY, 'list'] });
    },
  });
}
