import { useNow } from '../../../hooks/use-now';

/** The server's clock now (the local clock plus the offset measured when the hall loaded), ticking each second. */
export function useServerNow(clockOffsetMs: number, active = true): number {
  return useNow(active) + clockOffsetMs;
}
