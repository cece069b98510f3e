import type { LoyaltyContext, LoyaltyPart } from '../context';

/** The points mall: catalogue, redeem, the operator's goods queue (helper H1 fills it). */
export function createMallPart(ctx: LoyaltyContext) {
  void ctx;
  return {} satisfies LoyaltyPart & Record<string, unknown>;
}
export type MallPart = ReturnType<typeof createMallPart>;
