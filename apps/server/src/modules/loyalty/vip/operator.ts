import type { TOperatorSetVipLevel, TOperatorVipMember, TVipSettings } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { LoyaltyContext } from '../context';
import { levelOf, minorOf, validateVipSettings } from './levels';
import {
  findVipRow,
  insertLevelChange,
  lifetimeFigures,
  listLevelChanges,
  lockVipRow,
  saveVipRow,
} from './repository';

/** Saves the VIP levels (ADMIN; audited as `loyalty.settings.vip`) after the level rules (levels.ts). */
export async function saveVipSettings(
  ctx: LoyaltyContext,
  settings: TVipSettings,
  author: ChangeAuthor,
): Promise<TVipSettings> {
  validateVipSettings(settings);
  return ctx.settings.vip.update(settings, author);
}

async function memberOrThrow(ctx: LoyaltyContext, memberId: string) {
  const member = await ctx.identity.getMemberById(memberId);
  if (!member) throw new AppError('USER_NOT_FOUND', { fields: ['memberId'] });
  return member;
}

/** A member's VIP state and the history of his level changes (404 USER_NOT_FOUND for an unknown id). */
export async function vipMemberState(ctx: LoyaltyContext, memberId: string): Promise<TOperatorVipMember> {
  const member = await memberOrThrow(ctx, memberId);
  const [settings, brand] = await Promise.all([ctx.settings.vip.get(), ctx.brand()]);
  const row = await findVipRow(ctx.db, memberId);
  const lifetime = await lifetimeFigures(ctx.db, memberId);
  const level = levelOf(settings, row?.level ?? 0);
  const { scale } = brand.currency;
  return {
    memberId,
    account: member.account,
    level: row?.level ?? 0,
    levelName: ctx.textIn(level.name, 'es'),
    highestLevel: row?.highestLevel ?? 0,
    validBet: minorToDecimal(lifetime.validBet - (row?.baseValidBet ?? 0n), scale),
    deposit: minorToDecimal(lifetime.deposit - (row?.baseDeposit ?? 0n), scale),
    levelSince: row ? row.levelSince.toISOString() : null,
    changes: (await listLevelChanges(ctx.db, memberId)).map((change) => ({
      ...change,
      createdAt: change.createdAt.toISOString(),
    })),
  };
}

/**
 * An operator sets a member's level (ADMIN; audited `loyalty.vip.level`; an OPERATOR row in
 * vip_level_changes). Readings: the upgrade bonus of a level set by an operator is never paid, then or later
 * (`highest_level` rises to it); a level set lower moves the bases so progress restarts at that level's reach
 * (as a relegation does), else the next evaluation would lift him straight back; a level set higher keeps his
 * progress. The level holds from now (the period job does not check him for the current period). Setting
 * the level he has changes nothing. A level not in the settings: 404 VIP_LEVEL_NOT_FOUND.
 */
export async function setVipLevel(
  ctx: LoyaltyContext,
  memberId: string,
  body: TOperatorSetVipLevel,
  author: ChangeAuthor,
): Promise<TOperatorVipMember> {
  await memberOrThrow(ctx, memberId);
  const [settings, brand] = await Promise.all([ctx.settings.vip.get(), ctx.brand()]);
  const target = settings.levels.find((level) => level.level === body.level);
  if (!target) throw new AppError('VIP_LEVEL_NOT_FOUND', { fields: ['level'] });
  const { scale } = brand.currency;
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await lockVipRow(tx, memberId, now);
    if (row.level === target.level) return false;
    const next = {
      ...row,
      level: target.level,
      highestLevel: Math.max(row.highestLevel, target.level),
      levelSince: now,
    };
    if (target.level < row.level) {
      const lifetime = await lifetimeFigures(tx, memberId);
      next.baseValidBet = lifetime.validBet - minorOf(target.reachValidBet, scale);
      next.baseDeposit = lifetime.deposit - minorOf(target.reachDeposit, scale);
    }
    await saveVipRow(tx, next, now);
    await insertLevelChange(tx, {
      memberId,
      fromLevel: row.level,
      toLevel: target.level,
      reason: 'OPERATOR',
      actor: author.actor,
      remark: body.remark,
      at: now,
    });
    await recordAudit(tx, {
      ...author,
      action: 'loyalty.vip.level',
      target: `member:${memberId}`,
      before: { level: row.level, highestLevel: row.highestLevel },
      after: { level: next.level, highestLevel: next.highestLevel, remark: body.remark },
    });
    return true;
  });
  if (changed) ctx.notify(memberId, 'vip');
  return vipMemberState(ctx, memberId);
}
