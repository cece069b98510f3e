import type { FastifyPluginAsync } from 'fastify';
import type { HouseContext, HousePart } from '../context';
import { recoverRounds } from './recover-rounds';
import { roundsRoutes } from './routes';

/** The advisory lock of the `house-rounds` job ("houserec"). */
export const HOUSE_ROUNDS_LOCK_KEY = 0x686f757365726563n;

/**
 * The rounds part (issue 17): the game pages' data (with the round to resume), game recall, one round for
 * the verify page, and the `house-rounds` job that pays rounds decided but left unpaid.
 */
export function createRoundsPart(ctx: HouseContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(roundsRoutes, { ctx });
  };
  const recover = (now: Date) => recoverRounds(ctx, now);
  const part: HousePart = {
    routes,
    jobs: [{ name: 'house-rounds', intervalMs: 5_000, lockKey: HOUSE_ROUNDS_LOCK_KEY, run: recover }],
  };
  return { ...part, recover };
}
