import type { PromotionsContext, PromotionsPart } from '../context';

/** The raffles part of the promotions module (placeholder until its use cases land). */
export function createRafflesPart(_ctx: PromotionsContext) {
  return {
    /** Draws the member may claim now (counted in availablePromoCount). */
    claimableCount: async (_memberId: string): Promise<number> => 0,
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type RafflesPart = ReturnType<typeof createRafflesPart>;
