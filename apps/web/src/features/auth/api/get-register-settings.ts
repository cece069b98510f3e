import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRegisterSettingsValueSchema, type TRegisterSettingsValue } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';
import { readSession, writeSession } from '../../../lib/storage';

export const REGISTER_SETTINGS_PATH = '/wps/system/setting/register';
/** spec §9 session-storage caches: `validate` holds the registration settings and rules. */
export const REGISTER_SETTINGS_CACHE_KEY = 'validate';

export async function getRegisterSettings(): Promise<TRegisterSettingsValue> {
  const settings = ZRegisterSettingsValueSchema.parse(await api.get<unknown>(REGISTER_SETTINGS_PATH));
  writeSession(REGISTER_SETTINGS_CACHE_KEY, JSON.stringify(settings));
  return settings;
}

function cachedRegisterSettings(): TRegisterSettingsValue | undefined {
  const raw = readSession(REGISTER_SETTINGS_CACHE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = ZRegisterSettingsValueSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'setting', 'register'],
    queryFn: getRegisterSettings,
    initialData: cachedRegisterSettings,
    staleTime: 10 * 60_000,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
