import type { TOperatorPointReward, TOperatorPointRewardInput } from '@platform/contracts/loyalty';
import { decimalToMinor } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { LoyaltyContext } from '../context';
import { findReward, listRewards, operatorReward } from './rewards-repository';

/** The operator's mall catalogue: list, create, change (never deleted: deactivated, records keep them). */

function checkReward(input: Pick<TOperatorPointRewardInput, 'kind' | 'cashAmount'>): void {
  if (input.kind === 'CASH' && (input.cashAmount === null || input.cashAmount <= 0)) {
    throw new AppError('VALIDATION_FAILED', { fields: ['cashAmount'] });
  }
}

export async function adminListRewards(ctx: LoyaltyContext): Promise<{ rewards: TOperatorPointReward[] }> {
  const [rows, brand] = await Promise.all([listRewards(ctx.db, false), ctx.brand()]);
  return { rewards: rows.map((row) => operatorReward(row, brand.currency.scale)) };
}

export async function createReward(
  ctx: LoyaltyContext,
  input: TOperatorPointRewardInput,
  author: ChangeAuthor | null,
): Promise<TOperatorPointReward> {
  checkReward(input);
  const { scale } = (await ctx.brand()).currency;
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`insert into point_rewards (kind, name, description,
        image_url, price_points, cash_amount, stock, per_member_limit, sort_order, active, created_at, updated_at)
      values (${input.kind}, ${JSON.stringify(input.name)}::jsonb, ${JSON.stringify(input.description)}::jsonb,
        ${input.imageUrl}, ${String(input.pricePoints)}::bigint,
        ${input.kind === 'CASH' && input.cashAmount !== null ? String(decimalToMinor(input.cashAmount, scale)) : null}::bigint,
        ${input.stock}, ${input.perMemberLimit}, ${input.sortOrder}, ${input.active ? 1 : 0},
        ${now}::timestamptz, ${now}::timestamptz)
      returning id::text as id`);
    const row = (await findReward(tx, rows[0]!.id))!;
    const reward = operatorReward(row, scale);
    if (author) {
      await recordAudit(tx, {
        ...author,
        action: 'loyalty.point-reward.create',
        target: `point-reward:${reward.id}`,
        before: null,
        after: reward,
      });
    }
    return reward;
  });
}

export async function updateReward(
  ctx: LoyaltyContext,
  id: string,
  patch: Partial<TOperatorPointRewardInput>,
  author: ChangeAuthor,
): Promise<TOperatorPointReward> {
  const { scale } = (await ctx.brand()).currency;
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction(async (tx) => {
    const row = await findReward(tx, id, true);
    if (!row) throw new AppError('POINT_REWARD_NOT_FOUND');
    const before = operatorReward(row, scale);
    const next = { ...before, ...patch };
    checkReward(next);
    await tx.execute(sql`update point_rewards set kind = ${next.kind}, name = ${JSON.stringify(next.name)}::jsonb,
        description = ${JSON.stringify(next.description)}::jsonb, image_url = ${next.imageUrl},
        price_points = ${String(next.pricePoints)}::bigint,
        cash_amount = ${next.kind === 'CASH' && next.cashAmount !== null ? String(decimalToMinor(next.cashAmount, scale)) : null}::bigint,
        stock = ${next.stock}, per_member_limit = ${next.perMemberLimit}, sort_order = ${next.sortOrder},
        active = ${next.active ? 1 : 0}, updated_at = ${now}::timestamptz
      where id = ${id}::uuid`);
    const reward = operatorReward((await findReward(tx, id))!, scale);
    await recordAudit(tx, {
      ...author,
      action: 'loyalty.point-reward.update',
      target: `point-reward:${id}`,
      before,
      after: reward,
    });
    return reward;
  });
}
