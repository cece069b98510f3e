import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';

export const SYSTEM_STATUS_PATH = '/wps/system/status';

export async function getSystemStatus(): Promise<TSystemStatusValue> {
  return parseReply(
    api.get<unknown>(SYSTEM_STATUS_PATH),
    'system',
    (schemas) => schemas.ZSystemStatusValueSchema,
  );
}

/** The reply carries texts in the request language (maintenance info, block text), so it is keyed by it. */
export const systemStatusQueryOptions = (lang: TLanguage) =>
  queryOptions({
    queryKey: ['system', 'status', lang],
    queryFn: getSystemStatus,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useSystemStatus(lang: TLanguage) {
  return useQuery(systemStatusQueryOptions(lang));
}
