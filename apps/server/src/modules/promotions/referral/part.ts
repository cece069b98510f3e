import type { PromotionsContext, PromotionsPart } from '../context';
import { referralAdminRoutes } from './admin-routes';
import { createReferral } from './referral';
import { referralRoutes } from './routes';

/** Advisory lock of the referral catch-up job ("referral"). */
export const REFERRAL_JOB_LOCK = 0x726566657272616cn;

/** The referral part: invite friends, with the reward offered once per qualified friend. */
export function createReferralPart(ctx: PromotionsContext) {
  const referral = createReferral(ctx);
  return {
    referral,
    routes: async (app) => app.register(referralRoutes, { referral }),
    adminRoutes: async (admin) => admin.register(referralAdminRoutes, { referral }),
    jobs: [
      {
        name: 'promotions-referral-catch-up',
        intervalMs: 120_000,
        lockKey: REFERRAL_JOB_LOCK,
        run: () => referral.catchUp(),
      },
    ],
    afterDepositCredited: (deposit) => referral.afterDepositCredited(deposit.memberId),
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type ReferralPart = ReturnType<typeof createReferralPart>;
