import type { LotteryContext, LotteryPart } from '../context';
import { drawsAdminRoutes } from './admin-routes';
import { closeDraws } from './close-draws';
import { createDraws } from './create-draws';
import { drawResults } from './draw-results';
import { settleDueDraws } from './settle-due';
import { resumeVoids } from './void-draw';

/** PostgreSQL advisory lock of the `lottery-draws` job ("lottdraw"). */
export const LOTTERY_DRAWS_LOCK_KEY = 0x6c6f747464726177n;
/** How often the job makes sure the upcoming draws exist (the schedule keeps 2+ cycles ahead). */
const CREATE_EVERY_MS = 30_000;

export type DrawsRunReport = { created: number; closed: number; drawn: number; settled: number };

/**
 * The lottery's draws part: the schedule's draws created ahead, closed at their cut-off, drawn (house:
 * commit–reveal; official: the results provider or two operators) and settled; operator routes for
 * results, voids and settings.
 */
export function createDrawsPart(ctx: LotteryContext) {
  let lastCreated: number | null = null;

  /** One run: create (at most every 30 s of the clock) → close → draw → settle; each step on its own. */
  async function runJob(): Promise<DrawsRunReport> {
    const step = async (name: string, work: () => Promise<number>) => {
      try {
        return await work();
      } catch (error) {
        ctx.log.error({ err: error, step: name }, 'lottery draws job step failed');
        return 0;
      }
    };
    const now = ctx.clock.now();
    let created = 0;
    if (lastCreated === null || Math.abs(now.getTime() - lastCreated) >= CREATE_EVERY_MS) {
      created = await step('create', () => createDraws(ctx, now));
      // A void interrupted part-way (a crash between refund batches) refunds the rest.
      await step('resume voids', () => resumeVoids(ctx));
      lastCreated = now.getTime();
    }
    const closed = await step('close', () => closeDraws(ctx, now));
    const drawn = await step('draw', () => drawResults(ctx, now));
    const settled = await step('settle', () => settleDueDraws(ctx, ctx.clock.now()));
    return { created, closed, drawn, settled };
  }

  const part: LotteryPart = {
    adminRoutes: async (admin) => admin.register(drawsAdminRoutes, { ctx }),
    jobs: [{ name: 'lottery-draws', intervalMs: 1000, lockKey: LOTTERY_DRAWS_LOCK_KEY, run: () => runJob() }],
  };
  return { ...part, runJob };
}
