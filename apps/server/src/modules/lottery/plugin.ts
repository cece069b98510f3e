import type { FastifyPluginAsync } from 'fastify';
import { createLotteryContext, type LotteryModuleOptions, type LotteryPart } from './context';
import { createDrawsPart } from './draws/part';
import { createSandboxResults } from './draws/sandbox-results';
import { createReadsPart } from './reads/part';
import { createTicketsPart } from './tickets/part';

/**
 * Builds the lottery module (issue 16): the in-house lottery of the vassalages TCG_LOTTO_VN, TCG_SEA, LOTT
 * and ELOTT. Parts: `draws` (schedule, lifecycle, results, settlement, operator results), `tickets` (the
 * purchase: rules, risk limits, the stake through the vendor wallet service), `reads` (the hall, the spec's
 * §7 "Lottery" calls, tickets, results, statistics).
 */
export function buildLottery(options: LotteryModuleOptions) {
  const ctx = createLotteryContext(options, createSandboxResults);
  const draws = createDrawsPart(ctx);
  const tickets = createTicketsPart(ctx);
  const reads = createReadsPart(ctx);
  const parts: LotteryPart[] = [draws, tickets, reads];
  return { ctx, parts, draws, tickets, reads };
}
export type Lottery = ReturnType<typeof buildLottery>;

/** Player routes of every part and the parts' jobs: one registration in app.ts. */
export const lotteryModule: FastifyPluginAsync<{ lottery: Lottery }> = async (app, { lottery }) => {
  for (const part of lottery.parts) {
    if (part.routes) await app.register(part.routes);
    app.scheduledJobs.push(...(part.jobs ?? []));
  }
};

/** The operator routes of every part, for the /admin-api list of app.ts. */
export const lotteryAdminRoutes: FastifyPluginAsync<{ lottery: Lottery }> = async (admin, { lottery }) => {
  for (const part of lottery.parts) {
    if (part.adminRoutes) await admin.register(part.adminRoutes);
  }
};
