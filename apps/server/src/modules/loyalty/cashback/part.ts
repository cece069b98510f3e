import type { LoyaltyContext, LoyaltyPart } from '../context';
import type { VipPart } from '../vip/part';
import { cashbackAdminRoutes } from './admin-routes';
import { runCashbackWeek, runDueCashback, type CashbackDeps } from './run-cashback';

/** Advisory lock of the weekly cashback job ("cashbkjb"). */
export const CASHBACK_JOB_LOCK = 0x636173686b626a62n;

/** Cashback: a weekly % of net loss by VIP level into the reward centre (the job; operator settings). */
export function createCashbackPart(ctx: LoyaltyContext, vip: VipPart) {
  const deps: CashbackDeps = { ctx, vip };
  return {
    runWeek: (monday: string) => runCashbackWeek(deps, monday),
    runDue: () => runDueCashback(deps),
    adminRoutes: async (admin) => admin.register(cashbackAdminRoutes, { ctx }),
    jobs: [
      {
        name: 'loyalty-cashback-weekly',
        intervalMs: 10 * 60_000,
        lockKey: CASHBACK_JOB_LOCK,
        run: () => runDueCashback(deps),
      },
    ],
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type CashbackPart = ReturnType<typeof createCashbackPart>;
