import type { FastifyPluginAsync } from 'fastify';
import type { CreditedDeposit } from '../wallet/context';
import { createActivitiesPart } from './activities/part';
import { createBonusesPart } from './bonuses/part';
import { createPromotionsContext, type PromotionsModuleOptions, type PromotionsPart } from './context';
import { createMissionsPart } from './missions/part';
import { createRafflesPart } from './raffles/part';
import { createReferralPart } from './referral/part';
import { createRewardsPart } from './rewards/part';
import { promotionBadgeRoutes } from './routes';

/**
 * Builds the promotions module: activities, bonuses and their turnover, the reward centre, the lucky
 * draw, missions and contests, invite friends. app.ts builds it once (the wallet calls its deposit
 * listener and withdrawal guard), then registers the player plugin and the operator routes.
 */
export function buildPromotions(options: PromotionsModuleOptions) {
  const ctx = createPromotionsContext(options);
  const bonuses = createBonusesPart(ctx);
  const rewards = createRewardsPart(ctx);
  const activities = createActivitiesPart(ctx);
  const raffles = createRafflesPart(ctx);
  const missions = createMissionsPart(ctx);
  const referral = createReferralPart(ctx);
  const parts: PromotionsPart[] = [bonuses, rewards, activities, raffles, missions, referral];

  return {
    ctx,
    parts,
    bonuses,
    rewards,
    activities,
    raffles,
    missions,
    referral,

    /** Each part's deposit listener in turn; one failing does not stop the others (each has a catch-up job). */
    async afterDepositCredited(deposit: CreditedDeposit): Promise<void> {
      for (const part of parts) {
        try {
          await part.afterDepositCredited?.(deposit);
        } catch (error) {
          ctx.log.error({ err: error, orderId: deposit.orderId }, 'promotions deposit listener failed');
        }
      }
    },

    withdrawalGuard: (memberId: string) => bonuses.withdrawalGuard(memberId),

    async badges(memberId: string) {
      const [joinable, claimableRewards, unreadRewards, draws, claimableMissions] = await Promise.all([
        activities.joinableCount(memberId),
        rewards.claimableCount(memberId),
        rewards.unreadCount(memberId),
        raffles.claimableCount(memberId),
        missions.claimableCount(memberId),
      ]);
      return {
        availablePromoCount: joinable + claimableRewards + draws + claimableMissions,
        rewardCenter: unreadRewards,
        missionLeaderboard: claimableMissions,
      };
    },
  };
}
export type Promotions = ReturnType<typeof buildPromotions>;

/** Player routes of every part, the badges, and the parts' jobs: one registration in app.ts. */
export const promotionsModule: FastifyPluginAsync<{ promotions: Promotions }> = async (
  app,
  { promotions },
) => {
  await app.register(promotionBadgeRoutes, { badges: promotions.badges });
  for (const part of promotions.parts) {
    if (part.routes) await app.register(part.routes);
    app.scheduledJobs.push(...(part.jobs ?? []));
  }
};

/** The operator routes of every part, for the /admin-api list of app.ts. */
export const promotionsAdminRoutes: FastifyPluginAsync<{ promotions: Promotions }> = async (
  admin,
  { promotions },
) => {
  for (const part of promotions.parts) {
    if (part.adminRoutes) await admin.register(part.adminRoutes);
  }
};
