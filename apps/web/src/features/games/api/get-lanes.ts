import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZNewGameVendorReplySchema } from '@platform/contracts/games';
import { api } from '../../../lib/api-client';
import { loadedReplySchemas } from '../../../lib/lazy-schemas';
import { parseReply } from '../../../lib/reply-validator';
import { readSession, writeSession } from '../../../lib/storage';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_QUERY_KEY } from './keys';

export const LANES_PATH = '/wps/relay/GCSGAME_newGameVendor';
/** spec §9: session-storage cache `gameVendor`. */
export const LANES_CACHE_KEY = 'gameVendor';
/** spec §7: GCSGAME_newGameVendor with platform html5-desktop added. */
export const LANES_PLATFORM = 'html5-desktop';
/** A cached copy is shown at once and asked for again after this long. */
const LANES_FRESH_MS = 5 * 60_000;

export type TLanes = ReturnType<typeof ZNewGameVendorReplySchema.shape.value.shape.data.parse>;
type TCachedLanes = { language: string; savedAt: number; data: TLanes };

export async function getLanes(language: string): Promise<TLanes> {
  const value = api.get<unknown>(LANES_PATH, { query: { platform: LANES_PLATFORM, language } });
  const { data } = await parseReply(
    value,
    'games',
    (schemas) => schemas.ZNewGameVendorReplySchema.shape.value,
  );
  writeSession(
    LANES_CACHE_KEY,
    JSON.stringify({ language, savedAt: Date.now(), data } satisfies TCachedLanes),
  );
  return data;
}

/**
 * A copy this app wrote after validating it: checked again with the schema where the page holds the games'
 * schemas (it validates replies itself when it has no worker); otherwise (the schemas are in the
 * reply-validation worker) only its shape is checked, and the next fetch validates the fresh reply.
 */
function checkedCopy(data: unknown): TLanes | undefined {
  const schemas = loadedReplySchemas('games');
  if (schemas) {
    const parsed = schemas.ZNewGameVendorReplySchema.shape.value.shape.data.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  }
  const lanes = typeof data === 'object' && data !== null ? (data as { lanes?: unknown }).lanes : undefined;
  return Array.isArray(lanes) ? (data as TLanes) : undefined;
}

function cachedLanes(language: string): { data: TLanes; savedAt: number } | undefined {
  try {
    const raw = JSON.parse(readSession(LANES_CACHE_KEY) ?? '') as Partial<TCachedLanes>;
    if (raw.language !== language || typeof raw.savedAt !== 'number') return undefined;
    const data = checkedCopy(raw.data);
    return data ? { data, savedAt: raw.savedAt } : undefined;
  } catch {
    return undefined;
  }
}

export const lanesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'lanes', language],
    queryFn: () => getLanes(language),
    initialData: () => cachedLanes(language)?.data,
    initialDataUpdatedAt: () => cachedLanes(language)?.savedAt,
    staleTime: LANES_FRESH_MS,
  });

/** GCSGAME_newGameVendor: the category lanes (value.data.lanes, already re-grouped by the server). */
export function useLanes() {
  return useQuery(lanesQueryOptions(useGameLanguage()));
}
