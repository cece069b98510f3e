import { useCallback, useRef } from 'react';

/**
 * Runs a submit at most once at a time: a second click that lands before the button has re-rendered as
 * disabled is dropped, so a money action is never sent twice by a double click.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  }, []);
}
