import type { PromotionsContext } from '../context';
import { createClaimMission } from './claim-mission';
import { createManageMissions } from './manage-missions';
import { createClaimableCount, createCountsDeposits, createMissionSummary } from './mission-summary';

export type { MissionViewer } from './audience';

/**
 * Missions: the operator's CRUD (audited), the member's summary of the current periods with live
 * progress, and the claim (one bonus per mission, period and member). One use case per file; this only
 * composes them for the part and the routes.
 */
export function createMissions(ctx: PromotionsContext) {
  return {
    summary: createMissionSummary(ctx),
    claimableCount: createClaimableCount(ctx),
    claim: createClaimMission(ctx),
    countsDeposits: createCountsDeposits(ctx),

    // ---------- operator ----------
    ...createManageMissions(ctx),
  };
}
export type Missions = ReturnType<typeof createMissions>;
