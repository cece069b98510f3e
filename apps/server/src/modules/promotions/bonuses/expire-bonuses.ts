import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { BonusesDeps } from './deps';
import { forfeitBonus } from './forfeit-bonus';
import { refreshProgress } from './refresh-progress';

/**
 * ACTIVE bonuses past their expiry become EXPIRED, taking back the remaining bonus amount (the FORFEIT
 * expiry action, the default) or nothing (RELEASE). Their members' turnover is recounted first, so a
 * bonus met in time by bets settled late completes instead. Idempotent and safe to race: each bonus goes
 * through the single-use forfeit (row lock; the loser of a race finds it no longer ACTIVE and skips it).
 * Only `memberId`'s bonuses when given (the withdrawal check), else everyone's (the job).
 */
export async function expireBonuses(deps: BonusesDeps, memberId: string | null = null): Promise<number> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  const due = (
    await ctx.db.execute<{ id: string; member_id: string }>(
      sql`select id, member_id from promotion_bonuses
        where status = 'ACTIVE' and expires_at <= ${now.toISOString()}::timestamptz
          ${memberId ? sql`and member_id = ${memberId}::uuid` : sql``}
        order by expires_at limit 1000`,
    )
  ).rows;
  if (due.length === 0) return 0;
  const settings = await deps.settings.get();
  for (const member of new Set(due.map((row) => row.member_id))) await refreshProgress(deps, member);
  let expired = 0;
  for (const row of due) {
    try {
      await forfeitBonus(deps, {
        bonusId: row.id,
        memberId: null,
        outcome: 'EXPIRED',
        takeBack: settings.expiryAction === 'FORFEIT',
        actor: 'job:bonus-expiry',
      });
      expired += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'BONUS_NOT_ACTIVE') continue;
      throw error;
    }
  }
  return expired;
}

/** Recounts the turnover of every member with active bonuses (the job's other half). */
export async function refreshAllProgress(deps: BonusesDeps): Promise<number> {
  const members = (
    await deps.ctx.db.execute<{ member_id: string }>(
      sql`select distinct member_id from promotion_bonuses where status = 'ACTIVE'`,
    )
  ).rows;
  for (const { member_id } of members) await refreshProgress(deps, member_id);
  return members.length;
}
