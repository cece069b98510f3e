import type { PromotionsContext, PromotionsPart } from '../context';

/** The activities part of the promotions module (placeholder until its use cases land). */
export function createActivitiesPart(_ctx: PromotionsContext) {
  return {
    /** Activities the member may join now (counted in availablePromoCount). */
    joinableCount: async (_memberId: string): Promise<number> => 0,
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type ActivitiesPart = ReturnType<typeof createActivitiesPart>;
