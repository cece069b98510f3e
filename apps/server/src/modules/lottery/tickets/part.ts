import type { FastifyPluginAsync } from 'fastify';
import type { LotteryContext, LotteryPart } from '../context';
import { buyTickets } from './buy-tickets';
import { ticketsRoutes } from './routes';

/** The lottery's tickets part: the purchase (rules, risk limits, cut-off, the stake through the wallet). */
export function createTicketsPart(ctx: LotteryContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(ticketsRoutes, { ctx });
  };
  const part: LotteryPart = { routes };
  return {
    ...part,
    buy: (memberId: string, input: Parameters<typeof buyTickets>[2]) => buyTickets(ctx, memberId, input),
  };
}
