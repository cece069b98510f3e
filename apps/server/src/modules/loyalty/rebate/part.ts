import type { LoyaltyContext, LoyaltyPart } from '../context';
import type { VipPart } from '../vip/part';

/** Rebate: the automatic daily run and the manual claim over one watermark (helper H3 fills it). */
export function createRebatePart(ctx: LoyaltyContext, vip: VipPart) {
  void ctx;
  void vip;
  return {} satisfies LoyaltyPart & Record<string, unknown>;
}
export type RebatePart = ReturnType<typeof createRebatePart>;
