import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCrashStateReplySchema, type TCrashState } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { houseKeys } from './keys';

export const CRASH_STATE_PATH = '/wps/house/crash';

/** GET /wps/house/crash: the round now (with its bets), the recent crash points, the chain, the server time. */
export async function getCrashState(): Promise<TCrashState> {
  return ZCrashStateReplySchema.shape.value.parse(await api.get<unknown>(CRASH_STATE_PATH));
}

/** The state with the server clock's lead over ours (ms) when it arrived: the multiplier is timed with it. */
export type TCrashLiveState = TCrashState & { offsetMs: number };

export const withClockOffset = (state: TCrashState, now = Date.now()): TCrashLiveState => ({
  ...state,
  offsetMs: Date.parse(state.serverTime) - now,
});

/** Live data: /ws events keep it current, so it is never stale by age; a reconnect refetches it. */
export const crashStateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...houseKeys.crash(), token],
    queryFn: async () => withClockOffset(await getCrashState()),
    enabled: token !== null,
    staleTime: Infinity,
  });

export function useCrashState() {
  const token = useAppStore((state) => state.token);
  return useQuery(crashStateQueryOptions(token));
}
