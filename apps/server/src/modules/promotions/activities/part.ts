import type { TLanguage } from '@platform/contracts/i18n';
import type { PromotionsContext, PromotionsPart } from '../context';
import { activityAdminRoutes } from './admin-routes';
import { createDepositBonuses } from './deposit-bonus';
import { findPrizes } from './find-prizes';
import { createActivityReads } from './read-activities';
import { activityRoutes } from './routes';

/** The activities part of the promotions module: the promotions page, its rule engine and review queue. */
export function createActivitiesPart(ctx: PromotionsContext) {
  const reads = createActivityReads(ctx);
  const deposits = createDepositBonuses(ctx);
  return {
    routes: activityRoutes(ctx),
    adminRoutes: activityAdminRoutes(ctx),
    jobs: [
      {
        name: 'promotions-activities-deposit-catch-up',
        intervalMs: 5 * 60_000,
        lockKey: 0x70726f6d61637431n,
        run: (now: Date) => deposits.catchUp(now),
      },
      {
        name: 'promotions-activities-prizes',
        intervalMs: 5 * 60_000,
        lockKey: 0x70726f6d61637432n,
        run: (now: Date) => findPrizes(ctx, now),
      },
    ],
    afterDepositCredited: (deposit) => deposits.afterDepositCredited(deposit),
    /** TURNOVER and LOSS_RESCUE prizes of members who did not open the page (the job), for tests. */
    findPrizes: (now: Date) => findPrizes(ctx, now),
    /** The deposit catch-up, for tests and operators' tools. */
    catchUpDeposits: (now: Date) => deposits.catchUp(now),
    /**
     * The banner of the first card a visitor sees on the promotions page (its largest paint), which
     * index.html preloads; null without activities.
     */
    async firstBanner(lang: TLanguage): Promise<string | null> {
      const { list } = await reads.list(null, lang);
      return list[0]?.bannerUrl ?? null;
    },
    /** Activities the member may join now (counted in availablePromoCount). */
    async joinableCount(memberId: string): Promise<number> {
      const member = await ctx.identity.getMemberById(memberId);
      if (!member || member.isTrial) return 0;
      return reads.joinableCount(memberId, member.type);
    },
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type ActivitiesPart = ReturnType<typeof createActivitiesPart>;
