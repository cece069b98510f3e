import { useCallback, useRef } from 'react';

/**
 * A gate that opens at most once per `intervalMs` (spec §9: SMS code requests and captcha refresh once
 * per second). Returns true when the caller may go on.
 */
export function useThrottle(intervalMs: number): () => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < intervalMs) return false;
    last.current = now;
    return true;
  }, [intervalMs]);
}
