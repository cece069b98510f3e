import type { LoyaltyContext, LoyaltyPart } from '../context';
import type { VipPart } from '../vip/part';

/** Cashback: a weekly % of net loss by VIP level into the reward centre (helper H3 fills it). */
export function createCashbackPart(ctx: LoyaltyContext, vip: VipPart) {
  void ctx;
  void vip;
  return {} satisfies LoyaltyPart & Record<string, unknown>;
}
export type CashbackPart = ReturnType<typeof createCashbackPart>;
