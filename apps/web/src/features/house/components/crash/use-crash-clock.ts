import { useEffect, useState } from 'react';
import { crashMultiplierAt, type TCrashRound } from '@platform/contracts/house-games';

const BETTING_TICK_MS = 250;

/**
 * The local clock while a round is live: every animation frame while it runs (the multiplier), four times
 * a second while it takes bets (the countdown), still otherwise. Only the time comes from here: what it
 * shows is computed from the round's server times and the server clock's offset, so a tab that was asleep
 * shows the right multiplier as soon as it wakes.
 */
function useLiveNow(mode: 'frame' | 'tick' | 'still'): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (mode === 'still') return;
    if (mode === 'tick' || typeof requestAnimationFrame !== 'function') {
      const timer = setInterval(() => setNow(Date.now()), mode === 'tick' ? BETTING_TICK_MS : 16);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [mode]);
  return now;
}

export type TCrashClock = {
  /** Server time now (ms). */
  serverNow: number;
  /** RUNNING: ms since the start; 0 otherwise. */
  elapsedMs: number;
  /** RUNNING: the multiplier now in hundredths; CRASHED: the crash point; 100 before the start. */
  hundredths: number;
  /** BETTING: whole seconds until bets close. */
  secondsLeft: number;
};

export function useCrashClock(round: TCrashRound | null, offsetMs: number): TCrashClock {
  const mode = round?.status === 'RUNNING' ? 'frame' : round?.status === 'BETTING' ? 'tick' : 'still';
  const serverNow = useLiveNow(mode) + offsetMs;
  if (!round) return { serverNow, elapsedMs: 0, hundredths: 100, secondsLeft: 0 };
  if (round.status === 'CRASHED') {
    return {
      serverNow,
      elapsedMs: 0,
      hundredths: Math.round((round.crashPoint ?? 1) * 100),
      secondsLeft: 0,
    };
  }
  if (round.status === 'BETTING') {
    const left = Math.max(0, Math.ceil((Date.parse(round.bettingEndsAt) - serverNow) / 1_000));
    return { serverNow, elapsedMs: 0, hundredths: 100, secondsLeft: left };
  }
  const startedAt = Date.parse(round.startedAt ?? round.bettingEndsAt);
  const elapsedMs = Math.max(0, serverNow - startedAt);
  return { serverNow, elapsedMs, hundredths: crashMultiplierAt(elapsedMs), secondsLeft: 0 };
}
