import type { FastifyPluginAsync } from 'fastify';
import type { HouseContext, HousePart } from '../context';
import { rotateSeed } from './rotate-seed';
import { fairnessRoutes } from './routes';
import { readFairness } from './seed-pairs';

/** The fairness part (issue 17): the members' seed pairs — show, set the client seed, rotate. */
export function createFairnessPart(ctx: HouseContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(fairnessRoutes, { ctx });
  };
  const part: HousePart = { routes };
  return {
    ...part,
    read: (memberId: string) => readFairness(ctx, memberId),
    rotate: (memberId: string, clientSeed?: string) => rotateSeed(ctx, memberId, clientSeed),
  };
}
