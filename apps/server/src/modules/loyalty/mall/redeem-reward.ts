import type { TLanguage } from '@platform/contracts/i18n';
import type { TPointSpendReply, TRedeemPointRewardRequest } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { HOUSE, hashRequest, type Leg } from '../../wallet/ledger/ledger';
import type { LoyaltyContext } from '../context';
import { spendKey } from '../points/convert-points';
import { findByRequest, findRecord, insertRecord, recordToWire, spendingPoints } from '../points/records';
import { findReward } from './rewards-repository';

export type RedeemInput = Pick<TRedeemPointRewardRequest, 'rewardId' | 'delivery' | 'requestId'> & {
  /** Absent only for internal callers (the demo seed): the route always checks it. */
  paymentPassword?: string;
};

/**
 * MCS2_redeemPointReward: spends points on a mall reward, behind the payment password. Under the reward
 * row's lock: active (404 POINT_REWARD_NOT_FOUND), in stock (409 POINT_REWARD_OUT_OF_STOCK), under the
 * member's limit counting redemptions not rejected (409 POINT_REWARD_LIMIT_REACHED), points held (409
 * INSUFFICIENT_POINTS); goods need a delivery (400 DELIVERY_REQUIRED). CASH: one POINTS_REDEEM movement
 * taking the points and paying the balance, record DONE. GOODS: the points only, record IN_PROCESS with the
 * delivery until an operator reviews it. Stock −1, redeemed +1. Idempotent by requestId.
 */
export async function redeemReward(
  ctx: LoyaltyContext,
  memberId: string,
  input: RedeemInput,
  lang: TLanguage,
): Promise<TPointSpendReply> {
  await ctx.requireFlag('PTSYS3');
  if (input.paymentPassword !== undefined) {
    await ctx.wallet.checkPaymentPassword(memberId, input.paymentPassword);
  }
  const brand = await ctx.brand();
  const key = spendKey(memberId, input.requestId);
  const now = ctx.clock.now();
  const sameRequest = (record: { type: string; reward_id: string | null }) =>
    record.type === 'REDEEM' && record.reward_id === input.rewardId;

  const recordId = await spendingPoints(() =>
    ctx.ledger.transaction(ctx.db, async (tx) => {
      const reward = await findReward(tx, input.rewardId, true);
      // A retry (the reward's lock makes it wait for the first): the first record, whatever changed since.
      const first = await findByRequest(tx, memberId, input.requestId);
      if (first) {
        if (!sameRequest(first)) throw new AppError('IDEMPOTENCY_CONFLICT');
        return first.id;
      }
      if (!reward || Number(reward.active) !== 1) throw new AppError('POINT_REWARD_NOT_FOUND');
      if (reward.kind === 'GOODS' && !input.delivery) throw new AppError('DELIVERY_REQUIRED');
      if (reward.stock !== null && Number(reward.stock) <= 0) throw new AppError('POINT_REWARD_OUT_OF_STOCK');
      if (reward.per_member_limit !== null) {
        const { rows } = await tx.execute<{ n: string | number }>(sql`select count(*) as n from point_records
          where member_id = ${memberId}::uuid and reward_id = ${reward.id}::uuid and type = 'REDEEM'
            and status <> 'REJECTED'`);
        if (Number(rows[0]!.n) >= Number(reward.per_member_limit)) {
          throw new AppError('POINT_REWARD_LIMIT_REACHED');
        }
      }
      const price = BigInt(reward.price_points);
      const cash = reward.kind === 'CASH' && reward.cash_amount !== null ? BigInt(reward.cash_amount) : 0n;
      const legs: Leg[] = [
        { account: await ctx.ledger.pointsAccount(tx, memberId), amount: -price },
        { account: await ctx.ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: price },
      ];
      if (cash > 0n) {
        legs.push(
          { account: await ctx.ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -cash },
          { account: await ctx.ledger.mainAccount(tx, memberId), amount: cash },
        );
      }
      const outcome = await ctx.ledger.post(tx, {
        key,
        kind: 'POINTS_REDEEM',
        requestHash: hashRequest({ action: 'redeem', rewardId: input.rewardId }),
        legs,
        memberId,
        reference: reward.id,
        remark: null,
      });
      if (outcome.replayed) throw new AppError('IDEMPOTENCY_CONFLICT');
      await tx.execute(sql`update point_rewards set redeemed = redeemed + 1,
          stock = case when stock is null then null else stock - 1 end, updated_at = ${now.toISOString()}::timestamptz
        where id = ${reward.id}::uuid`);
      return insertRecord(
        tx,
        {
          memberId,
          type: 'REDEEM',
          points: -price,
          amount: cash > 0n ? cash : null,
          status: reward.kind === 'GOODS' ? 'IN_PROCESS' : 'DONE',
          rewardId: reward.id,
          delivery: reward.kind === 'GOODS' ? (input.delivery ?? null) : null,
          requestId: input.requestId,
          ledgerKey: key,
        },
        now,
      );
    }),
  );
  ctx.notify(memberId, 'points');
  const [record, held] = await Promise.all([
    findRecord(ctx.db, sql`r.id = ${recordId}::uuid`),
    ctx.ledger.pointsBalance(ctx.db, memberId),
  ]);
  return { record: recordToWire(ctx, record!, brand.currency.scale, lang), points: Number(held.balance) };
}
