import { randomUUID } from 'node:crypto';
import type { TLocalizedText } from '@platform/contracts/content';
import type { TPromotionSource, TTurnoverBase } from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { hashRequest, HOUSE, MAX_POSTING_MINOR, type Ledger } from '../../wallet/ledger/ledger';

export type IssueBonusInput = {
  memberId: string;
  /**
   * Unique per bonus, namespaced by its cause: `activity:<activityId>:<memberId>:<period>`,
   * `reward:<rewardId>`, `raffle:<drawId>`, … The same key issues one bonus however often it is tried.
   */
  key: string;
  source: TPromotionSource;
  sourceRef?: string | null;
  title: TLocalizedText;
  /** Minor units, > 0. */
  amount: bigint;
  turnover: {
    base: TTurnoverBase;
    /** Integer percent: 300 = 3× (0: no turnover owed). */
    percent: number;
    /** The deposit that earned it (minor units), for base BONUS_PLUS_DEPOSIT. */
    depositAmount?: bigint;
  };
  /** Past this the bonus, if its turnover is not met, expires (null: never). */
  expiresAt: Date | null;
  /** Who caused it: `operator:<name>`, a job's name, or null for the member's own action. */
  actor?: string | null;
  remark?: string | null;
};

export type IssuedBonus = { bonusId: string; transactionId: bigint; replayed: boolean };

/** The weighted valid bet a bonus asks for: (amount [+ deposit]) × percent / 100, rounded up to the minor unit. */
export function turnoverRequirement(
  amount: bigint,
  base: TTurnoverBase,
  percent: number,
  deposit = 0n,
): bigint {
  const on = base === 'BONUS_PLUS_DEPOSIT' ? amount + deposit : amount;
  const scaled = on * BigInt(percent);
  return (scaled + 99n) / 100n;
}

/**
 * Issues a bonus: one BONUS ledger movement (PROMOTION_EXPENSE → the member's main wallet, key
 * `bonus:<key>`) and its bonus row, in the caller's transaction — which must be one opened by
 * `ledger.transaction` (balance events are published after it commits). A key already issued moves
 * nothing and returns the bonus it issued (`replayed`).
 */
export async function issueBonus(
  ledger: Ledger,
  tx: Db,
  now: Date,
  input: IssueBonusInput,
): Promise<IssuedBonus> {
  if (input.amount <= 0n || input.amount > MAX_POSTING_MINOR)
    throw new AppError('BAD_REQUEST', { fields: ['amount'] });
  if (!Number.isInteger(input.turnover.percent) || input.turnover.percent < 0) {
    throw new AppError('BAD_REQUEST', { fields: ['turnover'] });
  }
  const bonusId = randomUUID();
  const outcome = await ledger.post(tx, {
    key: `bonus:${input.key}`,
    kind: 'BONUS',
    // The content without the fresh bonus id: a retry of the same key replays instead of conflicting.
    requestHash: hashRequest({
      kind: 'BONUS',
      key: input.key,
      memberId: input.memberId,
      amount: input.amount,
    }),
    memberId: input.memberId,
    reference: `bonus:${bonusId}`,
    remark: input.remark ?? input.title.es ?? input.title.en ?? null,
    actor: input.actor ?? null,
    legs: [
      { account: await ledger.mainAccount(tx, input.memberId), amount: input.amount },
      { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -input.amount },
    ],
    reply: () => ({ bonusId }),
  });
  if (outcome.replayed) {
    return { bonusId: outcome.reply.bonusId, transactionId: outcome.transactionId, replayed: true };
  }
  const deposit = input.turnover.depositAmount ?? 0n;
  const required = turnoverRequirement(input.amount, input.turnover.base, input.turnover.percent, deposit);
  await tx.execute(sql`insert into promotion_bonuses (id, member_id, key, source, source_ref, title, amount,
      turnover_base, turnover_percent, deposit_amount, turnover_required, turnover_done, status, transaction_id,
      granted_at, expires_at, ended_at, actor)
    values (${bonusId}::uuid, ${input.memberId}::uuid, ${input.key}, ${input.source}, ${input.sourceRef ?? null},
      ${JSON.stringify(input.title)}::jsonb, ${String(input.amount)}::bigint, ${input.turnover.base},
      ${input.turnover.percent}, ${String(deposit)}::bigint, ${String(required)}::bigint, 0,
      ${required === 0n ? 'COMPLETED' : 'ACTIVE'}, ${String(outcome.transactionId)}::bigint,
      ${now.toISOString()}::timestamptz, ${input.expiresAt?.toISOString() ?? null}::timestamptz,
      ${required === 0n ? now.toISOString() : null}::timestamptz, ${input.actor ?? null})`);
  return { bonusId, transactionId: outcome.transactionId, replayed: false };
}
