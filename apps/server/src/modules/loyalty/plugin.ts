import type { FastifyPluginAsync } from 'fastify';
import type { CreditedDeposit } from '../wallet/context';
import { createCashbackPart } from './cashback/part';
import { createLoyaltyContext, type LoyaltyModuleOptions, type LoyaltyPart } from './context';
import { createMallPart } from './mall/part';
import { createPointsPart } from './points/part';
import { createRebatePart } from './rebate/part';
import { createSettlementQueue } from './settlement-queue';
import { createVipPart } from './vip/part';

/**
 * Builds the loyalty module: points and the points mall, VIP levels, rebate (automatic and manual) and
 * cashback. app.ts builds it once (the vendor wallet calls `afterSettled`, the wallet the deposit listener
 * and the VIP withdrawal limits), then registers the player plugin and the operator routes.
 */
export function buildLoyalty(options: LoyaltyModuleOptions) {
  const ctx = createLoyaltyContext(options);
  const vip = createVipPart(ctx);
  const points = createPointsPart(ctx, vip);
  const mall = createMallPart(ctx);
  const rebate = createRebatePart(ctx, vip);
  const cashback = createCashbackPart(ctx, vip);
  const parts: LoyaltyPart[] = [points, mall, vip, rebate, cashback];
  const settlements = createSettlementQueue({
    log: ctx.log,
    // Each step on its own: a failed accrual must not keep the level from being evaluated.
    work: async (memberId) => {
      for (const [step, run] of [
        ['points', () => points.accrue(memberId)],
        ['vip', () => vip.evaluate(memberId)],
      ] as const) {
        try {
          await run();
        } catch (error) {
          ctx.log.error({ err: error, memberId, step }, 'loyalty follow-up of a settlement failed');
        }
      }
    },
  });

  return {
    ctx,
    parts,
    points,
    mall,
    vip,
    rebate,
    cashback,
    settlements,

    /** A bet of the member settled (the vendor wallet, after commit): points, then the VIP level. */
    afterSettled: (memberId: string) => settlements.add(memberId),

    /** Each part's deposit listener in turn; one failing does not stop the others (each has a catch-up job). */
    async afterDepositCredited(deposit: CreditedDeposit): Promise<void> {
      for (const part of parts) {
        try {
          await part.afterDepositCredited?.(deposit);
        } catch (error) {
          ctx.log.error({ err: error, orderId: deposit.orderId }, 'loyalty deposit listener failed');
        }
      }
    },

    withdrawalLimits: (memberId: string) => vip.withdrawalLimits(memberId),
  };
}
export type Loyalty = ReturnType<typeof buildLoyalty>;

/** Player routes of every part and the parts' jobs: one registration in app.ts. */
export const loyaltyModule: FastifyPluginAsync<{ loyalty: Loyalty }> = async (app, { loyalty }) => {
  for (const part of loyalty.parts) {
    if (part.routes) await app.register(part.routes);
    app.scheduledJobs.push(...(part.jobs ?? []));
  }
};

/** The operator routes of every part, for the /admin-api list of app.ts. */
export const loyaltyAdminRoutes: FastifyPluginAsync<{ loyalty: Loyalty }> = async (admin, { loyalty }) => {
  for (const part of loyalty.parts) {
    if (part.adminRoutes) await admin.register(part.adminRoutes);
  }
};
