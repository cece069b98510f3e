import type { FastifyBaseLogger } from 'fastify';

/**
 * Members whose bets settled, waiting for loyalty's follow-up (points accrual, then the VIP evaluation).
 * The vendor wallet calls `add` after each settlement commits; the queue works through the members one at
 * a time, a member added while queued counted once, so a burst of settlements costs one follow-up. Losing
 * the queue (a crash) loses nothing: the work reads lifetime totals against watermarks, and the accrual
 * job catches up on every member who played recently.
 */
export function createSettlementQueue(options: {
  work: (memberId: string) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const waiting = new Set<string>();
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (waiting.size > 0) {
      const [memberId] = waiting;
      waiting.delete(memberId!);
      try {
        await options.work(memberId!);
      } catch (error) {
        options.log.error({ err: error, memberId }, 'loyalty follow-up of a settlement failed');
      }
    }
  }

  return {
    add(memberId: string): void {
      waiting.add(memberId);
      running ??= drain().finally(() => {
        running = null;
      });
    },
  };
}
