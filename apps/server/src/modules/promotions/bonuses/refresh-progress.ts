import type { BonusesDeps } from './deps';
import { refreshTurnover, type RefreshOutcome } from './turnover';

/**
 * Recounts a member's turnover in its own transaction (see turnover.ts for the rule) and tells the
 * member's pages when something changed. Called before the withdrawal check, when bonusDetails is read,
 * and by the job for every member with active bonuses.
 */
export async function refreshProgress(deps: BonusesDeps, memberId: string): Promise<RefreshOutcome> {
  const { ctx } = deps;
  const settings = await deps.settings.get();
  const outcome = await ctx.db.transaction((tx) => refreshTurnover(tx, memberId, settings, ctx.clock.now()));
  if (outcome.changed) ctx.notify(memberId, 'bonuses');
  return outcome;
}
