import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

/** Periodic work of a module: run every `intervalMs` by one process at a time (an advisory lock). */
export type ScheduledJob = {
  name: string;
  intervalMs: number;
  /** PostgreSQL advisory lock key held while the job runs. */
  lockKey: bigint;
  run(now: Date): Promise<unknown>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    /**
     * The modules' periodic jobs; main.ts runs them (tests call them directly). A module plugin adds its
     * own when it is registered.
     */
    scheduledJobs: ScheduledJob[];
  }
}

/**
 * Runs the jobs on their intervals. A run that is still going when its next turn comes is not started
 * twice; several processes take turns through the advisory lock (the jobs themselves are idempotent).
 * Returns `stop`, which waits for runs under way.
 */
export function startJobs(
  jobs: readonly ScheduledJob[],
  database: Pick<Database, 'withAdvisoryLock'>,
  log: Pick<FastifyBaseLogger, 'error' | 'debug'>,
): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      const run = database
        .withAdvisoryLock(job.lockKey, async () => {
          const result = await job.run(new Date());
          log.debug({ job: job.name, result }, 'job ran');
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.intervalMs),
  );
  for (const timer of timers) timer.unref();
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
