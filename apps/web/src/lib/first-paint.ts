import { useEffect, useState } from 'react';

let painted = false;
const waiting = new Set<() => void>();

/** Runs what waits for the first screen's paint (once); later calls of {@link afterFirstPaint} run at once. */
function markFirstPaint(): void {
  if (painted) return;
  painted = true;
  for (const run of waiting) run();
  waiting.clear();
}

/**
 * Runs `run` once the app's first screen has painted (at once when it has). What only matters after that
 * screen starts then: on a phone its requests do not take a connection, nor a share of a slow line, from
 * what the first screen waits for.
 */
export function afterFirstPaint(run: () => void): () => void {
  if (painted) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/**
 * False in the first render of the component, true from the frame after its first commit has painted: for
 * parts below the fold or closed (the footer, the chat window), whose code then loads after the first
 * screen. The first component to get there marks the paint for everything that waits for it.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    const stop = afterFirstPaint(() => setDone(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The callback of the next frame runs before that frame's paint; a task after it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markFirstPaint);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
}
