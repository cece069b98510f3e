import type { PromotionsContext, PromotionsPart } from '../context';
import { bonusAdminRoutes } from './admin-routes';
import type { BonusesDeps } from './deps';
import { expireBonuses, refreshAllProgress } from './expire-bonuses';
import { bonusRoutes } from './routes';
import { createBonusSettings } from './settings';
import { withdrawalGuard } from './withdrawal-guard';

/** Advisory lock of the bonus turnover and expiry job ("bonusjob"). */
export const BONUS_JOBS_LOCK_KEY = 0x626f6e75736a6f62n;

/**
 * Bonuses and their turnover: bonusDetails, the summary, forfeits, the withdrawal guard, the operator
 * API (a member's bonuses, manual bonuses, cancel, category weights) and the job that recounts progress
 * and expires bonuses past their expiry.
 */
export function createBonusesPart(ctx: PromotionsContext) {
  const deps: BonusesDeps = { ctx, settings: createBonusSettings(ctx) };
  return {
    deps,
    /** Refuses a withdrawal while bonus turnover is owed (BONUS_TURNOVER_PENDING). */
    withdrawalGuard: (memberId: string): Promise<void> => withdrawalGuard(deps, memberId),
    routes: async (app) => {
      await app.register(bonusRoutes, { deps });
    },
    adminRoutes: async (admin) => {
      await admin.register(bonusAdminRoutes, { deps });
    },
    jobs: [
      {
        name: 'promotions-bonuses',
        intervalMs: 60_000,
        lockKey: BONUS_JOBS_LOCK_KEY,
        run: async () => ({ expired: await expireBonuses(deps), refreshed: await refreshAllProgress(deps) }),
      },
    ],
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type BonusesPart = ReturnType<typeof createBonusesPart>;
