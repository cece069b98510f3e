import type { TLocalizedText } from '@platform/contracts/content';
import type { TPromotionSource, TTurnoverBase } from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';

export type OfferRewardInput = {
  memberId: string;
  /** Unique per reward, namespaced by its cause (`mission:<id>:<period>:<memberId>`, `vip:<level>:<memberId>`, …). */
  sourceKey: string;
  source: TPromotionSource;
  sourceRef?: string | null;
  title: TLocalizedText;
  /** Minor units, > 0. */
  amount: bigint;
  /** The turnover of the bonus its claim issues. */
  turnover: { base: TTurnoverBase; percent: number; depositAmount?: bigint };
  /** How many days the bonus issued at claim lasts (null: no expiry). */
  bonusValidDays: number | null;
  /** Past this it can no longer be claimed (null: never). */
  expiresAt: Date | null;
};

/**
 * Puts a reward into the member's reward centre, waiting to be claimed. Idempotent by `sourceKey`: an offer
 * already made returns its id (`created` false) and changes nothing. Runs in the caller's transaction or
 * on the pool; moves no money (the claim does).
 */
export async function offerReward(
  executor: Db,
  now: Date,
  input: OfferRewardInput,
): Promise<{ rewardId: string; created: boolean }> {
  const { rows } = await executor.execute<{ id: string }>(sql`
    insert into promotion_rewards (member_id, source_key, source, source_ref, title, amount, turnover_base,
      turnover_percent, deposit_amount, bonus_valid_days, status, created_at, expires_at)
    values (${input.memberId}::uuid, ${input.sourceKey}, ${input.source}, ${input.sourceRef ?? null},
      ${JSON.stringify(input.title)}::jsonb, ${String(input.amount)}::bigint, ${input.turnover.base},
      ${input.turnover.percent}, ${String(input.turnover.depositAmount ?? 0n)}::bigint, ${input.bonusValidDays},
      'PENDING', ${now.toISOString()}::timestamptz, ${input.expiresAt?.toISOString() ?? null}::timestamptz)
    on conflict (source_key) do nothing
    returning id::text as id`);
  if (rows[0]) return { rewardId: rows[0].id, created: true };
  // Offered before (perhaps by a transaction that committed while this one waited): a new statement sees it.
  const existing = await executor.execute<{ id: string }>(
    sql`select id::text as id from promotion_rewards where source_key = ${input.sourceKey}`,
  );
  if (!existing.rows[0]) throw new Error(`offerReward: no row for ${input.sourceKey}`);
  return { rewardId: existing.rows[0].id, created: false };
}
