import type { LoyaltyContext, LoyaltyPart } from '../context';
import type { VipPart } from '../vip/part';
import { rebateAdminRoutes } from './admin-routes';
import { claimManualRebate, type ManualClaimOptions } from './claim-manual-rebate';
import type { RebateDeps } from './lines';
import { listRebateClaims } from './list-claims';
import { readManualRebate } from './read-manual-rebate';
import { rebateRoutes } from './routes';
import { runDueRebates, runRebateDay } from './run-automatic-rebate';

/** Advisory lock of the automatic rebate job ("rebatejb"). */
export const REBATE_JOB_LOCK = 0x7265626174656a62n;

/**
 * Rebate: the automatic daily run and the manual claim over one watermark per member and category
 * (loyalty_watermarks, purpose REBATE), so the two never pay the same valid bet twice. One use case per
 * file; this composes them, the routes and the job (and the operator's runs of every periodic job).
 */
export function createRebatePart(ctx: LoyaltyContext, vip: VipPart) {
  const deps: RebateDeps = { ctx, vip };
  return {
    deps,
    page: (memberId: string) => readManualRebate(deps, memberId),
    claim: (memberId: string, options?: ManualClaimOptions) => claimManualRebate(deps, memberId, options),
    runDay: (day: string) => runRebateDay(deps, day),
    runDue: () => runDueRebates(deps),
    claims: listRebateClaims.bind(null, ctx),
    routes: async (app) => app.register(rebateRoutes, { deps }),
    adminRoutes: async (admin) => admin.register(rebateAdminRoutes, { deps, vip }),
    jobs: [
      {
        name: 'loyalty-rebate-daily',
        intervalMs: 10 * 60_000,
        lockKey: REBATE_JOB_LOCK,
        run: () => runDueRebates(deps),
      },
    ],
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type RebatePart = ReturnType<typeof createRebatePart>;
