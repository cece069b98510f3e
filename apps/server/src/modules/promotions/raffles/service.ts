import type { PromotionsContext } from '../context';
import { createDrawPrize } from './draw-prize';
import {
  createAfterDeposit,
  createClaimableCount,
  createListRaffles,
  createRaffleWinners,
} from './list-raffles';
import { createManageRaffles } from './manage-raffles';
import { cryptoRandomInt, type RandomInt } from './pick';

export type { Entitlement } from './raffle-reads';

/**
 * Lucky-draw raffles: the member's reads (the open raffles with their draws, the winners, the badge), the
 * draw, and the operator's CRUD. One use case per file; this only composes them for the part and routes.
 */
export function createRafflesService(ctx: PromotionsContext, random: RandomInt = cryptoRandomInt) {
  return {
    afterDeposit: createAfterDeposit(ctx),
    claimableCount: createClaimableCount(ctx),
    list: createListRaffles(ctx),
    winners: createRaffleWinners(ctx),
    claim: createDrawPrize(ctx, random),

    // ----- operator -----
    ...createManageRaffles(ctx),
  };
}
export type RafflesService = ReturnType<typeof createRafflesService>;
