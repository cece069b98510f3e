import type { LoyaltyContext, LoyaltyPart } from '../context';
import type { VipPart } from '../vip/part';

/** The points part: earning (accrual), balance, config, records, conversion (helper H1 fills it). */
export function createPointsPart(ctx: LoyaltyContext, vip: VipPart) {
  void ctx;
  void vip;
  return {
    /** Credits the points the member's new settled valid bet and deposits earned (idempotent). */
    async accrue(memberId: string): Promise<void> {
      void memberId;
    },
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type PointsPart = ReturnType<typeof createPointsPart>;
