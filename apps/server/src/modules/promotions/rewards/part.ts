import type { PromotionsContext, PromotionsPart } from '../context';
import { rewardAdminRoutes } from './admin-routes';
import { rewardRoutes } from './routes';
import { createRewardsService } from './service';

/** Advisory lock of the reward-expiry job ("rewardex"). */
export const REWARD_JOBS_LOCK_KEY = 0x7265776172646578n;

/** The reward centre: the member's rewards to claim, claim one or all, history; operator give and cancel. */
export function createRewardsPart(ctx: PromotionsContext) {
  const rewards = createRewardsService(ctx);
  return {
    service: rewards,
    /** Rewards waiting to be claimed (counted in availablePromoCount) and the unread ones (the badge). */
    claimableCount: (memberId: string): Promise<number> => rewards.claimableCount(memberId),
    unreadCount: (memberId: string): Promise<number> => rewards.unreadCount(memberId),
    routes: async (app) => {
      await app.register(rewardRoutes, { rewards });
    },
    adminRoutes: async (admin) => {
      await admin.register(rewardAdminRoutes, { rewards });
    },
    jobs: [
      {
        name: 'promotions-rewards-expiry',
        intervalMs: 60_000,
        lockKey: REWARD_JOBS_LOCK_KEY,
        run: (now) => rewards.expireDue(now),
      },
    ],
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type RewardsPart = ReturnType<typeof createRewardsPart>;
