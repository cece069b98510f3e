import { useMutation } from '@tanstack/react-query';
import type { TLaunchChatValue } from '@platform/contracts/chat';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';

export const LAUNCH_CHAT_PATH = '/wps/relay/CBS_launchChat';

/** GET /wps/relay/CBS_launchChat?model=: a chat room of that queue and the address that opens it. */
export async function launchChat(model: string): Promise<TLaunchChatValue> {
  return parseReply(
    api.get<unknown>(LAUNCH_CHAT_PATH, { query: { model } }),
    'chat',
    (schemas) => schemas.ZLaunchChatReplySchema.shape.value,
  );
}

export function useLaunchChat() {
  return useMutation({ mutationFn: launchChat });
}
