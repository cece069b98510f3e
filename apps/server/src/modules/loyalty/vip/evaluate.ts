import type { LoyaltyContext } from '../context';
import { levelReached, minorOf, upgradeTitle } from './levels';
import { insertLevelChange, lifetimeFigures, lockVipRow, saveVipRow } from './repository';

const DAY_MS = 86_400_000;
/** Days an upgrade bonus waits in the reward centre, and days its bonus lasts once claimed. */
export const UPGRADE_BONUS_DAYS = 30;

export type EvaluateResult = { from: number; to: number; offered: number } | null;

/**
 * Re-evaluates a member's VIP level from his settled figures (after every settlement and credited
 * deposit; idempotent, so a call lost or repeated changes nothing).
 *
 * In one transaction with his vip_members row locked (inserted at level 0 if missing): progress =
 * lifetime valid bet (every category) − base, lifetime deposits − base; the new level is the highest
 * whose two reach thresholds the progress meets, never lower than the current one (relegation is the
 * period job's alone). Each level newly reached above `highest_level` with an upgrade bonus gets it
 * offered into the reward centre, once for ever (source key `vip:upgrade:<level>:<memberId>`; a level
 * reached again after a relegation pays nothing); one UPGRADE row in vip_level_changes. After the commit
 * the member's pages hear `loyalty/vip` (and `promotions/rewards` when a bonus was offered).
 * Nothing happens while the brand's VIP3 flag is off.
 */
export async function evaluateVip(ctx: LoyaltyContext, memberId: string): Promise<EvaluateResult> {
  if (!(await ctx.flagOn('VIP3'))) return null;
  const [settings, brand] = await Promise.all([ctx.settings.vip.get(), ctx.brand()]);
  const { scale } = brand.currency;
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx): Promise<EvaluateResult> => {
    const row = await lockVipRow(tx, memberId, now);
    const lifetime = await lifetimeFigures(tx, memberId);
    const reached = levelReached(
      settings,
      { validBet: lifetime.validBet - row.baseValidBet, deposit: lifetime.deposit - row.baseDeposit },
      scale,
    );
    if (reached <= row.level) return null;
    let offered = 0;
    const levels = [...settings.levels].sort((a, b) => a.level - b.level);
    for (const level of levels) {
      if (level.level <= row.highestLevel || level.level > reached) continue;
      const amount = minorOf(level.upgradeBonus, scale);
      if (amount <= 0n) continue;
      const offer = await ctx.promotions.offerReward(tx, {
        memberId,
        sourceKey: `vip:upgrade:${level.level}:${memberId}`,
        source: 'VIP',
        sourceRef: String(level.level),
        title: upgradeTitle(level),
        amount,
        turnover: { base: 'BONUS', percent: 100 },
        bonusValidDays: UPGRADE_BONUS_DAYS,
        expiresAt: new Date(now.getTime() + UPGRADE_BONUS_DAYS * DAY_MS),
      });
      if (offer.created) offered += 1;
    }
    await insertLevelChange(tx, {
      memberId,
      fromLevel: row.level,
      toLevel: reached,
      reason: 'UPGRADE',
      actor: null,
      remark: null,
      at: now,
    });
    await saveVipRow(
      tx,
      { ...row, level: reached, highestLevel: Math.max(row.highestLevel, reached), levelSince: now },
      now,
    );
    return { from: row.level, to: reached, offered };
  });
  if (result) {
    ctx.notify(memberId, 'vip');
    if (result.offered > 0) ctx.promotions.notify(memberId, 'rewards');
  }
  return result;
}
