import type { PromotionsContext, PromotionsPart } from '../context';

/** The bonuses part of the promotions module (placeholder until its use cases land). */
export function createBonusesPart(_ctx: PromotionsContext) {
  return {
    /** Refuses a withdrawal while bonus turnover is owed (BONUS_TURNOVER_PENDING). */
    withdrawalGuard: async (_memberId: string): Promise<void> => undefined,
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type BonusesPart = ReturnType<typeof createBonusesPart>;
