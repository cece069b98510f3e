import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1_000;

/**
 * A countdown in whole seconds. It is computed from the end time, not by counting ticks, so a
 * background tab that runs timers late still shows the right number when it wakes up.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1_000);
  }, []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1_000));
  return { secondsLeft, running: secondsLeft > 0, start };
}
