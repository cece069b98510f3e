import type { PromotionsContext, PromotionsPart } from '../context';

/** The missions part of the promotions module (placeholder until its use cases land). */
export function createMissionsPart(_ctx: PromotionsContext) {
  return {
    /** Completed missions not claimed yet (counted in availablePromoCount and in the missions badge). */
    claimableCount: async (_memberId: string): Promise<number> => 0,
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type MissionsPart = ReturnType<typeof createMissionsPart>;
