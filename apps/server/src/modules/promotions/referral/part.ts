import type { PromotionsContext, PromotionsPart } from '../context';

/** The referral part of the promotions module (placeholder until its use cases land). */
export function createReferralPart(_ctx: PromotionsContext) {
  return {} satisfies PromotionsPart & Record<string, unknown>;
}
export type ReferralPart = ReturnType<typeof createReferralPart>;
