import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnnouncementPayload, TExecution } from '@platform/contracts/content';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-requests';
import { parseReply } from '../../../lib/reply-validator';
import { CONTENT_QUERY_KEY } from './keys';

export const NOTICES_PATH = '/wps/content/notices';
/** spec §7 "on load": every notice type, for platform W. */
const ON_LOAD_TYPES = 'B,PL,PU,PR,H';
/** Notices change rarely; the marquee and the pop-up read them again after this long. */
const NOTICES_STALE_MS = 5 * 60_000;

/** The on-load notices' query (spec §7) for a viewer's execution. */
export const noticesQuery = (execution: TExecution) => ({ types: ON_LOAD_TYPES, platform: 'W', execution });

/** Whether an (unchecked) notices reply holds pop-up notices. */
export const hasPopup = (reply: unknown): boolean =>
  typeof reply === 'object' &&
  reply !== null &&
  Array.isArray((reply as { popup?: unknown }).popup) &&
  (reply as { popup: unknown[] }).popup.length > 0;

export async function getNotices(execution: TExecution): Promise<TAnnouncementPayload> {
  const query = noticesQuery(execution);
  // main.tsx starts a visitor's notices with the first requests (`startEarly`).
  const value = takeEarly(NOTICES_PATH, query) ?? api.get<unknown>(NOTICES_PATH, { query });
  return parseReply(value, 'content', (schemas) => schemas.ZAnnouncementPayloadSchema);
}

/**
 * Keyed by execution, language and session: a visitor's B notices are never shown to a member, and the
 * texts follow the language.
 */
export const noticesQueryOptions = (execution: TExecution, lang: string, token: string | null) =>
  queryOptions({
    queryKey: [...CONTENT_QUERY_KEY, 'notices', execution, lang, token],
    queryFn: () => getNotices(execution),
    staleTime: NOTICES_STALE_MS,
  });

export function useNotices(execution: TExecution | null, lang: string, token: string | null) {
  return useQuery({
    ...noticesQueryOptions(execution ?? 'B', lang, token),
    enabled: execution !== null,
  });
}
