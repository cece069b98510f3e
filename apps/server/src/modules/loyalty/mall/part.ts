import type { TLanguage } from '@platform/contracts/i18n';
import type { ChangeAuthor } from '../../system/service';
import type { LoyaltyContext, LoyaltyPart } from '../context';
import { mallAdminRoutes } from './admin-routes';
import { readRewards } from './read-rewards';
import { redeemReward, type RedeemInput } from './redeem-reward';
import { mallRoutes } from './routes';
import { reviewRedemption } from './review-redemption';

/** The points mall: catalogue, redeem, the operator's goods queue. */
export function createMallPart(ctx: LoyaltyContext) {
  return {
    rewards: (memberId: string, lang: TLanguage) => readRewards(ctx, memberId, lang),
    redeem: (memberId: string, input: RedeemInput, lang: TLanguage = 'es') =>
      redeemReward(ctx, memberId, input, lang),
    review: (
      recordId: string,
      decision: Parameters<typeof reviewRedemption>[2],
      author: ChangeAuthor = { actor: 'system', requestId: null },
    ) => reviewRedemption(ctx, recordId, decision, author),
    routes: async (app) => {
      await app.register(mallRoutes, { ctx });
    },
    adminRoutes: async (admin) => {
      await admin.register(mallAdminRoutes, { ctx });
    },
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type MallPart = ReturnType<typeof createMallPart>;
