import type { TVipLevel } from '@platform/contracts/loyalty';
import type { Db } from '../../../platform/database';
import { readBrand } from '../../wallet/brand';
import type { WithdrawalLimits } from '../../wallet/context';
import type { LoyaltyContext, LoyaltyPart } from '../context';
import { vipAdminRoutes } from './admin-routes';
import { evaluateVip } from './evaluate';
import { levelOf, minorOf } from './levels';
import { runVipPeriod } from './period';
import { findVipRow } from './repository';
import { vipRoutes } from './routes';

/** Advisory lock of the VIP period job ("vipperio"). */
export const VIP_JOBS_LOCK_KEY = 0x766970706572696fn;

/**
 * The VIP part (flag VIP3): levels the operator defines (settings `vip`), the evaluation after every
 * settlement and deposit (evaluate.ts: upgrades and their one-time bonuses), the period's end (period.ts:
 * relegation when the keep threshold is missed, the period bonus), the benefits other parts read
 * (`benefitsOf`: points multiplier, rebate rates, cashback; `withdrawalLimits`: the wallet), the member's
 * page and the operator API (operator.ts).
 */
export function createVipPart(ctx: LoyaltyContext) {
  return {
    /**
     * The benefits of the member's current level: level 0's for a member without VIP state, and for every
     * member while VIP3 is off. Reads with `executor` only (safe inside the caller's transaction).
     */
    async benefitsOf(executor: Db, memberId: string): Promise<TVipLevel> {
      const [brand, settings] = [await readBrand(executor), await ctx.settings.vip.get(executor)];
      if (brand.whitelabel.VIP3 !== true) return levelOf(settings, 0);
      const row = await findVipRow(executor, memberId);
      return levelOf(settings, row?.level ?? 0);
    },

    /** Re-evaluates the member's level from his settled figures (upgrades, upgrade bonuses). */
    evaluate: (memberId: string) => evaluateVip(ctx, memberId),

    /** Closes a VIP period (default: the last ended); once per period. */
    runPeriod: (options: { day?: string } = {}) => runVipPeriod(ctx, options),

    /** His level's withdrawal limits (null: the wallet's own); nulls while VIP3 is off. */
    async withdrawalLimits(memberId: string): Promise<WithdrawalLimits> {
      const none = { dailyMaxCount: null, maxAmount: null };
      if (!(await ctx.flagOn('VIP3'))) return none;
      const [row, settings, brand] = await Promise.all([
        findVipRow(ctx.db, memberId),
        ctx.settings.vip.get(),
        ctx.brand(),
      ]);
      const level = levelOf(settings, row?.level ?? 0);
      return {
        dailyMaxCount: level.withdrawDailyCount,
        maxAmount:
          level.withdrawMaxAmount === null ? null : minorOf(level.withdrawMaxAmount, brand.currency.scale),
      };
    },

    /** A credited deposit counts toward the reach thresholds. */
    async afterDepositCredited(deposit: { memberId: string }): Promise<void> {
      await evaluateVip(ctx, deposit.memberId);
    },

    routes: async (app) => {
      await app.register(vipRoutes, { ctx });
    },
    adminRoutes: async (admin) => {
      await admin.register(vipAdminRoutes, { ctx });
    },
    jobs: [
      {
        name: 'loyalty-vip-period',
        intervalMs: 3_600_000,
        lockKey: VIP_JOBS_LOCK_KEY,
        run: () => runVipPeriod(ctx),
      },
    ],
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type VipPart = ReturnType<typeof createVipPart>;
