import type { TVipLevel } from '@platform/contracts/loyalty';
import type { Db } from '../../../platform/database';
import type { WithdrawalLimits } from '../../wallet/context';
import type { LoyaltyContext, LoyaltyPart } from '../context';

/** The VIP part: levels, evaluation after settlements, upgrade and period bonuses, benefits (helper H2 fills it). */
export function createVipPart(ctx: LoyaltyContext) {
  void ctx;
  return {
    /** The benefits of the member's current level (level 0's for a member without VIP state). */
    async benefitsOf(executor: Db, memberId: string): Promise<TVipLevel> {
      void executor;
      void memberId;
      throw new Error('not built yet');
    },
    /** Re-evaluates the member's level from his settled figures (upgrades, upgrade bonuses). */
    async evaluate(memberId: string): Promise<void> {
      void memberId;
    },
    async withdrawalLimits(memberId: string): Promise<WithdrawalLimits> {
      void memberId;
      return { dailyMaxCount: null, maxAmount: null };
    },
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type VipPart = ReturnType<typeof createVipPart>;
