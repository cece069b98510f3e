import { randomUUID } from 'node:crypto';
import { LOYALTY_CATEGORIES, type TManualRebateClaimReply } from '@platform/contracts/loyalty';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { dateIn } from '../../../platform/zoned-time';
import { HOUSE } from '../../wallet/ledger/ledger';
import { lockWatermarks, saveWatermark, validBetByCategory } from '../figures';
import { rebateClaims } from '../tables';
import { formatMoney } from '../../../platform/money-text';
import { detailsOf, ratesOf, rebateLines, sumOf, type RebateDeps } from './lines';

export type ManualClaimOptions = {
  /** Count valid bet only through this brand-zone day (the demo seeder's past claims); default: all of it. */
  throughDay?: string;
  /** The client's id of this claim (it becomes the claim's id): a retry returns the first claim. */
  requestId?: string;
};

/**
 * The member claims his rebate now (flag MANPLAYREB3): in one transaction the rebate watermarks are locked,
 * the valid bet not rebated yet is read per category (today included) and paid at his VIP level's rates as
 * one REBATE movement (PROMOTION_EXPENSE → main wallet, key `rebate:manual:<claimId>`), with a
 * rebate_claims row (MANUAL, PAID) and the watermarks moved to the totals read. Claims of the member (and the
 * automatic run) wait for each other's lock, so the second finds nothing left: 409 REBATE_NOTHING_TO_CLAIM —
 * but a retry with the same `requestId` gets the first claim back (another member's id: 409 IDEMPOTENCY_CONFLICT).
 * Below the brand's minimum: 409 REBATE_BELOW_MINIMUM (the minimum in the page's money), nothing changes.
 */
export async function claimManualRebate(
  deps: RebateDeps,
  memberId: string,
  options: ManualClaimOptions = {},
): Promise<TManualRebateClaimReply> {
  const { ctx } = deps;
  await ctx.requireFlag('MANPLAYREB3');
  const [settings, brand] = await Promise.all([ctx.settings.rebate.get(), ctx.brand()]);
  const { currency } = brand;
  const minimum = decimalToMinor(settings.minPayout, currency.scale);
  const now = ctx.clock.now();
  const claimId = options.requestId ?? randomUUID();

  const paid = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const marks = await lockWatermarks(tx, memberId, 'REBATE', LOYALTY_CATEGORIES, now);
    if (options.requestId) {
      // A retry (after the first committed: the lock above waited for it) gets the first claim back.
      const [first] = await tx
        .select({
          memberId: rebateClaims.memberId,
          amount: rebateClaims.amount,
          validBet: rebateClaims.validBet,
        })
        .from(rebateClaims)
        .where(eq(rebateClaims.id, claimId));
      if (first && first.memberId !== memberId) throw new AppError('IDEMPOTENCY_CONFLICT');
      if (first) return { amount: first.amount, validBet: first.validBet, replayed: true };
    }
    const totals = await validBetByCategory(tx, memberId, { toDay: options.throughDay ?? null });
    const lines = rebateLines(totals, marks, await ratesOf(deps, tx, memberId));
    const amount = sumOf(lines, 'amount');
    const validBet = sumOf(lines, 'validBet');
    if (amount <= 0n) throw new AppError('REBATE_NOTHING_TO_CLAIM');
    if (amount < minimum) {
      const decimal = minorToDecimal(minimum, currency.scale);
      const field = `${decimal.toFixed(currency.scale)} ${currency.code}`;
      throw new AppError('REBATE_BELOW_MINIMUM', {
        fields: [field],
        messageFields: (lang) => [formatMoney(decimal, currency, lang)],
        details: { fields: [field], minPayout: decimal, amount: minorToDecimal(amount, currency.scale) },
      });
    }
    await ctx.ledger.post(tx, {
      key: `rebate:manual:${claimId}`,
      kind: 'REBATE',
      memberId,
      reference: claimId,
      // No remark: the account record names the kind in the page's language.
      remark: null,
      actor: null,
      legs: [
        { account: await ctx.ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -amount },
        { account: await ctx.ledger.mainAccount(tx, memberId), amount },
      ],
    });
    await tx.insert(rebateClaims).values({
      id: claimId,
      memberId,
      mode: 'MANUAL',
      day: dateIn(brand.timeZone, now),
      validBet,
      amount,
      details: detailsOf(lines),
      status: 'PAID',
      createdAt: now,
    });
    for (const line of lines) {
      if (line.validBet <= 0n) continue;
      const mark = marks.get(line.category);
      await saveWatermark(
        tx,
        memberId,
        'REBATE',
        line.category,
        { counted: totals.get(line.category)!, remainder: mark?.remainder ?? 0n },
        now,
      );
    }
    return { amount, validBet, replayed: false };
  });
  if (!paid.replayed) ctx.notify(memberId, 'rebate');
  return {
    claimId,
    amount: minorToDecimal(paid.amount, currency.scale),
    validBet: minorToDecimal(paid.validBet, currency.scale),
  };
}
