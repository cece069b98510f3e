import type { PromotionsContext, PromotionsPart } from '../context';

/** The rewards part of the promotions module (placeholder until its use cases land). */
export function createRewardsPart(_ctx: PromotionsContext) {
  return {
    /** Rewards waiting to be claimed (counted in availablePromoCount) and the unread ones (the badge). */
    claimableCount: async (_memberId: string): Promise<number> => 0,
    unreadCount: async (_memberId: string): Promise<number> => 0,
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type RewardsPart = ReturnType<typeof createRewardsPart>;
