/** How long the server's first screen may wait for the page at most; a slow reply then shows its loader. */
export const FIRST_SCREEN_WAIT_MS = 4000;

/**
 * Resolves when every start-up step has settled (failed ones included: the page shows their error) or
 * after `FIRST_SCREEN_WAIT_MS`, whichever comes first.
 */
export function firstScreenReady(
  steps: readonly (Promise<unknown> | undefined)[],
  waitMs = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  const settled = Promise.allSettled(steps.filter((step) => step !== undefined)).then(() => undefined);
  const cap = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([settled, cap]);
}
