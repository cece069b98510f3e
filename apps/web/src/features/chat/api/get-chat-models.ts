import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TChatModel } from '@platform/contracts/chat';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';
import { toLanguage } from '../../../lib/i18n';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';

export const CHAT_MODELS_PATH = '/wps/relay/CBS_modelList';

/**
 * GET /wps/relay/CBS_modelList: the chat queues (topics) a member can open, named in the request language
 * (Accept-Language, which the API client sends; the key carries it so a language change asks again).
 */
export async function getChatModels(): Promise<TChatModel[]> {
  const { list } = await parseReply(
    api.get<unknown>(CHAT_MODELS_PATH),
    'chat',
    (schemas) => schemas.ZChatModelListReplySchema.shape.value,
  );
  return list;
}

export const chatModelsQueryOptions = (token: string | null, language: TLanguage, enabled: boolean) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'chat', 'models', token, language],
    queryFn: getChatModels,
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });

/** The chat queues, loaded once the chat window opens for a logged-in member. */
export function useChatModels(enabled: boolean) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(chatModelsQueryOptions(token, toLanguage(i18n.resolvedLanguage), enabled));
}
