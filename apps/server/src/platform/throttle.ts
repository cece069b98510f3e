import { lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { AppError } from './errors';
import { throttles } from './tables';

export type ThrottleRule = {
  /** What is counted, for example `sms:client:<ip>`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
};

/**
 * Counts one request against `rule` in a single atomic statement (an upsert), so that every server
 * process behind one database shares the count. A window starts with its first request; requests over
 * the limit are counted too but do not extend the window.
 */
export async function hitThrottle(
  db: Db,
  rule: ThrottleRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const cutoff = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${throttles.windowStartedAt} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key: rule.key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
      },
    })
    .returning({ hits: throttles.hits, windowStartedAt: throttles.windowStartedAt });
  const hits = row?.hits ?? 1;
  const windowEnds = (row?.windowStartedAt ?? now).getTime() + rule.windowMs;
  return {
    allowed: hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/**
 * Counts the request against the rules in order and stops at the first one over its limit (429
 * THROTTLED), so a refused request does not use up the later, wider allowances (a per-number SMS cap
 * is not spent by requests the per-client limit already refused).
 */
export async function enforceThrottles(db: Db, rules: ThrottleRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const result = await hitThrottle(db, rule, now);
    if (!result.allowed) {
      throw new AppError('THROTTLED', { details: { retryAfterSeconds: result.retryAfterSeconds } });
    }
  }
}

/** Removes counters whose window ended before `before` (for a periodic clean-up job). */
export async function deleteStaleThrottles(db: Db, before: Date): Promise<void> {
  await db.delete(throttles).where(lt(throttles.windowStartedAt, before));
}
