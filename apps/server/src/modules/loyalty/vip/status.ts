import type { TLanguage } from '@platform/contracts/i18n';
import type { TVipLevel, TVipStatus } from '@platform/contracts/loyalty';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { dateIn } from '../../../platform/zoned-time';
import type { LoyaltyContext } from '../context';
import { levelOf, topLevel, vipPeriodAt } from './levels';
import { findVipRow, lifetimeFigures, validBetBetween } from './repository';

/** 0–100: how much of `reach` the progress covers (a reach of 0 is met). */
function percentOf(progress: bigint, reach: bigint): number {
  if (reach <= 0n) return 100;
  if (progress <= 0n) return 0;
  const percent = (progress * 100n) / reach;
  return Number(percent > 100n ? 100n : percent);
}

/**
 * The member's VIP page (GET /wps/loyalty/vip): his level, progress since his bases, the next level and how
 * far he is (the lesser of the two percentages), this period's valid bet against what keeping his level asks,
 * and the benefits table of every level. With VIP3 off: `enabled` false at level 0 (the page hides).
 */
export async function vipStatus(ctx: LoyaltyContext, memberId: string, lang: TLanguage): Promise<TVipStatus> {
  const [enabled, settings, brand] = await Promise.all([
    ctx.flagOn('VIP3'),
    ctx.settings.vip.get(),
    ctx.brand(),
  ]);
  const { scale } = brand.currency;
  const money = (minor: bigint) => minorToDecimal(minor, scale);
  const row = enabled ? await findVipRow(ctx.db, memberId) : null;
  const current = levelOf(settings, row?.level ?? 0);
  const now = ctx.clock.now();
  const period = vipPeriodAt(settings.period, brand.timeZone, now);
  let validBet = 0n;
  let deposit = 0n;
  let periodBet = 0n;
  if (enabled) {
    const lifetime = await lifetimeFigures(ctx.db, memberId);
    validBet = lifetime.validBet - (row?.baseValidBet ?? 0n);
    deposit = lifetime.deposit - (row?.baseDeposit ?? 0n);
    periodBet = await validBetBetween(ctx.db, memberId, period.key, dateIn(brand.timeZone, now));
  }
  const nextLevel =
    enabled && current.level < topLevel(settings) ? levelOf(settings, current.level + 1) : null;
  const reach = (level: TVipLevel) => ({
    validBet: decimalToMinor(level.reachValidBet, scale),
    deposit: decimalToMinor(level.reachDeposit, scale),
  });
  return {
    enabled,
    level: current.level,
    levelName: ctx.textIn(current.name, lang),
    validBet: money(validBet),
    deposit: money(deposit),
    next: nextLevel
      ? {
          level: nextLevel.level,
          name: ctx.textIn(nextLevel.name, lang),
          reachValidBet: nextLevel.reachValidBet,
          reachDeposit: nextLevel.reachDeposit,
          percent: Math.min(
            percentOf(validBet, reach(nextLevel).validBet),
            percentOf(deposit, reach(nextLevel).deposit),
          ),
        }
      : null,
    period: {
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      validBet: money(periodBet),
      keepValidBet: current.keepValidBet,
    },
    levels: [...settings.levels]
      .sort((a, b) => a.level - b.level)
      .map((level) => ({
        level: level.level,
        name: ctx.textIn(level.name, lang),
        reachValidBet: level.reachValidBet,
        reachDeposit: level.reachDeposit,
        keepValidBet: level.keepValidBet,
        upgradeBonus: level.upgradeBonus,
        periodBonus: level.periodBonus,
        pointsMultiplierPercent: level.pointsMultiplierPercent,
        rebateRates: level.rebateRates,
        cashbackBp: level.cashbackBp,
        withdrawDailyCount: level.withdrawDailyCount,
        withdrawMaxAmount: level.withdrawMaxAmount,
      })),
  };
}
