import type { TMissionClaim } from '@platform/contracts/missions';
import { minorToDecimal } from '@platform/contracts/money';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { admits, memberKind } from './audience';
import { findLive, timeZone } from './mission-reads';
import { periodAt } from './periods';
import { readProgress } from './progress';
import { promotionMissionClaims } from './tables';

const DAY_MS = 86_400_000;

/**
 * Claims a completed mission of the current period: the claim row (unique on mission, period and
 * member) and the bonus (`mission:<id>:<period>:<member>`) in one ledger transaction. Of simultaneous
 * claims the first inserts the row; the others wait for it and find it (409 MISSION_ALREADY_CLAIMED).
 * A mission not completed rolls the claim back (409 MISSION_NOT_COMPLETED); a claim naming another
 * period than the current one is refused (400, field periodKey).
 */
export function createClaimMission(ctx: PromotionsContext) {
  return async function claim(
    memberId: string,
    missionId: string,
    periodKey?: string,
  ): Promise<TMissionClaim> {
    const isAgent = await memberKind(ctx.db, memberId);
    if (isAgent === null) throw new AppError('TRIAL_FORBIDDEN');
    const result = await ctx.ledger.transaction(ctx.db, async (tx) => {
      const mission = await findLive(ctx, tx, missionId);
      if (!admits(mission.audience, isAgent)) throw new AppError('MISSION_NOT_FOUND');
      const zone = await timeZone(ctx);
      const now = ctx.clock.now();
      const period = periodAt(mission.period, zone, now);
      if (periodKey !== undefined && periodKey !== period.key) {
        throw new AppError('BAD_REQUEST', { fields: ['periodKey'] });
      }
      const inserted = await tx
        .insert(promotionMissionClaims)
        .values({
          missionId,
          periodKey: period.key,
          memberId,
          amount: mission.rewardAmount,
          claimedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: promotionMissionClaims.id });
      const claimRow = inserted[0];
      if (!claimRow) throw new AppError('MISSION_ALREADY_CLAIMED');
      const progress = await readProgress(tx, memberId, mission, period, zone);
      if (progress < mission.target) throw new AppError('MISSION_NOT_COMPLETED');
      const bonus = await ctx.issueBonus(tx, {
        memberId,
        key: `mission:${mission.id}:${period.key}:${memberId}`,
        source: 'MISSION',
        sourceRef: mission.id,
        title: mission.title,
        amount: mission.rewardAmount,
        turnover: { base: 'BONUS', percent: mission.turnoverPercent },
        expiresAt: mission.bonusDays === null ? null : new Date(now.getTime() + mission.bonusDays * DAY_MS),
      });
      await tx
        .update(promotionMissionClaims)
        .set({ bonusId: bonus.bonusId })
        .where(eq(promotionMissionClaims.id, claimRow.id));
      return {
        missionId: mission.id,
        periodKey: period.key,
        amount: minorToDecimal(mission.rewardAmount),
        bonusId: bonus.bonusId,
      };
    });
    ctx.notify(memberId, 'missions');
    ctx.notify(memberId, 'bonuses');
    return result;
  };
}
