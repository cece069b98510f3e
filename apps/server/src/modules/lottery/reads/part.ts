import type { FastifyPluginAsync } from 'fastify';
import type { LotteryContext, LotteryPart } from '../context';
import { readsRoutes } from './routes';

/** The lottery's reads part: the hall, the spec's §7 "Lottery" calls, tickets, results, statistics. */
export function createReadsPart(ctx: LotteryContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(readsRoutes, { ctx });
  };
  return { routes } satisfies LotteryPart;
}
