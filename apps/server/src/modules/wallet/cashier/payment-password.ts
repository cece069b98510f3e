import { eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { throttles } from '../../../platform/tables';
import { hitThrottle } from '../../../platform/throttle';
import type { WalletContext } from '../context';

/** Wrong payment passwords a member may enter per 15 minutes before further attempts are refused (429). */
export const PAYMENT_PASSWORD_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * Checks a member's payment password (identity's hasher): 400 PAYMENT_PASSWORD_NOT_SET when none is set,
 * 400 WRONG_PAYMENT_PASSWORD when wrong. After 5 wrong ones within 15 minutes every attempt is 429
 * THROTTLED until the window ends (right ones do not count).
 */
export async function checkPaymentPassword(ctx: WalletContext, memberId: string, paymentPassword: string) {
  const rule = {
    key: `payment-password-failures:${memberId}`,
    limit: PAYMENT_PASSWORD_FAILURES,
    windowMs: WINDOW_MS,
  };
  const now = ctx.clock.now();
  const [counter] = await ctx.db.select().from(throttles).where(eq(throttles.key, rule.key));
  if (
    counter &&
    counter.windowStartedAt.getTime() > now.getTime() - WINDOW_MS &&
    counter.hits >= rule.limit
  ) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((counter.windowStartedAt.getTime() + WINDOW_MS - now.getTime()) / 1000),
    );
    throw new AppError('THROTTLED', { details: { retryAfterSeconds } });
  }
  if (await ctx.members.verifyPaymentPassword(memberId, paymentPassword)) return;
  if (!(await ctx.members.hasPaymentPassword(memberId))) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  await hitThrottle(ctx.db, rule, now);
  throw new AppError('WRONG_PAYMENT_PASSWORD');
}
