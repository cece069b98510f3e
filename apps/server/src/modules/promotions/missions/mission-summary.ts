import type { TLanguage } from '@platform/contracts/i18n';
import type { TMissionState, TMissionSummary, TMissionSummaryItem } from '@platform/contracts/missions';
import { minorToDecimal } from '@platform/contracts/money';
import { and, eq, isNull } from 'drizzle-orm';
import type { PromotionsContext } from '../context';
import { isLive, memberKind, type MissionViewer } from './audience';
import { liveMissions, percentOf, standings, timeZone, wireValue, type MissionRow } from './mission-reads';
import { periodAt, type Period } from './periods';
import { promotionMissions } from './tables';

/** `MCSFE_getMissionSummaryDetails`: the current periods' missions; visitors get them without progress. */
export function createMissionSummary(ctx: PromotionsContext) {
  return async function summary(viewer: MissionViewer, lang: TLanguage): Promise<TMissionSummary> {
    const now = ctx.clock.now();
    const zone = await timeZone(ctx);
    const item = (
      mission: MissionRow,
      period: Period,
      progress: bigint | null,
      state: TMissionState | null,
    ): TMissionSummaryItem => ({
      id: mission.id,
      title: ctx.textIn(mission.title, lang),
      description: mission.description ? ctx.textIn(mission.description, lang) || null : null,
      period: mission.period,
      task: mission.task,
      category: mission.category,
      target: wireValue(mission.task, mission.target),
      progress:
        progress === null
          ? null
          : wireValue(mission.task, progress > mission.target ? mission.target : progress),
      percent: progress === null ? null : percentOf(progress, mission.target),
      reward: {
        amount: minorToDecimal(mission.rewardAmount),
        turnoverMultiple: mission.turnoverPercent / 100,
        bonusDays: mission.bonusDays,
      },
      state,
      periodKey: period.key,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    });
    if (!viewer) {
      const missions = await liveMissions(ctx.db, now, null);
      return {
        missions: missions.map((mission) => item(mission, periodAt(mission.period, zone, now), null, null)),
        claimableCount: 0,
        serverTime: now.toISOString(),
      };
    }
    const rows = await standings(ctx, viewer.id, viewer.isAgent);
    return {
      missions: rows.map((row) => item(row.mission, row.period, row.progress, row.state)),
      claimableCount: rows.filter((row) => row.state === 'COMPLETED').length,
      serverTime: now.toISOString(),
    };
  };
}

/** Completed missions of the current periods not claimed yet (the badge and availablePromoCount). */
export function createClaimableCount(ctx: PromotionsContext) {
  return async function claimableCount(memberId: string): Promise<number> {
    const isAgent = await memberKind(ctx.db, memberId);
    if (isAgent === null) return 0;
    const rows = await standings(ctx, memberId, isAgent);
    return rows.filter((row) => row.state === 'COMPLETED').length;
  };
}

/** Whether some live mission counts deposits (the deposit listener notifies only then). */
export function createCountsDeposits(ctx: PromotionsContext) {
  return async function countsDeposits(): Promise<boolean> {
    const rows = await ctx.db
      .select()
      .from(promotionMissions)
      .where(and(isNull(promotionMissions.deletedAt), eq(promotionMissions.task, 'DEPOSIT')));
    const now = ctx.clock.now();
    return rows.some((row) => isLive(row, now));
  };
}
