import type { TLocalizedText } from '@platform/contracts/content';
import type { TPromotionSource, TRewardStatus, TTurnoverBase } from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';

const DAY_MS = 86_400_000;

export type ClaimedReward = { rewardId: string; bonusId: string; amount: bigint; source: TPromotionSource };

type RewardRow = {
  id: string;
  member_id: string;
  source: TPromotionSource;
  source_ref: string | null;
  title: TLocalizedText;
  amount: string;
  turnover_base: TTurnoverBase;
  turnover_percent: number;
  deposit_amount: string;
  bonus_valid_days: number | null;
  status: TRewardStatus;
  expires_at: Date | string | null;
};

/**
 * Claims one reward of the reward centre: its row is locked, checked (the member's own, still PENDING, not
 * past its expiry), its bonus issued (ledger key `bonus:reward:<id>`) and the row marked CLAIMED, in one
 * transaction. Of many simultaneous claims one issues the bonus; the others wait for the lock and get 409
 * REWARD_ALREADY_CLAIMED. Another member's reward is 404 REWARD_NOT_FOUND, as an unknown id.
 */
export async function claimReward(
  ctx: PromotionsContext,
  memberId: string,
  rewardId: string,
): Promise<ClaimedReward> {
  const claimed = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const { rows } =
      await tx.execute<RewardRow>(sql`select id::text, member_id::text, source, source_ref, title,
        amount::text, turnover_base, turnover_percent, deposit_amount::text, bonus_valid_days, status, expires_at
      from promotion_rewards where id = ${rewardId}::uuid for update`);
    const row = rows[0];
    if (!row || row.member_id !== memberId) throw new AppError('REWARD_NOT_FOUND');
    if (row.status === 'CLAIMED') throw new AppError('REWARD_ALREADY_CLAIMED');
    const now = ctx.clock.now();
    const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime();
    if (row.status !== 'PENDING' || expired) throw new AppError('REWARD_EXPIRED');
    const bonus = await ctx.issueBonus(tx, {
      memberId,
      key: `reward:${row.id}`,
      source: row.source,
      sourceRef: row.source_ref ?? row.id,
      title: row.title,
      amount: BigInt(row.amount),
      turnover: {
        base: row.turnover_base,
        percent: row.turnover_percent,
        depositAmount: BigInt(row.deposit_amount),
      },
      expiresAt:
        row.bonus_valid_days === null ? null : new Date(now.getTime() + row.bonus_valid_days * DAY_MS),
    });
    await tx.execute(sql`update promotion_rewards
      set status = 'CLAIMED', claimed_at = ${now.toISOString()}::timestamptz, bonus_id = ${bonus.bonusId}::uuid,
        seen_at = coalesce(seen_at, ${now.toISOString()}::timestamptz)
      where id = ${row.id}::uuid`);
    return { rewardId: row.id, bonusId: bonus.bonusId, amount: BigInt(row.amount), source: row.source };
  });
  ctx.notify(memberId, 'rewards');
  ctx.notify(memberId, 'bonuses');
  return claimed;
}
