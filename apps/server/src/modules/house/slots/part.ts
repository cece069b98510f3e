import type { TSlotSpinRequest } from '@platform/contracts/house-games';
import type { FastifyPluginAsync } from 'fastify';
import type { HouseContext, HousePart } from '../context';
import { slotConfigOf } from './config';
import { playFreeSpin } from './play-free-spin';
import { slotRoutes } from './routes';
import { spinSlot } from './spin-slot';

/** The slots part (issue 17): two 5×3 video slots of 25 lines (aztec, ocean) on one engine, with free spins. */
export function createSlotsPart(ctx: HouseContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(slotRoutes, { ctx });
  };
  const part: HousePart = { routes };
  return {
    ...part,
    configOf: slotConfigOf,
    spin: (memberId: string, input: TSlotSpinRequest) => spinSlot(ctx, memberId, input),
    freeSpin: (memberId: string, roundId: string) => playFreeSpin(ctx, memberId, roundId),
  };
}
