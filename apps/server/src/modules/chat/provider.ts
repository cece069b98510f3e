import type { TChatModel, TLaunchChatValue } from '@platform/contracts/chat';
import type { TLanguage } from '@platform/contracts/i18n';
import type { AuthMember } from '../../platform/auth';
import type { ChatService } from './service';

/**
 * A live-chat provider behind CBS_modelList and CBS_launchChat. An external provider (a hosted chat)
 * answers its own queues and a URL of its own; the built-in one is the platform's chat rooms.
 */
export type ChatProvider = {
  readonly code: string;
  models(lang: TLanguage): Promise<TChatModel[]>;
  /** The chat window's address for this member (refuses an unknown model with VALIDATION_FAILED). */
  launch(member: AuthMember, input: { model?: string; lang: TLanguage }): Promise<TLaunchChatValue>;
};

export function createBuiltInChatProvider(chat: ChatService): ChatProvider {
  return {
    code: 'BUILTIN',
    models: async (lang) => chat.models(lang),
    launch: (member, input) => chat.launch(member, input),
  };
}
