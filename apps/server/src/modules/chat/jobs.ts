import type { ScheduledJob } from '../../platform/jobs';
import type { ChatService } from './service';

/** Advisory lock key of the chat jobs ("chatjobs" in ASCII). */
export const CHAT_JOBS_LOCK_KEY = 0x636861746a6f6273n;

/** Hourly removal of expired chat tokens. */
export function chatJobs(chat: ChatService, intervalMs = 3_600_000): ScheduledJob[] {
  return [
    { name: 'chat-token-purge', intervalMs, lockKey: CHAT_JOBS_LOCK_KEY, run: () => chat.purgeExpired() },
  ];
}
