import type { CreditedDeposit } from '../../wallet/context';
import type { LoyaltyContext, LoyaltyPart } from '../context';
import type { VipPart } from '../vip/part';
import { dateIn } from '../../../platform/zoned-time';
import { accruePoints, membersToAccrue } from './accrue-points';
import { pointsAdminRoutes } from './admin-routes';
import { pointsRoutes } from './routes';

/** Advisory lock of the points catch-up job ("ptsaccru"). */
export const POINTS_JOB_LOCK_KEY = 0x707473616363727an;
const DAY_MS = 86_400_000;

/** The points part: earning (accrual), balance, config, records, conversion, the operator's settings. */
export function createPointsPart(ctx: LoyaltyContext, vip: VipPart) {
  const accrue = (memberId: string) => accruePoints(ctx, vip, memberId);

  /** Accrues every member who bet or deposited on the last two brand-zone days and has something new. */
  async function catchUp(now: Date): Promise<{ members: number; points: number }> {
    if (!(await ctx.flagOn('PTSYS3'))) return { members: 0, points: 0 };
    const { timeZone } = await ctx.brand();
    const since = dateIn(timeZone, new Date(now.getTime() - DAY_MS));
    let points = 0n;
    const members = await membersToAccrue(ctx.db, since);
    for (const memberId of members) {
      try {
        points += await accrue(memberId);
      } catch (error) {
        ctx.log.error({ err: error, memberId }, 'points accrual failed');
      }
    }
    return { members: members.length, points: Number(points) };
  }

  return {
    /** Credits the points the member's new settled valid bet and deposits earned (idempotent). */
    async accrue(memberId: string): Promise<void> {
      await accrue(memberId);
    },
    /** The catch-up run (the job's work; tests and the operator's run call it too). */
    catchUp,
    afterDepositCredited: async (deposit: CreditedDeposit) => {
      await accrue(deposit.memberId);
    },
    routes: async (app) => {
      await app.register(pointsRoutes, { ctx, vip });
    },
    adminRoutes: async (admin) => {
      await admin.register(pointsAdminRoutes, { ctx });
    },
    jobs: [
      {
        name: 'loyalty-points',
        intervalMs: 60_000,
        lockKey: POINTS_JOB_LOCK_KEY,
        run: (now: Date) => catchUp(now),
      },
    ],
  } satisfies LoyaltyPart & Record<string, unknown>;
}
export type PointsPart = ReturnType<typeof createPointsPart>;
