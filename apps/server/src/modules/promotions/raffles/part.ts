import type { PromotionsContext, PromotionsPart } from '../context';
import { raffleAdminRoutes } from './admin-routes';
import type { RandomInt } from './pick';
import { raffleRoutes } from './routes';
import { createRafflesService } from './service';

/** The lucky draw (`MCS2_claimRafflePromotion`): draws earned by rule, weighted prizes with stock, paid as bonuses. */
export function createRafflesPart(ctx: PromotionsContext, random?: RandomInt) {
  const raffles = createRafflesService(ctx, random);
  return {
    service: raffles,
    /** Draws the member may claim now (counted in availablePromoCount). */
    claimableCount: (memberId: string): Promise<number> => raffles.claimableCount(memberId),
    afterDepositCredited: (deposit) => raffles.afterDeposit(deposit.memberId),
    routes: async (app) => {
      await app.register(raffleRoutes, { raffles });
    },
    adminRoutes: async (admin) => {
      await admin.register(raffleAdminRoutes, { raffles });
    },
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type RafflesPart = ReturnType<typeof createRafflesPart>;
