/**
 * The growing wait between failed logins (members and operators). Below `threshold` failures there is
 * none; from there the next attempt waits 30 s after the latest failure, doubling with each further
 * failure, never longer than `capMs`. The wait is per key: the login rules key it by account and client,
 * so failures from one address slow that address only (see ARCHITECTURE.md, "Login throttling").
 */
export const LOGIN_DELAY_BASE_MS = 30_000;

export function loginDelayMs(failures: number, threshold: number, capMs: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 30);
  return Math.min(LOGIN_DELAY_BASE_MS * 2 ** doublings, capMs);
}

/** Seconds left before the next attempt may be tried, 0 when it may be tried now. */
export function loginRetryAfterSeconds(
  recent: { failures: number; latest: Date | null },
  rule: { threshold: number; capMs: number },
  now: Date,
): number {
  if (recent.latest === null) return 0;
  const delay = loginDelayMs(recent.failures, rule.threshold, rule.capMs);
  const left = recent.latest.getTime() + delay - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
