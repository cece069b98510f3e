import type { TDiceRollRequest } from '@platform/contracts/house-games';
import type { FastifyPluginAsync } from 'fastify';
import type { HouseContext, HousePart } from '../context';
import { rollDice } from './roll-dice';
import { diceRoutes } from './routes';

/** The dice part (issue 17): over/under a target, 1 % house edge. */
export function createDicePart(ctx: HouseContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(diceRoutes, { ctx });
  };
  const part: HousePart = { routes };
  return { ...part, roll: (memberId: string, input: TDiceRollRequest) => rollDice(ctx, memberId, input) };
}
