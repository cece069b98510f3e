import { useMutation } from '@tanstack/react-query';
import { ZLaunchChatReplySchema, type TLaunchChatValue } from '@platform/contracts/chat';
import { api } from '../../../lib/api-client';

export const LAUNCH_CHAT_PATH = '/wps/relay/CBS_launchChat';

const ZLaunchChatSchema = ZLaunchChatReplySchema.shape.value;

/** GET /wps/relay/CBS_launchChat?model=: a chat room of that queue and the address that opens it. */
export async function launchChat(model: string): Promise<TLaunchChatValue> {
  return ZLaunchChatSchema.parse(await api.get<unknown>(LAUNCH_CHAT_PATH, { query: { model } }));
}

export function useLaunchChat() {
  return useMutation({ mutationFn: launchChat });
}
