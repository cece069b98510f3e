import type { PromotionsContext, PromotionsPart } from '../context';
import { missionAdminRoutes } from './admin-routes';
import { createContests } from './contests';
import { createMissions } from './missions';
import { missionRoutes } from './routes';

/** Advisory lock of the contest settlement job ("contestjb"). */
export const CONTESTS_JOB_LOCK = 0x636f6e746573746an;

/**
 * The missions part: daily and weekly missions with live progress and a claim per completed mission and
 * period, and leaderboard contests paid once per period by a job.
 */
export function createMissionsPart(ctx: PromotionsContext) {
  const missions = createMissions(ctx);
  const contests = createContests(ctx);
  return {
    missions,
    contests,
    /** Completed missions not claimed yet (counted in availablePromoCount and in the missions badge). */
    claimableCount: (memberId: string): Promise<number> => missions.claimableCount(memberId),
    routes: async (app) => app.register(missionRoutes, { missions, contests }),
    adminRoutes: async (admin) => admin.register(missionAdminRoutes, { missions, contests }),
    jobs: [
      {
        name: 'promotions-contests-settle',
        intervalMs: 60_000,
        lockKey: CONTESTS_JOB_LOCK,
        run: () => contests.settleEnded(),
      },
    ],
    /** A credited deposit moves DEPOSIT missions: the member's open pages refresh. */
    async afterDepositCredited(deposit) {
      if (await missions.countsDeposits()) ctx.notify(deposit.memberId, 'missions');
    },
  } satisfies PromotionsPart & Record<string, unknown>;
}
export type MissionsPart = ReturnType<typeof createMissionsPart>;
